import Foundation
import SliderCLI
import SliderEngine
import SliderTestFixtures
import Testing

/// After a run that saved counterexamples, `fuzz` says where each went and which commands replay
/// them and shrink one again (on standard error, so the report is the same wherever the corpus is).
@MainActor
@Suite("fuzz names every saved path and the commands that re-run it")
struct SavedPathsTests {
    @Test func everySavedCounterexampleIsNamedWithTheCommandThatReplaysIt() throws {
        try TemporaryFolder.with("saved-paths") { folder in
            let corpus = folder + "/Corpus"
            let result = InProcessCommand.run(
                ["fuzz", "--implementation", "uikit-model", "--profile", "documented", "--sequences", "100", "--corpus", corpus, "--jobs", "1"])
            #expect(result.status == 1)
            let errors = result.output.standardError
            let saved = CorpusStore.load(from: [corpus], implementation: "uikit-model").entries.map(\.path)
            #expect(!saved.isEmpty)
            #expect(errors.contains("uikit-model: saved \(saved.count) counterexample"), "\(errors)")
            for path in saved { #expect(errors.contains("  \(path)\n"), "\(path) is named: \(errors)") }
            #expect(errors.contains(" replay \(corpus)/uikit-model\n"), "\(errors)")
            #expect(errors.contains(" shrink \(corpus)/uikit-model/"), "\(errors)")
            #expect(!result.output.standardOutput.contains(corpus), "the report itself does not depend on the corpus folder")
        }
    }
}
