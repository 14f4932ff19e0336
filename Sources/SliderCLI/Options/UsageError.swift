/// A command-line mistake: printed as `Error: …` with the usage line, and exits 64.
package struct UsageError: Error, CustomStringConvertible, Equatable {
    /// What was wrong and what to type instead.
    public let message: String
    /// The command whose usage to print, or nil for the top level.
    public let command: String?

    /// Creates a usage error.
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String { message }
}

/// Exit codes scripts can rely on.
package enum ExitCode {
    /// The implementation conforms, or the command succeeded.
    public static let success: Int32 = 0
    /// Violations were found.
    public static let violations: Int32 = 1
    /// An input file could not be read or understood.
    public static let badInput: Int32 = 2
    /// No rule failed, but the adapter may not map something (`FuzzReport.diagnostics`): red
    /// until the adapter is fixed, told apart from the slider's failures (1).
    public static let adapterDiagnostics: Int32 = 3
    /// The command line was wrong (`EX_USAGE`).
    public static let usage: Int32 = 64
    /// SIGINT or SIGTERM stopped the run (after its partial report, for `fuzz`).
    public static let interrupted: Int32 = 130
}
