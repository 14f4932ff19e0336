import Foundation
@testable import SliderConformanceTesting
import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// A slider that traps when made discrete, and otherwise behaves as the reference: what a trap in
/// a user's slider looks like to `expectConformance`.
final class TrapsWhenSetDiscrete: PlantedSlider {
    /// Traps on `isContinuous = false`.
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case .setContinuous(false) = operation { fatalError("planted trap: isContinuous = false") }
        return super.perform(operation)
    }
}

/// `expectConformance` runs its sequences in this test executable started again as a worker
/// (`TestProcessWorker`), so a trap in the slider is one shrunk, saved `process.crash` failure
/// and this process goes on; the report is the one a run in this process gives.
@MainActor
@Suite("a trap in the slider under expectConformance", .serialized)
struct TrapInWorkerTests {
    /// Whether this test executable can be started again as a worker (Linux).
    nonisolated static let canRelaunch = TestProcessWorker.currentExecutable != nil

    @Test func theTestsIdIsEscapedSoThatTheFilterMatchesItAndNoOther() throws {
        let id = "Module.Suite/check(x:)/File+Extra.swift:12:4"
        let pattern = try Regex("^" + TestProcessWorker.escapingRegex(id) + "$")
        #expect(id.wholeMatch(of: pattern) != nil)
        #expect("Module.Suite/check(x:)/File+Extra.swift:12:40".wholeMatch(of: pattern) == nil)
        #expect("ModuleXSuite/check(x:)/File+Extra.swift:12:4".wholeMatch(of: pattern) == nil)
    }

