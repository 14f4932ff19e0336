import Foundation
import SliderEngine
import SliderReports
import SliderWire

/// The run of a `fuzz` plan: every implementation checked in turn (until a signal, once one has
/// been), its report completed with its expectations, and what the run's exit code depends on.
@MainActor
struct FuzzRun {
    /// Each implementation's report, in the plan's order.
    private(set) var reports: [FuzzReport] = []
    /// Each implementation's wall-clock seconds.
    private(set) var durations: [Double] = []
    /// Whether a worker process crashed.
    private(set) var crashed = false
    /// When the run started.
    let startedAt = Date()

    /// Checks every implementation of `plan`, writing progress and notes to standard error.
    static func perform(_ plan: FuzzPlan, context: CommandContext, output: inout CommandOutput) -> FuzzRun {
        let options = plan.options
        if let jobs = options.jobs, jobs > 1, let reason = FuzzJobs.unavailability(context.workerExecutable) {
            output.writeError("note: --jobs \(jobs): running one job: \(reason)\n")
        }
        var run = FuzzRun()
        let runStarted = ContinuousClock.now
        for (position, entry) in plan.entries.enumerated() where !Interruption.isRequested || run.reports.isEmpty {
            let listed = plan.expectations[entry.name]
            let settings = options.configuration(
                for: entry, position: position, of: plan.entries.count, listed: listed, elapsed: (ContinuousClock.now - runStarted).seconds)
            let started = ContinuousClock.now
            let workers = FuzzJobs.workers(options.jobs ?? FuzzJobs.defaultCount, for: entry.implementation, executable: context.workerExecutable)
            var report = fuzz(entry, settings, corpus: options.save ? options.corpus : nil, expected: listed, workers: workers, output: &output)
            if options.snippetForm == .typed {
                report.typeName = entry.typeName(in: .typed)
                report.snippetsAgainstUIKit = true
            }
            run.crashed = run.crashed || workers.crash != nil
            run.durations.append((ContinuousClock.now - started).seconds)
            listed?.apply(to: &report)
            report.expectationsNote = plan.expectationsNotes[entry.name]
            report.timeLimit = options.configuration.timeLimit ?? options.totalTime
            report.toolkit = entry.implementation.processConnection?.handshake.toolkit
            run.reports.append(report)
        }
        return run
    }

    /// The run's provenance, as the JSON report records it.
    var provenance: ReportRun {
        ReportRun(startedAt: startedAt, hostname: ProcessInfo.processInfo.hostName, seconds: durations)
    }

    /// The exit code: 130 after a signal, 1 when a worker crashed or an implementation does not
    /// conform, 3 when only adapter diagnostics stand, 2 when a corpus file could not be read, 0 otherwise.
    var exitCode: Int32 {
        if Interruption.isRequested { return ExitCode.interrupted }
        if crashed { return ExitCode.violations }
        if reports.contains(where: { !$0.conforms }) { return ExitCode.violations }
        if reports.contains(where: { !($0.diagnostics ?? []).isEmpty }) { return ExitCode.adapterDiagnostics }
        return reports.contains(where: { !$0.corpusProblems.isEmpty }) ? ExitCode.badInput : ExitCode.success
    }
}
