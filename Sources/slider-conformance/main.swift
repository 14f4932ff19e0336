import Foundation
import SliderCLI

// First of all, so that no SIGINT, SIGTERM or SIGHUP is lost.
SliderConformanceCommand.recordEarlySignals()
// Descendants of `--exec` adapters that leave their process group are handed to this process
// when orphaned, and killed.
SliderConformanceCommand.adoptOrphanedDescendants()

signal(SIGPIPE, SIG_IGN)
var output = CommandOutput()
output.onWrite = { StandardStream.forward($0, to: STDOUT_FILENO) }
let diagnostics = DiagnosticStream()
output.onError = { diagnostics.forward($0) }
output.colorsStandardOutput = CommandOutput.colorsByDefault(
    isTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
output.showsProgress = isatty(STDERR_FILENO) != 0
let status = MainActor.assumeIsolated {
    // `fuzz --jobs` starts this executable again as its worker processes.
    SliderConformanceCommand.run(
        Array(CommandLine.arguments.dropFirst()), context: CommandContext(workerExecutable: SliderConformanceCLI.currentExecutable),
        output: &output)
}
exit(status)
