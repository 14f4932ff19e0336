import Foundation
import Testing

/// The test command (`scripts/test.sh`, which `.ci/run` runs) runs every part even when one
/// fails, and fails at the end if any did. `swift` is replaced by a stand-in on the `PATH` that
/// records where it ran and fails when told to, so nothing is built.
@Suite("Test command")
struct TestCommandTests {
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Runs `command` (relative to the package) with a stand-in `swift` first on the `PATH`, which
    /// appends `<folder>: <arguments>` to a log and exits 1 when `folder` ends with `failing`
    /// (empty: none fails). Returns the status and the log.
    private func run(_ command: String, failing: String) throws -> (status: Int32, log: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("test-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("log").path
        let stub = folder.appendingPathComponent("swift").path
        let script = """
            #!/bin/sh
            echo "$(pwd): $*" >> '\(log)'
            case "$(pwd)" in *'\(failing.isEmpty ? "\u{1}" : failing)') exit 1;; esac
            exit 0
            """
        try script.write(toFile: stub, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Self.package + "/" + command]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        return (process.terminationStatus, lines)
    }

    /// The folders the stand-in ran in, relative to the package.
    private func folders(_ log: [String]) -> [String] {
        log.map { line in
            let folder = String(line.prefix { $0 != ":" })
            return folder == Self.package ? "." : String(folder.dropFirst(Self.package.count + 1))
        }
    }

    @Test func theExamplePackageIsTestedEvenWhenThePackageTestsFail() throws {
        let result = try run("scripts/test.sh", failing: URL(fileURLWithPath: Self.package).lastPathComponent)
        #expect(folders(result.log) == [".", "Examples/CustomSliderPackage"], "\(result.log)")
        #expect(result.status == 1)
    }

    @Test func aFailureOfTheExamplePackageAloneFailsTheCommand() throws {
        let result = try run("scripts/test.sh", failing: "CustomSliderPackage")
        #expect(folders(result.log) == [".", "Examples/CustomSliderPackage"], "\(result.log)")
        #expect(result.status == 1)
    }

    @Test func whenEveryPartPassesTheCommandPassesAndCIRunsExactlyIt() throws {
        let script = try run("scripts/test.sh", failing: "")
        let ci = try run(".ci/run", failing: "")
        #expect(script.status == 0)
        #expect(ci.status == 0)
        #expect(script.log.count == 2)
        #expect(ci.log == script.log)
    }
}
