import Testing

/// Runs a test only where its toolkit is installed, and otherwise skips it with the reason
/// `run.sh --check` gives. The check runs when the test is about to run, never when tests are
/// discovered: every start of the test executable (each worker it starts again, each
/// `--list-tests`) discovers every test, and five toolkit checks there (Chromium, a JVM, Python
/// with GTK and Qt) cost about half a CPU-second each time.
struct ToolkitPresence: TestTrait, TestScoping {
    /// The adapter whose toolkit the test needs.
    let adapter: ToolkitAdapter

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        if let reason = adapter.absence {
            try Test.cancel("the \(adapter.folder) toolkit is absent, so its adapter test is skipped: \(reason)")
        }
        try await function()
    }
}

extension Trait where Self == ToolkitPresence {
    /// Runs the test only where `adapter`'s toolkit is installed (`run.sh --check`, checked when
    /// the test is about to run), and skips it with the reason otherwise.
    static func installed(_ adapter: ToolkitAdapter) -> Self { ToolkitPresence(adapter: adapter) }
}
