import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// Implementations in another process (`fuzz --exec`, PROTOCOL.md): the Python example adapter
/// conforms, its broken copy is caught and shrunk, and children that crash, hang or break the
/// protocol are reported, saved to the corpus and shrunk while the run goes on.
@Suite("Wire protocol: implementations in another process", .serialized)
struct ProcessProtocolTests {
    /// The package root, from this file's path.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    private static let adapter = root + "/Examples/python/slider_adapter.py"
    private static let brokenAdapter = root + "/Examples/python/broken_slider_adapter.py"

    /// Runs the built command line with `arguments` as its own process (`LaunchedCommand.run`).
    /// The suite is not on the main actor (only its tests that run the engine in this process
    /// are), so its runs start without queueing behind the main actor's tests.
    private func run(_ arguments: [String]) async throws -> (status: Int32, output: CommandOutput) {
        try await LaunchedCommand.run(arguments)
    }

    /// Runs `body` with a fresh, empty folder that is removed afterwards.
    private func withTemporaryFolder(isolation: isolated (any Actor)? = #isolation, _ body: (String) async throws -> Void) async throws {
        try await TemporaryFolder.with("process-tests", body)
    }

    /// The corpus entries saved for `implementation` under `corpus`.
    private func saved(_ corpus: String, _ implementation: String) -> [CorpusEntry] {
        CorpusStore.load(from: [corpus + "/" + implementation], implementation: nil).entries.map(\.entry)
    }

    /// A child that behaves like the example adapter except on `accessibilityIncrement`, where it
    /// runs `fault` (`PythonChild`). With `pipelining`, its handshake declares pipelining.
    private func misbehavingChild(in folder: String, _ fault: String, handshake: String? = nil, pipelining: Bool = false) throws -> String {
        try PythonChild.write(in: folder, implementation: "'misbehaving'", pipelining: pipelining, handshake: handshake, fault: fault)
    }

    /// Fuzzes a misbehaving child and checks the failure is reported once, saved shrunk to the
    /// single `accessibilityIncrement`, and that the run completed its sequences. Every other
    /// answer must come within `timeout` seconds: a child that crashes or breaks the protocol is
    /// caught at once whatever the limit, so the default is long enough that no stall of a loaded
    /// machine turns a slow answer into a second failure.
    func expectCaught(_ fault: String, rule: RuleID, detail: String, timeout: String = "30", pipelining: Bool) async throws {
        try await withTemporaryFolder { folder in
            let child = try misbehavingChild(in: folder, fault, pipelining: pipelining)
            let corpus = folder + "/Corpus"
            let result = try await run([
                "fuzz", "--exec", "\(PythonChild.python) \(child)", "--sequences", "16", "--corpus", corpus, "--timeout", timeout,
                "--seed", "7",
            ])
            let text = result.output.standardOutput
            #expect(result.status == 1, "\(text)\(result.output.standardError)")
            #expect(text.contains("✗ \(rule)"), "\(text)")
            #expect(text.contains(detail), "\(text)")
            #expect(text.contains("16 sequences"), "\(text)")
            #expect(text.components(separatedBy: "✗ ").count == 2, "reported once: \(text)")
            let entries = saved(corpus, "misbehaving")
            #expect(entries.count == 1, "the unshrunk entry is replaced by the shrunk one")
            #expect(entries.first?.rule == rule)
            #expect(entries.first?.operations == [.accessibilityIncrement])
        }
    }

    // MARK: The example adapters

    @Test func thePythonAdapterConforms() async throws {
        try await withTemporaryFolder { folder in
            let result = try await run(["fuzz", "--exec", "\(PythonChild.python) '\(Self.adapter)'", "--sequences", "200", "--corpus", folder + "/Corpus"])
            let text = result.output.standardOutput
            #expect(result.status == 0, "\(text)")
            #expect(text.contains("python-slider · documented profile"))
            #expect(text.contains("result: conforms to the documented profile"))
            #expect(text.contains("skipped operation kinds: setBounds, setLayoutDirection, touchBegan"))
            #expect(text.contains("geometry relations not checked"))
        }
    }

