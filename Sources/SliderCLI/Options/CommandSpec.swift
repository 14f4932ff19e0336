/// A command, declared once: its name, the line the top-level help gives it, its help's prose,
/// its positional argument and its options. The usage synopsis, the `--help` text, the parser
/// and the usage errors all come from it (`CommandSpec+Help`, `CommandSpec+Parsing`).
struct CommandSpec: Sendable {
    /// The program every synopsis starts with.
    static let program = "slider-conformance"

    /// The command's name: `fuzz`.
    let name: String
    /// The one subcommand the command requires, if any (`corpus prune`).
    let subcommand: String?
    /// The command's line in the top-level help's list of commands.
    let abstract: String
    /// The help's prose between the usage synopsis and the arguments and options.
    let discussion: String
    /// The positional argument, if the command takes any.
    let argument: ArgumentSpec?
    /// The options, in the order the help lists them.
    let options: [OptionSpec]
    /// The column at which the help lists each argument's and option's help.
    let helpColumn: Int
    /// The help's text after the options: further notes, exit codes and examples.
    let epilogue: String

    /// The command `name` (with its required `subcommand`, if any), listed in the top-level help
    /// as `abstract`, whose help reads `discussion`, the argument and options (their help at
    /// `helpColumn`), then `epilogue`.
    init(
        name: String, subcommand: String? = nil, abstract: String, discussion: String, argument: ArgumentSpec? = nil,
        options: [any OptionDeclaration], helpColumn: Int, epilogue: String
    ) {
        self.name = name
        self.subcommand = subcommand
        self.abstract = abstract
        self.discussion = discussion
        self.argument = argument
        self.options = options.map(\.spec)
        self.helpColumn = helpColumn
        self.epilogue = epilogue
    }

    /// The command as typed after the program's name: `fuzz`, `corpus prune`.
    var invocation: String { subcommand.map { "\(name) \($0)" } ?? name }

    /// The word the command's own messages call it by: its subcommand, or its name
    /// (`prune takes no arguments`).
    var leaf: String { subcommand ?? name }
}
