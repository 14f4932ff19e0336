import Foundation
import SliderSpec

/// The conformance matrix in Markdown: a summary per implementation run, then one row per rule
/// and one column per run, each cell the rule's verdict: `pass`, **FAIL** with the minimal
/// counterexample, `expected` (a listed known deviation), `not reached` or `not applicable`.
enum MarkdownMatrix {
    static func render(_ reports: [FuzzReport]) -> String {
        var lines = ["# Conformance matrix", ""]
        for report in reports {
            var line = "- **\(report.implementation)** (\(report.profile) profile, seed \(report.seed)"
            if let shard = report.shard { line += ", shard \(shard)" }
            line += "): \(report.sequences) sequences, \(report.operations) operations; "
            line += ReportSummary.verdict(report) + "; " + ReportSummary.counts(report)
            if let skipped = report.skippedKinds, !skipped.isEmpty {
                line += "; skipped operation kinds: " + skipped.map(\.rawValue).joined(separator: ", ")
            }
            lines.append(line)
        }
        lines.append("")
        lines.append("| rule | " + reports.map { cell("\($0.implementation) (\($0.profile))") }.joined(separator: " | ") + " |")
        lines.append("|---|" + reports.map { _ in "---|" }.joined())
        var rules: [RuleID] = []
        for report in reports {
            for verdict in report.verdicts where !rules.contains(verdict.rule) { rules.append(verdict.rule) }
        }
        for rule in rules {
            let cells = reports.map { report -> String in
                guard let verdict = report.verdicts.first(where: { $0.rule == rule }) else { return "" }
                switch verdict.outcome {
                case .pass: return "pass"
                case .notReached: return "not reached"
                case .notApplicable: return cell("not applicable" + (verdict.reason.map { ": " + $0 } ?? ""))
                case .fail, .expected:
                    let label = verdict.outcome == .fail ? "**FAIL** " : "expected: "
                    guard let index = verdict.counterexample, report.counterexamples.indices.contains(index) else { return label }
                    let counterexample = report.counterexamples[index]
                    let steps = counterexample.operations.map(\.swiftStatement).joined(separator: "; ")
                    let shown = "`" + (steps.isEmpty ? "(on creation)" : steps) + "`"
                    let detail = counterexample.violation.explanation.map { " — " + $0 } ?? ""
                    return cell(label + shown + detail)
                }
            }
            lines.append("| `\(rule)` | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` safe inside a table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