    @Test func theBrokenPythonAdapterIsCaughtAndShrunk() async throws {
        try await withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            let result = try await run(["fuzz", "--exec", "\(PythonChild.python) \(Self.brokenAdapter)", "--sequences", "200", "--corpus", corpus])
            #expect(result.status == 1)
            let entries = saved(corpus, "broken-python-slider")
            #expect(entries.count == 1)
            #expect(entries.first?.rule == .limitsMaximumPullsValue)
            // `value = 1; maximumValue = 0`, or a local minimum one longer (`minimumValue = 1;
            // minimumValue = 0; maximumValue = 0`) that the shrinker cannot turn into it.
            #expect((2...3).contains(entries.first?.operations.count ?? 0))
        }
    }

    // MARK: Misbehaving children

    @Test(arguments: [false, true]) func aChildThatExitsIsACrashWithItsStatus(pipelining: Bool) async throws {
        try await expectCaught("sys.exit(3)", rule: .processCrash, detail: "exited with status 3", pipelining: pipelining)
    }

    @Test(arguments: [false, true]) func aChildKilledByASignalIsACrashNamingTheSignal(pipelining: Bool) async throws {
        try await expectCaught("os.kill(os.getpid(), signal.SIGSEGV)", rule: .processCrash, detail: "killed by signal 11 (SIGSEGV)", pipelining: pipelining)
    }

    @Test(arguments: [false, true]) func aGarbageLineIsAProtocolError(pipelining: Bool) async throws {
        try await expectCaught(#"out.write("garbage\n"); out.flush(); continue"#, rule: .processProtocol, detail: "is not JSON: garbage", pipelining: pipelining)
    }

    @Test(arguments: [false, true]) func aWrongIdIsAProtocolError(pipelining: Bool) async throws {
        try await expectCaught(
            #"out.write(json.dumps({"id": request["id"] + 100, "events": [], "observation": slider.observation()}) + "\n"); out.flush(); continue"#,
            rule: .processProtocol, detail: "answered id", pipelining: pipelining)
    }

    @Test(arguments: [false, true]) func anOverlongLineIsAProtocolError(pipelining: Bool) async throws {
        try await expectCaught(#"out.write("x" * (1 << 20 | 7) + "\n"); out.flush(); continue"#, rule: .processProtocol, detail: "longer than 1 MiB", pipelining: pipelining)
    }

    @Test func anUnknownProtocolVersionIsAClearError() async throws {
        try await withTemporaryFolder { folder in
            let child = try misbehavingChild(
                in: folder, "pass", handshake: #"{"type":"hello","protocol":2,"implementation":"future","profiles":["documented"]}"#)
            let result = try await run(["fuzz", "--exec", "\(PythonChild.python) \(child)", "--sequences", "5", "--no-save"])
            #expect(result.status == 2)
            #expect(result.output.standardError.contains("speaks protocol 2; this suite speaks protocol 1"), "\(result.output.standardError)")
        }
    }

    @Test func aProfileTheChildDoesNotDeclareIsAClearError() async throws {
        let result = try await run(["fuzz", "--exec", "\(PythonChild.python) \(Self.adapter)", "--profile", "uikit-observed", "--no-save"])
        #expect(result.status == 2)
        #expect(result.output.standardError.contains("not 'uikit-observed'"), "\(result.output.standardError)")
    }

    @Test func aMissingOrNonExecutableCommandIsAClearError() async throws {
        try await withTemporaryFolder { folder in
            let missing = try await run(["fuzz", "--exec", "no-such-slider-command --flag", "--no-save"])
            #expect(missing.status == 2)
            #expect(missing.output.standardError.contains("cannot run 'no-such-slider-command': no such command on PATH"))
            let script = folder + "/adapter.py"
            try Data("print()\n".utf8).write(to: URL(fileURLWithPath: script))
            let notExecutable = try await run(["fuzz", "--exec", script, "--no-save"])
            #expect(notExecutable.status == 2)
            #expect(notExecutable.output.standardError.contains("not executable"), "\(notExecutable.output.standardError)")
        }
    }

    @MainActor @Test func commandsSplitLikeAShell() throws {
        #expect(try ProcessConnection.split(#"python3 'my adapter.py' --name "a b" c\ d"#) == ["python3", "my adapter.py", "--name", "a b", "c d"])
        #expect(try ProcessConnection.split(#"x '' "" "#) == ["x", "", ""])
        #expect(throws: ProcessConnection.LaunchError.self) { try ProcessConnection.split("python3 'open") }
    }

    // MARK: Pipelining

    /// The report of `fuzz --format json` on `command` at `depth`, and what it said on standard error.
    private func jsonReport(_ command: String, depth: Int, corpus: String, sequences: Int = 300) async throws -> (report: String, log: String) {
        let result = try await run([
            "fuzz", "--exec", command, "--pipeline-depth", "\(depth)", "--sequences", "\(sequences)", "--seed", "11", "--format", "json",
            "--corpus", corpus, "--no-save", "--jobs", "1",  // one child, whose pipelining the log describes
        ])
        return (result.output.standardOutput, result.output.standardError)
    }

    /// A copy of the example adapter that takes another reading the documented profile allows
    /// (a minimum raised above the maximum is clamped to it), so guesses drawn from the
    /// reference's preferred reading go wrong.
    private func clampingAdapter(in folder: String) throws -> String {
        let script = """
            import sys
            sys.path.insert(0, \(String(reflecting: Self.root + "/Examples/python")))
            import slider_adapter as a

            class Clamping(a.Slider):
                def set_minimum(self, limit):
                    if limit > self.maximum:
                        self.minimum = self.value = self.maximum
                        return
                    super().set_minimum(limit)

            a.main(Clamping, "clamping-python-slider")
            """
        let path = folder + "/clamping.py"
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The report of a fuzz run of `command` at `depth` through the engine (as `bench` runs one), as
    /// JSON. Each failure is shrunk until `stalledAttempts` attempts in a row fail, with no time
    /// limit, so the report does not depend on the machine's speed.
    @MainActor private func engineReport(_ command: String, depth: Int, sequences: Int, stalledAttempts: Int) throws -> (report: FuzzReport, json: Data) {
        let connection = try ProcessConnection(command: command, timeout: 5, profile: Profile.documented.id, depth: depth)
        defer { connection.close() }
        var configuration = FuzzConfiguration(
            seed: 11, sequences: sequences, shrinkLimits: ShrinkLimits(maxStalledAttempts: stalledAttempts, seconds: 1_000_000))
        let unsupported = Set(connection.handshake.unsupported)
        configuration.generator.kinds = SliderOperationKind.allCases.filter { !unsupported.contains($0) }
        let report = Fuzzer(connection.implementation(), configuration: configuration).run()
        #expect(connection.window == depth)
        return (report, try SliderJSON.encoder().encode(report))
    }

    @MainActor @Test func aPipelinedRunReportsWhatARunOneRequestAtATimeReports() async throws {
        try await withTemporaryFolder { folder in
            let serial = try await jsonReport("\(PythonChild.python) \(Self.adapter)", depth: 1, corpus: folder)
            let pipelined = try await jsonReport("\(PythonChild.python) \(Self.adapter)", depth: 16, corpus: folder)
            #expect(pipelined.report == serial.report)
            #expect(pipelined.log.contains("pipelined 16 deep"), "\(pipelined.log)")
            #expect(!serial.log.contains("pipelined"), "\(serial.log)")
        }
        // A failing child: the pipeline stops at each divergence and the run goes on past it. Its
        // shrinking (the same at every depth) is kept short.
        let serial = try engineReport("\(PythonChild.python) \(Self.brokenAdapter)", depth: 1, sequences: 60, stalledAttempts: 2)
        let pipelined = try engineReport("\(PythonChild.python) \(Self.brokenAdapter)", depth: 16, sequences: 60, stalledAttempts: 2)
        #expect(!serial.report.counterexamples.isEmpty, "the broken adapter is caught")
        #expect(serial.report.counterexamples.allSatisfy { $0.shrinkStoppedBy?.contains("time") != true })
        #expect(pipelined.json == serial.json)
    }

    @MainActor @Test func wrongGuessesAreRunAgainOneRequestAtATimeWithTheSameReport() async throws {
        try await withTemporaryFolder { folder in
            let command = "\(PythonChild.python) \(try clampingAdapter(in: folder))"
            let serial = try await jsonReport(command, depth: 1, corpus: folder, sequences: 400)
            let pipelined = try await jsonReport(command, depth: 16, corpus: folder, sequences: 400)
            #expect(serial.report.contains("\"counterexamples\" : [\n\n      ]"), "the clamping reading conforms: \(serial.report.prefix(400))")
            #expect(pipelined.report == serial.report)
            let rerun = pipelined.log.firstMatch(of: /(\d+) sequences rerun/).flatMap { Int($0.1) } ?? 0
            #expect(rerun > 0, "\(pipelined.log)")
        }
    }

    @MainActor @Test func aChildWithoutPipeliningGetsOneRequestAtATime() async throws {
        try await withTemporaryFolder { folder in
            // Reads one byte at a time, so nothing is read ahead, and exits with status 9 when
            // another request is already waiting after it read one.
            let script = """
                import json, os, select, sys, time
                sys.path.insert(0, \(String(reflecting: Self.root + "/Examples/python")))
                import slider_adapter as a
                slider = None
                while True:
                    line = b""
                    while not line.endswith(b"\\n"):
                        byte = os.read(0, 1)
                        if not byte:
                            sys.exit(0)
                        line += byte
                    time.sleep(0.002)
                    if select.select([0], [], [], 0)[0]:
                        sys.exit(9)
                    reply, slider = a.answer(json.loads(line), slider, a.Slider, "strict")
                    reply.pop("pipelining", None)
                    sys.stdout.write(json.dumps(reply) + "\\n")
                    sys.stdout.flush()
                """
            let path = folder + "/strict.py"
            try Data(script.utf8).write(to: URL(fileURLWithPath: path))
            let result = try await run(["fuzz", "--exec", "\(PythonChild.python) \(path)", "--sequences", "20", "--no-save", "--corpus", folder])
            #expect(result.status == 0, "\(result.output.standardOutput)")
            #expect(result.output.standardOutput.contains("20 sequences"))
            #expect(!result.output.standardError.contains("pipelined"))
        }
    }

    @Test func aHandshakeWhosePipeliningIsNotABooleanIsAClearError() async throws {
        try await withTemporaryFolder { folder in
            let child = try misbehavingChild(
                in: folder, "pass", handshake: #"{"type":"hello","protocol":1,"implementation":"odd","profiles":["documented"],"pipelining":"yes"}"#)
            let result = try await run(["fuzz", "--exec", "\(PythonChild.python) \(child)", "--sequences", "5", "--no-save"])
            #expect(result.status == 2)
            #expect(result.output.standardError.contains(#""pipelining" must be true or false"#), "\(result.output.standardError)")
        }
    }

    // MARK: Expectations

    @Test func anExpectedFailureDoesNotFailTheRun() async throws {
        try await withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
            let file = #"{"format":1,"implementation":"broken-python-slider","expected":[{"rule":"limits.maximum-pulls-value","outcome":"FAIL","reason":"known bug #12"}]}"#
            try Data(file.utf8).write(to: URL(fileURLWithPath: corpus + "/broken-python-slider.expectations.json"))
            let result = try await run(["fuzz", "--exec", "\(PythonChild.python) \(Self.brokenAdapter)", "--sequences", "100", "--corpus", corpus, "--no-save"])
            let text = result.output.standardOutput
            #expect(result.status == 0, "\(text)")
            #expect(text.contains("expected deviations (listed in the expectations file"), "\(text)")
            #expect(text.contains("  ~ limits.maximum-pulls-value  "), "\(text)")
            #expect(text.contains("apart from 1 expected deviation"))
            let verbose = try await run(["fuzz", "--exec", "\(PythonChild.python) \(Self.brokenAdapter)", "--sequences", "100", "--corpus", corpus, "--no-save", "--verbose"])
            #expect(verbose.output.standardOutput.contains("expected (listed in the expectations file): limits.maximum-pulls-value"))
        }
    }

    @Test func anExpectedFailureThatPassesIsReported() async throws {
        try await withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
            let file = #"{"format":1,"implementation":"python-slider","expected":[{"rule":"tint.thumb.clears-images","outcome":"FAIL","reason":"r"}]}"#
            try Data(file.utf8).write(to: URL(fileURLWithPath: corpus + "/python-slider.expectations.json"))
            let result = try await run(["fuzz", "--exec", "\(PythonChild.python) \(Self.adapter)", "--sequences", "50", "--corpus", corpus, "--no-save"])
            #expect(result.status == 0)
            #expect(result.output.standardOutput.contains(
                "expected to fail, but passed in this run: tint.thumb.clears-images (FAIL): r: remove it if the fix is intended"))
        }
    }

    @Test func aMalformedExpectationsFileIsExitTwoNamingTheFile() async throws {
        try await withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
            let path = corpus + "/sample.expectations.json"
            try Data(#"{"format":1,"implementation":"sample","expected":[{"rule":"x","outcome":"MAYBE"}]}"#.utf8).write(to: URL(fileURLWithPath: path))
            let result = try await run(["fuzz", "--implementation", "sample", "--sequences", "5", "--corpus", corpus])
            #expect(result.status == 2)
            #expect(result.output.standardError.contains(path), "\(result.output.standardError)")
        }
    }

    // MARK: In-process crashes

    @Test func aSequenceLeftInFlightIsReplayedFirst() async throws {
        try await withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            let record = folder + "/Corpus/.in-flight/uikit-model.json"
            let configuration = FuzzConfiguration(seed: 0, profile: .documented)
            InFlightRecord.Store(path: record).save(
                InFlightRecord(seed: 0, index: 0, sequenceSeed: configuration.sequenceSeed(0), finished: false))
            let result = try await run(["fuzz", "--implementation", "uikit-model", "--profile", "documented", "--sequences", "1", "--corpus", corpus])
            #expect(result.status == 1)
            #expect(result.output.standardOutput.contains("suspected crash of an earlier run: seed 0x0, sequence 0: fails when replayed"))
            #expect(!saved(corpus, "uikit-model").isEmpty)
            #expect(InFlightRecord.Store(path: record).unfinished() == nil, "a finished run marks the record finished")
        }
    }
}
