import Foundation
import SliderEngine
import SliderMutants
import SliderReports
import SliderSpec
import Testing

/// No rule reads `fail` without a counterexample, in any format: every rule a run charged is
/// charged by a kept counterexample (blamed, involved, or charged at another occurrence of the
/// same failure, `Counterexample.alsoCharged`), and that counterexample is what each format shows.
@MainActor
@Suite("A failure always has its counterexample")
struct EveryFailureHasACounterexampleTests {
    /// The failing rules of `report` that no kept counterexample stands for, in any format.
    private func unbacked(_ report: FuzzReport) -> [String] {
        let junit = ReportFormat.junit.render([report]).split(separator: "\n").map(String.init)
        let json = ReportFormat.json.render([report])
        var problems: [String] = []
        for verdict in report.verdicts where verdict.outcome == .fail && !verdict.rule.isProcessFailure {
            let rule = verdict.rule.rawValue
            guard let index = verdict.counterexample, report.counterexamples.indices.contains(index),
                report.counterexamples[index].chargedRules.contains(verdict.rule)
            else {
                problems.append("\(report.implementation): \(rule) has no counterexample (\(verdict.diverged) diverged)")
                continue
            }
            let text = CounterexampleFormatter(colored: false).format(report.counterexamples[index], implementation: report.implementation)
            if !text.contains(rule) { problems.append("\(report.implementation): \(rule)'s counterexample does not name it") }
            let opening = junit.firstIndex { $0.contains("<testcase name=\"\(rule)\" ") }
            let body = opening.flatMap { junit.indices.contains($0 + 1) ? junit[$0 + 1] : nil } ?? ""
            if !body.contains("<failure ") || body.contains("\"></failure>") { problems.append("\(report.implementation): \(rule) has an empty JUnit failure") }
            if !json.contains("\"\(rule)\"") { problems.append("\(report.implementation): \(rule) missing from JSON") }
        }
        return problems
    }

    @Test func everyFailingRuleOfEveryMutantHasACounterexampleInEveryFormat() {
        var problems: [String] = []
        for mutant in MutantCatalogue.all where !mutant.needsRobustness {
            let configuration = FuzzConfiguration(seed: 5, sequences: 150, profile: mutant.profile)
            var report = Fuzzer(mutant.type, configuration: configuration).run()
            report.implementation = mutant.name
            problems += unbacked(report)
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}
