import Foundation

/// Where the command line finds the files a package keeps beside its sources (`Corpus/`, with
/// `Corpus/<implementation>.expectations.json`): in the package that holds the running
/// executable, whose build folder lies inside it (`swift run` and `.build/…/slider-conformance`
/// from any folder), so a run started from another folder reads the same corpus. `--corpus`
/// overrides it.
enum PackageRoot {
    /// The default corpus folder: `name` (`Corpus`) in the package root, written relative
    /// (`Corpus`) when the root is the current folder, so reports name the same paths on every machine.
    static func defaultCorpus(named name: String = "Corpus", executable: String? = SliderConformanceCLI.currentExecutable) -> String {
        guard let root = root(executable: executable) else { return name }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        return root == current ? name : root + "/" + name
    }

    /// The package root for `executable`: the nearest folder above it with a `Package.swift`;
    /// failing that (an executable installed outside any package), the nearest such folder above
    /// the current folder; nil when neither lies in a package.
    static func root(executable: String?) -> String? {
        if let executable, let root = packageFolder(from: URL(fileURLWithPath: resolved(executable)).deletingLastPathComponent()) {
            return root
        }
        return packageFolder(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath())
    }

    /// `folder` or the nearest folder above it holding a `Package.swift`.
    private static func packageFolder(from start: URL) -> String? {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// `path` with its symbolic links resolved (`/proc/self/exe` becomes the executable's path).
    private static func resolved(_ path: String) -> String {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path), target.hasPrefix("/") {
            return URL(fileURLWithPath: target).resolvingSymlinksInPath().path
        }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
