import SliderEngine
import SliderSpec

/// The first screen of a text report over several implementations: one line each with its
/// profile, its size, its verdict and its rule verdicts, before any detail.
enum ReportSummary {
    /// The summary lines, or none for a single report (whose own header says the same).
    static func lines(_ reports: [FuzzReport]) -> [String] {
        guard reports.count > 1 else { return [] }
        let rows = reports.map { report -> [String] in
            [report.implementation, report.profile, "\(report.sequences) sequences", "\(report.operations) operations",
             verdict(report), counts(report)]
        }
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = ["summary: \(reports.count) implementations, \(reports.filter(\.conforms).count) conform"]
        for row in rows {
            let padded = (0..<5).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
            lines.append("  " + (padded + [row[5]]).joined(separator: "  "))
        }
        lines.append("")
        return lines
    }

    /// `conforms`, `conforms (3 expected)`, `undecided; 1 adapter diagnostic` or `FAILS (2 rules)`.
    static func verdict(_ report: FuzzReport) -> String {
        let expected = report.expectedRules?.count ?? 0
        let diagnostics = report.diagnostics?.count ?? 0
        let note = diagnostics == 0 ? "" : "; \(diagnostics) adapter diagnostic\(diagnostics == 1 ? "" : "s")"
        if report.conforms { return (diagnostics > 0 ? "undecided" : expected == 0 ? "conforms" : "conforms (\(expected) expected)") + note }
        let failing = Set(report.unexpectedCounterexamples.map(\.identity.rule)).union(report.rulesFailingWithoutCounterexample).count
        return "FAILS (\(failing) rule\(failing == 1 ? "" : "s"))" + note
    }

    /// The rule verdicts counted, e.g. `92 pass, 4 not reached, 7 not applicable`.
    static func counts(_ report: FuzzReport) -> String {
        RuleVerdict.Outcome.allCases.compactMap { outcome in
            let count = report.count(outcome)
            return count == 0 ? nil : "\(count) \(outcome.rawValue)"
        }.joined(separator: ", ")
    }
}
