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

    /// The outcome as one Swift comment, e.g. `// raisesMaximum: slider.minimumValue == 2.0 && slider.value == 2.0`.
    public var swiftComment: String {
        "// \(reading): " + swiftCondition
    }

    /// The fields of the outcome as one Swift condition, joined by `&&`.
    public var swiftCondition: String {
        fields.map { Expectation.equality(Expectation.subject($0.field), $0.field, $0.value) }.joined(separator: " && ")
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
    /// Where the field is checked as a relation rather than against values (a geometry rule):
    /// the relation the example's observation keeps, as a Swift condition.
    public let relation: String?

    /// Expects `field` to render as one of `accepted` (and, under `uikit-observed`, one of
    /// `uikit`), or, with no value accepted, to keep `relation`.
    public init(_ field: ObservationField, _ accepted: String..., relation: String? = nil, uikit: [String]? = nil) {
        self.field = field
        self.accepted = accepted
        self.relation = relation
        self.acceptedByUIKit = uikit
    }

    /// The accepted renderings under `profile`.
    public func accepted(under profile: Profile) -> [String] {
        profile == .uikitObserved ? (acceptedByUIKit ?? accepted) : accepted
    }

    /// The expectation as a Swift comment, e.g. `// slider.value == 0.5`: a condition in Swift,
    /// the relation where one is checked, or the field and "not checked".
    public func swiftComment(under profile: Profile) -> String {
        guard let condition = swiftCondition(under: profile) else { return "// \(Self.subject(field)): not checked" }
        return "// " + condition
    }

    /// What the example's observation satisfies under `profile`, as a Swift condition: the field
    /// equal to one accepted value (`||` between them), or the relation; nil when not checked.
    public func swiftCondition(under profile: Profile) -> String? {
        let values = accepted(under: profile)
        if values.isEmpty { return profile == .uikitObserved && acceptedByUIKit != nil ? nil : relation }
        let subject = Self.subject(field)
        return values.map { Self.equality(subject, field, $0) }.joined(separator: " || ")
    }

    /// How an example names `field` in Swift: `slider.value`, the rectangle getters called on
    /// `slider.bounds`, the traits but `.notEnabled`; `sentEvents`, `calloutCenterX` and
    /// `calloutValue` for what an adapter reports in `SliderObservation` (a `UISlider` has no getter).
    public static func subject(_ field: ObservationField) -> String {
        let track = "slider.trackRect(forBounds: slider.bounds)"
        func thumb(_ value: String) -> String { "slider.thumbRect(forBounds: slider.bounds, trackRect: \(track), value: slider.\(value))" }
        return switch field {
        case .events: "sentEvents"
        case .calloutCenterX: "calloutCenterX"
        case .calloutValue: "calloutValue"
        case .accessibilityTraits: "slider.accessibilityTraits.subtracting(.notEnabled)"
        case .geometry(.bounds): "slider.bounds"
        case .geometry(.trackRect): track
        case .geometry(.thumbRect): thumb("value")
        case .geometry(.thumbRectAtMinimum): thumb("minimumValue")
        case .geometry(.thumbRectAtMaximum): thumb("maximumValue")
        case .geometry(.minimumValueImageRect): "slider.minimumValueImageRect(forBounds: slider.bounds)"
        case .geometry(.maximumValueImageRect): "slider.maximumValueImageRect(forBounds: slider.bounds)"
        default: "slider.\(field)"
        }
    }

    /// `subject` equal to `rendering` as a Swift condition: `slider.value == 0.5`, or
    /// `slider.value.isNaN` for NaN (which `==` never matches).
    static func equality(_ subject: String, _ field: ObservationField, _ rendering: String) -> String {
        rendering == "nan" ? "\(subject).isNaN" : "\(subject) == \(swiftValue(field, rendering))"
    }

    /// A rendering (`ObservationField.render`) as a Swift expression: `inf` as `.infinity`, a
    /// rectangle `(x, y, w, h)` as `CGRect(x:y:width:height:)`, events as `[.valueChanged(0.5)]`,
    /// the tokens `image-1`, `color-1`, `system-tinted` as the example's `image1`, `color1`, `systemTinted`.
    public static func swiftValue(_ field: ObservationField, _ rendering: String) -> String {
        if case .geometry = field, rendering.hasPrefix("("), rendering.hasSuffix(")") {
            let parts = rendering.dropFirst().dropLast().split(separator: ",").map { $0.filter { $0 != " " } }
            if parts.count == 4 { return "CGRect(x: \(parts[0]), y: \(parts[1]), width: \(parts[2]), height: \(parts[3]))" }
        }
        if field == .events { return rendering.replacing("valueChanged(", with: ".valueChanged(") }
        if rendering == "inf" || rendering == "-inf" { return rendering.replacing("inf", with: ".infinity") }
        if rendering == "system-tinted" { return "systemTinted" }
        for token in ["image-", "color-"] where rendering.hasPrefix(token) {
            return String(token.dropLast()) + rendering.dropFirst(token.count)
        }
        return rendering
    }
}
