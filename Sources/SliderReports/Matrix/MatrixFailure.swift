import SliderEngine
import SliderSpec

/// The root cause of a failing (or expected) matrix cell and its shrunk counterexample: the
/// rule blamed where the sequence diverged, the field that differed, the operation kind that
/// caused it, and the Swift snippet that shows it.
public struct MatrixFailure: Sendable, Codable, Hashable {
    /// The page anchor of the counterexample, e.g. `cx-sample-documented-value-clamps`.
    public let anchor: String
    /// The rule the divergence is blamed on: the cell's own rule, or the root cause it was
    /// charged with.
    public let rule: RuleID
    /// The diverging field.
    public let field: String
    /// The kind of operation that caused it, or nil for a slider as created.
    public let cause: String?
    /// Why it differs, when the checker can say.
    public let explanation: String?
    /// Where it was found: `seed 0x2a, sequence 17`, or a corpus file.
    public let origin: String
    /// Operations in the shrunk sequence.
    public let operations: Int
    /// The shrunk sequence as Swift, the diverging line marked.
    public let snippet: String
    /// Whether it did not fail from a fresh start (a failure kind of its own).
    public let dependsOnEarlierInstances: Bool
    /// Each differing field, expected → observed (`Violation.valueChanges`); nil in a matrix
    /// saved before it was recorded.
    public var values: [String]? = nil

    /// One line: `value-clamps: value differs after setValue (seed 0x0, sequence 3)`; a failure of
    /// the implementation's process names the operation it happened at.
    public var summary: String {
        var text = "\(rule): `\(field)` differs " + when
        if dependsOnEarlierInstances { text += " (" + CounterexampleFormatter.dependsOnEarlierInstances + ")" }
        return text
    }

    /// When it differed: `after setValue`, `at operation 2` for a failure of the process, or
    /// `on creation`.
    public var when: String {
        cause.map { "after \($0)" } ?? (rule.isProcessFailure && operations > 0 ? "at operation \(operations)" : "on creation")
    }
}
