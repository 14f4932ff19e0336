import Foundation
import SliderEngine
import SliderReports
import SliderSpec
import SliderTestFixtures
import Testing

/// A real toolkit's adapter in `Examples/` (`run.sh`), run under the suite when its toolkit is
/// installed: `run.sh --check` says why it cannot run here, or readies it (the Swing adapter is
/// compiled then, so the handshake of the run under test never waits for `javac`).
struct ToolkitAdapter: Sendable {
    /// The adapter's folder under `Examples`, e.g. `tk`.
    let folder: String

    /// `Examples/<folder>/run.sh` in this package.
    var script: String { PythonChild.root + "/Examples/\(folder)/run.sh" }

    /// Why the toolkit cannot run here, or nil when it can.
    var absence: String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["--check"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        guard (try? process.run()) != nil else { return "\(script) cannot be started" }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        Waiting.blockUntilExit(of: process)
        return process.terminationStatus == 0 ? nil : text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Fuzzes the adapter with the package's corpus (and so its expectations file): the exit
    /// status and the report. Shrinking is capped (`--shrink-attempts 100`): the tests read
    /// verdicts, which shrinking never changes, and uncapped it is most of the run's time. Each
    /// answer, the handshake included, may take 30 s: a JVM or a toolkit starting on a loaded
    /// machine took more than 10, and no verdict read here depends on the limit.
    func fuzz(sequences: Int) async throws -> (status: Int32, report: FuzzReport) {
        let output = NSTemporaryDirectory() + "toolkit-\(folder)-" + UUID().uuidString + ".json"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let launched = try LaunchedCommand.launch(
            try LaunchedCommand.builtExecutable(),
            ["fuzz", "--exec", script, "--timeout", "30", "--sequences", "\(sequences)", "--no-save", "--corpus", PythonChild.root + "/Corpus",
             "--shrink-attempts", "100", "--format", "json", "--output", output],
            standardOutput: FileHandle.nullDevice)
        let (status, errors, _) = await LaunchedCommand.finish(launched)
        try #require(FileManager.default.fileExists(atPath: output), "no report (exit status \(status)): \(errors)")
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        let reports = try MatrixInput.reports(in: data, path: output)
        try #require(reports.count == 1, "\(errors)")
        return (status, reports[0])
    }

    /// The rules `report` fails unexpectedly, each with its counterexample's explanation and
    /// operations: what a test that expects exit status 0 prints when it is not.
    static func unexpectedFailures(in report: FuzzReport) -> String {
        report.verdicts.filter { $0.outcome == .fail }.map { verdict in
            let example = verdict.counterexample.map { report.counterexamples[$0] }
            let detail = example.map { "\($0.violation.field): \($0.violation.explanation ?? "") after \($0.operations)" } ?? "no counterexample"
            return "\(verdict.rule): \(detail)"
        }.joined(separator: "\n")
    }
}
