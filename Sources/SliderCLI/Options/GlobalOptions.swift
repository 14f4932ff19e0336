/// The options the command line takes before or after any command, declared once: the top-level
/// help lists them, and `colorChoice` reads `--color` wherever it is.
enum GlobalOptions {
    /// The values `--color` takes.
    static let colorChoices = ["auto", "always", "never"]

    /// `--color <when>`: whether the text report is coloured.
    static let color = Option<String?>.optional(
        "--color", "<when>", line: nil,
        help: """
            auto (default), always or never: colour the text report. Auto
            colours only a terminal, and never when NO_COLOR is set to a
            non-empty value or TERM is dumb.
            """,
        expected: "auto, always or never", parse: { colorChoices.contains($0) ? $0 : nil })
    /// `--version`: the versions, in place of a command.
    static let version = Option<Bool>.flag("--version", line: nil, help: "Print the versions.")

    /// The options, in the order the top-level help lists them.
    static let declarations: [any OptionDeclaration] = [color, version]

    /// Removes every `--color <when>` and `--color=<when>` from `arguments` and returns the last
    /// `when`, or nil; a usage error when one has no value or another value.
    static func colorChoice(_ arguments: inout [String]) throws -> String? {
        let name = color.spec.name
        let expected = color.spec.expected ?? ""
        var choice: String?
        while let index = arguments.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) {
            let value: String
            if arguments[index] == name {
                guard index + 1 < arguments.count else { throw UsageError("\(name) needs a value: \(expected).") }
                value = arguments[index + 1]
                arguments.removeSubrange(index...index + 1)
            } else {
                value = String(arguments.remove(at: index).dropFirst(name.count + 1))
            }
            guard color.spec.accepts(value) else { throw UsageError("\(name) takes \(expected), not '\(value)'.") }
            choice = value
        }
        return choice
    }
}
