import Foundation
import SliderConformanceTesting
import SliderEngine
import SliderReports
import SliderSpec
import SliderTestFixtures
import SliderWorkers
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A new counterexample is confirmed from a fresh start before it is reported or saved: one that
/// fails only after earlier instances is reported once as "depends on earlier instances" and
/// never saved; a deterministic bug confirms and is saved as before.
///
/// The fresh worker process for the Swift types here is this test executable started again,
/// filtered to `servesAFreshWorkerWhenLaunchedAsOne`, which serves the worker job (Swift
/// Testing writes its own output to standard error, so standard output is the worker's).
@MainActor
@Suite("counterexamples confirmed from a fresh start", .serialized)
struct FreshStartTests {
    /// Set in the environment of the test executable started as a worker: the parent's pid.
    nonisolated static let workerVariable = "SLIDER_CONFORMANCE_FRESH_START_WORKER"

    /// Whether this test executable can be started again (Linux: `/proc/self/exe`).
    nonisolated static let canRelaunch = FileManager.default.isExecutableFile(atPath: "/proc/self/exe")

    /// This test executable, started again to serve one fresh worker for the types of this file.
    static func freshStart() -> FreshStart {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        setenv(workerVariable, String(getpid()), 1)
        return FreshStart(executable: path, arguments: [path, "--testing-library", "swift-testing", "--filter", "servesAFreshWorkerWhenLaunchedAsOne", "--quiet"])
    }

    /// Runs `body` with a fresh, empty folder that is removed afterwards.
    func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        try TemporaryFolder.with("fresh-start", body)
    }

    /// The corpus entries saved for `implementation` under `corpus`.
    func saved(_ implementation: String, in corpus: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + implementation)) ?? []).filter { $0.hasSuffix(".json") }
    }

    /// Serves the fuzz worker job on standard input and output when this executable was started
    /// as a fresh worker (`freshStart()`); passes at once in every other run.
    @Test func servesAFreshWorkerWhenLaunchedAsOne() {
        guard let parent = ProcessInfo.processInfo.environment[Self.workerVariable], parent != String(getpid()) else { return }
        let channel = FuzzWorkerChannel()
        guard let job = channel.readJob(), let configuration = job.configuration else { return channel.fail("the job could not be read") }
        func serve<S: SliderUnderTest>(_ type: S.Type) {
            channel.ready(String(describing: type))
            _ = Fuzzer(type, name: job.implementation, configuration: configuration).serveWorker(channel)
        }
        job.implementation == LeakyAppearanceSlider.implementationName ? serve(LeakyAppearanceSlider.self) : serve(ForgetsToPullValueDown.self)
    }

    @Test(.enabled(if: canRelaunch))
    func aSliderLeakingBetweenInstancesDependsOnEarlierInstancesInAFreshWorkerAndIsNeverSaved() throws {
        try withTemporaryFolder { folder in
            LeakyAppearanceSlider.proxyThumbTint = nil
            defer { LeakyAppearanceSlider.proxyThumbTint = nil }
            var check = ConformanceCheck(sequences: 200, corpusDirectory: folder)
            check.freshStart = Self.freshStart()
            let report = check.run(LeakyAppearanceSlider.self)
            #expect(!report.counterexamples.isEmpty)
            #expect(!report.conforms, "a failure that depends on earlier instances still fails")
            #expect(report.counterexamples.allSatisfy { $0.dependsOnEarlierInstances }, "\(report.counterexamples.map(\.identity))")
            #expect(Set(report.counterexamples.map(\.identity)).count == report.counterexamples.count, "once per identity")
            #expect(saved(LeakyAppearanceSlider.implementationName, in: folder).isEmpty)
            let rule = try #require(report.counterexamples.first?.identity.rule)
            let text = ReportFormat.text.render([report])
            #expect(text.contains("≈ \(rule) (depends on earlier instances)"), "\(text)")
            #expect(text.contains(" of them depend") && text.contains(" on earlier instances ("), "\(text)")
            for format in [ReportFormat.json, .junit, .markdown] {
                #expect(format.render([report]).contains("depends on earlier instances"), "\(format)")
            }
        }
    }

    @Test(.enabled(if: canRelaunch))
    func inParallelWorkersEachShrunkFailureIsConfirmedInAFreshWorkerOfItsOwn() {
        LeakyAppearanceSlider.proxyThumbTint = nil
        defer { LeakyAppearanceSlider.proxyThumbTint = nil }
        let fresh = Self.freshStart()
        let workers = FuzzWorkers(count: 2, executable: fresh.executable, arguments: fresh.arguments)
        var found: [Counterexample] = []
        let report = Fuzzer(LeakyAppearanceSlider.self, configuration: FuzzConfiguration(sequences: 200))
            .run(workers: workers, found: { found.append($0) })
        #expect(workers.used == 2, "\(workers.notices)")
        #expect(!report.counterexamples.isEmpty)
        #expect(report.counterexamples.allSatisfy { $0.dependsOnEarlierInstances }, "\(report.counterexamples.map(\.identity))")
        #expect(found.map(\.identity) == report.counterexamples.map(\.identity))
        #expect(found.allSatisfy { $0.dependsOnEarlierInstances }, "what the command line would save is marked")
    }

    @Test(.enabled(if: canRelaunch))
    func aDeterministicBugConfirmsInAFreshWorkerAndIsSaved() throws {
        try withTemporaryFolder { folder in
            var check = ConformanceCheck(sequences: 100, corpusDirectory: folder)
            check.freshStart = Self.freshStart()
            let report = check.run(ForgetsToPullValueDown.self)
            #expect(!report.counterexamples.isEmpty)
            #expect(report.counterexamples.allSatisfy { $0.confirmation == nil }, "confirmed from a fresh start")
            #expect(saved(ForgetsToPullValueDown.implementationName, in: folder).count == report.counterexamples.count)
            let text = ReportFormat.text.render([report])
            #expect(!text.contains("depends on earlier instances") && !text.contains("confirmed in this process"), "\(text)")
        }
    }

    @Test func withoutAFreshProcessTheConfirmationIsInThisProcessAndSaysSo() throws {
        try withTemporaryFolder { folder in
            let report = ConformanceCheck(sequences: 100, corpusDirectory: folder).run(ForgetsToPullValueDown.self)
            #expect(!report.counterexamples.isEmpty)
            #expect(report.counterexamples.allSatisfy { $0.confirmation == .inProcess })
            #expect(ReportFormat.text.render([report]).contains(CounterexampleFormatter.inProcessNote))
            #expect(saved(ForgetsToPullValueDown.implementationName, in: folder).count == report.counterexamples.count)
        }
    }
}
