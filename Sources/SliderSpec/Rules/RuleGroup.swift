/// A family of rules, as CONFORMANCE.md groups them under one heading.
public struct RuleGroup: Sendable, Identifiable {
    /// The heading, e.g. `Limits`.
    public let title: String
    /// What the rules of the group are about, in one line.
    public let summary: String
    /// The rules, in catalogue order.
    public let rules: [Rule]

    /// The heading doubles as the identifier.
    public var id: String { title }

    /// Creates a group.
    public init(_ title: String, _ summary: String, _ rules: [Rule]) {
        self.title = title
        self.summary = summary
        self.rules = rules
    }

    /// How many of the group's rules have `status`.
    public func count(_ status: RuleStatus) -> Int { rules.count { $0.status == status } }
}
