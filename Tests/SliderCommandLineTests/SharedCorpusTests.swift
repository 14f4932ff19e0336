import Foundation
import SliderCLI
import SliderConformanceTesting
import SliderEngine
import SliderSamples
import SliderSpec
import SliderTestFixtures
import Testing

/// A user's own command line (`SliderConformanceCLI`) and the test helpers share one corpus: by
/// default the folder the helpers save to; the bundled command line keeps `Corpus`.
@MainActor
@Suite("the user's command line and the test helpers share one corpus")
struct SharedCorpusTests {
    @Test func theUsersCommandLineDefaultsToTheFolderTheTestHelpersSaveTo() {
        #expect(SliderConformanceCLI.testHelpersCorpus == ConformanceCheck.defaultCorpusDirectory)
        #expect(CommandContext().corpusFolder == "Corpus")
    }

    @Test func aRunWithoutCorpusSavesIntoTheContextsCorpusFolder() throws {
        try TemporaryFolder.with("shared-corpus") { folder in
            let corpus = folder + "/SliderConformanceCorpus"
            let context = CommandContext(
                implementations: [SliderConformanceCLI.implementation(UIKitModelImplementation.self, name: "mine")], corpusFolder: corpus)
            var output = CommandOutput()
            let status = SliderConformanceCommand.run(
                ["fuzz", "--implementation", "mine", "--profile", "documented", "--sequences", "50", "--jobs", "1"], context: context,
                output: &output)
            #expect(status == 1)
            #expect(!CorpusStore.load(from: [corpus], implementation: "mine").entries.isEmpty, "\(output.standardError)")
        }
    }
}
