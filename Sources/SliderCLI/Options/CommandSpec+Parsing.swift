extension CommandSpec {
    /// Parses `arguments` (after the command's name) against the table: the subcommand, if the
    /// command has one, then every declared option, in declaration order, then the positional
    /// arguments. Returns nil when they ask for the help (`--help` or `-h` anywhere, after the
    /// subcommand). Throws the usage error of the first mistake: a missing or unknown subcommand,
    /// an option without its value or with an invalid one, an option given twice, an unknown
    /// option (with the nearest declared one, if close), or the wrong number of arguments.
    func parse(_ arguments: [String]) throws -> ParsedOptions? {
        var arguments = arguments
        if let subcommand {
            guard let first = arguments.first, !first.hasPrefix("-") else {
                if ArgumentReader.wantsHelp(arguments) { return nil }
                throw UsageError("expected a subcommand: \(subcommand).", command: name)
            }
            guard first == subcommand else {
                throw UsageError(
                    "unknown subcommand '\(first)'; expected \(subcommand)." + Suggestion.sentence(for: first, among: [subcommand]),
                    command: name)
            }
            arguments.removeFirst()
        }
        if ArgumentReader.wantsHelp(arguments) { return nil }
        var reader = ArgumentReader(arguments, command: name, names: options.map(\.name))
        var values: [String: [String]] = [:]
        for option in options {
            switch option.kind {
            case .flag:
                if reader.flag(option.name) { values[option.name] = [""] }
            case .value:
                if let value = try reader.option(option.name, expected: option.expected, accepts: option.accepts) {
                    values[option.name] = [value]
                }
            case .repeated:
                while let value = try reader.option(option.name, inOrder: true, expected: option.expected, accepts: option.accepts) {
                    values[option.name, default: []].append(value)
                }
            }
        }
        let positionals = try reader.positionals()
        if let argument {
            try argument.check(positionals, command: name, leaf: leaf)
        } else if !positionals.isEmpty {
            throw UsageError("\(leaf) takes no arguments, found '\(positionals.joined(separator: " "))'.", command: name)
        }
        return ParsedOptions(values: values, arguments: positionals)
    }
}
