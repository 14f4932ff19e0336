import SliderEngine
import SliderSpec

/// The adapter diagnostics of a report as text (`FuzzReport.diagnostics`): a short section near
/// the top of the text report, JUnit's `<system-out>` and the Markdown summary, kept apart from
/// the rule failures they are never charged to.
enum AdapterDiagnosticsText {
    /// The section: a heading, then for each diagnostic its line ("your adapter may not map X —
    /// in `place` add: `line`") and what shows it. Empty when there are none.
    static func lines(_ report: FuzzReport, indent: String = "  ") -> [String] {
        guard let diagnostics = report.diagnostics, !diagnostics.isEmpty else { return [] }
        var lines = ["adapter diagnostics (your adapter's, not the slider's: charged to no rule; fix the adapter and run again):"]
        for diagnostic in diagnostics {
            lines.append(indent + "• " + diagnostic.line)
            lines.append(indent + "  " + diagnostic.evidence + "; " + explained(diagnostic))
        }
        return lines
    }

    /// "explains 2 failures (accessibility.value-override), failed 14 times": what the diagnostic
    /// takes out of the rule failures.
    static func explained(_ diagnostic: AdapterDiagnostic) -> String {
        let count = diagnostic.explains.count
        return "explains \(count) failure\(count == 1 ? "" : "s") (" + diagnostic.rulesSpared.map(\.rawValue).joined(separator: ", ") + ")"
            + (diagnostic.occurrences > count ? ", seen \(diagnostic.occurrences) times" : "")
    }

    /// "; 2 adapter diagnostics (see above)" for the result line and the verdict, or "" when none.
    static func note(_ report: FuzzReport) -> String {
        let count = report.diagnostics?.count ?? 0
        return count == 0 ? "" : "; \(count) adapter diagnostic\(count == 1 ? "" : "s") (your adapter may not map what the rules needed)"
    }
}

extension AdapterDiagnosticsText {
    /// The Markdown section "## Adapter diagnostics", one bullet per diagnostic of each report,
    /// or nothing when no report has one.
    static func markdown(_ reports: [FuzzReport]) -> [String] {
        let diagnosed = reports.filter { !($0.diagnostics ?? []).isEmpty }
        guard !diagnosed.isEmpty else { return [] }
        var lines = ["## Adapter diagnostics", "", "Your adapter's, not the slider's: charged to no rule. Fix the adapter and run again.", ""]
        for report in diagnosed {
            for diagnostic in report.diagnostics ?? [] {
                lines.append("- **\(MarkdownText.text(report.implementation))**: \(diagnostic.line). "
                    + MarkdownText.text(diagnostic.evidence + "; " + explained(diagnostic)) + ".")
            }
        }
        return lines + [""]
    }
}
