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

    /// Reads `--exec` and `--timeout` from `reader`; nil when `--exec` is absent.
    static func read(_ reader: inout ArgumentReader, command name: String) throws -> ExecImplementation? {
        let timeout = try reader.option("--timeout", expected: OptionRange.secondsDescription, OptionRange.seconds)
        guard let command = try reader.option("--exec") else {
            if timeout != nil { throw UsageError("--timeout applies only with --exec.", command: name) }
            return nil
        }
        if try reader.option("--exec") != nil { throw UsageError("\(name) takes one --exec.", command: name) }
        return ExecImplementation(command: command, timeout: timeout ?? 2)
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
