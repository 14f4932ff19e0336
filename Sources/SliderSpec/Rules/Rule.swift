/// One rule of the specification: what a conforming slider does, and where that comes from.
public struct Rule: Sendable, Identifiable {
    /// The stable dotted identifier.
    public let id: RuleID
    /// The rule in one line.
    public let statement: String
    /// How firmly the sources establish it.
    public let status: RuleStatus
    /// Where it comes from.
    public let sources: [SourceCitation]
    /// The observation families a divergence in which is blamed on this rule, when it applied.
    public let governs: Set<ObservationFamily>
    /// A minimal example, run by the rule's test and printed in CONFORMANCE.md.
    public let example: RuleExample
    /// What real UIKit does differently, when it does (`shared/uikit-behaviour.md`).
    public let uikitDifference: String?

    /// Creates a rule.
    public init(
        _ id: RuleID, _ status: RuleStatus, _ statement: String, sources: [SourceCitation],
        governs: Set<ObservationFamily>, example: RuleExample, uikitDifference: String? = nil
    ) {
        self.id = id
        self.statement = statement
        self.status = status
        self.sources = sources
        self.governs = governs
        self.example = example
        self.uikitDifference = uikitDifference
    }
}
