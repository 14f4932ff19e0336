/// How firmly the sources establish a rule.
public enum RuleStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// A source document states it.
    case documented
    /// It follows from what the sources state, with no other reasonable reading.
    case derived
    /// The sources are silent or ambiguous: the rule lists the readings it accepts.
    case unspecified
}
