import SliderEngine
/// A merged `ConformanceMatrix` as Markdown: what changed since the previous night (when known),
/// each column's provenance, one table per rule group (rule with its status and a link to
/// CONFORMANCE.md × implementations), then every counterexample the cells link to.
public enum MatrixMarkdown {
    /// The page; `specification` is where CONFORMANCE.md is, relative to the page or absolute.
    public static func render(_ matrix: ConformanceMatrix, specification: String = "CONFORMANCE.md") -> String {
        var lines = ["# Conformance matrix", ""]
        lines += [
            "Merged by the suite at \(md(matrix.versions)): \(matrix.columns.count) implementation\(matrix.columns.count == 1 ? "" : "s"), \(matrix.rows.count) rules. "
                + "A pass means the rule decided at least one step and never diverged; `not reached` and `not applicable` are never passes.", "",
        ]
        if let trend = matrix.changes { lines += changes(trend) }
        lines += ["## Implementations", ""]
        for column in matrix.columns {
            var line = "- **\(md(column.title))**: \(column.verdict == "fails" ? "**FAILS**" : "conforms"). \(md(column.provenance.summary))."
            let provenance = column.provenance
            if !provenance.skippedKinds.isEmpty { line += " Unsupported operations: " + provenance.skippedKinds.map(md).joined(separator: ", ") + "." }
            if !provenance.unreadFields.isEmpty { line += " Unread fields: " + provenance.unreadFields.map(md).joined(separator: ", ") + "." }
            for reason in provenance.stoppedEarly { line += " Stopped early: \(md(reason))." }
            lines.append(line)
        }
        lines.append("")
        for group in matrix.groups {
            lines += ["## \(md(group))", ""]
            lines.append("| rule | status | " + matrix.columns.map { md($0.title) }.joined(separator: " | ") + " |")
            lines.append("|---|---|" + matrix.columns.map { _ in "---|" }.joined())
            for row in matrix.rows where row.group == group {
                let code = MarkdownText.code(row.rule.description, inTable: true)
                let rule = row.anchor.map { "[\(code)](\(link(specification, anchor: $0)))" } ?? code
                let cells = row.cells.map { $0.map(text) ?? "not judged" }
                lines.append("| \(rule) | \(md(row.status ?? "process")) | " + cells.joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        lines += counterexamples(matrix)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One cell: the verdict in words, the steps, and the reason or root cause.
    static func text(_ cell: MatrixCell) -> String {
        var text = (cell.outcome == .fail ? "**FAIL**" : md(cell.outcome.rawValue)) + " (\(cell.steps))"
        if let reason = cell.reason { text += ": " + md(reason) }
        if let failure = cell.failure {
            text += ": root cause " + summary(failure, inTable: true) + " ([counterexample](#\(MarkdownText.anchor(failure.anchor))))"
            if let values = failure.values, !values.isEmpty {
                text += "; expected → observed: " + values.map(md).joined(separator: "; ")
            }
        }
        return text
    }

    /// `## Changes since the previous night`.
    private static func changes(_ trend: MatrixTrend) -> [String] {
        var lines = ["## Changes since the previous night", "", "Compared with the matrix merged at \(md(trend.previousVersions)): \(md(trend.summary)).", ""]
        for change in trend.changes {
            lines.append("- **\(md(change.kind.rawValue))**: \(md(change.column)) \(MarkdownText.code(change.rule.description)): \(md(change.transition))")
        }
        for column in trend.addedColumns { lines.append("- **new column**: \(md(column))") }
        for column in trend.removedColumns { lines.append("- **column gone**: \(md(column))") }
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
                lines += ["<a id=\"\(MarkdownText.anchor(failure.anchor))\"></a>", "### \(md(column.title)): \(MarkdownText.code(row.rule.description))", ""]
                lines.append("Root cause: " + summary(failure, inTable: false) + ".")
                if let explanation = failure.explanation { lines += ["", md(explanation)] }
                if let values = failure.values, !values.isEmpty {
                    lines += ["", "Expected → observed:", ""] + values.map { "- " + md($0) }
                }
                let fence = MarkdownText.fence(for: failure.snippet)
                lines += ["", fence + "swift", failure.snippet, fence, ""]
                lines += ["Found by \(md(failure.origin)); \(failure.operations) operation\(failure.operations == 1 ? "" : "s") after shrinking.", ""]
            }
        }
        if shown.isEmpty { lines += ["None: no cell fails.", ""] }
        return lines
    }

    /// `MatrixFailure.summary` in Markdown, every part from the report escaped.
    private static func summary(_ failure: MatrixFailure, inTable: Bool) -> String {
        var text = md(failure.rule.description) + ": " + MarkdownText.code(failure.field, inTable: inTable) + " differs "
        text += md(failure.when)
        if failure.dependsOnEarlierInstances { text += " (" + CounterexampleFormatter.dependsOnEarlierInstances + ")" }
        return text
    }

    /// A link to `anchor` in the specification at `path` (given on the command line), with the
    /// characters a link destination cannot hold percent-encoded.
    private static func link(_ path: String, anchor: String) -> String {
        var link = ""
        for byte in (path + "#" + MarkdownText.anchor(anchor)).utf8 {
            if byte <= 0x20 || byte >= 0x7F || Array("()<>\\`\"".utf8).contains(byte) {
                link += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            } else {
                link.append(Character(Unicode.Scalar(byte)))
            }
        }
        return link
    }

    /// A string from a report, escaped.
    private static func md(_ text: String) -> String { MarkdownText.text(text) }
}
