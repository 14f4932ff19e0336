/// Reads `--name value`, `--name=value` and bare flags from a command's arguments, and turns
/// anything left over into a usage error that says what was expected.
struct ArgumentReader {
    private var arguments: [String]
    private let command: String
    /// Every option and flag the command asked for, for "did you mean" suggestions.
    private var known: [String] = ["--help", "-h"]
    /// The options and flags found and removed so far: one left over was given twice.
    private var given: Set<String> = []

    init(_ arguments: [String], command: String) {
        self.arguments = arguments
        self.command = command
    }

    /// True when `--help` or `-h` is present.
    var wantsHelp: Bool { arguments.contains("--help") || arguments.contains("-h") }

    /// Removes `name` and returns whether it was present.
    mutating func flag(_ name: String) -> Bool {
        known.append(name)
        guard let index = arguments.firstIndex(of: name) else { return false }
        arguments.remove(at: index)
        given.insert(name)
        return true
    }

    /// Removes `name` and its value; nil when absent.
    mutating func option(_ name: String) throws -> String? {
        if !known.contains(name) { known.append(name) }
        if let index = arguments.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(arguments.remove(at: index).dropFirst(name.count + 1))
            given.insert(name)
            return value
        }
        guard let index = arguments.firstIndex(of: name) else { return nil }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
            throw UsageError("\(name) needs a value.", command: command)
        }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...index + 1)
        given.insert(name)
        return value
    }

    /// Removes `name` and parses its value with `parse`, naming `expected` in the error.
    mutating func option<T>(_ name: String, expected: String, _ parse: (String) -> T?) throws -> T? {
        guard let text = try option(name) else { return nil }
        guard let value = parse(text) else {
            throw UsageError("\(name) takes \(expected), not '\(text)'.", command: command)
        }
        return value
    }

    /// The arguments that are not options, in order; fails on any unknown `--option`, naming
    /// the closest known one when it looks like a typo. Call it after reading every option.
    mutating func positionals() throws -> [String] {
        if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            let name = unknown.split(separator: "=", maxSplits: 1).first.map(String.init) ?? unknown
            if given.contains(name) { throw UsageError("\(name) was given twice; give it once.", command: command) }
            throw UsageError("unknown option '\(unknown)'." + Suggestion.sentence(for: name, among: known), command: command)
        }
        defer { arguments = [] }
        return arguments
    }
}
