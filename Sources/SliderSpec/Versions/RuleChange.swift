/// One entry of a rule's history: the spec version that added the rule or changed what it
/// accepts (`RuleCatalogue.history`).
public struct RuleChange: Sendable, Hashable {
    /// Added, or its reading changed.
    public enum Kind: String, Sendable, Hashable {
        /// The rule is new in this version.
        case added
        /// The rule's statement or readings changed in this version.
        case changed
    }

    /// The rule.
    public let rule: RuleID
    /// The spec version of the change.
    public let version: SemanticVersion
    /// Added or changed.
    public let kind: Kind
    /// What changed, in a few words.
    public let note: String

    /// A change of `rule` in `version`.
    public init(_ rule: RuleID, _ kind: Kind, in version: SemanticVersion, _ note: String) {
        self.rule = rule
        self.kind = kind
        self.version = version
        self.note = note
    }

    /// `rule (added in 1.1.0: note)`.
    public var summary: String { "\(rule) (\(kind.rawValue) in \(version): \(note))" }
}
