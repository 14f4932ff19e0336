import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import Testing

/// An expectations file that lists the cause of every failure a run shows makes the run conform:
/// the rules those failures also break are consequences of expected causes, so the verdict table,
/// the result line and the exit code (`conforms`) agree, and none reads "0 violations" while failing.
@MainActor
@Suite("a complete expectations file makes the run conform")
struct CompleteExpectationsTests {
    @Test func listingEveryFailuresCauseLeavesNoFailureAndAConformingResult() throws {
        var report = Fuzzer(ToolkitSlider.self, name: "toolkit", configuration: FuzzConfiguration(seed: 4, sequences: 400)).run()
        let causes = Array(Set(report.counterexamples.map(\.identity.rule.rawValue))).sorted()
        #expect(!causes.isEmpty)
        let involvedElsewhere = Set(report.counterexamples.flatMap(\.violation.chargedRules)).subtracting(causes.map { RuleID($0) })
        Expectations(implementation: "toolkit", expected: causes.map { Expectations.Entry(rule: $0, outcome: "FAIL") }).apply(to: &report)
        #expect(report.conforms, "\(report.verdicts.filter { $0.outcome == .fail }.map(\.rule))")
        #expect(!report.verdicts.contains { $0.outcome == .fail })
        for rule in involvedElsewhere {
            #expect(report.verdicts.first { $0.rule == rule }?.outcome == .expected, "\(rule) only follows from expected causes")
        }
        let text = ReportFormat.text.render([report])
        #expect(text.contains("result: conforms to the documented profile apart from"), "\(text.suffix(300))")
    }
}
