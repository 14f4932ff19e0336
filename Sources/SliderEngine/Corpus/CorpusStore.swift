import Foundation
import SliderSpec
import SliderWire

/// Reads and writes the corpus: one JSON file per saved failure, under a folder per implementation
/// (`<folder>/<implementation>/<rule>--<hash>.json`).
///
/// Loading never throws: every file that cannot be used becomes a `CorpusProblem` and the rest
/// still load. Writing is atomic and idempotent.
public enum CorpusStore {
    /// Loads every entry from `paths`, each a file or a folder searched recursively for `*.json`
    /// files (in sorted path order; hidden files and folders and `*.expectations.json` files are skipped), keeping only the
    /// entries of `implementation` when it is given.
    ///
    /// `listing` lists the names in one folder (`FileManager.contentsOfDirectory` unless given); a
    /// folder it cannot list (no permission, say) is one problem naming it, and the other folders still load.
    public static func load(
        from paths: [String], implementation: String?,
        listing: (String) throws -> [String] = { try FileManager.default.contentsOfDirectory(atPath: $0) }
    ) -> (entries: [(path: String, entry: CorpusEntry)], problems: [CorpusProblem]) {
        var entries: [(path: String, entry: CorpusEntry)] = []
        var problems: [CorpusProblem] = []
        var seen: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(CorpusProblem(path: path, message: "no such file or folder"))
                continue
            }
            let files: [String]
            if isDirectory.boolValue {
                let found = jsonFiles(under: path, listing: listing)
                files = found.files
                problems += found.problems
            } else {
                files = [path]
            }
            for file in files where seen.insert(file).inserted {
                switch read(file) {
                case let .success(entry):
                    if implementation == nil || entry.implementation == implementation { entries.append((file, entry)) }
                case let .failure(problem):
                    problems.append(problem)
                }
            }
        }
        return (entries, problems)
    }

    /// Writes `entry` to `<folder>/<implementation>/<fileName>`, creating folders, and returns the path.
    ///
    /// The JSON (from `SliderJSON.encoder()`, with a trailing newline) goes to a temporary file in
    /// the same folder that is then renamed over the destination, so an interruption never leaves
    /// a half-written entry. Writing an entry that is already there leaves the file untouched.
    @discardableResult
    public static func write(_ entry: CorpusEntry, into folder: String) throws -> String {
        try write(entry, inFolder: joined(folder, CorpusEntry.safeFileNameComponent(entry.implementation)))
    }

    /// Writes `entry` to `<directory>/<fileName>` (creating the folder), as `write(_:into:)` does,
    /// for an entry kept outside a corpus's layout; returns the path.
    @discardableResult
    public static func write(_ entry: CorpusEntry, inFolder directory: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let destination = joined(directory, entry.fileName)
        var data = try SliderJSON.encoder().encode(entry)
        data.append(UInt8(ascii: "\n"))
        if let existing = FileManager.default.contents(atPath: destination), existing == data { return destination }

        // Hidden and not ending in `.json`, so `load` never reads one left by a crash; named so
        // that a later run can prove the suite wrote it (`TemporaryFileName`).
        let temporary = joined(directory, TemporaryFileName(target: entry.fileName).name)
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
            try moveIntoPlace(temporary, destination)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
        return destination
    }

    /// Removes the temporary files that interrupted writes of the suite left under `corpus` and
    /// returns their paths. Only regular files named as the suite names them (`TemporaryFileName`,
    /// check included) are removed, never anything inside a hidden folder (`.git`), and only when
    /// their writer is provably gone: its process has ended on this host, or, named after another
    /// host, the file is older than `TemporaryFileName.otherHostAge`.
    @discardableResult
    public static func removeAbandonedTemporaryFiles(under corpus: String, now: Date = Date()) -> [String] {
        guard let subpaths = try? FileManager.default.subpathsOfDirectory(atPath: corpus) else { return [] }
        var removed: [String] = []
        for subpath in subpaths.sorted() {
            let components = subpath.split(separator: "/")
            guard let name = components.last, !components.dropLast().contains(where: { $0.hasPrefix(".") }),
                let temporary = TemporaryFileName(parsing: String(name))
            else { continue }
            let path = joined(corpus, subpath)
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? now
            guard temporary.isAbandoned(modified: modified, now: now) else { continue }
            if unlink(path) == 0 { removed.append(path) }
        }
        return removed
    }

    /// The `*.json` files under `folder`, recursively (not into linked folders), sorted by path,
    /// skipping hidden names; a link that leads nowhere (dangling, or a loop) or a folder that
    /// cannot be listed is a problem rather than skipped.
    private static func jsonFiles(
        under folder: String, listing: (String) throws -> [String]
    ) -> (files: [String], problems: [CorpusProblem]) {
        var files: [String] = []
        var problems: [CorpusProblem] = []
        var candidates: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            let names: [String]
            do {
                names = try listing(current)
            } catch {
                problems.append(CorpusProblem(path: current, message: "cannot list the folder: \(reason(error)); its entries were not read"))
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let path = joined(current, name)
                var status = stat()
                let found = lstat(path, &status) == 0
                if found, status.st_mode & S_IFMT == S_IFDIR {
                    pending.append(path)
                } else if !found, name.contains("\u{FFFD}"), !name.lowercased().hasSuffix(".json") {
                    problems.append(CorpusProblem(
                        path: path, message: "cannot read it: its name is not valid UTF-8 (shown with \u{FFFD}); rename it"))
                } else if name.lowercased().hasSuffix(".json"), !name.lowercased().hasSuffix(".expectations.json") {
                    candidates.append(path)
                }
            }
        }
        candidates.sort()
        problems.sort { $0.path < $1.path }
        for file in candidates {
            var status = stat()
            if stat(file, &status) == 0 {
                if status.st_mode & S_IFMT != S_IFDIR { files.append(file) }
                continue
            }
            let code = errno
            var link = stat()
            let reason =
                if code == ENOENT, lstat(file, &link) != 0 {
                    file.contains("\u{FFFD}")
                        ? "its name is not valid UTF-8 (shown with \u{FFFD}); rename it" : "it disappeared while the corpus was read"
                } else if code == ENOENT {
                    "a symbolic link to a missing file"
                } else if code == ELOOP {
                    "a symbolic link loop"
                } else {
                    String(cString: strerror(code))
                }
            problems.append(CorpusProblem(path: file, message: "cannot read the file: \(reason)"))
        }
        return (files, problems)
    }

    /// Decodes one file, or says why it cannot be used.
    private static func read(_ file: String) -> Result<CorpusEntry, CorpusProblem> {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            return .failure(CorpusProblem(path: file, message: "cannot read the file: \(reason(error))"))
        }
        guard String(data: data, encoding: .utf8) != nil else {
            return .failure(CorpusProblem(path: file, message: "not UTF-8 text (expected a UTF-8 JSON corpus entry)"))
        }
        do {
            let entry = try SliderJSON.decoder().decode(CorpusEntry.self, from: data)
            if let problem = nonFiniteBounds(in: entry.operations) { return .failure(CorpusProblem(path: file, message: problem)) }
            return .success(entry)
        } catch let problem as CorpusProblem {
            return .failure(CorpusProblem(path: file, message: problem.message))
        } catch {
            return .failure(CorpusProblem(path: file, message: SliderJSON.describe(error, decoding: data)))
        }
    }

    /// Where `operations` set bounds that are not finite numbers (NaN or an infinity, which the
    /// reference cannot lay out consistently), e.g. `at operations[2].width: …`; nil when none do.
    static func nonFiniteBounds(in operations: [SliderOperation]) -> String? {
        for (index, operation) in operations.enumerated() {
            guard case let .setBounds(width, height) = operation else { continue }
            for (field, value) in [("width", width), ("height", height)] where !value.isFinite {
                return "at operations[\(index)].\(field): expected a finite number of points, found \(value)"
            }
        }
        return nil
    }

    /// Renames `temporary` over `destination` in one step.
    private static func moveIntoPlace(_ temporary: String, _ destination: String) throws {
        #if os(Windows)
        if FileManager.default.fileExists(atPath: destination) {
            _ = try FileManager.default.replaceItemAt(
                URL(fileURLWithPath: destination), withItemAt: URL(fileURLWithPath: temporary))
        } else {
            try FileManager.default.moveItem(atPath: temporary, toPath: destination)
        }
        #else
        guard rename(temporary, destination) == 0 else {
            let code = errno
            throw CorpusProblem(path: destination, message: "cannot move the new entry into place: \(String(cString: strerror(code)))")
        }
        #endif
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// A short reason for a file-system error, e.g. `permission denied`.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return error.localizedDescription
    }
}
