import Foundation
import SliderConformanceTesting
import SliderEngine
import SliderReports
import SliderSpec
import SliderTestFixtures
import SliderWorkers
import Testing

/// A counterexample confirmed only in the process that found it (no fresh start was available)
/// is saved marked `"confirmation": "inProcess"`; a later run checks it from a fresh start (a
/// worker process, or the replay itself when it is the first slider of the type in the process)
/// and rewrites the mark: removed when it reproduces, `dependsOnEarlierInstances` when it does
/// not, so no saved entry of a leaking slider reads as an ordinary failure (issue 42, item 2).
@MainActor
@Suite("entries saved without a fresh-start confirmation", .serialized)
struct UnconfirmedEntryTests {
    /// The marks of the entries saved for `implementation` under `corpus`, by file name.
    func marks(_ implementation: String, in corpus: String) throws -> [String: Counterexample.Confirmation?] {
        let folder = corpus + "/" + implementation
        var marks: [String: Counterexample.Confirmation?] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".json") {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
            marks[file] = try JSONDecoder().decode(CorpusEntry.self, from: data).confirmation
        }
        return marks
    }

    /// A check with no fresh start (as on macOS) that saves into `corpus`.
    func inProcessCheck(_ corpus: String, sequences: Int = 200) -> ConformanceCheck {
        var check = ConformanceCheck(sequences: sequences, corpusDirectory: corpus)
        check.runsInWorker = false
        return check
    }

    @Test(.enabled(if: FreshStartTests.canRelaunch))
    func aLeakingSlidersEntriesAreMarkedAndAFreshWorkerMarksThemAsDependingOnEarlierInstances() throws {
        try TemporaryFolder.with("unconfirmed") { folder in
            LeakyAppearanceSlider.proxyThumbTint = nil
            defer { LeakyAppearanceSlider.proxyThumbTint = nil }
            let name = LeakyAppearanceSlider.implementationName
            let found = inProcessCheck(folder).run(LeakyAppearanceSlider.self)
            #expect(!found.counterexamples.isEmpty)
            let saved = try marks(name, in: folder)
            #expect(!saved.isEmpty && saved.values.allSatisfy { $0 == .inProcess }, "\(saved)")
            // The next run has a fresh worker: every entry fails here (the proxy is dirty), not there.
            var next = ConformanceCheck(sequences: 0, corpusDirectory: folder)
            next.freshStart = FreshStartTests.freshStart()
            let replayed = next.run(LeakyAppearanceSlider.self)
            #expect(replayed.corpus.count == saved.count)
            #expect(replayed.corpus.allSatisfy { $0.outcome != .stillFails || $0.freshCheck == .didNotReproduce }, "\(replayed.corpus)")
            let failing = replayed.counterexamples.filter { counterexample in replayed.corpus.contains { $0.path == counterexample.origin } }
            #expect(!failing.isEmpty && failing.allSatisfy(\.dependsOnEarlierInstances), "\(failing.map(\.confirmation))")
            let rewritten = try marks(name, in: folder)
            for replay in replayed.corpus where replay.outcome == .stillFails {
                #expect(rewritten[URL(fileURLWithPath: replay.path).lastPathComponent] == .dependsOnEarlierInstances)
            }
            #expect(ReportFormat.text.render([replayed]).contains("not from a fresh start: it depends on earlier instances"))
        }
    }

    @Test(.enabled(if: FreshStartTests.canRelaunch))
    func aDeterministicBugsEntriesLoseTheirMarkWhenAFreshWorkerReproducesThem() throws {
        try TemporaryFolder.with("unconfirmed") { folder in
            let name = ForgetsToPullValueDown.implementationName
            _ = inProcessCheck(folder, sequences: 100).run(ForgetsToPullValueDown.self)
            let saved = try marks(name, in: folder)
            #expect(!saved.isEmpty && saved.values.allSatisfy { $0 == .inProcess }, "\(saved)")
            var next = ConformanceCheck(sequences: 0, corpusDirectory: folder)
            next.freshStart = FreshStartTests.freshStart()
            let replayed = next.run(ForgetsToPullValueDown.self)
            #expect(!replayed.corpus.isEmpty && replayed.corpus.allSatisfy { $0.freshCheck == .reproduced }, "\(replayed.corpus)")
            #expect(replayed.counterexamples.allSatisfy { $0.confirmation == nil })
            let rewritten = try marks(name, in: folder)
            #expect(rewritten.values.allSatisfy { $0 == nil }, "\(rewritten)")
        }
    }

    @Test func withNoFreshStartTheFirstReplayInAFreshProcessIsTheFreshStart() throws {
        try TemporaryFolder.with("unconfirmed") { folder in
            let name = ForgetsToPullValueDown.implementationName
            _ = inProcessCheck(folder, sequences: 100).run(ForgetsToPullValueDown.self)
            // A second entry of the same failure, as a user might write one: one more operation first.
            let file = try #require(try marks(name, in: folder).keys.first)
            var second = try JSONDecoder().decode(CorpusEntry.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + name + "/" + file)))
            second.operations.insert(.setEnabled(true), at: 0)
            try CorpusStore.write(second, into: folder)
            let saved = try marks(name, in: folder)
            #expect(saved.count == 2 && saved.values.allSatisfy { $0 == .inProcess }, "\(saved)")
            // As the next test run would start: no slider of the type made in this process yet.
            ImplementationsRunInThisProcess.names.remove(name)
            let replayed = inProcessCheck(folder, sequences: 0).run(ForgetsToPullValueDown.self)
            #expect(replayed.corpus.map(\.freshCheck) == [.reproduced] + Array(repeating: .unavailable, count: saved.count - 1))
            let afterOne = try marks(name, in: folder)
            #expect(afterOne.values.filter { $0 == nil }.count == 1, "\(afterOne)")
            #expect(ReportFormat.text.render([replayed]).contains("saved confirmed only in its process, and no fresh start checked it here"))
            // Each later run in a fresh process confirms one more.
            ImplementationsRunInThisProcess.names.remove(name)
            _ = inProcessCheck(folder, sequences: 0).run(ForgetsToPullValueDown.self)
            let afterTwo = try marks(name, in: folder)
            #expect(afterTwo.values.filter { $0 == nil }.count == min(2, saved.count), "\(afterTwo)")
        }
    }
}
