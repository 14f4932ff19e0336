import Foundation
import SliderConformanceTesting
import SliderEngine
import SliderSamples
import SliderSpec
import SliderTestFixtures
import Testing

/// The test helpers' example database: shrunk counterexamples are saved under the corpus
/// directory and replayed first; a sequence left in flight by a trap is replayed first; each
/// failure names the one call that re-runs it.
@MainActor
@Suite struct ConformanceCorpusTests {
    /// A fresh folder, removed by the caller.
    static func scratchFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("conformance-corpus-\(UUID().uuidString)").path
    }

    @Test func shrunkCounterexampleIsSavedUnderTheCorpusDirectory() throws {
        let folder = Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let check = ConformanceCheck(sequences: 300, corpusDirectory: folder)
        let report = check.run(ForgetsToPullValueDown.self)
        let counterexample = try #require(report.counterexamples.first)
        let path = try #require(check.savedPath(of: counterexample, implementation: report.implementation, profile: report.profile))
        #expect(path.hasPrefix(folder + "/ForgetsToPullValueDown/limits.maximum-pulls-value--"))
        let loaded = CorpusStore.load(from: [folder], implementation: nil)
        #expect(loaded.entries.map(\.entry.operations) == [counterexample.operations])
        #expect(check.failureMessages(report, implementation: report.implementation).first?
            .contains("saved to \(path): replayed first on every later check") == true)
    }

    @Test func savedCounterexampleIsReplayedFirstOnTheNextRun() throws {
        let folder = Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = ConformanceCheck(sequences: 300, corpusDirectory: folder).run(ForgetsToPullValueDown.self)
        let next = ConformanceCheck(sequences: 0, corpusDirectory: folder).run(ForgetsToPullValueDown.self)
        #expect(next.corpus.map(\.outcome) == [.stillFails])
        #expect(next.counterexamples.map(\.identity.rule) == [.limitsMaximumPullsValue])
        #expect(next.counterexamples.first?.origin.hasPrefix(folder) == true)
    }

    @Test func noCorpusDirectorySavesNothing() {
        let check = ConformanceCheck(sequences: 300, corpusDirectory: nil)
        let report = check.run(ForgetsToPullValueDown.self)
        #expect(!report.counterexamples.isEmpty)
        #expect(report.counterexamples.allSatisfy { check.savedPath(of: $0, implementation: report.implementation, profile: report.profile) == nil })
    }

    @Test func rerunLineRunsExactlyThatSequence() throws {
        let check = ConformanceCheck(seed: 7, sequences: 300, corpusDirectory: nil)
        let report = check.run(ForgetsToPullValueDown.self)
        let counterexample = try #require(report.counterexamples.first)
        let line = try #require(check.rerunLine(counterexample, typeName: "ForgetsToPullValueDown"))
        let index = try #require(Int(counterexample.origin.split(separator: " ").last ?? ""))
        #expect(line == "expectConformance(ForgetsToPullValueDown.self, ConformanceCheck(seed: 0x7, onlySequence: \(index)))")

        let only = ConformanceCheck(seed: 7, corpusDirectory: nil, onlySequence: index).run(ForgetsToPullValueDown.self)
        #expect(only.sequences == 1)
        #expect(only.counterexamples.map(\.identity) == [counterexample.identity])
        #expect(only.counterexamples.first?.origin == counterexample.origin)
    }

    @Test func rerunLineKeepsTheSettingsThatChangeTheSequence() throws {
        let check = ConformanceCheck(
            profile: .uikitObserved, seed: 0x2a, maxLength: 12, robustness: true, operationKinds: [.setValue, .setMaximumValue],
            corpusDirectory: nil)
        let counterexample = Counterexample(
            identity: FailureIdentity(rule: .limitsMaximumPullsValue, field: "value", cause: nil), operations: [],
            violation: try #require(check.run(ForgetsToPullValueDown.self).counterexamples.first?.violation), originalLength: 0,
            origin: "seed 0x2a, sequence 9", occurrences: 1, shrinks: 0, shrinkStoppedBy: nil)
        #expect(check.rerunLine(counterexample, typeName: "MySlider") == "expectConformance(MySlider.self, ConformanceCheck("
            + "profile: .uikitObserved, seed: 0x2a, maxLength: 12, robustness: true, operationKinds: [.setValue, .setMaximumValue], onlySequence: 9))")
    }

    @Test func sequenceLeftInFlightByATrapIsReplayedFirst() throws {
        let folder = Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // What a run that trapped in sequence `index` leaves behind.
        let failing = try #require(ConformanceCheck(sequences: 300, corpusDirectory: nil).run(ForgetsToPullValueDown.self).counterexamples.first)
        let index = try #require(Int(failing.origin.split(separator: " ").last ?? ""))
        let configuration = FuzzConfiguration(seed: 0)
        InFlightRecord.Store(path: folder + "/.in-flight/ForgetsToPullValueDown.json")
            .save(InFlightRecord(seed: 0, index: index, sequenceSeed: configuration.sequenceSeed(index), finished: false))

        let report = ConformanceCheck(sequences: 0, corpusDirectory: folder).run(ForgetsToPullValueDown.self)
        #expect(report.suspectedCrash == "seed 0x0, sequence \(index): fails when replayed")
        #expect(report.counterexamples.first?.origin.hasPrefix("seed 0x0, sequence \(index), replayed first") == true)
        #expect(InFlightRecord.Store(path: folder + "/.in-flight/ForgetsToPullValueDown.json").unfinished() == nil)
    }

    @Test func environmentVariableChoosesTheDefaultCorpusDirectory() {
        let previous = ProcessInfo.processInfo.environment["SLIDER_CONFORMANCE_CORPUS"]
        defer {
            if let previous { setenv("SLIDER_CONFORMANCE_CORPUS", previous, 1) } else { unsetenv("SLIDER_CONFORMANCE_CORPUS") }
        }
        unsetenv("SLIDER_CONFORMANCE_CORPUS")
        #expect(ConformanceCheck.defaultCorpusDirectory == "SliderConformanceCorpus")
        setenv("SLIDER_CONFORMANCE_CORPUS", "/tmp/elsewhere", 1)
        #expect(ConformanceCheck.defaultCorpusDirectory == "/tmp/elsewhere")
        #expect(ConformanceCheck(sequences: 1).corpusDirectory == "/tmp/elsewhere")
    }
}
