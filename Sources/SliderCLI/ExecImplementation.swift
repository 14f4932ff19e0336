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
    /// implementation to run, which carries it.
    func connect(profile: Profile) throws -> (ProcessConnection, BundledImplementations.Entry) {
        let connection = try ProcessConnection(command: command, timeout: timeout, profile: profile.id)
        let entry = BundledImplementations.Entry(
            name: connection.handshake.implementation, summary: command, implementation: connection.implementation(), profile: profile)
        return (connection, entry)
    }

    /// Closes `connection`, if any.
    static func disconnect(_ connection: ProcessConnection?) { connection?.close() }
}
