import SliderSpec

extension AdapterDiagnosis {
    /// The diagnostic for a confirmed `suspect`: where the fix goes and the line to add, written
    /// as the README's adapter writes it (`image(_:)` and `color(_:)` map a token to the
    /// adapter's own object, `slider` is the control, `events` what its target recorded).
    static func diagnostic(for suspect: Suspect, evidence: String, explains: [Counterexample]) -> AdapterDiagnostic {
        switch suspect {
        case let .attribute(attribute):
            AdapterDiagnostic(
                kind: .interfaceBuilderAttribute, subject: attribute.rawValue, evidence: evidence, place: "init(interfaceBuilder:)",
                suggestion: suggestion(for: attribute), explains: explains)
        case let .operation(kind):
            AdapterDiagnostic(
                kind: .operation, subject: kind.rawValue, evidence: evidence, place: "perform(_:)", suggestion: suggestion(for: kind),
                explains: explains)
        case .events:
            AdapterDiagnostic(
                kind: .events, subject: "events", evidence: evidence, place: "perform(_:)",
                suggestion: "return events  // the valueChanged events the slider sent while performing the operation",
                explains: explains)
        }
    }

    /// The line of `init(interfaceBuilder:)` that passes `attribute` on.
    static func suggestion(for attribute: InterfaceBuilderAttribute) -> String {
        switch attribute {
        case .minimum: "slider.minimumValue = min(attributes.minimum ?? 0, attributes.value ?? 0.5)"
        case .maximum: "slider.maximumValue = max(attributes.maximum ?? 1, attributes.value ?? 0.5)"
        case .value: "slider.value = attributes.value ?? 0.5"
        case .continuous: "if let continuous = attributes.continuous { slider.isContinuous = continuous }"
        case .minimumValueImage: "slider.minimumValueImage = attributes.minimumValueImage.map(image)"
        case .maximumValueImage: "slider.maximumValueImage = attributes.maximumValueImage.map(image)"
        case .minimumTrackTintColor: "if let token = attributes.minimumTrackTintColor { slider.minimumTrackTintColor = color(token) }"
        case .maximumTrackTintColor: "if let token = attributes.maximumTrackTintColor { slider.maximumTrackTintColor = color(token) }"
        case .thumbTintColor: "if let token = attributes.thumbTintColor { slider.thumbTintColor = color(token) }"
        }
    }

    /// The case of `perform(_:)` that performs operations of `kind`.
    static func suggestion(for kind: SliderOperationKind) -> String {
        switch kind {
        case .setValue: "case let .setValue(value): slider.value = value"
        case .setValueAnimated: "case let .setValueAnimated(value, animated): slider.setValue(value, animated: animated)"
        case .setMinimumValue: "case let .setMinimumValue(value): slider.minimumValue = value"
        case .setMaximumValue: "case let .setMaximumValue(value): slider.maximumValue = value"
        case .setContinuous: "case let .setContinuous(flag): slider.isContinuous = flag"
        case .setMinimumValueImage: "case let .setMinimumValueImage(token): slider.minimumValueImage = token.map(image)"
        case .setMaximumValueImage: "case let .setMaximumValueImage(token): slider.maximumValueImage = token.map(image)"
        case .setMinimumTrackTintColor: "case let .setTintColor(.minimumTrack, token): slider.minimumTrackTintColor = token.map(color)"
        case .setMaximumTrackTintColor: "case let .setTintColor(.maximumTrack, token): slider.maximumTrackTintColor = token.map(color)"
        case .setThumbTintColor: "case let .setTintColor(.thumb, token): slider.thumbTintColor = token.map(color)"
        case .setAccessibilityValue: "case let .setAccessibilityValue(text): slider.accessibilityValue = text"
        default: "case .\(kind.rawValue): …  // perform it on the slider"
        }
    }
}
