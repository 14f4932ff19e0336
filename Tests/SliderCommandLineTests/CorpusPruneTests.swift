import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// The corpus as a regression suite: entries that pass are replayed silently and counted, and
/// `corpus prune` removes them (only files the suite wrote).
@MainActor
@Suite("Corpus: a regression suite, pruned")
struct CorpusPruneTests {
    /// Runs the command line in this process and returns the exit code and what was printed.
    private func run(_ arguments: String...) -> (status: Int32, output: CommandOutput) {
        InProcessCommand.run(arguments)
    }

    /// A corpus in a fresh folder, removed afterwards.
    private func withCorpus(_ body: (String) throws -> Void) throws {
        try TemporaryFolder.with("corpus-prune", body)
    }

    /// An entry for `sample` that records a failure of `rule` its operations no longer show.
    private static func passingEntry(_ operations: [SliderOperation], rule: RuleID = .valueStoresInRange) -> CorpusEntry {
        let observation = ReferenceSlider().observation(readings: Profile.documented.readings)
        return CorpusEntry(
            implementation: "sample", profile: Profile.documented.id, rule: rule, field: "value",
            statement: "", operations: operations, expected: observation, observed: observation)
    }

    /// An entry for `uikit-model` under `documented` that still fails: it keeps the normal thumb
    /// image when `thumbTintColor` is set.
    private static func failingEntry() throws -> CorpusEntry {
        let operations: [SliderOperation] = [.setImage(.thumb, ImageToken("image-1"), for: .normal), .setTintColor(.thumb, ColorToken("color-1"))]
        let violation = try #require(SequenceCheck.run(UIKitModelImplementation.self, operations, profile: .documented).violation)
        return CorpusEntry(
            implementation: "uikit-model", profile: Profile.documented.id, rule: violation.rule, field: violation.field,
            statement: "", operations: operations, expected: violation.expected, observed: violation.observed)
    }

    @Test func entriesThatPassAreReplayedSilentlyAndCounted() throws {
        try withCorpus { corpus in
            let first = try CorpusStore.write(Self.passingEntry([.setValue(0.5)]), into: corpus)
            let second = try CorpusStore.write(Self.passingEntry([.setValue(0.25)]), into: corpus)
            let result = run("fuzz", "--implementation", "sample", "--sequences", "20", "--corpus", corpus, "--no-save")
            let text = result.output.standardOutput
            #expect(result.status == 0, "\(text)")
            #expect(text.contains("corpus: 2 saved counterexamples replayed, all pass\n"), "\(text)")
            #expect(!text.contains(first) && !text.contains(second), "passing entries are only counted")
            #expect(!text.contains("remove it"), "\(text)")
            let verbose = run("fuzz", "--implementation", "sample", "--sequences", "20", "--corpus", corpus, "--no-save", "--verbose")
            #expect(verbose.output.standardOutput.contains("  \(first): value.stores-in-range, passes\n"))
        }
    }

    @Test func pruneRemovesOnlyTheSuitesEntriesThatPassAndDryRunRemovesNothing() throws {
        try withCorpus { corpus in
            let passing = try CorpusStore.write(Self.passingEntry([.setValue(0.5)]), into: corpus)
            let failing = try CorpusStore.write(try Self.failingEntry(), into: corpus)
            let renamed = corpus + "/sample/my-own-name.json"
            try FileManager.default.copyItem(atPath: passing, toPath: renamed)
            let expectations = corpus + "/sample.expectations.json"
            try Data(#"{"format":1,"implementation":"sample","expected":[]}"#.utf8).write(to: URL(fileURLWithPath: expectations))
            let inFlight = corpus + "/.in-flight/sample.json"
            try FileManager.default.createDirectory(atPath: corpus + "/.in-flight", withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: inFlight))
            let everything = [passing, failing, renamed, expectations, inFlight]

            let dry = run("corpus", "prune", "--corpus", corpus, "--dry-run")
            #expect(dry.status == 0, "\(dry.output.standardError)")
            #expect(dry.output.standardOutput.contains("would remove \(passing) "), "\(dry.output.standardOutput)")
            #expect(dry.output.standardOutput.hasSuffix("would remove 1 passing entry, kept 1 that still fail, 1 passing but not named by the suite\n"))
            #expect(everything.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "a dry run removes nothing")

            let pruned = run("corpus", "prune", "--corpus", corpus)
            #expect(pruned.status == 0)
            #expect(pruned.output.standardOutput.contains("removed \(passing) (value.stores-in-range, passes now)"))
            #expect(!FileManager.default.fileExists(atPath: passing))
            #expect(everything.dropFirst().allSatisfy { FileManager.default.fileExists(atPath: $0) }, "only the suite's passing entry goes")

            let again = run("corpus", "prune", "--corpus", corpus, "--implementation", "uikit-model", "--profile", "uikit-observed")
            #expect(again.output.standardOutput.contains("removed \(failing) "), "under the profile it was not broken in, it passes")
            #expect(FileManager.default.fileExists(atPath: renamed))
        }
    }

    @Test func pruneKeepsAnEntryANewerSpecificationWrote() throws {
        try withCorpus { corpus in
            var entry = Self.passingEntry([.setValue(0.5)])
            let current = SuiteVersions.current
            entry.versions = SuiteVersions(
                package: current.package, spec: SemanticVersion(current.spec.major + 1, 0), protocol: current.protocol)
            let newer = try CorpusStore.write(entry, into: corpus)
            let pruned = run("corpus", "prune", "--corpus", corpus)
            #expect(pruned.status == 0)
            #expect(FileManager.default.fileExists(atPath: newer), "\(pruned.output.standardOutput)")
            #expect(pruned.output.standardOutput.contains("kept \(newer): written by spec \(current.spec.major + 1).0.0"))
            #expect(pruned.output.standardOutput.hasSuffix("removed 0 passing entries, kept 0 that still fail, 1 written by a newer specification\n"))
        }
    }

    @Test func pruneHasCompleteHelpAndRejectsWhatItDoesNotTake() {
        let help = run("corpus", "prune", "--help").output.standardOutput
        for option in ["--corpus", "--implementation", "--profile", "--exec", "--timeout", "--dry-run", "EXIT CODES", "EXAMPLES"] {
            #expect(help.contains(option), "\(option)")
        }
        #expect(run("help", "corpus").output.standardOutput == help)
        #expect(run("corpus").status == 64)
        #expect(run("corpus", "prnue").output.standardError.contains("Did you mean 'prune'?"))
        #expect(run("corpus", "prune", "--dry-rn").status == 64)
        #expect(run("corpus", "prune", "extra").status == 64)
        #expect(run("corpus", "prune", "--implementation", "sample", "--exec", "true").status == 64)
    }
}
