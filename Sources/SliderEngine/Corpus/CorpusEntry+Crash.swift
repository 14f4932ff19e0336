import SliderSpec

extension CorpusEntry {
    /// The `kind` of an entry recording a crash.
    public static let crashKind = "crash"

    /// Whether the entry records a crash of the implementation.
    public var isCrash: Bool { kind == Self.crashKind || rule == .processCrash }

    /// The entry with the crash `violation` shows written out, when it is one (`process.crash`):
    /// `kind` `crash`, the `signal` its explanation names (`killed by signal 4 (SIGILL) in
    /// perform`), and the last operation's index as the one it crashed in. Other entries are
    /// returned unchanged. The keys are optional: readers of corpus format 1 that do not know
    /// them ignore them, and entries written before them still read.
    public func markingCrash(_ violation: Violation) -> CorpusEntry {
        guard violation.rule == .processCrash else { return self }
        var entry = self
        entry.kind = Self.crashKind
        entry.lastOperation = operations.count - 1
        let words = (violation.explanation ?? "").split(separator: " ")
        if let name = words.first(where: { $0.hasPrefix("(SIG") }) {
            entry.signal = String(name.dropFirst().prefix { $0 != ")" })
        }
        return entry
    }
}
