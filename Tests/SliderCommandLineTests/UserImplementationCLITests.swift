import Foundation
import SliderCLI
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import SliderTestFixtures
import Testing

/// `SliderConformanceCLI` runs the command line on a user's own Swift types, in place of the
/// bundled ones: `fuzz` (with JUnit), `replay` and `shrink` find them by name.
@MainActor
@Suite struct UserImplementationCLITests {
    let implementations = [SliderConformanceCLI.implementation(ForgetsToPullValueDown.self, name: "forgets")]

    func run(_ arguments: [String]) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = SliderConformanceCLI.run(arguments: arguments, implementations: implementations, output: &output)
        return (status, output)
    }

    @Test func fuzzWritesAJUnitReportForTheUsersType() {
        let (status, output) = run(["fuzz", "--sequences", "200", "--no-save", "--format", "junit"])
        #expect(status == 1)
        #expect(output.standardOutput.contains("<testsuite name=\"forgets (documented)\""))
        #expect(output.standardOutput.contains("limits.maximum-pulls-value"))
        #expect(!output.standardOutput.contains("\"sample\""))
    }

    @Test func fuzzSavesThenReplayAndShrinkFindTheUsersType() throws {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("user-cli-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        #expect(run(["fuzz", "--implementation", "forgets", "--sequences", "200", "--corpus", corpus]).status == 1)
        let saved = try FileManager.default.contentsOfDirectory(atPath: corpus + "/forgets").filter { $0.hasSuffix(".json") }
        let file = corpus + "/forgets/" + (try #require(saved.first { $0.hasPrefix("limits.maximum-pulls-value--") }))

        let replay = run(["replay", corpus])
        #expect(replay.status == 1)
        #expect(replay.output.standardOutput.contains("let slider = ForgetsToPullValueDown()"))

        let shrink = run(["shrink", file])
        #expect(shrink.status == 1)
        #expect(shrink.output.standardOutput.contains("_ = slider.perform(.setMaximumValue("))
    }

    @Test func typedSnippetsCreateTheTypeNameTheExecutableGivesAndPerformSnippetsTheCheckedType() throws {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("user-cli-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: corpus) }
        let named = [SliderConformanceCLI.implementation(ForgetsToPullValueDown.self, name: "forgets", snippetTypeName: "VolumeSlider")]
        func run(_ arguments: [String]) -> (status: Int32, output: CommandOutput) {
            var output = CommandOutput()
            let status = SliderConformanceCLI.run(arguments: arguments, implementations: named, output: &output)
            return (status, output)
        }
        let fuzz = run(["fuzz", "--implementation", "forgets", "--sequences", "200", "--corpus", corpus, "--snippets", "typed"])
        #expect(fuzz.status == 1)
        #expect(fuzz.output.standardOutput.contains("let slider = VolumeSlider()\n    slider."), "\(fuzz.output.standardOutput)")
        #expect(!fuzz.output.standardOutput.contains("ForgetsToPullValueDown()"))
        let replay = run(["replay", corpus, "--snippets", "typed"])
        #expect(replay.output.standardOutput.contains("let slider = VolumeSlider()\n    slider."), "\(replay.output.standardOutput)")
        // By default the snippet creates the checked type, the one with `perform`, whatever type it wraps.
        let performed = run(["replay", corpus])
        #expect(performed.output.standardOutput.contains("let slider = ForgetsToPullValueDown()\n    _ = slider.perform(."))
        #expect(!performed.output.standardOutput.contains("VolumeSlider()"))
    }

    @Test func theDefaultNameIsTheImplementationNameTheTestHelpersSaveUnder() {
        #expect(SliderConformanceCLI.implementation(ForgetsToPullValueDown.self).name == "ForgetsToPullValueDown")
        #expect(SliderConformanceCLI.implementation(SampleSlider.self).name == SampleSlider.implementationName)
    }

    @Test func bundledImplementationsAreBackAfterwards() {
        _ = run(["fuzz", "--sequences", "1", "--no-save"])
        #expect(BundledImplementations.all.map(\.name) == BundledImplementations.bundled.map(\.name))
        #expect(BundledImplementations.all.contains { $0.name == "sample" })
    }
}
