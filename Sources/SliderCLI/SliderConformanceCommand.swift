import SliderSpec

/// The `slider-conformance` command line: dispatches to one command per file.
@MainActor
public enum SliderConformanceCommand {
    static let help = """
        OVERVIEW: Checks slider controls against UIKit's UISlider and shows the smallest counterexample.

        USAGE: slider-conformance <command> [options]

        COMMANDS:
          fuzz                 Random sequences beside the reference; shrunk counterexamples.
          check                Run every rule's example against a bundled implementation.
          rules                List and filter the rule catalogue, or print CONFORMANCE.md.
          replay               Replay saved corpus entries: still failing, passing, or different.
          shrink               Shrink one corpus entry again, optionally rewriting it.
          bench                Measure throughput, mutant detection and shrinking, and memory.

        Run 'slider-conformance <command> --help' for a command's options.

        EXIT CODES:
          0   conformant, or the command succeeded
          1   violations found
          2   an input file could not be read or understood, an output file could not
              be written, or an --exec command could not be started
          64  usage error
          74  standard output or error could not be written (the reason is printed)
          130 interrupted by SIGINT (children are killed with their process groups)
          141 standard output or error is a pipe whose reader went away (| head)
        """

    /// Runs the command line `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], output: inout CommandOutput) -> Int32 {
        guard let command = arguments.first else {
            output.write(help + "\n")
            return ExitCode.success
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "rules": return try RulesCommand.run(rest, output: &output)
            case "check": return try CheckCommand.run(rest, output: &output)
            case "fuzz": return try FuzzCommand.run(rest, output: &output)
            case "replay": return try ReplayCommand.run(rest, output: &output)
            case "shrink": return try ShrinkCommand.run(rest, output: &output)
            case "bench": return try BenchCommand.run(rest, output: &output)
            case "-h", "--help", "help":
                output.write(help + "\n")
                return ExitCode.success
            default:
                throw UsageError("unknown command '\(command)'; expected fuzz, check, rules, replay, shrink or bench.")
            }
        } catch let error as UsageError {
            output.writeError("Error: \(error.message)\n")
            let name = error.command.map { "slider-conformance \($0)" } ?? "slider-conformance"
            output.writeError("Usage: \(error.command.map(usageLine) ?? "slider-conformance <command> [options]")\n")
            output.writeError("See '\(name) --help'.\n")
            return ExitCode.usage
        } catch {
            output.writeError("Error: \(error)\n")
            return ExitCode.badInput
        }
    }

    private static func usageLine(_ command: String) -> String {
        let help = switch command {
        case "rules": RulesCommand.help
        case "check": CheckCommand.help
        case "fuzz": FuzzCommand.help
        case "replay": ReplayCommand.help
        case "shrink": ShrinkCommand.help
        case "bench": BenchCommand.help
        default: Self.help
        }
        return help.split(separator: "\n").first.map { String($0.dropFirst("USAGE: ".count)) } ?? command
    }
}
