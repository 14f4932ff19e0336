import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// The built command line as its own process: closed or full standard output, and SIGINT.
extension ReliabilityTests {
    /// The built `slider-conformance` executable.
    func executable() throws -> String { try LaunchedCommand.builtExecutable() }

    /// Starts the executable with `arguments`, standard output going to `standardOutput`, and
    /// standard error to a pipe whose text `finish` returns with the exit status.
    func launch(_ arguments: [String], standardOutput: Any) throws -> (process: Process, errors: Pipe) {
        try LaunchedCommand.launch(executable(), arguments, standardOutput: standardOutput)
    }

    /// Waits for `launched` to end and returns its status and standard error.
    func finish(_ launched: (process: Process, errors: Pipe)) async -> (status: Int32, errors: String, ended: Date) {
        await LaunchedCommand.finish(launched)
    }

    @Test func aClosedStandardOutputPipeEndsTheSuiteQuietly() async throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let launched = try launch(["rules", "--markdown"], standardOutput: pipe)
        try pipe.fileHandleForWriting.close()
        let result = await finish(launched)
        #expect(result.status == StandardStream.closedPipeExitCode, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    @Test func aFullStandardOutputIsAClearErrorAndANonzeroExit() async throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = await finish(try launch(["rules", "--markdown"], standardOutput: full))
        #expect(result.status == StandardStream.writeFailureExitCode, "\(result.errors)")
        #expect(result.errors.contains("cannot write standard output: No space left on device"), "\(result.errors)")
    }

    @Test func aFullStandardErrorNeverWithholdsTheReportFromAWorkingStandardOutput() async throws {
        try await withTemporaryFolder { folder in
            let (handle, path) = try outputFile(in: folder)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try executable())
            process.arguments = ["fuzz", "--implementation", "reference", "--sequences", "5", "--no-save", "--corpus", folder + "/Corpus"]
            process.standardOutput = handle
            let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            process.standardError = full
            try process.run()
            await Waiting.exit(of: process)
            try handle.close()
            let report = try String(contentsOfFile: path, encoding: .utf8)
            #expect(process.terminationStatus == 0)
            #expect(report.contains("result: conforms"), "\(report)")
        }
    }

    @Test func writingToAPipeWhoseReaderLeftIsAClosedPipe() throws {
        signal(SIGPIPE, SIG_IGN)  // as the command line's `main` does
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        #expect(StandardStream.write("text", to: ends[1]) == .closedPipe)
    }

    /// A new, empty file in `folder` open for writing, and its path.
    func outputFile(in folder: String) throws -> (handle: FileHandle, path: String) {
        let path = folder + "/stdout.txt"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        return (try #require(FileHandle(forWritingAtPath: path)), path)
    }

    @Test func sigintEndsTheSuiteAndItsChildWith130() async throws {
        try await withTemporaryFolder { folder in
            let pidFile = folder + "/child.pid"
            let child = try pythonChild(
                in: folder, fault: "open(\(String(reflecting: pidFile)), \"w\").write(str(os.getpid())); time.sleep(300)")
            let standardOutput = try outputFile(in: folder)
            let launched = try launch(
                ["fuzz", "--exec", "\(PythonChild.python) \(child)", "--timeout", "100", "--no-save", "--corpus", folder + "/Corpus"],
                standardOutput: standardOutput.handle)
            #expect(await eventually(seconds: MeasuredStartUp.margin(atLeast: 30, startUps: 300)) { FileManager.default.fileExists(atPath: pidFile) })
            await Waiting.pause(0.2)
            let pid = try #require(Int32((try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? ""))
            let started = Date()
            launched.process.interrupt()
            let result = await finish(launched)
            // The child's timeout is 100 s; the margin, derived from the start-up time, stays under it.
            #expect(result.ended.timeIntervalSince(started) < min(90, MeasuredStartUp.margin(atLeast: 30)), "the suite does not wait out the child's timeout")
            #expect(result.status == 130, "\(result.errors)")
            #expect(await eventually { !isAlive(pid) }, "the child \(pid) still runs")
            let report = try String(contentsOfFile: standardOutput.path, encoding: .utf8)
            #expect(report.contains("stopped early: an interruption"), "\(report)")
            #expect(!report.contains("process.crash"), "the killing is not reported as a crash: \(report)")
        }
    }

    @Test func sigintDuringFuzzPrintsThePartialReportAndExits130() async throws {
        try await withTemporaryFolder { folder in
            let standardOutput = try outputFile(in: folder)
            let launched = try launch(
                ["fuzz", "--implementation", "uikit-model", "--profile", "documented", "--sequences", "1000000000", "--corpus", folder + "/Corpus"],
                standardOutput: standardOutput.handle)
            // Once something was found and saved, so the run is well under way.
            #expect(await eventually(seconds: MeasuredStartUp.margin(atLeast: 60, startUps: 600)) { FileManager.default.fileExists(atPath: folder + "/Corpus/uikit-model") })
            await Waiting.pause(0.3)
            launched.process.interrupt()
            let result = await finish(launched)
            #expect(result.status == 130, "\(result.errors)")
            let report = try String(contentsOfFile: standardOutput.path, encoding: .utf8)
            #expect(report.contains("stopped early: an interruption (SIGINT or SIGTERM), after"), "\(report)")
            #expect(!CorpusStore.load(from: [folder + "/Corpus"], implementation: nil).entries.isEmpty, "what was found is saved")
            let inFlight = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/Corpus/.in-flight")) ?? []
            #expect(inFlight.isEmpty, "the run ended cleanly: \(inFlight)")
        }
    }
}
