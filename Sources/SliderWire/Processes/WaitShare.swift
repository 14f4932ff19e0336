/// How much of the connection's time goes on waiting for a child's answers, measured span by
/// span while an `AnswerReader` reads on the connection's thread: when the connection waits less
/// than half of a span, the child answers faster than the suite checks, and reading on a thread
/// of its own overlaps the two (`ProcessConnection.ReaderThread.whenSuiteIsSlower`).
///
/// It decides only where answers are read, never what is read or reported: a run's report is
/// the same whichever thread reads, so measuring wall-clock time here costs no determinism.
struct WaitShare {
    /// The lines a span reads: many batches of answers, so one slow moment does not decide.
    static let span = 1024

    /// When the current span began.
    private var started = ContinuousClock.now
    /// How long the connection waited for the child in the current span.
    var waited = Duration.zero
    /// The lines read in the current span.
    var lines = 0

    /// Whether a span just ended with the connection waiting less than half of it; a span that
    /// ended otherwise starts the next. False while the span is not over.
    mutating func suiteIsSlower() -> Bool {
        guard lines >= Self.span else { return false }
        let now = ContinuousClock.now
        defer { (started, waited, lines) = (now, .zero, 0) }
        return waited * 2 < now - started
    }
}
