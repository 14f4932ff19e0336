import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import Testing

/// Expectations by cause (issue 38, item 4): an entry names a rule and, optionally, the field
/// that differs, the diverging operation and a pattern on the observed value; a failure is
/// expected only when an entry matches its cause (or it follows from one that is), so a new
/// cause under a listed rule fails the run, and the exit code (`conforms`), the verdict table and
/// the result line agree. A file may be tied to the toolkit its adapter named.
@MainActor
@Suite("Expectations by cause")
struct ExpectationsByCauseTests {
    /// The toolkit slider's run of 400 sequences, made once (several tests read it); shrinking
    /// within 200 attempts, since these tests read causes and verdicts, not shrunk lengths.
    private static let toolkitReport = Fuzzer(
        ToolkitSlider.self, name: "toolkit",
        configuration: FuzzConfiguration(seed: 4, sequences: 400, shrinkLimits: ShrinkLimits(maxAttempts: 200))
    ).run()

    /// One entry per cause of `report` (counterexamples that follow from none): the rule blamed,
    /// the field that showed it and the diverging operation's kind.
    private static func causeEntries(_ report: FuzzReport) -> [Expectations.Entry] {
        var entries: [Expectations.Entry] = []
        for counterexample in report.counterexamples where counterexample.followsFrom == nil {
            let entry = Expectations.Entry(
                rule: counterexample.identity.rule.rawValue, outcome: "FAIL", field: counterexample.identity.field,
                operation: counterexample.operations.last?.kind.rawValue)
            if !entries.contains(entry) { entries.append(entry) }
        }
        return entries
    }

    /// Writes `json` as the expectations file of `implementation` in a fresh folder and loads it.
    private static func load(_ json: String, implementation: String = "x") throws -> Expectations? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("expectations-by-cause-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(json.utf8).write(to: URL(fileURLWithPath: Expectations.path(corpus: folder, implementation: implementation)))
        return try Expectations.load(corpus: folder, implementation: implementation)
    }

    // MARK: Matching

    @Test func aFileListingEveryCauseMakesTheRunCleanWithNoFailedVerdictAndNothingUnexpectedInTheResultLine() {
        var report = Self.toolkitReport
        let entries = Self.causeEntries(report)
        #expect(entries.count > 5)
        #expect(entries.allSatisfy { $0.field != nil && $0.namesCause })
        Expectations(implementation: "toolkit", expected: entries).apply(to: &report)
        #expect(report.conforms, "\(report.verdicts.filter { $0.outcome == .fail }.map(\.rule))")
        #expect(report.count(.fail) == 0 && report.count(.expected) > 5)
        #expect(report.unexpectedCounterexamples.isEmpty && report.rulesFailingWithoutCounterexample.isEmpty)
        #expect(report.expectedFailures?.count == report.counterexamples.count)
        let text = ReportFormat.text.render([report])
        #expect(text.contains("result: conforms to the documented profile apart from"), "\(text.suffix(400))")
        #expect(!text.contains("violation"), "\(text.suffix(400))")
        #expect(!text.split(separator: "\n").contains { $0.contains(" fail ") && $0.hasPrefix("  ") })
        let json = ReportFormat.json.render([report])
        #expect(json.contains(#""verdict" : "conforms""#) && !json.contains(#""expected" : false"#))
    }

