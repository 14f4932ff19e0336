import SliderCLI

/// The command line run in this process, for the tests that read what it printed.
@MainActor
enum InProcessCommand {
    /// Runs the command line `arguments`: the exit status and what was printed.
    static func run(_ arguments: [String]) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = SliderConformanceCommand.run(arguments, output: &output)
        return (status, output)
    }
}
