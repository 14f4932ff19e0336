import SliderEngine
import SliderSpec
import SliderWire

/// The `slider-conformance` command line: dispatches to one command per file.
@MainActor
public enum SliderConformanceCommand {
    static let help = """
        OVERVIEW: Checks slider controls against UIKit's UISlider and shows the smallest counterexample.

        USAGE: slider-conformance <command> [options]
               slider-conformance help <command>
               slider-conformance --version

        COMMANDS:
          fuzz                 Random sequences beside the reference; shrunk counterexamples.
          check                Run every rule's example against a bundled implementation.
          rules                List and filter the rule catalogue, or print CONFORMANCE.md.
          replay               Replay saved corpus entries: still failing, passing, or different.
          shrink               Shrink one corpus entry again, optionally rewriting it.
          corpus prune         Remove the saved counterexamples that pass now.
          bench                Measure throughput, mutant detection and shrinking, and memory.
          matrix               Merge JSON reports into one conformance matrix (HTML, Markdown).

        Run 'slider-conformance help <command>' (or '<command> --help') for a command's options.

        GLOBAL OPTIONS:
          --color <when>       auto (default), always or never: colour the text report. Auto
                               colours only a terminal, and never when NO_COLOR is set to a
                               non-empty value or TERM is dumb.
          --version            Print the versions.
          -h, --help           Show this help.

        EXAMPLES:
          slider-conformance fuzz
          slider-conformance help fuzz
          slider-conformance check --implementation all
          slider-conformance fuzz --color never > report.txt

        EXIT CODES:
          0   conformant, or the command succeeded
          1   violations found, or a fuzz worker process crashed
          2   an input file could not be read or understood, an output file could not
              be written, or an --exec command could not be started
          64  usage error
          74  standard output could not be written (the reason is printed; an unwritable
              standard error only drops the diagnostics)
          130 interrupted by SIGINT (children are killed with their process groups)
          141 standard output is a pipe whose reader went away (| head)
        """

    /// The package's version, printed by `--version` with the spec's and the protocol's.
    public static let version = SuiteVersions.current.package.description

    /// The commands, in the order the help lists them.
    static let commands = ["fuzz", "check", "rules", "replay", "shrink", "corpus", "bench", "matrix"]

    /// Installs the SIGINT, SIGTERM and SIGHUP handlers and records a signal that comes before the
    /// command starts, which then stops it as soon as it can (`fuzz` with its partial report);
    /// call it first thing in `main`.
    nonisolated public static func recordEarlySignals() { Interruption.recordEarlySignals() }

    /// Makes this process adopt the descendants its children leave outside their process groups
    /// (`setsid`), and kill them whenever a child ends (Linux; `OrphanedDescendants`). Call it in
    /// `main` only when every child of the process is one the suite starts.
    nonisolated public static func adoptOrphanedDescendants() { OrphanedDescendants.adopt() }

    /// Runs the process's command line on the bundled implementations, as the `slider-conformance`
    /// executable does (the `Corpus` folder by default, this executable as `fuzz`'s workers,
    /// adopting the descendants its children leave), and exits with its code. Call it from `main.swift`.
    nonisolated public static func main() -> Never {
        SliderConformanceCLI.runProcess(
            arguments: Array(CommandLine.arguments.dropFirst()), implementations: nil, corpusFolder: "Corpus", adoptsOrphanedDescendants: true)
    }

    /// Runs the command line `arguments` (without the program name) on the bundled
    /// implementations, with no worker executable (`fuzz` runs one job), and returns the exit
    /// code. `--color auto|always|never` may come anywhere; it overrides `output.colorsStandardOutput`.
    public static func run(_ arguments: [String], output: inout CommandOutput) -> Int32 {
        run(arguments, context: CommandContext(), output: &output)
    }

