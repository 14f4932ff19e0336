import SliderEngine
import SliderReports
import SliderWire

/// The reports of a `fuzz` run, written: the Markdown matrix and the JSON report when asked for,
/// then the report in the chosen format, to its file or to standard output.
@MainActor
struct FuzzRendering {
    /// The run's options: formats, files, verbosity.
    let options: FuzzOptions
    /// The expectations that applied, by implementation.
    let expectations: [String: Expectations]
    /// The finished run.
    let run: FuzzRun

    /// Writes every report asked for; throws when a file cannot be written.
    func write(to output: inout CommandOutput) throws {
        let reports = run.reports
        let verbose = options.verbose
        if let matrix = options.matrix { try OutputFile.write(ReportFormat.markdown.render(reports, verbose: verbose), to: matrix) }
        let provenance = run.provenance
        if let json = options.json {
            try OutputFile.write(ReportFormat.json.render(reports, expectations: expectations, run: provenance, verbose: verbose), to: json)
        }
        let format = options.format
        var text = format.render(
            reports, colored: format == .text && options.destination == nil && output.colorsStandardOutput, expectations: expectations,
            run: provenance, verbose: verbose)
        if reports.isEmpty, Interruption.isRequested, format == .text {
            text += "stopped early: an interruption (SIGINT or SIGTERM), before any implementation was checked\n"
        }
        if let destination = options.destination {
            try OutputFile.write(text, to: destination)
        } else {
            output.write(text)
        }
    }
}