    @Test func theWorkerStartsThroughTheShellNamingTheImplementationAndTheTest() {
        let worker = TestProcessWorker(executable: "/tmp/Tests.xctest", arguments: ["--testing-library", "swift-testing", "--filter", "^A$"])
        let fresh = worker.freshStart(implementation: "MySlider")
        #expect(fresh.executable == "/bin/sh")
        #expect(fresh.arguments == ["sh", "-c", TestProcessWorker.script, "sh", "MySlider", "/tmp/Tests.xctest",
                                    "--testing-library", "swift-testing", "--filter", "^A$"])
        #expect(TestProcessWorker.script.contains("exec 3>&1 4>&2 1>/dev/null 2>/dev/null"), "lines on 3, test output dropped")
    }

    @Test(.enabled(if: canRelaunch)) func theWorkerScriptPassesTheVariableAndMovesStandardOutputToDescriptorThree() throws {
        let fresh = TestProcessWorker(executable: "/bin/sh", arguments: ["-c", #"echo "$SLIDER_CONFORMANCE_TEST_WORKER" >&3; echo dropped"#])
            .freshStart(implementation: "My Slider")
        let output = TestProcessWorker.outputOf(fresh.executable, Array(fresh.arguments.dropFirst()), seconds: 10)
        #expect(output == "My Slider\n")
    }

    /// `expectConformance` of `TrapsWhenSetDiscrete` under `check`, its `process.crash` issue
    /// recorded as the known issue it is: the report.
    private func expectPlantedCrash(_ check: ConformanceCheck) -> FuzzReport? {
        var report: FuzzReport?
        withKnownIssue("the planted trap") {
            report = expectConformance(TrapsWhenSetDiscrete.self, check)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("process.crash") }
        }
        return report
    }

    @Test(.enabled(if: canRelaunch)) func aTrapIsOneShrunkSavedCrashWithItsRerunLineAndThisProcessGoesOn() throws {
        try TemporaryFolder.with("trap-in-worker") { folder in
            let check = ConformanceCheck(seed: 7, sequences: 60, corpusDirectory: folder)
            let checked = try #require(expectPlantedCrash(check))
            // As with `slider-conformance fuzz`, the crash ends the run: it says so.
            #expect(checked.stoppedEarly != nil || checked.sequences == 60)
            let messages = check.failureMessages(checked, implementation: checked.implementation)
            #expect(messages.count == 1, "\(messages)")
            let message = try #require(messages.first)
            #expect(message.contains("killed by signal "), "\(message)")
            #expect(message.contains("_ = slider.perform(.setContinuous(false))  // ← diverges here"), "\(message)")
            let rerun = "re-run just this case: expectConformance(TrapsWhenSetDiscrete.self, ConformanceCheck(seed: 0x7, onlySequence: "
            #expect(message.contains(rerun), "\(message)")
            let counterexample = try #require(checked.counterexamples.first)
            #expect(counterexample.operations == [.setContinuous(false)])
            let saved = try #require(check.savedPath(of: counterexample, implementation: checked.implementation, profile: checked.profile))
            #expect(message.contains("saved to \(saved)"))
            let entry = try #require(CorpusStore.load(from: [folder], implementation: checked.implementation).entries.first?.entry)
            #expect(entry.kind == "crash" && entry.signal != nil && entry.lastOperation == 0, "\(entry)")
            // No record of a sequence in flight is left for the next run to take for a crash.
            let records = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/.in-flight")) ?? []
            #expect(records.isEmpty, "\(records)")
        }
    }

    @Test(.enabled(if: canRelaunch)) func theSavedCrashAndTheRerunLineReproduceItInTheWorker() throws {
        try TemporaryFolder.with("trap-replayed") { folder in
            var found: FuzzReport?
            withKnownIssue("the planted trap") {
                found = expectConformance(TrapsWhenSetDiscrete.self, ConformanceCheck(seed: 7, sequences: 60, corpusDirectory: folder))
            }
            let first = try #require(found?.counterexamples.first)
            // The next run replays the saved crash first, in a worker: it still fails.
            var replayed: FuzzReport?
            withKnownIssue("the planted trap, replayed") {
                replayed = expectConformance(TrapsWhenSetDiscrete.self, ConformanceCheck(seed: 7, sequences: 0, corpusDirectory: folder))
            }
            #expect(replayed?.corpus.map(\.outcome) == [.stillFails])
            #expect(replayed?.counterexamples.map(\.operations) == [first.operations])
            // The re-run line's check runs that one sequence, in a worker, and finds the same crash.
            let index = try #require(Int(first.origin.split(separator: " ").last ?? ""))
            var rerun: FuzzReport?
            withKnownIssue("the planted trap, re-run") {
                rerun = expectConformance(TrapsWhenSetDiscrete.self, ConformanceCheck(seed: 7, corpusDirectory: nil, onlySequence: index))
            }
            #expect(rerun?.counterexamples.map(\.operations) == [first.operations])
            #expect(rerun?.counterexamples.first?.origin == first.origin)
        }
    }

    @Test(.enabled(if: canRelaunch)) func theReportIsTheSameWithOrWithoutTheWorker() throws {
        let check = ConformanceCheck(seed: 3, sequences: 150, corpusDirectory: nil)
        // In the worker first: started again, this test serves at once.
        let test = try #require(Test.current)
        let worker = try #require(TestProcessWorker.swiftTesting(testID: String(describing: test.id)))
        let there = check.run(ForgetsToPullValueDown.self, worker: worker)
        let here = check.run(ForgetsToPullValueDown.self, worker: nil)
        #expect(!here.counterexamples.isEmpty)
        #expect(there.sequences == here.sequences && there.operations == here.operations)
        #expect(there.counterexamples.map(\.identity) == here.counterexamples.map(\.identity))
        #expect(there.counterexamples.map(\.operations) == here.counterexamples.map(\.operations))
        #expect(there.counterexamples.map(\.origin) == here.counterexamples.map(\.origin))
        #expect(there.ruleCounts == here.ruleCounts)
        // Only where each was confirmed differs: from a fresh worker there, in this process here.
        #expect(here.counterexamples.allSatisfy { $0.confirmation == .inProcess })
        #expect(there.counterexamples.allSatisfy { $0.confirmation == nil })
    }

    @Test(.enabled(if: canRelaunch)) func aSequenceACrashedRunLeftInFlightIsShrunkInTheWorkerOnTheNextRun() throws {
        try TemporaryFolder.with("trap-in-flight") { folder in
            let check = ConformanceCheck(seed: 7, sequences: 60, corpusDirectory: folder)
            // What a test process that trapped leaves: the record of the sequence it was running,
            // the first that makes the slider discrete (drawn as for the reference, which it is until then).
            let configuration = check.configuration
            let generator = OperationGenerator(options: configuration.generator)
            let index = try #require((0..<60).first { index in
                SequenceRun.serial(PlantedSlider.self, profile: .documented, generator: generator, seed: configuration.sequenceSeed(index))
                    .operations.contains(.setContinuous(false))
            })
            InFlightRecord.Store(path: folder + "/.in-flight/TrapsWhenSetDiscrete.json").save(
                InFlightRecord(seed: 7, index: index, sequenceSeed: configuration.sequenceSeed(index), finished: false))
            var next = check
            next.sequences = 0
            let checked = try #require(expectPlantedCrash(next))
            #expect(checked.counterexamples.map(\.operations) == [[.setContinuous(false)]])
            #expect(checked.suspectedCrash?.contains("sequence \(index): fails when replayed") == true, "\(checked.suspectedCrash ?? "")")
            #expect(CorpusStore.load(from: [folder], implementation: checked.implementation).entries.count == 1)
        }
    }
}
