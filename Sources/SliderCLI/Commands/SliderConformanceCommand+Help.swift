extension SliderConformanceCommand {
    /// The top-level usage line, as a usage error without a command prints it.
    static let topUsage = "\(CommandSpec.program) <command> [options]"

    /// The top-level help (`help`, `--help`, or no arguments), without its final newline: the
    /// commands as their specs list themselves, and the global options as `GlobalOptions`
    /// declares them.
    static var help: String {
        let program = CommandSpec.program
        let column = 23
        let commandList = commands.map { CommandSpec.entry($0.spec.invocation, $0.spec.abstract, column: column) }
        let optionList = GlobalOptions.declarations.map { CommandSpec.entry($0.spec.label, $0.spec.help, column: column) }
            + [CommandSpec.entry(CommandSpec.helpEntry.label, CommandSpec.helpEntry.help, column: column)]
        return """
            OVERVIEW: Checks slider controls against UIKit's UISlider and shows the smallest counterexample.

            USAGE: \(topUsage)
                   \(program) help <command>
                   \(program) --version

            COMMANDS:
            \(commandList.joined(separator: "\n"))

            Run '\(program) help <command>' (or '<command> --help') for a command's options.

            GLOBAL OPTIONS:
            \(optionList.joined(separator: "\n"))

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
    }
}
