extension Counterexample {
    /// How a new counterexample was confirmed, when not simply by a fresh start.
    ///
    /// A new counterexample is checked once more from a fresh start before it is reported or
    /// saved: a fresh worker process for a Swift type (`FreshStart`), a freshly started child
    /// for an implementation in a child process. This records the two other outcomes.
    public enum Confirmation: String, Sendable, Codable, Hashable {
        /// Confirmed only in the process that found it: no fresh process was available (library
        /// use in-process, such as `expectConformance`, or an executable that does not serve the
        /// implementation). A failure that depends on earlier instances is not told apart there.
        case inProcess
        /// It did not fail from a fresh start, shrunk or as found: it fails only after earlier
        /// instances left state behind (a shared static, an appearance proxy). Reported once, as
        /// a failure of its own kind, and never saved to the corpus as a regular counterexample.
        case dependsOnEarlierInstances
    }
}
