import Foundation
import SliderTestFixtures
import Testing

/// The test command (`scripts/test.sh`, which `.ci/run` runs) runs every part even when one
/// fails, and fails at the end if any did; the example package's build runs beside the package's
/// tests at the lowest priority, its output shown after theirs. `swift` is replaced by a stand-in
/// on the `PATH` that records where it ran, with what niceness, and fails when told to, so
/// nothing is built.
@Suite("Test command")
struct TestCommandTests {
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// What the test command did: its exit status, the stand-in's log (`<folder>: <arguments>`,
    /// folders relative to the package, in the order the runs ended), each run's niceness, and the
    /// command's standard output.
    private struct Outcome {
        let status: Int32
        let log: [String]
        let niceness: [String: Int]
        let output: String
    }

    /// Runs `command` (relative to the package) with a stand-in `swift` first on the `PATH`, which
    /// logs its folder, arguments and niceness, prints a line naming them, and exits 1 when its
    /// folder ends with `failing` (empty: none fails). The stand-in for the package's tests waits
    /// (up to 30 s) for a build to have started first, so the log shows whether the example's
    /// build ran beside them or only after.
    private func run(_ command: String, failing: String) async throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("test-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("log").path
        let stub = folder.appendingPathComponent("swift").path
        let script = """
            #!/bin/sh
            here=$(pwd)
            if [ "$here" = '\(Self.package)' ] && [ "$1" = test ]; then
                i=0
                while [ $i -lt 300 ] && ! grep -q ': build ' '\(log)' 2>/dev/null; do sleep 0.1; i=$((i + 1)); done
            fi
            echo "$here: $* | $(nice)" >> '\(log)'
            echo "output of $here: $*"
            case "$here" in *'\(failing.isEmpty ? "\u{1}" : failing)') exit 1;; esac
            exit 0
            """
        try script.write(toFile: stub, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub)
        let outputPath = folder.appendingPathComponent("output").path
        #expect(FileManager.default.createFile(atPath: outputPath, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", Self.package + "/" + command]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = FileHandle.nullDevice
        try process.run()
        await Waiting.exit(of: process)
        var lines: [String] = []
        var niceness: [String: Int] = [:]
        for line in ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n") {
            let fields = line.components(separatedBy: " | ")
            let entry = relative(fields[0])
            lines.append(entry)
            niceness[entry] = fields.count == 2 ? Int(fields[1]) : nil
        }
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, log: lines, niceness: niceness, output: relative(output))
    }

    /// `text` with the package's path as `.` and its sub-folders relative to it.
    private func relative(_ text: String) -> String {
        text.replacingOccurrences(of: Self.package + "/", with: "").replacingOccurrences(of: Self.package, with: ".")
    }

    /// Every part, in the order the stand-in logs them when the example's build runs beside the
    /// package's tests: the build starts first, the package's tests end, then the example's tests.
    private static let parts = [
        "Examples/CustomSliderPackage: build --build-tests", ".: test -c release", "Examples/CustomSliderPackage: test",
    ]

    @Test func theExamplePackageIsTestedEvenWhenThePackageTestsFail() async throws {
        let result = try await run("scripts/test.sh", failing: URL(fileURLWithPath: Self.package).lastPathComponent)
        #expect(result.log == Self.parts)
        #expect(result.status == 1)
    }

    @Test func aFailureOfTheExamplePackageAloneFailsTheCommand() async throws {
        let result = try await run("scripts/test.sh", failing: "CustomSliderPackage")
        #expect(result.log == Self.parts)
        #expect(result.status == 1)
    }

    @Test func whenEveryPartPassesTheCommandPassesAndCIRunsExactlyIt() async throws {
        let script = try await run("scripts/test.sh", failing: "")
        let ci = try await run(".ci/run", failing: "")
        #expect(script.status == 0)
        #expect(ci.status == 0)
        #expect(script.log == Self.parts)
        #expect(ci.log == script.log)
    }

    @Test func theExamplesBuildRunsAtTheLowestPriorityAndItsOutputFollowsThePackagesTests() async throws {
        let result = try await run("scripts/test.sh", failing: "")
        #expect(result.niceness[Self.parts[0]] == 19, "\(result.niceness)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "output of .: test -c release",
            "Examples/CustomSliderPackage: swift build --build-tests (beside the package's tests):",
            "output of Examples/CustomSliderPackage: build --build-tests",
            "output of Examples/CustomSliderPackage: test",
        ])
    }
}
