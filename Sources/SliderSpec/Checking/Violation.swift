/// A divergence of an implementation from the reference at one step: the rule it breaks, the
/// field that diverged, the operation that caused it, and both observations at that step.
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
    /// The kind of the operation that caused the divergence, when an operation rule (or the
    /// frame rule) is blamed; nil at creation and for a rule that maps any state to an
    /// observation (image lookups, accessibility text, geometry relations).
    public let cause: SliderOperationKind?
    /// The other rules of the operation that govern the diverging field, charged with this
    /// failure (each fails by it) without a failure of their own: one cause, every rule involved.
    public let involvedRules: [RuleID]?
    /// The rules of the other root causes found at the same step, each a failure of its own.
    public let touchedRules: [RuleID]?
    /// The fields that also differed at this step only as consequences, as `ObservationField`
    /// prints them: derived from a root that was adopted (the accessibility text of a wrong
    /// value), or still differing since an earlier root. Listed here, never failures of their own.
    public let consequences: [String]?

    /// Creates a violation record.
    public init(
        rule: RuleID, field: String, expected: SliderObservation, observed: SliderObservation, rulesApplied: [RuleID],
        explanation: String? = nil, cause: SliderOperationKind? = nil, involvedRules: [RuleID]? = nil, touchedRules: [RuleID]? = nil,
        consequences: [String]? = nil
    ) {
        self.rule = rule
        self.field = field
        self.expected = expected
        self.observed = observed
        self.rulesApplied = rulesApplied
        self.explanation = explanation
        self.cause = cause
        self.involvedRules = involvedRules?.isEmpty == true ? nil : involvedRules
        self.touchedRules = touchedRules?.isEmpty == true ? nil : touchedRules
        self.consequences = consequences?.isEmpty == true ? nil : consequences
    }

    /// Every rule this failure is charged to: the rule blamed, then those involved.
    public var chargedRules: [RuleID] { [rule] + (involvedRules ?? []) }

    /// What makes two failures the same failure: the rule, the field and the operation kind that caused it.
    public var identity: FailureIdentity { FailureIdentity(rule: rule, field: field, cause: cause) }

    /// The observed value of the diverging field, as `ObservationField.render` prints it.
    public var differingFieldValue: String {
        ObservationField.all.first { $0.description == field }?.render(observed) ?? "?"
    }

    /// Every field that differs, in `ObservationField.all` order.
    public var differingFields: [ObservationField] { expected.differences(from: observed) }
}

/// The identity of a failure, its root cause: the rule broken, the getter that showed it, and
/// the kind of operation that caused it (nil at creation and for rules that map any state to an
/// observation, which no one operation causes).
///
/// The getter is named without its state argument (`thumbImage(for:)`, not
/// `thumbImage(for: .highlighted)`), so the shrinker may move a failure to a simpler state.
public struct FailureIdentity: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The rule broken.
    public let rule: RuleID
    /// The diverging getter.
    public let field: String
    /// The kind of operation that caused it, or nil.
    public let cause: SliderOperationKind?

    /// Creates an identity from a rule, a field as `ObservationField` prints it, and its cause.
    public init(rule: RuleID, field: String, cause: SliderOperationKind? = nil) {
        self.rule = rule
        self.field = Self.getter(of: field)
        self.cause = cause
    }

    /// True when `other` is this failure, or a failure recorded before causes were (same rule
    /// and field, no cause): how a corpus entry from an older version is matched.
    public func matches(_ other: FailureIdentity) -> Bool {
        rule == other.rule && field == other.field && (cause == nil || other.cause == nil || cause == other.cause)
    }

    /// `thumbImage(for: .highlighted)` → `thumbImage(for:)`; other fields unchanged.
    public static func getter(of field: String) -> String {
        guard let range = field.range(of: "(for: ") else { return field }
        return String(field[..<range.lowerBound]) + "(for:)"
    }

    public var description: String { "\(rule) (\(field)" + (cause.map { ", after \($0.rawValue)" } ?? "") + ")" }
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.rule, lhs.field, lhs.cause?.rawValue ?? "") < (rhs.rule, rhs.field, rhs.cause?.rawValue ?? "")
    }
}
