extension ProcessConnection {
    /// Where a pipelining child's answers are read and decoded (one request at a time, always on
    /// the connection's thread). Reports are the same whichever is chosen: answers are taken in
    /// the order the child wrote them; only the suite's processor time and speed differ.
    public enum ReaderThread: Sendable, Hashable {
        /// On the connection's thread, when it waits for an answer: one wake-up per batch of
        /// answers, the cheapest against a child slower than the suite.
        case connection
        /// On a thread of its own, decoding while the connection's thread draws and checks: the
        /// fastest when the suite is the slower side, at the cost of a second wake-up per batch.
        case own
        /// On the connection's thread while it waits for the child at least half of the time,
        /// then on a thread of its own (measured over spans of 1,024 answers; the default).
        case whenSuiteIsSlower
    }
}
