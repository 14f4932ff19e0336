import SliderEngine
/// One rule for one implementation, over every report merged: the verdict, the steps behind
/// it, why it was not reached or does not apply, and for a failure its root cause.
public struct MatrixCell: Sendable, Codable, Hashable {
    /// The verdict over every merged run.
    public var outcome: RuleVerdict.Outcome
    /// Steps the rule decided, summed over the runs.
    public var decided: Int
    /// Steps at which a divergence was blamed on it, summed over the runs.
    public var diverged: Int
    /// Why it was not reached or does not apply; nil for the other verdicts.
    public var reason: String?
    /// The root cause and shrunk counterexample of a failure or expected failure, when a run
    /// kept one.
    public var failure: MatrixFailure?

    /// Creates a cell.
    public init(outcome: RuleVerdict.Outcome, decided: Int, diverged: Int, reason: String? = nil, failure: MatrixFailure? = nil) {
        self.outcome = outcome
        self.decided = decided
        self.diverged = diverged
        self.reason = reason
        self.failure = failure
    }

    /// `12 steps, 2 diverged`.
    public var steps: String {
        "\(decided) step\(decided == 1 ? "" : "s")" + (diverged > 0 ? ", \(diverged) diverged" : "")
    }
}
