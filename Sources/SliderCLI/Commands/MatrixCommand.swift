import Foundation
import SliderEngine
import SliderReports
import SliderWire

/// `slider-conformance matrix`: merges JSON reports into one conformance matrix, as an HTML page,
/// Markdown and JSON, optionally leading with what changed since a previous matrix.
enum MatrixCommand {
    static let help = """
        USAGE: slider-conformance matrix [--html <file>] [--markdown <file>] [--json <file>] [--previous <matrix.json>] [--specification <url>] <report.json>...

        Merges JSON reports (fuzz --format json: runs, seeds, shards, separately run --exec
        subjects) into one matrix: rules, grouped as CONFORMANCE.md groups them, by implementation
        and profile. Each cell gives the verdict over every merged run, the steps behind it, why a
        rule was not reached or does not apply, and for a failure its root cause with a link to
        the shrunk counterexample; each column header gives its provenance (suite, spec and
        protocol versions, toolkit, profile, seeds, shards, budget). With no output option the
        Markdown goes to standard output.

        ARGUMENTS:
          <report.json>        A report written by 'fuzz --format json'; give one or more. The
                               same sequences twice (same implementation, profile, seed and
                               shard) is an error.

        OPTIONS:
          --html <file>        Write the page as one self-contained HTML file (no external
                               assets; readable with scripts off; filters by group and verdict).
          --markdown <file>    Write the page as Markdown.
          --json <file>        Write the merged matrix as JSON: tomorrow's --previous.
          --previous <file>    A matrix written by --json on an earlier night: the page leads with
                               what changed (new failures, fixed, moved verdicts), and the command
                               exits 1 when a cell fails that did not fail then.
          --specification <url>
                               Where the rule links point (default CONFORMANCE.md).
          -h, --help           Show this help.

        EXAMPLES:
          slider-conformance fuzz --implementation all --format json --output tonight.json
          slider-conformance matrix --html matrix.html --json merged.json tonight.json subject.json
          slider-conformance matrix --previous last-night.json --html index.html --json merged.json *.json

        EXIT CODES:
          0   the matrix was written (and no new failure since --previous)
          1   a cell fails that did not fail in --previous
          2   a report or --previous could not be read or understood, or a file not written
          64  usage error
        """

    static func run(_ arguments: [String], output: inout CommandOutput) throws -> Int32 {
        var reader = ArgumentReader(arguments, command: "matrix")
        if reader.wantsHelp {
            output.write(help + "\n")
            return ExitCode.success
        }
        let html = try reader.option("--html")
        let markdown = try reader.option("--markdown")
        let json = try reader.option("--json")
        let previous = try reader.option("--previous")
        let specification = try reader.option("--specification") ?? "CONFORMANCE.md"
        let paths = try reader.positionals()
        guard !paths.isEmpty else {
            throw UsageError("give at least one report written by 'fuzz --format json'.", command: "matrix")
        }
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
