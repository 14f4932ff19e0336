/// A merged `ConformanceMatrix` as Markdown: what changed since the previous night (when known),
/// each column's provenance, one table per rule group (rule with its status and a link to
/// CONFORMANCE.md × implementations), then every counterexample the cells link to.
public enum MatrixMarkdown {
    /// The page; `specification` is where CONFORMANCE.md is, relative to the page or absolute.
    public static func render(_ matrix: ConformanceMatrix, specification: String = "CONFORMANCE.md") -> String {
        var lines = ["# Conformance matrix", ""]
        lines += [
            "Merged by the suite at \(matrix.versions): \(matrix.columns.count) implementation\(matrix.columns.count == 1 ? "" : "s"), \(matrix.rows.count) rules. "
                + "A pass means the rule decided at least one step and never diverged; `not reached` and `not applicable` are never passes.", "",
        ]
        if let trend = matrix.changes { lines += changes(trend) }
        lines += ["## Implementations", ""]
        for column in matrix.columns {
            var line = "- **\(column.title)**: \(column.verdict == "fails" ? "**FAILS**" : "conforms"). \(column.provenance.summary)."
            let provenance = column.provenance
            if !provenance.skippedKinds.isEmpty { line += " Unsupported operations: " + provenance.skippedKinds.joined(separator: ", ") + "." }
            if !provenance.unreadFields.isEmpty { line += " Unread fields: " + provenance.unreadFields.joined(separator: ", ") + "." }
            for reason in provenance.stoppedEarly { line += " Stopped early: \(reason)." }
            lines.append(cell(line))
        }
        lines.append("")
        for group in matrix.groups {
            lines += ["## \(group)", ""]
            lines.append("| rule | status | " + matrix.columns.map { cell($0.title) }.joined(separator: " | ") + " |")
            lines.append("|---|---|" + matrix.columns.map { _ in "---|" }.joined())
            for row in matrix.rows where row.group == group {
                let rule = row.anchor.map { "[`\(row.rule)`](\(specification)#\($0))" } ?? "`\(row.rule)`"
                let cells = row.cells.map { $0.map(text) ?? "not judged" }
                lines.append("| \(rule) | \(row.status ?? "process") | " + cells.map(cell).joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        lines += counterexamples(matrix)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One cell: the verdict in words, the steps, and the reason or root cause.
    static func text(_ cell: MatrixCell) -> String {
        var text = (cell.outcome == .fail ? "**FAIL**" : cell.outcome.rawValue) + " (\(cell.steps))"
        if let reason = cell.reason { text += ": " + reason }
        if let failure = cell.failure { text += ": root cause " + failure.summary + " ([counterexample](#\(failure.anchor)))" }
        return text
    }

    /// `## Changes since the previous night`.
    private static func changes(_ trend: MatrixTrend) -> [String] {
        var lines = ["## Changes since the previous night", "", "Compared with the matrix merged at \(trend.previousVersions): \(trend.summary).", ""]
        for change in trend.changes {
            lines.append("- **\(change.kind.rawValue)**: \(change.column) `\(change.rule)`: \(change.transition)")
        }
        for column in trend.addedColumns { lines.append("- **new column**: \(column)") }
        for column in trend.removedColumns { lines.append("- **column gone**: \(column)") }
        if !trend.changes.isEmpty || !trend.addedColumns.isEmpty || !trend.removedColumns.isEmpty { lines.append("") }
        return lines
    }

    /// `## Counterexamples`: each shrunk counterexample a cell links to.
    private static func counterexamples(_ matrix: ConformanceMatrix) -> [String] {
        var lines = ["## Counterexamples", ""]
        var shown: [String] = []
        for (index, column) in matrix.columns.enumerated() {
            for row in matrix.rows {
                guard let failure = row.cells[index]?.failure, !shown.contains(failure.anchor) else { continue }
                shown.append(failure.anchor)
                lines += ["<a id=\"\(failure.anchor)\"></a>", "### \(column.title): `\(row.rule)`", ""]
                lines.append("Root cause: " + failure.summary + ".")
                if let explanation = failure.explanation { lines += ["", explanation] }
                lines += ["", "```swift", failure.snippet, "```", "", "Found by \(failure.origin); \(failure.operations) operation\(failure.operations == 1 ? "" : "s") after shrinking.", ""]
            }
        }
        if shown.isEmpty { lines += ["None: no cell fails.", ""] }
        return lines
    }

    /// `text` safe inside a table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