    /// Runs `arguments` (without the program name) in `context`, writing to `output`, and
    /// returns the exit code.
    public static func run(_ arguments: [String], context: CommandContext, output: inout CommandOutput) -> Int32 {
        var arguments = arguments
        do {
            if let choice = try colorChoice(&arguments) {
                switch choice {
                case "always": output.colorsStandardOutput = true
                case "never": output.colorsStandardOutput = false
                default: break
                }
            }
            guard let command = arguments.first else {
                output.write(help + "\n")
                return ExitCode.success
            }
            let rest = Array(arguments.dropFirst())
            // `fuzz` and its workers stop gracefully on a signal recorded so far; the others end.
            if command != "fuzz", command != SliderConformanceCLI.workerCommand { Interruption.endEarlySignals() }
            switch command {
            case "rules": return try RulesCommand.run(rest, output: &output)
            case "check": return try CheckCommand.run(rest, context: context, output: &output)
            case "fuzz": return try FuzzCommand.run(rest, context: context, output: &output)
            case "replay": return try ReplayCommand.run(rest, context: context, output: &output)
            case "shrink": return try ShrinkCommand.run(rest, context: context, output: &output)
            case "corpus": return try CorpusCommand.run(rest, context: context, output: &output)
            case "bench": return try BenchCommand.run(rest, context: context, output: &output)
            case "matrix": return try MatrixCommand.run(rest, output: &output)
            case SliderConformanceCLI.workerCommand: return FuzzWorkerCommand.run(context: context)
            case CannedAnswers.command: return CannedAnswers.serve(rest)  // hidden: bench's canned child
            case "--version", "version":
                let versions = SuiteVersions.current
                output.write("slider-conformance \(versions.package)\nspec \(versions.spec)\nprotocol \(versions.protocol) (revision \(ProtocolRevision.current))\n")
                return ExitCode.success
            case "help":
                guard let topic = rest.first else {
                    output.write(help + "\n")
                    return ExitCode.success
                }
                guard let text = commandHelp(topic) else {
                    throw UsageError(
                        "no help for '\(topic)'; expected one of: \(commands.joined(separator: ", "))."
                            + Suggestion.sentence(for: topic, among: commands))
                }
                output.write(text + "\n")
                return ExitCode.success
            case "-h", "--help":
                output.write(help + "\n")
                return ExitCode.success
            default:
                throw UsageError(
                    "unknown command '\(command)'; expected fuzz, check, rules, replay, shrink, corpus, bench or matrix."
                        + Suggestion.sentence(for: command, among: commands + ["help", "--version", "--help"]))
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

    /// Removes `--color <when>` or `--color=<when>` from `arguments` and returns `when`, or nil.
    private static func colorChoice(_ arguments: inout [String]) throws -> String? {
        var choice: String?
        while let index = arguments.firstIndex(where: { $0 == "--color" || $0.hasPrefix("--color=") }) {
            let value: String
            if arguments[index] == "--color" {
                guard index + 1 < arguments.count else { throw UsageError("--color needs a value: auto, always or never.") }
                value = arguments[index + 1]
                arguments.removeSubrange(index...index + 1)
            } else {
                value = String(arguments.remove(at: index).dropFirst("--color=".count))
            }
            guard ["auto", "always", "never"].contains(value) else {
                throw UsageError("--color takes auto, always or never, not '\(value)'.")
            }
            choice = value
        }
        return choice
    }

    /// The help of `command`, or nil for an unknown one.
    static func commandHelp(_ command: String) -> String? {
        switch command {
        case "rules": RulesCommand.help
        case "check": CheckCommand.help
        case "fuzz": FuzzCommand.help
        case "replay": ReplayCommand.help
        case "shrink": ShrinkCommand.help
        case "corpus": CorpusCommand.help
        case "bench": BenchCommand.help
        case "matrix": MatrixCommand.help
        default: nil
        }
    }

    private static func usageLine(_ command: String) -> String {
        let help = commandHelp(command) ?? Self.help
        return help.split(separator: "\n").first.map { String($0.dropFirst("USAGE: ".count)) } ?? command
    }
}
