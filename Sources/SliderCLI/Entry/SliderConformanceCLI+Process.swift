import Foundation

extension SliderConformanceCLI {
    /// The start-up every command-line executable shares (`slider-conformance`'s own and a user's,
    /// through `SliderConformanceCommand.main()` and `main(arguments:implementations:)`): records
    /// early signals first, adopts orphaned descendants when asked (only where every child is one
    /// the suite starts), ignores SIGPIPE, writes to standard output and error (colour and progress
    /// only on a terminal), runs `arguments` on `implementations` (nil: the bundled ones) with
    /// `corpusFolder` as the default corpus and this executable as `fuzz`'s workers, and exits
    /// with the code. A worker process (this executable started again by `fuzz --jobs`) serves its job.
    static func runProcess(
        arguments: [String], implementations: sending [BundledImplementations.Entry]?, corpusFolder: String,
        adoptsOrphanedDescendants: Bool
    ) -> Never {
        // First of all, so that no SIGINT, SIGTERM or SIGHUP is lost.
        SliderConformanceCommand.recordEarlySignals()
        // Descendants of `--exec` adapters that leave their process group are handed to this
        // process when orphaned, and killed.
        if adoptsOrphanedDescendants { SliderConformanceCommand.adoptOrphanedDescendants() }
        signal(SIGPIPE, SIG_IGN)
        var output = CommandOutput()
        output.onWrite = { StandardStream.forward($0, to: STDOUT_FILENO) }
        let diagnostics = DiagnosticStream()
        output.onError = { diagnostics.forward($0) }
        output.colorsStandardOutput = CommandOutput.colorsByDefault(
            isTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
        output.showsProgress = isatty(STDERR_FILENO) != 0
        // A worker process of a parallel `fuzz` is this executable started again (`--jobs`).
        let worker = CommandLine.arguments.dropFirst().first == workerCommand
        let status = MainActor.assumeIsolated {
            var context = CommandContext(workerExecutable: currentExecutable, corpusFolder: corpusFolder)
            if let implementations { context.implementations = implementations }
            return SliderConformanceCommand.run(worker ? [workerCommand] : arguments, context: context, output: &output)
        }
        exit(status)
    }
}
