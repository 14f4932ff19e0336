import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// The engine's commands run in-process: `fuzz` reports, `replay` and `shrink` on corpus files.
@MainActor
@Suite("Command line: fuzz, replay and shrink")
struct CommandLineEngineTests {
    /// Runs the command line `arguments` and returns the exit code with what was printed.
    private func run(_ arguments: String...) -> (status: Int32, output: CommandOutput) {
        InProcessCommand.run(arguments)
    }

    /// Runs `body` with a fresh, empty folder that is removed afterwards.
    private func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        try TemporaryFolder.with("cli-engine-tests", body)
    }

    /// An entry for `sample` whose operations conform, so replaying it passes.
    private static func passingEntry() -> CorpusEntry {
        let observation = ReferenceSlider().observation(readings: Profile.documented.readings)
        return CorpusEntry(
            implementation: "sample", profile: Profile.documented.id, rule: .valueStoresInRange, field: "value",
            statement: "", operations: [.setValue(0.5)], expected: observation, observed: observation)
    }

    /// The sequence on which `uikit-model` breaks the documented profile: it keeps the normal
    /// thumb image when `thumbTintColor` is set.
    private static let failingOperations: [SliderOperation] = [
        .setImage(.thumb, ImageToken("image-1"), for: .normal), .setTintColor(.thumb, ColorToken("color-1")),
    ]

    /// An entry for `uikit-model` under `documented` that records the failure `operations` show.
    private static func failingEntry(operations: [SliderOperation] = failingOperations) throws -> CorpusEntry {
        let result = SequenceCheck.run(UIKitModelImplementation.self, operations, profile: .documented)
        let violation = try #require(result.violation)
        return CorpusEntry(
            implementation: "uikit-model", profile: Profile.documented.id, rule: violation.rule, field: violation.field,
            statement: RuleCatalogue.rule(violation.rule)?.statement ?? "", operations: operations,
            expected: violation.expected, observed: violation.observed)
    }

    /// The entry's JSON as a dictionary, changed by `change`, written to `path`.
    private func writeVariant(of entry: CorpusEntry, to path: String, _ change: (inout [String: Any]) -> Void) throws {
        let data = try SliderJSON.encoder().encode(entry)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        change(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    }

    /// How often `needle` occurs in `text`.
    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    // MARK: fuzz

    @Test func fuzzPrintsTheSameReportTwiceForTheSameSeed() throws {
        try withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            for format in ["text", "json"] {
                let arguments = [
                    "fuzz", "--implementation", "sample", "--sequences", "200", "--seed", "42", "--no-save",
                    "--corpus", corpus, "--format", format,
                ]
                var first = CommandOutput()
                var second = CommandOutput()
                #expect(SliderConformanceCommand.run(arguments, output: &first) == 0, "\(first.standardOutput)")
                #expect(SliderConformanceCommand.run(arguments, output: &second) == 0)
                #expect(!first.standardOutput.isEmpty)
                #expect(first.standardOutput == second.standardOutput, "format \(format)")
            }
            #expect(!FileManager.default.fileExists(atPath: corpus))
        }
    }

    @Test func fuzzJUnitHasOneTestCasePerRulePerImplementation() throws {
        try withTemporaryFolder { folder in
            let one = run("fuzz", "--implementation", "sample", "--sequences", "50", "--no-save", "--corpus", folder, "--format", "junit")
            #expect(one.output.standardOutput.hasPrefix("<?xml"))
            #expect(one.output.standardOutput.contains("<testsuites"))
            #expect(occurrences(of: "<testcase", in: one.output.standardOutput) == RuleCatalogue.rules.count)

            // The test cases are counted, not how far counterexamples shrink.
            let all = run("fuzz", "--implementation", "all", "--sequences", "50", "--no-save", "--corpus", folder, "--format", "junit",
                          "--shrink-attempts", "200")
            #expect(all.output.standardOutput.hasPrefix("<?xml"))
            #expect(
                occurrences(of: "<testcase", in: all.output.standardOutput)
                    == RuleCatalogue.rules.count * BundledImplementations.all.count)
        }
    }

    @Test func fuzzJSONParsesAndHasAReportsArray() throws {
        try withTemporaryFolder { folder in
            let (status, output) = run("fuzz", "--implementation", "sample", "--sequences", "50", "--no-save", "--corpus", folder, "--format", "json")
            #expect(status == 0)
            let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
            let reports = try #require(object?["reports"] as? [Any])
            #expect(reports.count == 1)
        }
    }

    @Test(arguments: [
        (["--shard", "0/2"], "such as 2/4"),
        (["--shard", "3/2"], "such as 2/4"),
        (["--seed", "xyz"], "such as 42 or 0x2a"),
        (["--sequences", "0"], "a whole number of at least 1"),
        (["--format", "yaml"], "text, json or junit"),
    ])
    func badFuzzOptionsExit64SayingWhatToType(arguments: [String], hint: String) {
        var output = CommandOutput()
        let status = SliderConformanceCommand.run(["fuzz", "--no-save"] + arguments, output: &output)
        #expect(status == 64)
        #expect(output.standardError.contains("Error: \(arguments[0]) takes"))
        #expect(output.standardError.contains(hint))
        #expect(output.standardError.contains("not '\(arguments[1])'"))
        #expect(output.standardError.contains("See 'slider-conformance fuzz --help'."))
        #expect(output.standardOutput.isEmpty)
    }

    @Test func fuzzSavesFailuresToTheCorpusAndReplaysThemFirstNextTime() throws {
        try withTemporaryFolder { folder in
            let arguments = ["fuzz", "--implementation", "uikit-model", "--profile", "documented", "--sequences", "300", "--corpus", folder]
            var first = CommandOutput()
            #expect(SliderConformanceCommand.run(arguments, output: &first) == 1)
            let saved = try FileManager.default.contentsOfDirectory(atPath: folder + "/uikit-model").filter { $0.hasSuffix(".json") }
            #expect(!saved.isEmpty)
            #expect(CorpusStore.load(from: [folder], implementation: nil).problems.isEmpty)

            var second = CommandOutput()
            #expect(SliderConformanceCommand.run(arguments, output: &second) == 1)
            #expect(second.standardOutput.contains("corpus:"))
            #expect(second.standardOutput.contains("still fails"))
            #expect(!second.standardOutput.contains("fails differently"))

            // Every entry fuzz saved replays as the failure it recorded, cause included.
            let replay = run("replay", "--profile", "documented", folder)
            #expect(replay.status == 1)
            #expect(!replay.output.standardOutput.contains("fails differently"), "\(replay.output.standardOutput)")
        }
    }

    // MARK: replay

    @Test func replayReportsAnEntryThatNoLongerFailsAsPassing() throws {
        try withTemporaryFolder { folder in
            let path = try CorpusStore.write(Self.passingEntry(), into: folder)
            let (status, output) = run("replay", folder)
            #expect(status == 0, "\(output.standardError)")
            #expect(output.standardOutput.contains("passes"))
            #expect(output.standardOutput.contains(path))
            #expect(output.standardOutput.hasSuffix("1 replayed: 0 still fail, 1 pass, 0 fail differently, 0 unreadable\n"))
            #expect(output.standardError.isEmpty)
        }
    }

    @Test func replayNamesACorruptFileAndStillReplaysTheOthers() throws {
        try withTemporaryFolder { folder in
            let good = try CorpusStore.write(Self.passingEntry(), into: folder)
            let corrupt = folder + "/sample/corrupt.json"
            try Data("{ \"format\": 1, ".utf8).write(to: URL(fileURLWithPath: corrupt))
            let (status, output) = run("replay", folder)
            #expect(status == 2)
            #expect(output.standardError.contains("error: \(corrupt): "))
            #expect(output.standardOutput.contains("passes"))
            #expect(output.standardOutput.contains(good))
            #expect(output.standardOutput.contains("2 replayed: 0 still fail, 1 pass, 0 fail differently, 1 unreadable"))
        }
    }

    @Test func replayReportsAFileFromANewerVersion() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/future.json"
            try writeVariant(of: Self.passingEntry(), to: path) { $0["format"] = 99 }
            let (status, output) = run("replay", path)
            #expect(status == 2)
            #expect(output.standardError.contains(path))
            #expect(output.standardError.contains("written by a newer version"))
        }
    }

    @Test func replayReportsAnEntryNamingAnImplementationThatIsNotBundled() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/elsewhere.json"
            try writeVariant(of: Self.passingEntry(), to: path) { $0["implementation"] = "MySlider" }
            let (status, output) = run("replay", path)
            #expect(status == 2)
            #expect(output.standardError.contains(
                "error: \(path): names implementation 'MySlider', which is not bundled; expected one of: sample, reference, uikit-model"))
            // It may be an implementation behind a command: both commands point to --exec.
            #expect(output.standardError.contains("replayed with --exec '<command>'"), "\(output.standardError)")
            #expect(run("shrink", path).output.standardError.contains("replayed with --exec '<command>'"))
            // Naming a bundled implementation replays it anyway.
            #expect(run("replay", "--implementation", "sample", path).status == 0)
        }
    }

    @Test func replayOfAFailingEntrySaysItStillFailsWithADiff() throws {
        try withTemporaryFolder { folder in
            let entry = try Self.failingEntry()
            let path = try CorpusStore.write(entry, into: folder)
            let (status, output) = run("replay", folder)
            #expect(status == 1)
            #expect(output.standardOutput.contains("still fails"))
            #expect(output.standardOutput.contains("\(path)  \(entry.rule) (\(entry.field))"))
            #expect(output.standardOutput.split(separator: "\n").contains { $0.hasPrefix("    - ") })
            #expect(output.standardOutput.contains("found by \(path)"))

            // Under the profile uikit-model is written to, the same entry passes.
            #expect(run("replay", "--profile", "uikit-observed", folder).status == 0)
        }
    }

    @Test func replayJSONListsEachEntryWithItsOutcome() throws {
        try withTemporaryFolder { folder in
            let failing = try Self.failingEntry()
            try CorpusStore.write(failing, into: folder)
            try CorpusStore.write(Self.passingEntry(), into: folder)
            let (status, output) = run("replay", "--format", "json", folder)
            #expect(status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
            let replays = try #require(object["replays"] as? [[String: Any]])
            #expect(replays.count == 2)
            let outcomes = Dictionary(uniqueKeysWithValues: replays.compactMap { replay in
                (replay["recordedRule"] as? String).map { ($0, replay["outcome"] as? String) }
            })
            #expect(outcomes[failing.rule.rawValue] == "stillFails")
            #expect(outcomes[RuleID.valueStoresInRange.rawValue] == "passes")
            #expect(replays.allSatisfy { $0["path"] is String && $0["recordedField"] is String })
            #expect(replays.filter { $0["violation"] != nil }.count == 1)
        }
    }

    @Test func replayWritesValidJUnitAndAMarkdownTableWithFailuresFirst() throws {
        try withTemporaryFolder { folder in
            let failing = try Self.failingEntry()
            try CorpusStore.write(Self.passingEntry(), into: folder)
            try CorpusStore.write(failing, into: folder)
            let junit = run("replay", "--format", "junit", folder)
            #expect(junit.status == 1)
            let xml = junit.output.standardOutput
            #expect(xml.contains(#"<testsuite name="replay" tests="2" failures="1" errors="0" skipped="0""#), "\(xml)")
            #expect(xml.contains(#"type="\#(failing.rule.rawValue)""#))
            let document = try TinyXMLReader.parse(xml)
            for schema in [JUnitSchema.junit10, .ant] { #expect(schema.problems(document).isEmpty, "\(schema.problems(document))") }

            let markdown = run("replay", "--format", "markdown", folder)
            #expect(markdown.status == 1)
            let rows = markdown.output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| outcome") }
            #expect(rows.count == 2)
            #expect(rows.first?.hasPrefix("| **still fails** |") == true, "\(rows)")
            #expect(rows.last?.hasPrefix("| passes |") == true, "\(rows)")
        }
    }

    // MARK: shrink

    @Test func shrinkTakesImplementationAndProfileAsReplayDoes() throws {
        try withTemporaryFolder { folder in
            let path = try CorpusStore.write(Self.failingEntry(), into: folder)
            let reference = run("shrink", "--implementation", "reference", path)
            #expect(reference.status == 0, "\(reference.output.standardError)")
            #expect(reference.output.standardOutput.contains("passes now"))
            #expect(run("shrink", "--profile", "uikit-observed", path).status == 0)
            #expect(run("shrink", "--implementation", "reference", "--write", path).status == 64)
            #expect(run("shrink", "--implementation", "nope", path).status == 64)
        }
    }

    @Test func shrinkPrintsTheCounterexampleOfAFailingEntry() throws {
        try withTemporaryFolder { folder in
            let entry = try Self.failingEntry()
            let path = try CorpusStore.write(entry, into: folder)
            let (status, output) = run("shrink", "--time", "5", path)
            #expect(status == 1)
            #expect(output.standardOutput.contains("✗ \(entry.rule)"))
            #expect(output.standardOutput.contains("found by \(path)"))
            #expect(output.standardOutput.split(separator: "\n").contains { $0.hasPrefix("    - ") })
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func shrinkWriteRewritesTheEntryUnderItsNewNameAndRemovesTheOld() throws {
        try withTemporaryFolder { folder in
            let padded: [SliderOperation] =
                [.setValue(0.3), Self.failingOperations[0], .setAccessibilityLabel("x"), Self.failingOperations[1], .setValue(0.7)]
            var entry = try Self.failingEntry(operations: padded)
            entry.seed = "0x2a"
            let old = try CorpusStore.write(entry, into: folder)
            let (status, output) = run("shrink", "--write", old)
            #expect(status == 1)
            #expect(output.standardOutput.contains("shrunk from 5 to"))
            #expect(output.standardOutput.contains("removed \(old)"))
            #expect(!FileManager.default.fileExists(atPath: old))

            let loaded = CorpusStore.load(from: [folder], implementation: nil)
            #expect(loaded.problems.isEmpty)
            let rewritten = try #require(loaded.entries.first)
            #expect(loaded.entries.count == 1)
            #expect(rewritten.path.hasPrefix(folder + "/uikit-model/"))
            #expect(output.standardOutput.contains("wrote \(rewritten.path)"))
            #expect(rewritten.entry.operations.count < padded.count)
            #expect(rewritten.entry.identity == entry.identity)
            #expect(rewritten.entry.seed == "0x2a")
            let replay = SequenceCheck.run(UIKitModelImplementation.self, rewritten.entry.operations, profile: .documented)
            #expect(replay.violation?.identity == entry.identity)
            #expect(replay.violation?.observed == rewritten.entry.observed)
        }
    }

    @Test func shrinkOfAPassingEntrySaysThereIsNothingToShrink() throws {
        try withTemporaryFolder { folder in
            let path = try CorpusStore.write(Self.passingEntry(), into: folder)
            let (status, output) = run("shrink", path)
            #expect(status == 0)
            #expect(output.standardOutput == "\(path) passes now: nothing to shrink\n")
        }
    }

    @Test func shrinkOfABadFileExits2NamingIt() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/broken.json"
            try Data("[]".utf8).write(to: URL(fileURLWithPath: path))
            let (status, output) = run("shrink", path)
            #expect(status == 2)
            #expect(output.standardError.contains("error: \(path): "))
            #expect(run("shrink", folder + "/missing.json").output.standardError.contains("expected a corpus file"))
        }
    }

    // MARK: usage

    @Test func replayWithoutPathsAndShrinkWithTwoExit64() {
        let replay = run("replay")
        #expect(replay.status == 64)
        #expect(replay.output.standardError.contains("give one or more corpus files or folders, e.g. slider-conformance replay Corpus"))
        #expect(replay.output.standardError.contains("See 'slider-conformance replay --help'."))

        let shrink = run("shrink", "a.json", "b.json")
        #expect(shrink.status == 64)
        #expect(shrink.output.standardError.contains("exactly one corpus file"))
        #expect(shrink.output.standardError.contains("Usage: slider-conformance shrink [--implementation <name>] [--profile <profile>]"))
        #expect(run("shrink").status == 64)
        #expect(run("replay", "--format", "yaml", "Corpus").status == 64)
        #expect(run("replay", "--implementation", "nope", "Corpus").output.standardError.contains("expected one of: sample, reference, uikit-model, precision-sample, callout-sample, toolkit."))
    }

    @Test func replayAndShrinkHaveHelpAndAreListed() {
        for command in ["replay", "shrink"] {
            let (status, output) = run(command, "--help")
            #expect(status == 0)
            #expect(output.standardOutput.hasPrefix("USAGE: slider-conformance \(command)"))
            #expect(run("help").output.standardOutput.contains("  \(command) "))
        }
    }
}
