import Foundation
import SliderEngine
import SliderReports
import SliderWire

/// `slider-conformance matrix`: merges JSON reports into one conformance matrix, as an HTML page,
/// Markdown and JSON, optionally leading with what changed since a previous matrix.
enum MatrixCommand: SliderCommand {
    /// `--html <file>`: the page as one HTML file.
    static let html = Option<String?>.text(
        "--html", "<file>", line: 1,
        help: """
            Write the page as one self-contained HTML file (no external
            assets; readable with scripts off; filters by group and verdict).
            """)
    /// `--markdown <file>`: the page as Markdown.
    static let markdown = Option<String?>.text("--markdown", "<file>", line: 1, help: "Write the page as Markdown.")
    /// `--json <file>`: the merged matrix as JSON.
    static let json = Option<String?>.text("--json", "<file>", line: 1, help: "Write the merged matrix as JSON: tomorrow's --previous.")
    /// `--previous <file>`: an earlier matrix, for what changed.
    static let previous = Option<String?>.text(
        "--previous", "<file>", synopsis: "<matrix.json>", line: 1,
        help: """
            A matrix written by --json on an earlier night: the page leads with
            what changed (new failures, fixed, moved verdicts), and the command
            exits 1 when a cell fails that did not fail then.
            """)
    /// `--specification <url>`: where the rule links point.
    static let specification = Option<String>.text(
        "--specification", "<url>", line: 1, help: "Where the rule links point (default CONFORMANCE.md).", default: "CONFORMANCE.md")

    /// The command's declaration.
    static let spec = CommandSpec(
        name: "matrix", abstract: "Merge JSON reports into one conformance matrix (HTML, Markdown).",
        discussion: """
            Merges JSON reports (fuzz --format json: runs, seeds, shards, separately run --exec
            subjects) into one matrix: rules, grouped as CONFORMANCE.md groups them, by implementation
            and profile. Each cell gives the verdict over every merged run, the steps behind it, why a
            rule was not reached or does not apply, and for a failure its root cause with a link to
            the shrunk counterexample; each column header gives its provenance (suite, spec and
            protocol versions, toolkit, profile, seeds, shards, budget). With no output option the
            Markdown goes to standard output.
            """,
        argument: .oneOrMore(
            "<report.json>", noun: "report", line: 1,
            help: """
                A report written by 'fuzz --format json'; give one or more. The
                same sequences twice (same implementation, profile, seed and
                shard) is an error.
                """,
            missing: "give at least one report written by 'fuzz --format json'."),
        options: [html, markdown, json, previous, specification], helpColumn: 23,
        epilogue: """
            EXAMPLES:
              slider-conformance fuzz --implementation all --format json --output tonight.json
              slider-conformance matrix --html matrix.html --json merged.json tonight.json subject.json
              slider-conformance matrix --previous last-night.json --html index.html --json merged.json *.json

            EXIT CODES:
              0   the matrix was written (and no new failure since --previous)
              1   a cell fails that did not fail in --previous
              2   a report or --previous could not be read or understood, or a file not written
              64  usage error
            """)

    /// Merges the reports `options` name and writes the matrix where they say.
    static func run(_ options: ParsedOptions, context: CommandContext, output: inout CommandOutput) throws -> Int32 {
        let html = options[Self.html]
        let markdown = options[Self.markdown]
        let json = options[Self.json]
        let previous = options[Self.previous]
        let specification = options[Self.specification]
        let paths = options.arguments
        var reports: [(path: String, report: FuzzReport)] = []
        for path in paths {
            reports += try MatrixInput.reports(in: MatrixInput.contents(of: path), path: path).map { (path, $0) }
        }
        var matrix = try ConformanceMatrix(merging: reports)
        if let previous {
            let earlier = try MatrixInput.matrix(in: MatrixInput.contents(of: previous), path: previous)
            matrix.changes = MatrixTrend(previous: earlier, current: matrix)
        }
        if let html { try OutputFile.write(MatrixHTML.render(matrix, specification: specification), to: html) }
        if let markdown { try OutputFile.write(MatrixMarkdown.render(matrix, specification: specification), to: markdown) }
        if let json {
            let data = try SliderJSON.encoder().encode(matrix)
            try OutputFile.write(String(decoding: data, as: UTF8.self) + "\n", to: json)
        }
        if html == nil, markdown == nil, json == nil { output.write(MatrixMarkdown.render(matrix, specification: specification)) }
        if let trend = matrix.changes {
            output.writeError("matrix: \(matrix.columns.count) columns, \(matrix.rows.count) rules; since \(previous ?? "the previous matrix"): \(trend.summary)\n")
            for change in trend.changes(.newFailure) { output.writeError("  new failure: \(change.column) \(change.rule): \(change.transition)\n") }
            if !trend.changes(.newFailure).isEmpty { return ExitCode.violations }
        }
        return ExitCode.success
    }
}
