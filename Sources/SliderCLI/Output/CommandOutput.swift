/// What a command printed, kept in memory so tests can read it and `main` can forward it.
public struct CommandOutput: Sendable {
    /// Standard output.
    public private(set) var standardOutput = ""
    /// Standard error.
    public private(set) var standardError = ""
    /// Called with each standard-output chunk as it is written (for progress on long runs).
    public var onWrite: (@Sendable (String) -> Void)?
    /// Called with each standard-error chunk as it is written.
    public var onError: (@Sendable (String) -> Void)?

    /// Whether standard output is a terminal that shows colour.
    public var colorsStandardOutput = false
    /// Whether standard error is a terminal, where a progress line may be redrawn.
    public var showsProgress = false

    /// Creates an empty output.
    public init() {}

    /// Whether text should be coloured by default (`--color auto`): only on a terminal, never
    /// when `NO_COLOR` is set to a non-empty value (no-color.org), never when `TERM` is `dumb`.
    public static func colorsByDefault(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Appends to standard output.
    public mutating func write(_ text: String) {
        if let onWrite { onWrite(text) } else { standardOutput += text }
    }

    /// Appends to standard error.
    public mutating func writeError(_ text: String) {
        if let onError { onError(text) } else { standardError += text }
    }
}