    @Test func aNewCauseUnderAListedRuleFailsTheRunItsVerdictAndTheResultLine() throws {
        var report = Self.toolkitReport
        // The first cause whose failure does not differ in the accessibility label: listed
        // under its rule with that field instead, it is a new cause of a listed rule.
        let rules = report.counterexamples.map(\.identity.rule)
        let other = try #require(report.counterexamples.first { candidate in
            candidate.followsFrom == nil && !candidate.violation.differingFields.contains(.accessibilityLabel)
                && rules.filter { $0 == candidate.identity.rule }.count == 1
        })
        let entries = Self.causeEntries(report).map { entry in
            guard entry.rule == other.identity.rule.rawValue else { return entry }
            return Expectations.Entry(rule: entry.rule, outcome: "FAIL", field: "accessibilityLabel")
        }
        Expectations(implementation: "toolkit", expected: entries).apply(to: &report)
        #expect(!report.conforms)
        #expect(report.unexpectedCounterexamples.contains { $0.identity == other.identity })
        #expect(!report.isExpected(other))
        let verdict = try #require(report.verdicts.first { $0.rule == other.identity.rule })
        #expect(verdict.outcome == .fail)
        // The failed verdict points at a counterexample that fails it, never at an expected one.
        #expect(verdict.counterexample.map { report.isExpected(report.counterexamples[$0]) } == false)
        let text = ReportFormat.text.render([report])
        let result = try #require(text.split(separator: "\n").last { $0.hasPrefix("result: ") })
        #expect(result.contains(other.identity.rule.rawValue) && !result.hasPrefix("result: 0 violations"), "\(result)")
        #expect(text.contains("  " + other.identity.rule.rawValue), "the verdict table lists it")
        #expect(ReportFormat.json.render([report]).contains(#""verdict" : "fails""#))
    }

    @Test func anOldFileWithoutCausesStillLoadsAndMatchesByRuleAlone() throws {
        var report = Self.toolkitReport
        let rules = Array(Set(report.counterexamples.map(\.identity.rule.rawValue))).sorted()
        let entries = rules.map { #"{"rule": "\#($0)", "outcome": "FAIL", "reason": "r"}"# }.joined(separator: ", ")
        let json = #"{"format": 1, "implementation": "toolkit", "versions": {"package": "0.2.0", "spec": "1.4.0", "protocol": "1.3.0"}, "expected": [\#(entries)]}"#
        let expectations = try #require(try Self.load(json, implementation: "toolkit"))
        #expect(expectations.toolkit == nil && expectations.expected.allSatisfy { !$0.namesCause })
        #expect(expectations.tie(running: "Tk 8.6.13") == .applies && expectations.tie(running: nil) == .applies)
        expectations.apply(to: &report)
        #expect(report.conforms)
        #expect(report.counterexamples.allSatisfy(report.isExpected))
        // Any field, any operation: an entry without a cause expects every failure of its rule.
        let first = try #require(report.counterexamples.first)
        #expect(Expectations.Entry(rule: first.identity.rule.rawValue, outcome: "FAIL").matches(first))
    }

    @Test func aFailureThatFollowsFromAnExpectedCauseIsExpected() throws {
        var report = Fuzzer(CapsValueAtNineTenthsSlider.self, configuration: FuzzConfiguration(seed: 2_026, sequences: 1_000)).run()
        let cause = try #require(report.counterexamples.first { $0.followsFrom == nil })
        let follower = try #require(report.counterexamples.first { $0.followsFrom?.identity == cause.identity })
        #expect(follower.operations.last?.kind == .setValueAnimated)
        let entry = Expectations.Entry(rule: cause.identity.rule.rawValue, outcome: "FAIL", field: "value", operation: "setValue")
        #expect(entry.matches(cause) && !entry.matches(follower), "the follower diverges at setValue(_:animated:)")
        Expectations(implementation: "caps", expected: [entry]).apply(to: &report)
        #expect(report.isExpected(follower))
        #expect(report.conforms, "\(report.unexpectedCounterexamples.map(\.identity))")
    }

    @Test func anObservedPatternMatchesTheRenderedValueOfItsField() throws {
        let report = Fuzzer(CapsValueAtNineTenthsSlider.self, configuration: FuzzConfiguration(seed: 2_026, sequences: 1_000)).run()
        let cause = try #require(report.counterexamples.first { $0.followsFrom == nil })
        #expect(ObservationField.value.render(cause.violation.observed) == "0.9")
        let rule = cause.identity.rule.rawValue
        #expect(Expectations.Entry(rule: rule, outcome: "FAIL", field: "value", observed: "0.9").matches(cause))
        #expect(Expectations.Entry(rule: rule, outcome: "FAIL", field: "value", observed: "0.*").matches(cause))
        #expect(!Expectations.Entry(rule: rule, outcome: "FAIL", field: "value", observed: "1*").matches(cause))
        #expect(!Expectations.Entry(rule: rule, outcome: "FAIL", field: "value", operation: "accessibilityIncrement").matches(cause))
        #expect(!Expectations.Entry(rule: "value.no-event", outcome: "FAIL", field: "value").matches(cause), "another rule")
    }

    @Test func anEntryNamingTheBlamedFieldOfABrokenRelationMatchesItThoughNoValueDiffers() {
        // A broken geometry relation: the field blamed, the observations alike.
        let observation = ReferenceImplementation().observe()
        let violation = Violation(
            rule: .geometryTrackInsideBounds, field: "trackRect(forBounds:)", expected: observation, observed: observation,
            rulesApplied: [.geometryTrackInsideBounds], explanation: "the track lies inside the bounds")
        #expect(violation.differingFields.isEmpty)
        let rule = RuleID.geometryTrackInsideBounds.rawValue
        #expect(Expectations.Entry(rule: rule, outcome: "FAIL", field: "trackRect(forBounds:)").matches(violation, after: .setBounds))
        #expect(!Expectations.Entry(rule: rule, outcome: "FAIL", field: "value").matches(violation, after: .setBounds))
    }

    @Test func patternsMatchTheWholeRenderingWithAStarForAnyRun() {
        #expect(Expectations.Entry.pattern("*", matches: ""))
        #expect(Expectations.Entry.pattern("0.*", matches: "0.25") && !Expectations.Entry.pattern("0.*", matches: "10.25"))
        #expect(Expectations.Entry.pattern("[valueChanged(*)]", matches: "[valueChanged(1.0)]"))
        #expect(Expectations.Entry.pattern("*.0", matches: "3.0") && !Expectations.Entry.pattern("*.0", matches: "3.05"))
        #expect(Expectations.Entry.pattern("a*b*c", matches: "abc") && !Expectations.Entry.pattern("a*a", matches: "a"))
        #expect(!Expectations.Entry.pattern("0.9", matches: "0.95"), "the whole rendering, not a part of it")
    }

    @Test func aFieldIsNamedAsReportsPrintItByItsGetterOrByItsWireKey() {
        #expect(Expectations.Entry.fields(named: "value") == [.value])
        #expect(Expectations.Entry.fields(named: "events sent") == [.events] && Expectations.Entry.fields(named: "events") == [.events])
        #expect(Expectations.Entry.fields(named: "thumbImage(for: .highlighted)") == [.image(.thumb, .highlighted)])
        #expect(Expectations.Entry.fields(named: "thumbImage(for:)").count == ControlState.all.count)
        #expect(Expectations.Entry.fields(named: "valu").isEmpty)
    }

    // MARK: The file

    @Test func anUnknownFieldOperationOrAPatternWithoutAFieldIsAnErrorNamingTheEntry() throws {
        let cases = [
            (#"{"rule":"value.stores-in-range","outcome":"FAIL","field":"valu"}"#, #"at expected[1].field: unknown field "valu""#),
            (#"{"rule":"value.stores-in-range","outcome":"FAIL","operation":"setVal"}"#,
             #"at expected[1].operation: unknown operation kind "setVal" (expected one of setValue, setValueAnimated"#),
            (#"{"rule":"value.stores-in-range","outcome":"FAIL","observed":"0.*"}"#, #"at expected[1].observed: the pattern "0.*" needs a "field""#),
            (#"{"outcome":"CRASH","field":"value"}"#, "at expected[1].field: a CRASH expectation names no field"),
        ]
        for (entry, message) in cases {
            let json = #"{"format":1,"implementation":"x","expected":[{"rule":"defaults.limits","outcome":"FAIL","field":"maximumValue"},\#(entry)]}"#
            #expect {
                _ = try Self.load(json)
            } throws: { error in
                "\(error)".contains("x.expectations.json: " + message)
            }
        }
        #expect {
            _ = try Self.load(#"{"format":1,"implementation":"x","toolkit":" ","expected":[]}"#)
        } throws: { error in
            "\(error)".contains("at toolkit: expected the toolkit and its version")
        }
        let valid = #"{"format":1,"implementation":"x","toolkit":"Tk 8.6.13","expected":[{"rule":"defaults.limits","outcome":"FAIL","field":"maximumValue","operation":"setValue","observed":"99*","reason":"r"},{"outcome":"CRASH","operation":"setBounds"}]}"#
        let loaded = try #require(try Self.load(valid))
        #expect(loaded.toolkit == "Tk 8.6.13")
        #expect(loaded.expected[0] == Expectations.Entry(
            rule: "defaults.limits", outcome: "FAIL", field: "maximumValue", operation: "setValue", observed: "99*", reason: "r"))
        #expect(loaded.expected[0].summary == #"defaults.limits (FAIL; field maximumValue after setValue observed "99*"): r"#)
    }

    @Test func aFileTiedToAToolkitAppliesOnlyToThatToolkitAndNotesAnotherVersion() {
        let file = Expectations(implementation: "tk-ttk-scale", toolkit: "Tk 8.6.13", expected: [])
        #expect(file.tie(running: "Tk 8.6.13") == .applies)
        let newer = file.tie(running: "Tk 8.6.14")
        #expect(newer == .otherVersion(written: "Tk 8.6.13", running: "Tk 8.6.14") && newer.applies)
        #expect(newer.note(file: "Corpus/tk-ttk-scale.expectations.json")
            == "expectations: Corpus/tk-ttk-scale.expectations.json was written for Tk 8.6.13 and is applied to Tk 8.6.14, another version (review its entries)")
        let swing = file.tie(running: "Swing (Java 21.0.2)")
        #expect(!swing.applies)
        #expect(swing.note(file: "Corpus/tk-ttk-scale.expectations.json")
            == "expectations: Corpus/tk-ttk-scale.expectations.json not applied: written for Tk 8.6.13, but the adapter runs Swing (Java 21.0.2) (every failure is reported as unexpected)")
        #expect(!file.tie(running: nil).applies, "a bundled implementation names no toolkit")
        #expect(Expectations(implementation: "x", expected: []).tie(running: "Qt 6.5") == .applies, "a file without a toolkit applies to any")
        #expect(Expectations.toolkitName(of: "Tk 8.6.13") == "Tk" && Expectations.toolkitName(of: "Swing (Java 21.0.2)") == "Swing")
    }
}
