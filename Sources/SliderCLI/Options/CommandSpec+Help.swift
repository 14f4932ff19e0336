extension CommandSpec {
    /// The options every command takes besides its own, as the options list ends with them.
    static let helpEntry = (label: "-h, --help", help: "Show this help.")

    /// The usage synopsis, one line per `synopsisLine`: the first starts with the program and the
    /// command, and every option and argument is on the line it declares.
    var synopsisLines: [String] {
        let lastLine = (options.compactMap(\.synopsisLine) + [argument?.synopsisLine ?? 1]).max() ?? 1
        return (1...lastLine).map { line in
            var items = options.filter { $0.synopsisLine == line }.map(\.synopsis)
            if let argument, argument.synopsisLine == line { items.append(argument.synopsis) }
            return (line == 1 ? ["\(Self.program) \(invocation)"] : []) + items
        }.map { $0.joined(separator: " ") }
    }

    /// The usage line a usage error prints: the synopsis's first line.
    var usageLine: String { synopsisLines[0] }

    /// The `--help` text, without its final newline: the synopsis, the discussion, the argument,
    /// the options (and `-h, --help`), then the epilogue.
    var help: String {
        let indent = String(repeating: " ", count: "USAGE: \(Self.program) \(invocation) ".count)
        var sections = ["USAGE: " + synopsisLines.joined(separator: "\n" + indent), discussion]
        if let argument {
            sections.append("ARGUMENTS:\n" + Self.entry(argument.valueName, argument.help, column: helpColumn))
        }
        let entries = options.map { Self.entry($0.label, $0.help, column: helpColumn) }
            + [Self.entry(Self.helpEntry.label, Self.helpEntry.help, column: helpColumn)]
        sections.append("OPTIONS:\n" + entries.joined(separator: "\n"))
        sections.append(epilogue)
        return sections.joined(separator: "\n\n")
    }

    /// One entry of an arguments or options list: `label` indented by two, then `help` from
    /// `column` on, its further lines indented to `column` too; on a line of its own when the
    /// label leaves less than two spaces before `column`.
    static func entry(_ label: String, _ help: String, column: Int) -> String {
        let indent = String(repeating: " ", count: column)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = "  " + label
        let lead = first.count + 2 <= column ? first + String(repeating: " ", count: column - first.count) : first + "\n" + indent
        return lead + lines.joined(separator: "\n" + indent)
    }
}
