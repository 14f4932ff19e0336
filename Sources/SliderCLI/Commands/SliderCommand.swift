/// A command of the command line, as a type: its declaration (`spec`: name, abstract, help
/// prose, argument and options), and what it does with the options its spec parsed.
@MainActor
protocol SliderCommand {
    /// The command's declaration, from which its synopsis, help, parser and usage errors come.
    static var spec: CommandSpec { get }
    /// Whether a SIGINT, SIGTERM or SIGHUP recorded before the command started stops it
    /// gracefully (`fuzz`, with its partial report) rather than ending the process at once.
    static var stopsGracefully: Bool { get }
    /// Runs the command with `options`, writing to `output`, and returns the exit code.
    static func run(_ options: ParsedOptions, context: CommandContext, output: inout CommandOutput) throws -> Int32
}

extension SliderCommand {
    /// Commands end at once on an early signal unless they say otherwise.
    static var stopsGracefully: Bool { false }

    /// Parses `arguments` (after the command's name) against `spec` and runs the command, or
    /// prints its help when they ask for it.
    static func main(_ arguments: [String], context: CommandContext, output: inout CommandOutput) throws -> Int32 {
        guard let options = try spec.parse(arguments) else {
            output.write(spec.help + "\n")
            return ExitCode.success
        }
        return try run(options, context: context, output: &output)
    }
}
