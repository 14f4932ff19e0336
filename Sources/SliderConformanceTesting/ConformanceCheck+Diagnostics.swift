import SliderEngine
import SliderSpec

extension ConformanceCheck {
    /// One message per adapter diagnostic of `report` (`FuzzReport.diagnostics`), told apart
    /// from the rule failures: what the adapter may not map, the line to add, what showed it and
    /// the failures it explains, charged to no rule. Empty when there are none.
    public func diagnosticMessages(_ report: FuzzReport, implementation: String) -> [String] {
        (report.diagnostics ?? []).map { diagnostic in
            let count = diagnostic.explains.count
            return "Adapter diagnostic for \(implementation) (not a rule failure of the slider): \(diagnostic.headline)\n"
                + "  in `\(diagnostic.place)` add:\n" + diagnostic.suggestion.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n") + "\n"
                + "  \(diagnostic.evidence)\n"
                + "  explains \(count) failure\(count == 1 ? "" : "s"), charged to no rule: "
                + diagnostic.explains.map { "\($0.identity)" }.joined(separator: ", ")
        }
    }
}
