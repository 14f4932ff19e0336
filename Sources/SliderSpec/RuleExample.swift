/// A minimal example of a rule: operations on a fresh slider and what must hold afterwards.
///
/// The same example is printed in CONFORMANCE.md and run by the rule's test against every
/// bundled implementation.
public struct RuleExample: Sendable {
    /// The operations, performed on a slider created in code.
    public let operations: [SliderOperation]
    /// What must hold after the last operation.
    public let expectations: [Expectation]
    /// The opt-in profile the example belongs to, or nil when it holds under every profile.
    public let profile: Profile?

    /// Creates an example.
    public init(_ operations: [SliderOperation], expect expectations: [Expectation], profile: Profile? = nil) {
        self.operations = operations
        self.expectations = expectations
        self.profile = profile
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
        let subject = field == .events ? "events sent" : "slider.\(field)"
        if values.isEmpty { return "// \(subject): any value" }
        return "// \(subject) == " + values.joined(separator: " or ")
    }
}
