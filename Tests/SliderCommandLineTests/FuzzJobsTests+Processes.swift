import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// The built command line as its own process with workers: a worker that dies, and SIGINT.
extension FuzzJobsTests {
    /// Starts the built executable with `arguments`, standard output to `path`, standard error to a pipe.
    func launch(_ arguments: [String], standardOutput path: String) throws -> (process: Process, errors: Pipe) {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        return try LaunchedCommand.launch(executable(), arguments, standardOutput: FileHandle(forWritingTo: URL(fileURLWithPath: path)))
    }

    /// Waits for `launched` to end and returns its status and standard error.
    func finish(_ launched: (process: Process, errors: Pipe)) async -> (status: Int32, errors: String, ended: Date) {
        await LaunchedCommand.finish(launched)
    }

    /// The processes whose parent is `pid` and that are not zombies.
    nonisolated func children(of pid: Int32) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap(Int32.init).filter { candidate in
            guard let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            return fields.count > 1 && fields[0] != "Z" && Int32(fields[1]) == pid
        }
    }

    /// The two workers of `pid` once it has two, checked on a thread of its own; none if it has
    /// not within a margin derived from the measured start-up time.
    func twoWorkers(of pid: Int32) async -> [Int32] {
        await Waiting.first(within: MeasuredStartUp.margin(atLeast: 30, startUps: 300), every: 0.02) { [self] in
            let found = children(of: pid)
            return found.count == 2 ? found : nil
        } ?? []
    }

    /// Waits up to `seconds` for `condition`, checked on a thread of its own (`Waiting.until`).
    func eventually(seconds: Double = MeasuredStartUp.margin(atLeast: 30, startUps: 300), _ condition: @escaping @Sendable () -> Bool) async -> Bool {
        await Waiting.until(seconds: seconds, every: 0.02, condition)
    }

    @Test func aWorkerThatDiesIsReportedAndItsSequenceIsReplayedFirstByTheNextRun() async throws {
        try await withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            // The reference conforms: however far the run gets before the kill (its awaits may be
            // late on a loaded machine), it saves no counterexample that the next run would fail on.
            let launched = try launch(
                ["fuzz", "--implementation", "reference", "--sequences", "1000000000", "--corpus", corpus, "--jobs", "2", "--color", "never"],
                standardOutput: folder + "/report.txt")
            let suite = launched.process.processIdentifier
            let workers = await twoWorkers(of: suite)
            #expect(workers.count == 2)
            await Waiting.pause(0.5)
            let victim = try #require(workers.first)
            kill(victim, SIGKILL)
            let started = Date()
            let result = await finish(launched)
            // A run that waited for the dead worker would go on for a billion sequences: any finite
            // bound tells the two apart, and stopping took 59 s on a machine loaded with two busy
            // loops beside the other test processes.
            #expect(
                result.ended.timeIntervalSince(started) < MeasuredStartUp.margin(atLeast: 120, startUps: 1_200),
                "the run does not wait for the dead worker")
            #expect(result.status == 1, "\(result.errors)")
            #expect(result.errors.contains("worker process \(victim) crashed (killed by signal 9 (SIGKILL)) while running sequence"), "\(result.errors)")
            let report = try String(contentsOfFile: folder + "/report.txt", encoding: .utf8)
            #expect(report.contains("stopped early: a crash of worker process \(victim) (killed by signal 9 (SIGKILL)), after"), "\(report)")
            #expect(workers.allSatisfy { children(of: launched.process.processIdentifier).contains($0) == false })
            // The dead worker's record is kept; the next run replays its sequence first.
            let records = try FileManager.default.contentsOfDirectory(atPath: corpus + "/.in-flight")
            #expect(records == ["reference.\(victim).json"])
            let next = try await run(["fuzz", "--implementation", "reference", "--sequences", "2", "--corpus", corpus, "--jobs", "2"])
            #expect(next.status == 0, "\(next.output.standardError)")
            #expect(next.output.standardOutput.contains("suspected crash of an earlier run: seed 0x0, sequence"), "\(next.output.standardOutput)")
            #expect((try FileManager.default.contentsOfDirectory(atPath: corpus + "/.in-flight")).isEmpty)
        }
    }

    @Test func sigintStopsTheWorkersAndPrintsThePartialReport() async throws {
        try await withTemporaryFolder { folder in
            let launched = try launch(
                ["fuzz", "--implementation", "uikit-model", "--profile", "documented", "--sequences", "1000000000",
                 "--corpus", folder + "/Corpus", "--jobs", "2", "--color", "never"],
                standardOutput: folder + "/report.txt")
            let suite = launched.process.processIdentifier
            let workers = await twoWorkers(of: suite)
            #expect(workers.count == 2)
            #expect(await eventually(seconds: 60) { FileManager.default.fileExists(atPath: folder + "/Corpus/uikit-model") })
            await Waiting.pause(0.3)
            launched.process.interrupt()
            let result = await finish(launched)
            #expect(result.status == 130, "\(result.errors)")
            #expect(result.errors.components(separatedBy: "interrupted: finishing").count == 2, "one note, not one per worker: \(result.errors)")
            let report = try String(contentsOfFile: folder + "/report.txt", encoding: .utf8)
            #expect(report.contains("stopped early: an interruption (SIGINT or SIGTERM), after"), "\(report)")
            #expect(!CorpusStore.load(from: [folder + "/Corpus"], implementation: nil).entries.isEmpty, "what was found is saved")
            let inFlight = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/Corpus/.in-flight")) ?? []
            #expect(inFlight.isEmpty, "the workers ended cleanly: \(inFlight)")
            #expect(workers.allSatisfy { kill($0, 0) != 0 }, "no worker is left running")
        }
    }

    @Test func aStoppedWorkerDoesNotHoldUpTheGracefulStop() async throws {
        try await withTemporaryFolder { folder in
            let launched = try launch(
                ["fuzz", "--implementation", "reference", "--sequences", "1000000000", "--no-save", "--jobs", "2", "--color", "never"],
                standardOutput: folder + "/report.txt")
            let suite = launched.process
            let suitePID = suite.processIdentifier
            let workers = await twoWorkers(of: suitePID)
            #expect(workers.count == 2, "two workers start")
            await Waiting.pause(0.3)
            let stopped = try #require(workers.first)
            kill(stopped, SIGSTOP)
            launched.process.interrupt()
            let prompt = await eventually(seconds: MeasuredStartUp.margin(atLeast: 20, startUps: 200)) { !suite.isRunning }
            #expect(prompt, "the run still waits for the stopped worker")
            if !prompt { kill(stopped, SIGCONT) }
            let result = await finish(launched)
            #expect(result.status == 130, "\(result.errors)")
            let report = try String(contentsOfFile: folder + "/report.txt", encoding: .utf8)
            #expect(report.contains("stopped early: an interruption (SIGINT or SIGTERM), after"), "\(report)")
            let ended = await eventually { [workers] in workers.allSatisfy { kill($0, 0) != 0 } }
            #expect(ended, "no worker is left running")
        }
    }
}

