import Foundation
import SliderCLI
import SliderEngine
import SliderReports
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// Expectations files (`<corpus>/<implementation>.expectations.json`) as `replay` and the JUnit
/// report read them: expected failures do not fail, expectations that pass are reported, and a
/// malformed file stops the command naming it.
@MainActor
@Suite("Expectations in replay and JUnit")
struct ExpectationsReplayTests {
    /// Runs the command line `arguments` and returns the exit code with what was printed.
    private func run(_ arguments: String...) -> (status: Int32, output: CommandOutput) {
        InProcessCommand.run(arguments)
    }

    /// Runs `body` with a fresh, empty folder that is removed afterwards.
    private func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        try TemporaryFolder.with("expectations-replay-tests", body)
    }

    /// An entry for `uikit-model` under `documented` that fails: it keeps the normal thumb image
    /// when `thumbTintColor` is set.
    private static func failingEntry() throws -> CorpusEntry {
        let operations: [SliderOperation] = [
            .setImage(.thumb, ImageToken("image-1"), for: .normal), .setTintColor(.thumb, ColorToken("color-1")),
        ]
        let violation = try #require(SequenceCheck.run(UIKitModelImplementation.self, operations, profile: .documented).violation)
        return CorpusEntry(
            implementation: "uikit-model", profile: Profile.documented.id, rule: violation.rule, field: violation.field,
            statement: RuleCatalogue.rule(violation.rule)?.statement ?? "", operations: operations,
            expected: violation.expected, observed: violation.observed)
    }

    /// Writes an expectations file for `implementation` in `corpus` listing `rule` as failing, and returns its path.
    @discardableResult
    private func writeExpectations(_ corpus: String, implementation: String = "uikit-model", rule: RuleID, reason: String) throws -> String {
        let path = Expectations.path(corpus: corpus, implementation: implementation)
        let text = #"{"format":1,"implementation":"\#(implementation)","expected":[{"rule":"\#(rule)","outcome":"FAIL","reason":"\#(reason)"}]}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    // MARK: replay

    @Test func replayOfAnExpectedFailureExitsZeroAndSaysExpected() throws {
        try withTemporaryFolder { corpus in
            let entry = try Self.failingEntry()
            let path = try CorpusStore.write(entry, into: corpus)
            try writeExpectations(corpus, rule: entry.rule, reason: "known bug #12")
            let (status, output) = run("replay", corpus)
            #expect(status == 0, "\(output.standardOutput)\(output.standardError)")
            #expect(output.standardOutput.split(separator: "\n").contains {
                $0.hasPrefix("expected ") && $0.hasSuffix("  \(path)  \(entry.rule) (\(entry.field))")
            }, "\(output.standardOutput)")
            #expect(output.standardOutput.contains("\(entry.rule) (FAIL): known bug #12"))
            #expect(output.standardOutput.hasSuffix("1 replayed: 0 still fail, 0 pass, 0 fail differently, 0 unreadable, 1 expected\n"))
            #expect(!output.standardOutput.contains("expected to fail, but passes"))

            // The JSON document names the expectation the failure matched.
            let json = run("replay", "--format", "json", corpus)
            #expect(json.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8)) as? [String: Any])
            let replay = try #require((object["replays"] as? [[String: Any]])?.first)
            #expect((replay["expectation"] as? [String: Any])?["reason"] as? String == "known bug #12")
        }
    }

    @Test func replayReadsTheExpectationsOfTheCorpusOption() throws {
        try withTemporaryFolder { folder in
            let entry = try Self.failingEntry()
            let corpus = folder + "/Corpus"
            try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
            try writeExpectations(corpus, rule: entry.rule, reason: "r")
            let path = folder + "/loose.json"
            try SliderJSON.encoder().encode(entry).write(to: URL(fileURLWithPath: path))
            // Outside a `<corpus>/<implementation>/` folder, no expectations apply unless --corpus names them.
            #expect(run("replay", path).status == 1)
            let (status, output) = run("replay", "--corpus", corpus, path)
            #expect(status == 0, "\(output.standardOutput)")
            #expect(output.standardOutput.contains("expected"))
        }
    }

    @Test func anExpectedFailureWhoseEntriesPassIsReported() throws {
        try withTemporaryFolder { corpus in
            let entry = try Self.failingEntry()
            try CorpusStore.write(entry, into: corpus)
            let file = try writeExpectations(corpus, rule: entry.rule, reason: "r")
            // Under uikit-observed, the profile uikit-model is written to, the entry passes.
            let (status, output) = run("replay", "--profile", "uikit-observed", corpus)
            #expect(status == 0, "\(output.standardOutput)")
            #expect(output.standardOutput.contains(
                "expected to fail, but passes: \(entry.rule) (FAIL): r (\(file)): remove the expectation if the fix is intended"),
                "\(output.standardOutput)")

            let json = run("replay", "--profile", "uikit-observed", "--format", "json", corpus)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8)) as? [String: Any])
            let passing = try #require(object["expectedButPasses"] as? [[String: Any]])
            #expect(passing.count == 1)
            #expect(passing.first?["path"] as? String == file)
        }
    }

    @Test func replayWithAMalformedExpectationsFileIsExitTwoNamingIt() throws {
        try withTemporaryFolder { corpus in
            try CorpusStore.write(try Self.failingEntry(), into: corpus)
            let path = Expectations.path(corpus: corpus, implementation: "uikit-model")
            try Data(#"{"format":1,"implementation":"uikit-model","expected":[{"rule":"x","outcome":"MAYBE"}]}"#.utf8)
                .write(to: URL(fileURLWithPath: path))
            let (status, output) = run("replay", corpus)
            #expect(status == 2)
            #expect(output.standardError.contains("error: \(path): "), "\(output.standardError)")
            #expect(output.standardError.contains("MAYBE"))
        }
    }

    @Test func anExpectationOfAnotherRuleDoesNotHideAFailure() throws {
        try withTemporaryFolder { corpus in
            let entry = try Self.failingEntry()
            try CorpusStore.write(entry, into: corpus)
            try writeExpectations(corpus, rule: .valueStoresInRange, reason: "r")
            let (status, output) = run("replay", corpus)
            #expect(status == 1)
            #expect(output.standardOutput.contains("still fails"))
            // No entry recorded the listed rule, so replay cannot say it passes.
            #expect(!output.standardOutput.contains("expected to fail, but passes"))
        }
    }

    // MARK: JUnit

    @Test func junitSkipsAnExpectedFailureInsteadOfFailingIt() throws {
        try withTemporaryFolder { corpus in
            let rule = RuleID.tintMinimumTrackClearsImages
            try writeExpectations(corpus, rule: rule, reason: "known deviation")
            let (_, output) = run(
                "fuzz", "--implementation", "uikit-model", "--profile", "documented", "--sequences", "100",
                "--no-save", "--corpus", corpus, "--format", "junit")
            let xml = output.standardOutput
            let lines = xml.split(separator: "\n").map(String.init)
            let index = try #require(lines.firstIndex { $0.contains(#"name="\#(rule)" "#) }, "\(xml)")
            #expect(lines[index + 1].hasPrefix(#"      <skipped message="expected: "#), "\(lines[index + 1])")
            #expect(xml.contains("let slider = "))  // the counterexample, inside <skipped>
            #expect(!lines[index + 1].contains("<failure"))

            // The suite's counts match its test cases.
            let suite = try #require(lines.first { $0.hasPrefix("  <testsuite ") })
            #expect(suite.contains(#"failures="\#(occurrences(of: "<failure ", in: xml))""#), "\(suite)")
            #expect(suite.contains(#"skipped="\#(occurrences(of: "<skipped ", in: xml))""#), "\(suite)")
        }
    }

    @Test func junitGivesTheReasonOfAnExpectedFailure() throws {
        try withTemporaryFolder { corpus in
            let rule = RuleID.tintMinimumTrackClearsImages
            try writeExpectations(corpus, rule: rule, reason: "see <issue> #12")
            let expectations = try #require(try Expectations.load(corpus: corpus, implementation: "uikit-model"))
            var report = Fuzzer(UIKitModelImplementation.self, name: "uikit-model", configuration: FuzzConfiguration(sequences: 100)).run()
            expectations.apply(to: &report)
            let xml = ReportFormat.junit.render([report], expectations: ["uikit-model": expectations])
            #expect(xml.contains(#"<skipped message="expected: see &lt;issue&gt; #12">"#), "\(xml)")
        }
    }

    /// How often `needle` occurs in `text`.
    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
