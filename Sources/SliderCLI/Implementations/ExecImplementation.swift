import SliderEngine
import SliderSpec
import SliderWire

/// `--exec '<command>'` and `--timeout <seconds>` for `replay` and `shrink`: the implementation
/// is a child process speaking the wire protocol, one child serving every replay and every
/// shrinking attempt until it fails (PROTOCOL.md), as `fuzz --exec` does.
@MainActor
struct ExecImplementation {
    /// The command line, as given.
    let command: String
    /// The time allowed for each answer.
    let timeout: Double

    /// `--exec '<command>'` of a command that takes one (shown as `'<command> <args>'` in the
    /// synopsis), on synopsis line `line`, with the command's own `help`.
    static func execOption(line: Int, help: String) -> Option<String?> {
        .text("--exec", "'<command>'", synopsis: "'<command> <args>'", line: line, help: help)
    }

    /// `--timeout <seconds>` (default: 2) on synopsis line `line`, with the command's own `help`.
    static func timeoutOption(line: Int, help: String = "With --exec: the time allowed for each answer (default: 2).") -> Option<Double> {
        .value("--timeout", "<seconds>", line: line, help: help, expected: OptionRange.secondsDescription, default: 2, parse: OptionRange.seconds)
    }

    /// The `exec` and `timeout` options `options` give for `command`; nil when `--exec` is
    /// absent, and a usage error when `--timeout` is given without it.
    static func read(_ options: ParsedOptions, exec: Option<String?>, timeout: Option<Double>, command name: String) throws -> ExecImplementation? {
        guard let command = options[exec] else {
            if options.isGiven(timeout) { throw UsageError("--timeout applies only with --exec.", command: name) }
            return nil
        }
        return ExecImplementation(command: command, timeout: options[timeout])
    }

    /// Starts the child under `profile` and returns the connection (to close) and the
    /// implementation to run, which carries it; refuses a child that names itself as one of
    /// `context`'s implementations (`checkName`).
    func connect(profile: Profile, context: CommandContext) throws -> (ProcessConnection, BundledImplementations.Entry) {
        let connection = try ProcessConnection(command: command, timeout: timeout, profile: profile.id)
        do {
            try Self.checkName(connection.handshake.implementation, command: command, context: context)
        } catch {
            connection.close()
            throw error
        }
        let entry = BundledImplementations.Entry(
            name: connection.handshake.implementation, summary: command, implementation: connection.implementation(), profile: profile)
        return (connection, entry)
    }

    /// Refuses a child whose handshake names it as an implementation this executable runs itself:
    /// its corpus folder and expectations file would be that implementation's, so its saved
    /// counterexamples would be replayed, and pruned, against the other one.
    static func checkName(_ name: String, command: String, context: CommandContext) throws {
        guard let taken = context.implementations.first(where: { CorpusEntry.safeFileNameComponent($0.name) == CorpusEntry.safeFileNameComponent(name) }) else {
            return
        }
        throw LaunchProblem(
            message: "`\(command)` names itself '\(name)' in its handshake, as this executable's own implementation '\(taken.name)' is named;"
                + " its counterexamples would be saved, replayed and pruned as that one's: give the adapter a name of its own")
    }

    /// A child that cannot be used as it introduced itself.
    struct LaunchProblem: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Closes `connection`, if any.
    static func disconnect(_ connection: ProcessConnection?) { connection?.close() }
}