extension FuzzJobsTests {
    /// The bundled Python adapter, made to exit at its first `setEnabled` when `crashes`.
    func pythonAdapter(in folder: String, crashes: Bool) throws -> String {
        var script = try String(contentsOfFile: Self.root + "/Examples/python/slider_adapter.py", encoding: .utf8)
        if crashes {
            script = script.replacingOccurrences(of: "        op = operation[\"op\"]\n", with: "        op = operation[\"op\"]\n        if op == \"setEnabled\": os._exit(3)\n")
        }
        let path = folder + "/adapter-\(crashes).py"
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [false, true])
    func twoJobsCheckAChildProcessAsOneDoesEachWorkerWithItsOwnChild(crashes: Bool) async throws {
        try await withTemporaryFolder { folder in
            let adapter = try pythonAdapter(in: folder, crashes: crashes)
            var outputs: [String] = []
            for jobs in ["1", "2"] {
                let corpus = folder + "/jobs-" + jobs
                let result = try await run(["fuzz", "--exec", "\(PythonChild.interpreter) \(adapter)", "--sequences", "30", "--corpus", corpus, "--jobs", jobs])
                #expect(result.status == (crashes ? 1 : 0), "\(result.output.standardError)")
                #expect(result.output.standardError.contains("2 jobs") == (jobs == "2"), "\(result.output.standardError)")
                let saved = (try? FileManager.default.contentsOfDirectory(atPath: corpus + "/python-slider")) ?? []
                outputs.append(result.output.standardOutput.replacingOccurrences(of: corpus, with: "<corpus>") + saved.sorted().joined(separator: "\n"))
            }
            #expect(outputs[0] == outputs[1])
            #expect(outputs[0].contains("process.crash--") == crashes, "a crash is shrunk and saved, its unshrunk entry removed")
        }
    }
}
