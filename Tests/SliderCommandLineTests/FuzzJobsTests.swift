import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWorkers
import Testing

/// `fuzz --jobs`: worker processes of the built command line check the sequences, and the
/// report is the one a single process prints, byte for byte, in every format.
@Suite("fuzz --jobs", .serialized)
struct FuzzJobsTests {
    /// The package root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The built `slider-conformance`, which serves as the workers (this test runner cannot).
    func executable() throws -> String { try LaunchedCommand.builtExecutable() }

    /// Runs the built command line as its own process (`LaunchedCommand.run`), as a user's shell
    /// would. The suite is not on the main actor (only its tests that run the command line in this
    /// process are), so its runs start without queueing behind the main actor's tests.
    func run(_ arguments: [String]) async throws -> (status: Int32, output: CommandOutput) {
        try await LaunchedCommand.run(arguments)
    }

    /// Runs the command line in-process on `implementations`, with the built executable as the
    /// worker executable.
    @MainActor func run(_ arguments: [String], implementations: [BundledImplementations.Entry]) throws -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = SliderConformanceCLI.run(arguments: arguments, implementations: implementations, workerExecutable: try executable(), output: &output)
        return (status, output)
    }

    /// The report without JUnit's times, start and host, which differ between any two runs.
    func stable(_ text: String) -> String {
        text.replacingOccurrences(of: #" (time|timestamp|hostname)="[^"]*""#, with: "", options: .regularExpression)
    }

    /// Runs `body` with a fresh, empty folder that is removed afterwards.
    func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        try TemporaryFolder.with("fuzz-jobs", body)
    }

    /// Runs `body`, which awaits, with a fresh, empty folder that is removed afterwards.
    func withTemporaryFolder(isolation: isolated (any Actor)? = #isolation, _ body: (String) async throws -> Void) async throws {
        try await TemporaryFolder.with("fuzz-jobs", body)
    }

    nonisolated static let cases: [[String]] = [
        ["--implementation", "sample", "--sequences", "120", "--format", "json"],
        ["--implementation", "uikit-model", "--profile", "documented", "--sequences", "80", "--seed", "7"],
        ["--implementation", "uikit-model", "--profile", "documented", "--sequences", "100", "--stop-at-first", "--format", "junit"],
        ["--implementation", "precision-sample", "--sequences", "200", "--shard", "2/3", "--robustness", "--format", "markdown"],
        ["--implementation", "toolkit", "--sequences", "25", "--seed", "0x2a", "--format", "json"],
    ]

    @Test(arguments: cases)
    func twoJobsPrintTheSameReportAsOne(_ arguments: [String]) async throws {
        // toolkit's expectations file is in the package's corpus; --no-save leaves it untouched.
        let common = ["fuzz", "--no-save", "--corpus", Self.root + "/Corpus"] + arguments
        let one = try await run(common + ["--jobs", "1"])
        let two = try await run(common + ["--jobs", "2"])
        #expect(two.output.standardError.contains("2 jobs"), "the workers ran: \(two.output.standardError)")
        #expect(!one.output.standardError.contains("jobs"))
        #expect(one.status == two.status)
        #expect(stable(one.output.standardOutput) == stable(two.output.standardOutput))
    }

    @Test func twoJobsWriteTheSameMatrixAndCorpusAndReplayItTheSame() async throws {
        try await withTemporaryFolder { folder in
            var reports: [String] = []
            for jobs in ["1", "2"] {
                let corpus = folder + "/jobs-" + jobs
                let arguments = ["fuzz", "--implementation", "uikit-model", "--profile", "documented", "--sequences", "60", "--corpus", corpus,
                                 "--matrix", corpus + ".md", "--jobs", jobs]
                let first = try await run(arguments)
                let second = try await run(arguments)  // replays the corpus first
                #expect(first.status == 1 && second.status == 1)
                #expect(second.output.standardOutput.contains("still fails"))
                reports.append(first.output.standardOutput + second.output.standardOutput.replacingOccurrences(of: corpus, with: "<corpus>"))
                reports.append(try String(contentsOfFile: corpus + ".md", encoding: .utf8).replacingOccurrences(of: corpus, with: "<corpus>"))
            }
            #expect(reports[0] == reports[2], "the reports, the second replaying the corpus first")
            #expect(reports[1] == reports[3], "the matrices")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/jobs-1/uikit-model").sorted()
            #expect(!files.isEmpty)
            #expect(files == (try FileManager.default.contentsOfDirectory(atPath: folder + "/jobs-2/uikit-model").sorted()))
            for file in files {
                let one = try String(contentsOfFile: folder + "/jobs-1/uikit-model/" + file, encoding: .utf8)
                let two = try String(contentsOfFile: folder + "/jobs-2/uikit-model/" + file, encoding: .utf8)
                #expect(one == two.replacingOccurrences(of: "/jobs-2/", with: "/jobs-1/"), "\(file)")
            }
            #expect((try? FileManager.default.contentsOfDirectory(atPath: folder + "/jobs-2/.in-flight"))?.isEmpty ?? true,
                    "the workers removed their in-flight records")
        }
    }

    @Test func aTimeLimitKeepsTheSequencesBeforeTheFirstOneNotRun() async throws {
        let arguments = ["fuzz", "--implementation", "sample", "--no-save", "--corpus", Self.root + "/Corpus", "--color", "never"]
        let limited = try await run(arguments + ["--sequences", "1000000000", "--time", "1", "--jobs", "2"])
        let line = try #require(limited.output.standardOutput.split(separator: "\n").first { $0.hasPrefix("stopped early: the 1.0 s time limit, after ") })
        let run = try #require(Int(line.split(separator: " ")[8]))
        #expect(run > 0)
        // Exactly the first `run` sequences: the same report as a run of that many.
        let whole = try await self.run(arguments + ["--sequences", String(run), "--jobs", "1"])
        let withoutStop = limited.output.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("stopped early:") }
        #expect(withoutStop == whole.output.standardOutput.split(separator: "\n"))
    }

    @MainActor @Test func aUserExecutableWithoutTheImplementationRunsOneJobSayingWhy() throws {
        let implementations = [SliderConformanceCLI.implementation(ForgetsToPullValueDown.self, name: "forgets")]
        let one = try run(["fuzz", "--sequences", "40", "--no-save", "--jobs", "1"], implementations: implementations)
        let two = try run(["fuzz", "--sequences", "40", "--no-save", "--jobs", "2"], implementations: implementations)
        #expect(two.output.standardError.contains("forgets: running one job:"), "\(two.output.standardError)")
        #expect(two.output.standardError.contains("no implementation named 'forgets'"), "\(two.output.standardError)")
        #expect(one.status == 1 && two.status == 1)
        #expect(one.output.standardOutput == two.output.standardOutput)
    }

    @MainActor @Test func inProcessCallsRunOneJobAndSayWhyWhenMoreAreAsked() {
        var output = CommandOutput()
        let status = SliderConformanceCommand.run(
            ["fuzz", "--implementation", "reference", "--sequences", "5", "--no-save", "--jobs", "2"], output: &output)
        #expect(status == 0)
        #expect(output.standardError.contains("note: --jobs 2: running one job: this process is not the command-line executable"))
        var quiet = CommandOutput()
        #expect(SliderConformanceCommand.run(["fuzz", "--implementation", "reference", "--sequences", "5", "--no-save"], output: &quiet) == 0)
        #expect(!quiet.standardError.contains("note:"), "the default asks for nothing it cannot do: \(quiet.standardError)")
    }

    @Test(arguments: ["0", "two", "-1", "1025", "1.5"])
    func jobsOutsideOneTo1024IsAUsageErrorSayingWhatIsAllowed(_ value: String) async throws {
        let result = try await run(["fuzz", "--implementation", "reference", "--sequences", "5", "--no-save", "--jobs", value])
        #expect(result.status == 64)
        #expect(result.output.standardError.contains("--jobs takes a whole number of at least 1 and at most 1024"), "\(result.output.standardError)")
        #expect(result.output.standardError.contains("'\(value)'"))
    }

    @Test func helpDocumentsJobs() async throws {
        let help = try await run(["fuzz", "--help"]).output.standardOutput
        #expect(help.contains("[--jobs <n>]"))
        #expect(help.contains("--jobs <n>               Check this many sequences at once"))
        #expect(help.contains("default: the number of active processors"))
    }

    @Test func aWorkerJobKeepsEverySettingThatDecidesTheReport() throws {
        var configuration = FuzzConfiguration(
            seed: .max, sequences: 77, profile: .valueCallout,
            generator: OperationGenerator.Options(maxLength: 9, meanLength: 4, robustness: true, kinds: [.setValue, .touchBegan]),
            shardIndex: 2, shardCount: 5, timeLimit: 3, shrinkLimits: ShrinkLimits(maxShrinks: 7, maxStalledAttempts: 8, seconds: 9),
            corpusPaths: ["Corpus"], inFlightPath: "Corpus/.in-flight/x.json")
        configuration.stopAtFirst = true
        configuration.unsupportedKinds = [.touchMoved]
        let job = FuzzWorkerJob(implementation: "x", configuration: configuration)
        let decoded = try JSONDecoder().decode(FuzzWorkerJob.self, from: JSONEncoder().encode(job))
        let copy = try #require(decoded.configuration)
        #expect(copy.seed == .max && copy.sequences == 77 && copy.profile == .valueCallout)
        #expect(copy.generator == configuration.generator && copy.shrinkLimits == configuration.shrinkLimits)
        #expect(copy.shardIndex == 2 && copy.shardCount == 5 && copy.stopAtFirst && copy.unsupportedKinds == [.touchMoved])
        #expect(copy.inFlightPath == configuration.inFlightPath)
        #expect(copy.corpusPaths.isEmpty && copy.timeLimit == nil, "the parent replays the corpus and keeps the time")
    }
}
