import Foundation
import SliderEngine
import SliderSpec
import SliderWire
import SliderWorkers

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This test executable started again to serve one conformance check as a fuzz worker, as the
/// command line starts itself (`__fuzz-worker`): `expectConformance` and `XCTAssertConforms` run
/// their sequences there, so a trap in the slider ends the worker, not the test process, and is
/// shrunk, saved and reported as a `process.crash` failure.
///
/// The worker runs only the test that made the check (Swift Testing: `--filter` with the test's
/// id; XCTest: `Module.Class/method`), through `/bin/sh`, which names the implementation in
/// `SLIDER_CONFORMANCE_TEST_WORKER` and moves the worker's lines to descriptor 3: the test
/// libraries' own output goes to `/dev/null`, and the worker's standard error (where a trap's
/// message goes) is restored from descriptor 4 once it serves. In the worker, the same call sees
/// the variable and serves the job for its type (known statically there) instead of checking.
///
/// Only on Linux, where `/proc/self/exe` is the test executable SwiftPM built; elsewhere (macOS
/// loads the test bundle into Apple's `xctest` or `swiftpm-testing-helper`, and Xcode into an
/// agent of its own) the check runs in the test process (README: "A trap in your slider").
struct TestProcessWorker: Hashable, Sendable {
    /// The variable a worker is started with: the implementation whose check it serves.
    static let variable = "SLIDER_CONFORMANCE_TEST_WORKER"
    /// Where a worker writes its lines (its standard output carries the test libraries' output).
    static let linesDescriptor: Int32 = 3
    /// Where a worker keeps its standard error until it serves.
    static let errorDescriptor: Int32 = 4
    /// The shell script that starts the worker: `$1` names the implementation, the rest is the
    /// test executable's command line.
    static let script = #"SLIDER_CONFORMANCE_TEST_WORKER="$1"; export SLIDER_CONFORMANCE_TEST_WORKER; shift; "#
        + #"exec 3>&1 4>&2 1>/dev/null 2>/dev/null; exec "$@""#

    /// The test executable.
    let executable: String
    /// Its arguments after the program's name: what runs only the test that made the check.
    let arguments: [String]

    /// The worker for the check in the Swift Testing test whose id reads `testID` (`Test.current`'s,
    /// e.g. `Module.Suite/test()/File.swift:12:4`); nil where this executable cannot be started again.
    static func swiftTesting(testID: String) -> TestProcessWorker? {
        guard let executable = currentExecutable else { return nil }
        return TestProcessWorker(
            executable: executable, arguments: ["--testing-library", "swift-testing", "--filter", "^" + escapingRegex(testID) + "$"])
    }

    /// The worker for the check in the XCTest method `function` (`#function`, `testSlider()`) of
    /// the module `#fileID` names: the executable's tests (`--list-tests`) of that module and
    /// method; nil where this executable cannot be started again or lists no such test.
    @MainActor
    static func xctest(fileID: String, function: String) -> TestProcessWorker? {
        guard let executable = currentExecutable, let module = fileID.split(separator: "/").first else { return nil }
        let method = function.hasSuffix("()") ? String(function.dropLast(2)) : function
        let tests = listedTests(executable).filter { $0.hasPrefix(module + ".") && $0.hasSuffix("/" + method) }
        return tests.isEmpty ? nil : TestProcessWorker(executable: executable, arguments: tests)
    }

    /// Says on standard error that the check of `implementation` runs in this test process
    /// because of `reason`, where a worker could otherwise have been started (Linux); nothing elsewhere.
    static func noteInProcess(_ implementation: String, because reason: String) {
        guard currentExecutable != nil else { return }
        ConformanceCheck.writeToStandardError(
            "\(implementation): checked in this test process, where a trap in the slider ends it: \(reason)")
    }

    /// The fresh start that runs this worker for `implementation`.
    @MainActor
    func freshStart(implementation: String) -> FreshStart {
        FreshStart(executable: "/bin/sh", arguments: ["sh", "-c", Self.script, "sh", implementation, executable] + arguments)
    }

    /// The test executable SwiftPM built (Linux: `/proc/self/exe`, resolved), or nil elsewhere.
    static var currentExecutable: String? {
        #if os(Linux)
        guard FileManager.default.isExecutableFile(atPath: "/proc/self/exe"),
            FileManager.default.isExecutableFile(atPath: "/bin/sh")
        else { return nil }
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        #else
        return nil
        #endif
    }

    /// `text` with every character a regular expression gives a meaning escaped.
    static func escapingRegex(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The tests `executable --list-tests` lists (`Module.Class/method`), read once per executable.
    @MainActor
    static func listedTests(_ executable: String) -> [String] {
        if let known = listings[executable] { return known }
        let output = outputOf(executable, ["--list-tests"], seconds: 30) ?? ""
        let tests = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains("/") && !$0.contains(" ") && !$0.hasPrefix("/") }
        listings[executable] = tests
        return tests
    }

    /// The listings read so far, by executable.
    @MainActor private static var listings: [String: [String]] = [:]

    /// What `executable` with `arguments` writes to standard output, or nil when it cannot be
    /// started or has not ended within `seconds` (it is then killed).
    @MainActor
    static func outputOf(_ executable: String, _ arguments: [String], seconds: Double) -> String? {
        guard let child = try? ChildProcess(executable: executable, arguments: [executable] + arguments, quiet: true) else { return nil }
        defer { child.close() }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            var request = pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { read(child.output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { return String(decoding: received, as: UTF8.self) }
            received += chunk[..<count]
        }
        return nil
    }
}

extension TestProcessWorker {
    /// Whether this process is a worker started by `freshStart(implementation:)`.
    static var isWorker: Bool { ProcessInfo.processInfo.environment[variable] != nil }

    /// In a worker: serves the job on its input for `type` when the worker was started for
    /// `type`'s implementation, and ends the process with the worker's status; returns at once
    /// otherwise (another check of the same test, which the worker does not run).
    @MainActor
    static func serve<S: SliderUnderTest>(_ type: S.Type) {
        guard ProcessInfo.processInfo.environment[variable] == S.implementationName else { return }
        // Standard error back (a trap's message goes there); the lines go to their own descriptor.
        _ = dup2(errorDescriptor, STDERR_FILENO)
        ParentWatch.begin()
        let channel = FuzzWorkerChannel(input: STDIN_FILENO, output: linesDescriptor)
        guard let job = channel.readJob(), let configuration = job.configuration else {
            channel.fail("the job could not be read")
            _exit(2)
        }
        guard job.implementation == S.implementationName else {
            channel.fail("this test serves '\(S.implementationName)', not '\(job.implementation)'")
            _exit(2)
        }
        Interruption.beginGracefulStop(quietly: true)
        channel.ready(SliderImplementation(S.self).typeName)
        _exit(Fuzzer(S.self, name: job.implementation, configuration: configuration).serveWorker(channel))
    }
}
