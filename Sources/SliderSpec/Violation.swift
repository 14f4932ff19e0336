/// The first divergence of an implementation from the reference in a sequence: the rule it
/// breaks, the field that diverged, and both observations at that step.
public struct Violation: Hashable, Sendable, Codable {
    /// The rule blamed: the first rule that decided the step and governs the field.
    public let rule: RuleID
    /// The diverging field, as its getter (`thumbImage(for: .highlighted)`).
    public let field: String
    /// The observation the reference expected (under the readings closest to the implementation's).
    public let expected: SliderObservation
    /// The implementation's observation.
    public let observed: SliderObservation
    /// Every rule that decided the step, in blame order.
    public let rulesApplied: [RuleID]
    /// For a broken relation (geometry, callout), what was expected, in one sentence.
    public let explanation: String?

    /// Creates a violation record.
    public init(
        rule: RuleID, field: String, expected: SliderObservation, observed: SliderObservation, rulesApplied: [RuleID],
        explanation: String? = nil
    ) {
        self.rule = rule
        self.field = field
        self.expected = expected
        self.observed = observed
        self.rulesApplied = rulesApplied
        self.explanation = explanation
    }

    /// What makes two failures the same failure: the rule and the field.
    public var identity: FailureIdentity { FailureIdentity(rule: rule, field: field) }

    /// The observed value of the diverging field, as `ObservationField.render` prints it.
    public var differingFieldValue: String {
        ObservationField.all.first { $0.description == field }?.render(observed) ?? "?"
    }

    /// Every field that differs, in `ObservationField.all` order.
    public var differingFields: [ObservationField] { expected.differences(from: observed) }
}

/// The identity of a failure: the rule broken and the getter that showed it.
///
/// The getter is named without its state argument (`thumbImage(for:)`, not
/// `thumbImage(for: .highlighted)`), so the shrinker may move a failure to a simpler state.
public struct FailureIdentity: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The rule broken.
    public let rule: RuleID
    /// The diverging getter.
    public let field: String

    /// Creates an identity from a rule and a field as `ObservationField` prints it.
    public init(rule: RuleID, field: String) {
        self.rule = rule
        self.field = Self.getter(of: field)
    }

    /// `thumbImage(for: .highlighted)` → `thumbImage(for:)`; other fields unchanged.
    public static func getter(of field: String) -> String {
        guard let range = field.range(of: "(for: ") else { return field }
        return String(field[..<range.lowerBound]) + "(for:)"
    }

    public var description: String { "\(rule) (\(field))" }
    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.rule, lhs.field) < (rhs.rule, rhs.field) }
}
