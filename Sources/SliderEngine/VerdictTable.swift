import SliderSpec

/// The per-rule verdicts as a text table: the head of the text report.
enum VerdictTable {
    /// A summary line, then one line per rule: id, verdict, steps decided, steps diverged, and
    /// why a rule was not reached or does not apply.
    static func lines(_ report: FuzzReport) -> [String] {
        guard !report.verdicts.isEmpty else { return [] }
        var lines = ["rules: " + ReportSummary.counts(report) + " (of \(report.verdicts.count))"]
        let width = report.verdicts.map(\.rule.rawValue.count).max() ?? 0
        for verdict in report.verdicts {
            var line = "  " + verdict.rule.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + verdict.outcome.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)
                + " \(verdict.decided) step\(verdict.decided == 1 ? "" : "s")"
            if verdict.diverged > 0 { line += ", \(verdict.diverged) diverged" }
            if let reason = verdict.reason { line += " (\(reason))" }
            if verdict.outcome == .notReached, robustnessRules.contains(verdict.rule) { line += " (needs --robustness)" }
            lines.append(line)
        }
        return lines
    }

    /// Rules only NaN and infinite arguments reach.
    static let robustnessRules: Set<RuleID> = [.valueNotANumber, .valueInfinite, .limitsNonFinite]
}
