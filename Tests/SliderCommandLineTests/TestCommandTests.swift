import Foundation
import SliderTestFixtures
import Testing

/// The test command (`scripts/test.sh`, which `.ci/run` runs) builds the package once and runs its
/// tests as three processes of the test executable side by side (`swift test` would hold the
/// build folder's lock): the command-line and wire tests, then the XCTest tests in their place;
/// the engine's tests; and every other target's. The example package's build and then its tests
/// run beside them at the lowest priority, their output shown after the package's.
/// Every part runs even when one fails, and the command fails at the end if any did. `swift` is
/// replaced by a stand-in on the `PATH`, and the test executable by one in the folder it names
/// for `--show-bin-path`: each records where it ran, with what arguments and niceness, and fails
/// when told to, so nothing is built.
@Suite("Test command")
struct TestCommandTests {
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// What the test command did: its exit status, the stand-in's log (`<folder>: <arguments>`,
    /// folders relative to the package, in the order the runs ended; a package test run also
    /// logs `<folder>: begin <arguments>` when it starts), each run's niceness and value of
    /// `SLIDER_CONFORMANCE_TEST_BUILD` (empty when unset), and the command's standard output.
    private struct Outcome {
        let status: Int32
        let log: [String]
        let niceness: [String: Int]
        let testBuild: [String: String]
        let output: String
    }

    private static let exampleBuild = "Examples/CustomSliderPackage: build --build-tests"
    private static let packageBuild = ".: build -c release --build-tests -Xswiftc -enable-testing"
    private static let commandLineTests = #".: xctest --testing-library swift-testing --filter ^(SliderCommandLineTests|SliderWireTests)\."#
    private static let engineTests = #".: xctest --testing-library swift-testing --filter ^SliderEngineTests\."#
    private static let otherTests = #".: xctest --testing-library swift-testing --skip ^(SliderCommandLineTests|SliderWireTests|SliderEngineTests)\."#
    /// The three test processes that run side by side.
    private static let sideBySide = [commandLineTests, engineTests, otherTests]
    private static let xcTests = ".: xctest --testing-library xctest"
    private static let exampleTests = "Examples/CustomSliderPackage: test"

