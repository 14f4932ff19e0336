import SliderEngine
import SliderSpec

/// The per-rule verdicts as a text table: the head of the text report.
enum VerdictTable {
    /// A summary line, then one line per rule: id, verdict, steps decided, steps diverged, and
    /// why a rule was not reached or does not apply. Unless `verbose`, only the rules that failed
    /// get a line, the rules not reached share one line (`listed` marks those an expectations file
    /// lists), and expected deviations have their own lines elsewhere in the report.
    static func lines(_ report: FuzzReport, verbose: Bool = true, listed: Set<RuleID> = []) -> [String] {
        guard !report.verdicts.isEmpty else { return [] }
        let shown = verbose ? report.verdicts : report.verdicts.filter { $0.outcome == .fail }
        let hint = verbose ? "" : "; --verbose lists every rule"
        var lines = ["rules: " + ReportSummary.counts(report) + " (of \(report.verdicts.count))" + hint]
        let width = shown.map(\.rule.rawValue.count).max() ?? 0
        for verdict in shown {
            var line = "  " + verdict.rule.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + verdict.outcome.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)
                + " \(verdict.decided) step\(verdict.decided == 1 ? "" : "s")"
            if verdict.diverged > 0 { line += ", \(verdict.diverged) diverged" }
            if let reason = verdict.reason { line += " (\(reason))" }
            if verdict.outcome == .notReached, robustnessRules.contains(verdict.rule) { line += " (needs --robustness)" }
            lines.append(line)
        }
        let unreached = report.verdicts.filter { $0.outcome == .notReached }.map(\.rule)
        if !verbose, !unreached.isEmpty {
            func names(_ rules: [RuleID]) -> String {
                rules.map { $0.rawValue + (listed.contains($0) ? " (listed as expected to fail)" : "") }.joined(separator: ", ")
            }
            let plain = unreached.filter { !robustnessRules.contains($0) }
            let robust = unreached.filter(robustnessRules.contains)
            lines.append("  not reached: " + [names(plain), robust.isEmpty ? "" : names(robust) + " (these need --robustness)"]
                .filter { !$0.isEmpty }.joined(separator: "; "))
        }
        return lines
    }

    /// Rules only NaN and infinite arguments reach.
    static let robustnessRules: Set<RuleID> = [.valueNotANumber, .valueInfinite, .limitsNonFinite]
}
