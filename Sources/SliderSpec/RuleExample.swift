/// A minimal example of a rule: operations on a fresh slider and what must hold afterwards.
///
/// The same example is printed in CONFORMANCE.md and run by the rule's test against every
/// bundled implementation. An unspecified rule whose readings differ on several fields at once
/// lists one `ReadingOutcome` per reading: the fields of one outcome hold together, so the
/// example never suggests a mix of readings that no implementation may give.
public struct RuleExample: Sendable {
    /// The operations, performed on a slider created in code.
    public let operations: [SliderOperation]
    /// What must hold after the last operation, whatever the reading.
    public let expectations: [Expectation]
    /// What each reading of the rule's question gives, when the readings differ on several fields.
    public let outcomes: [ReadingOutcome]
    /// The opt-in profile the example belongs to, or nil when it holds under every profile.
    public let profile: Profile?

    /// Creates an example.
    public init(
        _ operations: [SliderOperation], expect expectations: [Expectation] = [], byReading outcomes: [ReadingOutcome] = [],
        profile: Profile? = nil
    ) {
        self.operations = operations
        self.expectations = expectations
        self.outcomes = outcomes
        self.profile = profile
    }
}

/// What one reading of an unspecified rule gives in its example: every field listed holds together.
public struct ReadingOutcome: Sendable {
    /// The reading's name, as its `ReadingOption` prints it, e.g. `raisesMaximum`.
    public let reading: String
    /// The fields and the one value each has under this reading.
    public let fields: [(field: ObservationField, value: String)]

    /// The outcome of `reading`: each field with the value it renders as.
    public init(_ reading: String, _ fields: (ObservationField, String)...) {
        self.reading = reading
        self.fields = fields.map { (field: $0.0, value: $0.1) }
    }

    /// The outcome as one Swift comment, e.g. `// raisesMaximum: slider.minimumValue == 2.0, slider.value == 2.0`.
    public var swiftComment: String {
        "// \(reading): " + fields.map { "\(Expectation.subject($0.field)) == \($0.value)" }.joined(separator: ", ")
    }
}

/// One field of the final observation and the renderings a profile accepts for it.
public struct Expectation: Sendable {
    /// The field checked.
    public let field: ObservationField
    /// The accepted values under the `documented` profile, as `ObservationField.render` prints them.
    public let accepted: [String]
    /// The accepted values under `uikit-observed`, when they differ.
    public let acceptedByUIKit: [String]?

    /// Expects `field` to render as one of `accepted` (and, under `uikit-observed`, one of `uikit`).
    public init(_ field: ObservationField, _ accepted: String..., uikit: [String]? = nil) {
        self.field = field
        self.accepted = accepted
        self.acceptedByUIKit = uikit
    }

    /// The accepted renderings under `profile`.
    public func accepted(under profile: Profile) -> [String] {
        profile == .uikitObserved ? (acceptedByUIKit ?? accepted) : accepted
    }

    /// The expectation as a Swift comment, e.g. `// slider.value == 0.5`.
    public func swiftComment(under profile: Profile) -> String {
        let values = accepted(under: profile)
        let subject = Self.subject(field)
        if values.isEmpty { return "// \(subject): any value" }
        return "// \(subject) == " + values.joined(separator: " or ")
    }

    /// How an example names `field`: `slider.value`, or `events sent`.
    static func subject(_ field: ObservationField) -> String { field == .events ? "events sent" : "slider.\(field)" }
}
