/// Reads `--name value`, `--name=value` and bare flags from a command's arguments, removing each
/// as it is read, and turns anything left over into a usage error that says what was expected.
/// `CommandSpec.parse` drives it over the command's option table.
struct ArgumentReader {
    private var arguments: [String]
    private let command: String
    /// Every option and flag of the command, for "did you mean" suggestions.
    private let known: [String]
    /// The options and flags found and removed so far: one left over was given twice.
    private var given: Set<String> = []

    /// Reads `arguments` of `command`, whose options are named `names` (for the suggestions).
    init(_ arguments: [String], command: String, names: [String]) {
        self.arguments = arguments
        self.command = command
        known = ["--help", "-h"] + names
    }

    /// True when `--help` or `-h` is present in `arguments`.
    static func wantsHelp(_ arguments: [String]) -> Bool { arguments.contains("--help") || arguments.contains("-h") }

    /// Removes the first `name` and returns whether it was present.
    mutating func flag(_ name: String) -> Bool {
        guard let index = arguments.firstIndex(of: name) else { return false }
        arguments.remove(at: index)
        given.insert(name)
        return true
    }

    /// Removes the first `name` and its value, preferring `name=value` anywhere (with `inOrder`,
    /// whichever spelling comes first, so a repeated option's values keep their order); nil when
    /// absent. A value `accepts` rejects is a usage error saying `name` takes `expected`.
    mutating func option(_ name: String, inOrder: Bool = false, expected: String?, accepts: (String) -> Bool) throws -> String? {
        guard let value = try take(name, inOrder: inOrder) else { return nil }
        if let expected, !accepts(value) {
            throw UsageError("\(name) takes \(expected), not '\(value)'.", command: command)
        }
        return value
    }

    /// Removes the first `name=value`, or `name` and the argument after it, and returns the value.
    private mutating func take(_ name: String, inOrder: Bool) throws -> String? {
        let joined = arguments.firstIndex { $0.hasPrefix(name + "=") }
        let bare = arguments.firstIndex(of: name)
        if let joined, !inOrder || bare.map({ joined < $0 }) ?? true {
            let value = String(arguments.remove(at: joined).dropFirst(name.count + 1))
            given.insert(name)
            return value
        }
        guard let index = bare else { return nil }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
            throw UsageError("\(name) needs a value.", command: command)
        }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...index + 1)
        given.insert(name)
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
