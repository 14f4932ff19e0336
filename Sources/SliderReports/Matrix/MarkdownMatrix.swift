import Foundation
import SliderEngine
import SliderSpec

/// The conformance matrix in Markdown: a summary per implementation run, then a Failures section
/// (each unexpected failure with its rule statement and Swift snippet), then one row per rule and
/// one column per run, each cell the rule's verdict: `pass`, **FAIL** with the minimal
/// counterexample, `expected` (a listed known deviation), `not reached` or `not applicable`.
/// Rows with a failure come first, then rows with an expected failure, then the rest, each group
/// in catalogue order. Unless `verbose`, only the rows with a failure or an expected failure
/// are shown; the full table follows in a `<details>` fold.
enum MarkdownMatrix {
    static func render(_ reports: [FuzzReport], verbose: Bool = true) -> String {
        var lines = ["# Conformance matrix", ""]
        if let versions = reports.lazy.compactMap(\.versions).first { lines += ["Versions: \(versions.summary).", ""] }
        for report in reports {
            var line = "- **\(md(report.implementation))** (\(md(report.profile)) profile, seed \(md(report.seed))"
            if let shard = report.shard { line += ", shard \(md(shard))" }
            line += "): \(report.sequences) sequences, \(report.operations) operations; "
            line += ReportSummary.verdict(report) + "; " + ReportSummary.counts(report)
            if let skipped = report.skippedKinds, !skipped.isEmpty {
                line += "; skipped operation kinds: " + skipped.map(\.rawValue).joined(separator: ", ")
            }
            if let unread = report.unreadFields, !unread.isEmpty {
                line += "; unread observation fields: " + unread.map(md).joined(separator: ", ")
            }
            if let revision = report.protocolRevision, revision != ProtocolRevision.current { line += "; protocol revision \(revision)" }
            lines.append(line)
        }
        lines.append("")
        lines += AdapterDiagnosticsText.markdown(reports)
        lines += failures(reports)
        lines.append("## All rules")
        lines.append("")
        let head = [
            "| rule | " + reports.map { md("\($0.implementation) (\($0.profile))") }.joined(separator: " | ") + " |",
            "|---|" + reports.map { _ in "---|" }.joined(),
        ]
        var rules: [RuleID] = []
        for report in reports {
            for verdict in report.verdicts where !rules.contains(verdict.rule) { rules.append(verdict.rule) }
        }
        func rank(_ rule: RuleID) -> Int {
            let outcomes = reports.compactMap { $0.verdicts.first { $0.rule == rule }?.outcome }
            return outcomes.contains(.fail) ? 0 : outcomes.contains(.expected) ? 1 : 2
        }
        let ranked = rules.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        var rows: [String] = []
        for rule in ranked {
            let cells = reports.map { report -> String in
                guard let verdict = report.verdicts.first(where: { $0.rule == rule }) else { return "" }
                switch verdict.outcome {
                case .pass: return "pass"
                case .notReached: return "not reached"
                case .notApplicable: return "not applicable" + (verdict.reason.map { ": " + md($0) } ?? "")
                case .fail, .expected:
                    let label = verdict.outcome == .fail ? "**FAIL** " : "expected: "
                    guard let index = verdict.counterexample, report.counterexamples.indices.contains(index) else { return label }
                    let counterexample = report.counterexamples[index]
                    let kind = counterexample.dependsOnEarlierInstances ? "(\(CounterexampleFormatter.dependsOnEarlierInstances)) " : ""
                    let steps = counterexample.operations.map(\.swiftStatement).joined(separator: "; ")
                    let shown = MarkdownText.code(steps.isEmpty ? "(on creation)" : steps, inTable: true)
                    let detail = counterexample.violation.explanation.map { " — " + md($0) } ?? ""
                    let values = counterexample.violation.valueChanges
                    let changes = values.isEmpty ? "" : " — " + values.map(md).joined(separator: "; ")
                    return label + kind + shown + detail + changes
                }
            }
            rows.append("| `\(rule)` | " + cells.joined(separator: " | ") + " |")
        }
        if verbose {
            lines += head + rows
        } else {
            let notPassing = ranked.prefix { rank($0) < 2 }.count
            if notPassing == 0 {
                lines.append("Every rule passes, is not reached or does not apply in every run.")
            } else {
                lines += head + rows.prefix(notPassing)
            }
            lines += ["", "<details><summary>All \(rows.count) rules, those that pass included</summary>", ""]
            lines += head + rows + ["", "</details>"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `## Failures`: by implementation, its causes one line each, then every unexpected failure
    /// with its statement and snippet; or a line saying there are none.
    private static func failures(_ reports: [FuzzReport]) -> [String] {
        var lines = ["## Failures", ""]
        let formatter = CounterexampleFormatter(colored: false)
        var any = false
        for report in reports {
            let causes = ReportCause.causes(of: report.unexpectedCounterexamples)
            if !causes.isEmpty {
                let failing = causes.reduce(0) { $0 + 1 + $1.followers.count }
                let explaining = failing == causes.count ? "" : ", explaining \(failing) failures"
                lines.append("\(md(report.implementation)) (\(md(report.profile))): \(causes.count) cause\(causes.count == 1 ? "" : "s")\(explaining):")
                lines.append("")
                lines += causes.map { "- " + md($0.line) }
                lines.append("")
            }
            for counterexample in report.unexpectedCounterexamples {
                any = true
                let rule = counterexample.identity.rule
                let statement = RuleCatalogue.rule(rule)?.statement ?? rule.processStatement ?? ""
                let kind = counterexample.dependsOnEarlierInstances ? " — " + CounterexampleFormatter.dependsOnEarlierInstances : ""
                lines.append("### \(md(report.implementation)) (\(md(report.profile))): \(MarkdownText.code(rule.description))" + kind)
                lines.append("")
                if counterexample.dependsOnEarlierInstances { lines += ["It " + CounterexampleFormatter.dependsOnEarlierInstancesNote + ".", ""] }
                if !statement.isEmpty { lines.append(statement) }  // the catalogue's own text
                lines += ["", md(counterexample.summary)]
                if let explanation = counterexample.violation.explanation { lines += ["", md(explanation)] }
                if let cause = counterexample.followsFrom {
                    lines += ["", "Follows from \(MarkdownText.code(cause.identity.description)): \(md(cause.evidence)) (not a cause of its own)."]
                }
                let values = counterexample.violation.valueChanges
                if !values.isEmpty { lines += ["", "Expected → observed:", ""] + values.map { "- " + md($0) } }
                lines.append("")
                let snippet = formatter.snippet(counterexample, of: report)
                let fence = MarkdownText.fence(for: snippet.joined(separator: "\n"))
                lines += [fence + "swift"] + snippet + [fence]
                lines.append("")
                lines.append("Found by \(md(counterexample.origin)); diverging field \(MarkdownText.code(counterexample.identity.field)).")
                lines.append("")
            }
        }
        if !any {
            lines.append("None: no implementation fails a rule it is not expected to fail.")
            lines.append("")
        }
        return lines
    }

    /// A string from outside the suite (an implementation's name, an observed value), escaped.
    private static func md(_ text: String) -> String { MarkdownText.text(text) }
}
