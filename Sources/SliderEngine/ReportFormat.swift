import Foundation
import SliderSpec

/// The output formats of a run: text for people, JSON for tools, JUnit XML for CI dashboards.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, markdown

    /// Renders `reports` (one per implementation checked) in this format; `expectations`, by
    /// implementation name, gives JUnit the reasons of the expected failures.
    public func render(_ reports: [FuzzReport], colored: Bool = false, expectations: [String: Expectations] = [:]) -> String {
        switch self {
        case .text: reports.map { TextReport(colored: colored).render($0) }.joined(separator: "\n")
        case .json: Self.json(reports)
        case .junit: JUnitReport.render(reports, expectations: expectations)
        case .markdown: MarkdownMatrix.render(reports)
        }
    }

    private static func json(_ reports: [FuzzReport]) -> String {
        struct Document: Encodable {
            let format = 1
            let reports: [FuzzReport]
        }
        let data = (try? SliderJSON.encoder().encode(Document(reports: reports))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The text report: header, corpus replays, counterexamples, rule coverage, verdict.
struct TextReport {
    let colored: Bool

    func render(_ report: FuzzReport) -> String {
        var lines: [String] = []
        var header = "\(report.implementation) · \(report.profile) profile · seed \(report.seed)"
        if let shard = report.shard { header += " · shard \(shard)" }
        if report.robustness { header += " · robustness" }
        lines.append(header)
        lines.append("\(report.sequences) sequences, \(report.operations) operations checked")
        if let stopped = report.stoppedEarly { lines.append("stopped early: \(stopped)") }
        if let skipped = report.skippedKinds, !skipped.isEmpty {
            lines.append("skipped operation kinds: \(skipped.map(\.rawValue).joined(separator: ", ")) (unsupported by the implementation; never drawn, not counted as passes)")
            if skipped.contains(.setBounds) {
                lines.append("geometry relations not checked: without setBounds the slider keeps empty bounds")
            }
        }
        lines += VerdictTable.lines(report)
        if let suspected = report.suspectedCrash { lines.append("suspected crash of an earlier run: \(suspected)") }
        for problem in report.corpusProblems { lines.append("corpus error: \(problem)") }
        if !report.corpus.isEmpty {
            lines.append("corpus: \(report.corpus.count) entries replayed first")
            for replay in report.corpus {
                let outcome = switch replay.outcome {
                case .stillFails: "still fails"
                case .passes: "passes now: remove it if the fix is intended"
                case .failsDifferently: "fails differently"
                }
                lines.append("  \(replay.path): \(replay.recorded.rule), \(outcome)")
            }
        }
        let formatter = CounterexampleFormatter(colored: colored)
        let expected = Set(report.expectedRules ?? [])
        for counterexample in report.counterexamples {
            lines.append("")
            if expected.contains(counterexample.identity.rule) {
                lines.append("expected (listed in the expectations file): \(counterexample.identity.rule)")
            }
            lines.append(formatter.format(counterexample, implementation: report.implementation, typeName: report.typeName)
                .trimmingCharacters(in: .newlines))
        }
        lines.append("")
        for rule in report.expectedButPassed ?? [] {
            lines.append("expected to fail, but passed in this run: \(rule): remove it if the fix is intended")
        }
        if report.conforms {
            lines.append("result: conforms to the \(report.profile) profile"
                + (expected.isEmpty ? "" : " apart from \(expected.count) expected deviation\(expected.count == 1 ? "" : "s") (\(expected.map(\.rawValue).sorted().joined(separator: ", ")))"))
        } else {
            let rules = report.counterexamples.map(\.identity.rule.rawValue).filter { !expected.contains(RuleID($0)) }.joined(separator: ", ")
            let count = report.counterexamples.filter { !expected.contains($0.identity.rule) }.count
            lines.append("result: \(count) violation\(count == 1 ? "" : "s") (\(rules))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// JUnit XML: a test suite per implementation, a test case per rule (failed when a
/// counterexample breaks it, skipped when the run never reached it or when the failure is an
/// expected one, listed in the expectations file).
enum JUnitReport {
    /// Renders `reports`; `expectations`, by implementation name, gives the reasons of expected failures.
    static func render(_ reports: [FuzzReport], expectations: [String: Expectations] = [:]) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let failures = reports.reduce(0) { $0 + unexpectedRules($1).count }
        let skippedTotal = reports.reduce(0) { $0 + skippedCount($1) }
        let tests = reports.reduce(0) { $0 + $1.ruleCounts.count + extraRules($1).count }
        lines.append(#"<testsuites name="slider-conformance" tests="\#(tests)" failures="\#(failures)" skipped="\#(skippedTotal)">"#)
        for report in reports {
            let broken = Dictionary(grouping: report.counterexamples, by: \.identity.rule)
            let expected = Set(report.expectedRules ?? [])
            let suite = escape("\(report.implementation) (\(report.profile))")
            let extra = extraRules(report)
            lines.append(#"  <testsuite name="\#(suite)" tests="\#(report.ruleCounts.count + extra.count)" failures="\#(unexpectedRules(report).count)" skipped="\#(skippedCount(report))">"#)
            let formatter = CounterexampleFormatter(colored: false)
            for count in report.ruleCounts + extra.map({ FuzzReport.RuleCount(rule: $0, count: 1) }) {
                let classname = escape("\(report.implementation).\(report.profile)")
                let open = #"    <testcase classname="\#(classname)" name="\#(escape(count.rule.rawValue))""#
                if let examples = broken[count.rule] {
                    lines.append(open + ">")
                    let text = examples.map { formatter.format($0, implementation: report.implementation, typeName: report.typeName) }
                        .joined(separator: "\n")
                    if expected.contains(count.rule) {
                        let listed = expectations[report.implementation]?.expected.first { $0.matchedRule == count.rule }
                        let reason = listed?.reason ?? "listed in the expectations file"
                        lines.append(#"      <skipped message="\#(escape("expected: " + reason))"/>"#)
                        lines.append(#"      <system-out>\#(escape(text))</system-out>"#)
                    } else {
                        let message = escape(RuleCatalogue.rule(count.rule)?.statement ?? count.rule.processStatement ?? count.rule.rawValue)
                        lines.append(#"      <failure message="\#(message)">\#(escape(text))</failure>"#)
                    }
                    lines.append("    </testcase>")
                } else if count.count == 0 {
                    lines.append(open + #"><skipped message="never reached by this run"/></testcase>"#)
                } else {
                    lines.append(open + "/>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rules `report` breaks that no expectation lists: its JUnit failures.
    static func unexpectedRules(_ report: FuzzReport) -> Set<RuleID> {
        Set(report.counterexamples.map(\.identity.rule)).subtracting(report.expectedRules ?? [])
    }

    /// The skipped test cases of `report`: rules never reached, and rules broken as expected.
    static func skippedCount(_ report: FuzzReport) -> Int {
        let broken = Set(report.counterexamples.map(\.identity.rule))
        let expected = broken.intersection(report.expectedRules ?? [])
        return report.ruleCounts.filter { $0.count == 0 && !broken.contains($0.rule) }.count + expected.count
    }

    /// The rules of counterexamples that are not in the catalogue (`process.*`), in order found.
    static func extraRules(_ report: FuzzReport) -> [RuleID] {
        var rules: [RuleID] = []
        for counterexample in report.counterexamples where RuleCatalogue.rule(counterexample.identity.rule) == nil {
            if !rules.contains(counterexample.identity.rule) { rules.append(counterexample.identity.rule) }
        }
        return rules
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
