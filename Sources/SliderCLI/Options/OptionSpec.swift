/// One row of a command's option table: everything the usage synopsis, the `--help` text and the
/// parser know about an option, declared once. Commands declare their options as typed
/// `Option`s, which carry one of these.
struct OptionSpec: Sendable {
    /// How an option is given on the command line.
    enum Kind: Sendable {
        /// `--name` alone: present or absent.
        case flag
        /// `--name <value>` or `--name=<value>`, at most once.
        case value
        /// `--name <value>`, as many times as wanted (`[--name <value>]...` in the synopsis).
        case repeated
    }

    /// The option's name, with its dashes: `--seed`.
    let name: String
    /// Flag, value or repeated value.
    let kind: Kind
    /// What the value is, as the help names it (`<n>`, `'<command>'`); nil for a flag.
    let valueName: String?
    /// What the value is, as the usage synopsis names it, when not `valueName`
    /// (`'<command> <args>'`).
    let synopsisValueName: String?
    /// The option's help, as the options list prints it: one or more lines, wrapped by hand.
    let help: String
    /// The line of the usage synopsis the option is shown on, counted from 1 (the options of one
    /// line in declaration order); nil for an option the synopsis leaves out (an older spelling).
    let synopsisLine: Int?
    /// What a valid value looks like, for the usage error of one that is not (`a whole number
    /// such as 42 or 0x2a`); nil when any text is a value.
    let expected: String?
    /// Whether `text` is a valid value.
    let accepts: @Sendable (String) -> Bool

    /// The option as the options list labels it: `--seed <n>`.
    var label: String { valueName.map { "\(name) \($0)" } ?? name }

    /// The option as the usage synopsis shows it: `[--seed <n>]`, `[--exec '<command> <args>']...`.
    var synopsis: String {
        let value = synopsisValueName ?? valueName
        return "[" + name + (value.map { " " + $0 } ?? "") + "]" + (kind == .repeated ? "..." : "")
    }
}
