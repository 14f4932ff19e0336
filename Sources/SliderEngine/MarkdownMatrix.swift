import Foundation
import SliderSpec

/// The conformance matrix in Markdown: one row per rule, one column per implementation run, each
/// cell `pass`, `FAIL` with the minimal counterexample, `expected` (a listed known deviation) or
/// `skipped` (never reached by the run).
enum MarkdownMatrix {
    static func render(_ reports: [FuzzReport]) -> String {
        var lines = ["# Conformance matrix", ""]
        for report in reports {
            var line = "- **\(report.implementation)** (\(report.profile) profile, seed \(report.seed)"
            if let shard = report.shard { line += ", shard \(shard)" }
            line += "): \(report.sequences) sequences, \(report.operations) operations"
            if let skipped = report.skippedKinds, !skipped.isEmpty {
                line += "; skipped operation kinds: " + skipped.map(\.rawValue).joined(separator: ", ")
            }
            lines.append(line)
        }
        lines.append("")
        lines.append("| rule | " + reports.map { cell("\($0.implementation) (\($0.profile))") }.joined(separator: " | ") + " |")
        lines.append("|---|" + reports.map { _ in "---|" }.joined())
        var rules = RuleCatalogue.rules.map(\.id)
        for report in reports {
            for rule in JUnitReport.extraRules(report) where !rules.contains(rule) { rules.append(rule) }
        }
        for rule in rules {
            let cells = reports.map { report -> String in
                let expected = Set(report.expectedRules ?? [])
                if let counterexample = report.counterexamples.first(where: { $0.identity.rule == rule }) {
                    let steps = counterexample.operations.map(\.swiftStatement).joined(separator: "; ")
                    let shown = "`" + (steps.isEmpty ? "(on creation)" : steps) + "`"
                    let detail = counterexample.violation.explanation.map { " — " + $0 } ?? ""
                    return cell((expected.contains(rule) ? "expected: " : "**FAIL** ") + shown + detail)
                }
                let count = report.ruleCounts.first { $0.rule == rule }?.count ?? 0
                return count > 0 ? "pass" : "skipped"
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
