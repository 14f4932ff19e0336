/// A command's positional argument, declared once: its synopsis, its help line and how many the
/// command takes, with what a usage error says when the count is wrong.
struct ArgumentSpec: Sendable {
    /// How many values the argument takes.
    enum Count: Sendable {
        /// None or one (`[<filter>]`).
        case optional
        /// Exactly one (`<file>`).
        case one
        /// One or more (`<file or folder>...`).
        case oneOrMore
    }

    /// The value as the synopsis and help name it: `<filter>`.
    let valueName: String
    /// What one value is, in a sentence: `filter`, `corpus file`.
    let noun: String
    /// How many the command takes.
    let count: Count
    /// The line of the usage synopsis it ends, counted from 1.
    let synopsisLine: Int
    /// The argument's help, as the arguments list prints it: one or more lines, wrapped by hand.
    let help: String
    /// The usage error when a required argument is missing.
    let missing: String

    /// `valueName`, taking none or one value.
    static func optional(_ valueName: String, noun: String, line: Int, help: String) -> Self {
        ArgumentSpec(valueName: valueName, noun: noun, count: .optional, synopsisLine: line, help: help, missing: "")
    }

    /// `valueName`, taking exactly one value; `missing` is the usage error without it.
    static func one(_ valueName: String, noun: String, line: Int, help: String, missing: String) -> Self {
        ArgumentSpec(valueName: valueName, noun: noun, count: .one, synopsisLine: line, help: help, missing: missing)
    }

    /// `valueName`, taking one value or more; `missing` is the usage error without any.
    static func oneOrMore(_ valueName: String, noun: String, line: Int, help: String, missing: String) -> Self {
        ArgumentSpec(valueName: valueName, noun: noun, count: .oneOrMore, synopsisLine: line, help: help, missing: missing)
    }

    /// The argument as the usage synopsis shows it: `[<filter>]`, `<file>`, `<report.json>...`.
    var synopsis: String {
        switch count {
        case .optional: "[\(valueName)]"
        case .one: valueName
        case .oneOrMore: valueName + "..."
        }
    }

    /// Checks the number of `values` given, throwing the usage error of `command` (`leaf` in the
    /// sentence: `shrink takes exactly one corpus file, …`).
    func check(_ values: [String], command: String, leaf: String) throws {
        if values.isEmpty, count != .optional { throw UsageError(missing, command: command) }
        guard values.count > 1, count != .oneOrMore else { return }
        let found = "found \(values.count): \(values.joined(separator: " "))."
        throw UsageError(count == .one ? "\(leaf) takes exactly one \(noun), \(found)" : "give at most one \(noun), \(found)", command: command)
    }
}