    /// Runs `command` (relative to the package) with a stand-in `swift` first on the `PATH`. For
    /// `--show-bin-path` it prints a folder holding a stand-in test executable; otherwise it, and
    /// the stand-in executable (logged as `xctest`), log their folder, arguments, niceness and
    /// `SLIDER_CONFORMANCE_TEST_BUILD` and print a line naming them; when `<folder>: <arguments>`
    /// matches the shell pattern `failing` (its spaces escaped; empty: none fails), they print a
    /// failure line (`✘ failed in <folder>: <arguments>`) and exit 1. A stand-in for the package's tests logs its beginning, then waits (up to
    /// 30 s each) for the example's build to have started and for the three side-by-side test runs
    /// to have begun, so the log shows what ran beside what.
    private func run(_ command: String, failing: String) async throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("test-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("log").path
        let stub = folder.appendingPathComponent("swift").path
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let executable = bin.appendingPathComponent("SliderConformancePackageTests.xctest").path
        let script = """
            #!/bin/sh
            here=$(pwd)
            case "$*" in *--show-bin-path*) echo '\(bin.path)'; exit 0;; esac
            [ "$(basename "$0")" = swift ] || set -- xctest "$@"
            if [ "$here" = '\(Self.package)' ] && { [ "$1" = test ] || [ "$1" = xctest ]; }; then
                i=0
                while [ $i -lt 300 ] && ! grep -q 'CustomSliderPackage: build ' '\(log)' 2>/dev/null; do sleep 0.1; i=$((i + 1)); done
                echo "$here: begin $*" >> '\(log)'
                i=0
                while [ $i -lt 300 ] && [ "$(grep -c ': begin ' '\(log)')" -lt 3 ]; do sleep 0.1; i=$((i + 1)); done
            fi
            echo "$here: $* | $(nice) | ${SLIDER_CONFORMANCE_TEST_BUILD:-}" >> '\(log)'
            echo "output of $here: $*"
            case "$here: $*" in \(failing.isEmpty ? "'\u{1}'" : failing.replacingOccurrences(of: " ", with: "\\ "))) echo "✘ failed in $here: $*"; exit 1;; esac
            exit 0
            """
        for path in [stub, executable] {
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
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
        var testBuild: [String: String] = [:]
        for line in ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n") {
            let fields = line.components(separatedBy: " | ")
            let entry = relative(fields[0])
            lines.append(entry)
            niceness[entry] = fields.count == 3 ? Int(fields[1]) : nil
            testBuild[entry] = fields.count == 3 ? fields[2] : nil
        }
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, log: lines, niceness: niceness, testBuild: testBuild, output: relative(output))
    }

    /// `text` with the package's path as `.` and its sub-folders relative to it.
    private func relative(_ text: String) -> String {
        text.replacingOccurrences(of: Self.package + "/", with: "").replacingOccurrences(of: Self.package, with: ".")
    }

    /// Whether `log` shows every part run in order: both builds before the package's tests, the
    /// three test runs side by side (each began before any ended), the XCTest tests after the
    /// first, the example's tests after its build.
    private func ranInOrder(_ log: [String]) -> Bool {
        func position(_ entry: String) -> Int { log.firstIndex(of: entry) ?? Int.max }
        let begins = Self.sideBySide.map { position($0.replacingOccurrences(of: ".: ", with: ".: begin ")) }
        let ends = Self.sideBySide.map(position)
        return log.count == 11 && position(Self.exampleBuild) < position(Self.exampleTests) && position(Self.exampleTests) < Int.max
            && position(Self.commandLineTests) < position(Self.xcTests.replacingOccurrences(of: ".: ", with: ".: begin "))
            && [Self.exampleBuild, Self.packageBuild].allSatisfy { position($0) < begins.min()! }
            && begins.max()! < ends.min()!
    }

    /// A failure of any test process, or of the example package's tests, fails the command, and
    /// every other part still runs, in order.
    @Test(arguments: ["*--filter ^?SliderCommandLine*", "*--filter ^SliderEngine*", "*--skip ^*", "*--testing-library xctest*", "*CustomSliderPackage: test*"])
    func aFailingPartFailsTheCommandAndEveryOtherPartStillRuns(failing: String) async throws {
        let result = try await run("scripts/test.sh", failing: failing)
        #expect(ranInOrder(result.log), "\(result.log)")
        #expect(result.status == 1)
    }

    /// The command's output ends by repeating each failing part's failure lines under the part's
    /// name (CI shows the end of a long log), and names no part that passed.
    @Test(arguments: [
        ("*--filter ^SliderEngine*", "the package's engine tests", #".: xctest --testing-library swift-testing --filter ^SliderEngineTests\."#),
        ("*--testing-library xctest*", "the package's XCTest tests", ".: xctest --testing-library xctest"),
        ("*CustomSliderPackage: test*", "the example package's tests", "Examples/CustomSliderPackage: test"),
        ("*: build -c release*", "the package's build", ".: build -c release --build-tests -Xswiftc -enable-testing"),
    ])
    func theEndRepeatsTheFailingPartsFailureLinesUnderItsName(failing: String, part: String, run arguments: String) async throws {
        let result = try await run("scripts/test.sh", failing: failing)
        let lines = result.output.split(separator: "\n").map(String.init)
        let summary = try #require(lines.lastIndex(of: "What failed (each failing part's failure lines, repeated from its output above):"))
        let tail = Array(lines[(summary + 1)...])
        #expect(tail.count == 2 && tail[0].hasPrefix(part + " (") && tail[0].hasSuffix(":"), "\(tail)")
        #expect(tail.last == "    ✘ failed in \(arguments)", "\(tail)")
    }

    @Test func aFailedBuildRunsNoPackageTestsButStillTheExamples() async throws {
        let result = try await run("scripts/test.sh", failing: "*: build -c release*")
        #expect(Set(result.log) == [Self.exampleBuild, Self.packageBuild, Self.exampleTests], "\(result.log)")
        #expect(result.log.firstIndex(of: Self.exampleBuild)! < result.log.firstIndex(of: Self.exampleTests)!)
        #expect(result.status == 1)
    }

    @Test func whenEveryPartPassesTheCommandPassesAndCIRunsExactlyIt() async throws {
        let script = try await run("scripts/test.sh", failing: "")
        let ci = try await run(".ci/run", failing: "")
        #expect(script.status == 0)
        #expect(ci.status == 0)
        #expect(ranInOrder(script.log), "\(script.log)")
        #expect(ranInOrder(ci.log), "\(ci.log)")
    }

    /// The package's build and its test runs are the test command's build
    /// (`SLIDER_CONFORMANCE_TEST_BUILD=1`, which Package.swift reads to compile the glue modules
    /// without optimisation), so the test runs never rebuild with other settings.
    @Test func thePackagesBuildAndTestRunsAreTheTestCommandsBuild() async throws {
        let result = try await run("scripts/test.sh", failing: "")
        for part in [Self.packageBuild, Self.xcTests] + Self.sideBySide {
            #expect(result.testBuild[part] == "1", "\(part): \(result.testBuild)")
        }
    }

    @Test func theExamplesBuildAndTestsRunAtTheLowestPriorityAndTheirOutputFollowsThePackagesTests() async throws {
        let result = try await run("scripts/test.sh", failing: "")
        #expect(result.niceness[Self.exampleBuild] == 19, "\(result.niceness)")
        #expect(result.niceness[Self.exampleTests] == 19, "\(result.niceness)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "output of \(Self.packageBuild)",
            "output of \(Self.commandLineTests)",
            "output of \(Self.xcTests)",
            "The package's engine tests (beside the command-line and wire tests):",
            "output of \(Self.engineTests)",
            "The package's other tests (beside them):",
            "output of \(Self.otherTests)",
            "Examples/CustomSliderPackage: swift build --build-tests, then swift test (beside the package's tests):",
            "output of \(Self.exampleBuild)",
            "output of \(Self.exampleTests)",
        ])
    }
}
