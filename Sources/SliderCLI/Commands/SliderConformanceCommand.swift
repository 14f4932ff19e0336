import SliderEngine
import SliderSpec
import SliderWire

/// The `slider-conformance` command line: dispatches to one command per file.
@MainActor
public enum SliderConformanceCommand {
    /// The package's version, printed by `--version` with the spec's and the protocol's.
    public static let version = SuiteVersions.current.package.description

    /// The commands, in the order the top-level help lists them.
    static let commands: [any SliderCommand.Type] = [
        FuzzCommand.self, CheckCommand.self, RulesCommand.self, ReplayCommand.self, ShrinkCommand.self, CorpusCommand.self,
        BenchCommand.self, MatrixCommand.self,
    ]

    /// The commands' names, in order.
    static var commandNames: [String] { commands.map { $0.spec.name } }

    /// The command named `name`, or nil.
    static func command(named name: String) -> (any SliderCommand.Type)? {
        commands.first { $0.spec.name == name }
    }

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
            switch try GlobalOptions.colorChoice(&arguments) {
            case "always": output.colorsStandardOutput = true
            case "never": output.colorsStandardOutput = false
            default: break
            }
            guard let name = arguments.first else {
                output.write(help + "\n")
                return ExitCode.success
            }
            let rest = Array(arguments.dropFirst())
            let found = command(named: name)
            // `fuzz` and its workers stop gracefully on a signal recorded so far; the others end.
            if found?.stopsGracefully != true, name != SliderConformanceCLI.workerCommand { Interruption.endEarlySignals() }
            if let found { return try found.main(rest, context: context, output: &output) }
            switch name {
            case SliderConformanceCLI.workerCommand: return FuzzWorkerCommand.run(context: context)
            case CannedAnswers.command: return CannedAnswers.serve(rest)  // hidden: bench's canned child
            case GlobalOptions.version.spec.name, "version":
                let versions = SuiteVersions.current
                output.write("slider-conformance \(versions.package)\nspec \(versions.spec)\nprotocol \(versions.protocol) (revision \(ProtocolRevision.current))\n")
                return ExitCode.success
            case "help":
                output.write(try helpTopic(rest.first) + "\n")
                return ExitCode.success
            case "-h", "--help":
                output.write(help + "\n")
                return ExitCode.success
            default:
                throw UsageError(
                    "unknown command '\(name)'; expected \(commandNames.dropLast().joined(separator: ", ")) or \(commandNames.last ?? "")."
                        + Suggestion.sentence(for: name, among: commandNames + ["help", "--version", "--help"]))
            }
        } catch let error as UsageError {
            output.writeError("Error: \(error.message)\n")
            let name = error.command.map { "\(CommandSpec.program) \($0)" } ?? CommandSpec.program
            output.writeError("Usage: \(error.command.flatMap { command(named: $0)?.spec.usageLine } ?? topUsage)\n")
            output.writeError("See '\(name) --help'.\n")
            return ExitCode.usage
        } catch {
            output.writeError("Error: \(error)\n")
            return ExitCode.badInput
        }
    }

    /// The text `help <topic>` prints: the top-level help without a topic, else the help of the
    /// command named `topic`, or a usage error listing the commands.
    private static func helpTopic(_ topic: String?) throws -> String {
        guard let topic else { return help }
        guard let found = command(named: topic) else {
            throw UsageError(
                "no help for '\(topic)'; expected one of: \(commandNames.joined(separator: ", "))."
                    + Suggestion.sentence(for: topic, among: commandNames))
        }
        return found.spec.help
    }
}
