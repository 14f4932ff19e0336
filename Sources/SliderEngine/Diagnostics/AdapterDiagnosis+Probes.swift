import SliderSpec

extension AdapterDiagnosis {
    /// The attributes `attributes` enters, in declaration order.
    static func entered(in attributes: InterfaceBuilderAttributes) -> [InterfaceBuilderAttribute] {
        InterfaceBuilderAttribute.allCases.filter { attributes.keeping([$0]) != InterfaceBuilderAttributes() }
    }

    /// The observation field `attribute` sets.
    static func field(of attribute: InterfaceBuilderAttribute) -> ObservationField {
        switch attribute {
        case .minimum: .minimumValue
        case .maximum: .maximumValue
        case .value: .value
        case .continuous: .isContinuous
        case .minimumValueImage: .minimumValueImage
        case .maximumValueImage: .maximumValueImage
        case .minimumTrackTintColor: .tintColor(.minimumTrack)
        case .maximumTrackTintColor: .tintColor(.maximumTrack)
        case .thumbTintColor: .tintColor(.thumb)
        }
    }

    /// The field a setter operation stores, for the setters that may be diagnosed as no-ops;
    /// nil for every other operation.
    static func field(of operation: SliderOperation) -> ObservationField? {
        switch operation {
        case .setValue, .setValueAnimated: .value
        case .setMinimumValue: .minimumValue
        case .setMaximumValue: .maximumValue
        case .setContinuous: .isContinuous
        case .setMinimumValueImage: .minimumValueImage
        case .setMaximumValueImage: .maximumValueImage
        case let .setTintColor(part, _): .tintColor(part)
        case .setAccessibilityValue: .accessibilityValue
        default: nil
        }
    }

    /// Loads entering only `attribute`, with a few values each.
    static func probeLoads(of attribute: InterfaceBuilderAttribute) -> [InterfaceBuilderAttributes] {
        let colors = ColorToken.palette.prefix(2)
        let images = ImageToken.palette.prefix(2)
        return switch attribute {
        case .minimum: [-1, 0.25, -10].map { InterfaceBuilderAttributes(minimum: $0) }
        case .maximum: [2, 0.75, 10].map { InterfaceBuilderAttributes(maximum: $0) }
        case .value: [0.25, 0.75, 0].map { InterfaceBuilderAttributes(value: $0) }
        case .continuous: [false, true].map { InterfaceBuilderAttributes(continuous: $0) }
        case .minimumValueImage: images.map { InterfaceBuilderAttributes(minimumValueImage: $0) }
        case .maximumValueImage: images.map { InterfaceBuilderAttributes(maximumValueImage: $0) }
        case .minimumTrackTintColor: colors.map { InterfaceBuilderAttributes(minimumTrackTintColor: $0) }
        case .maximumTrackTintColor: colors.map { InterfaceBuilderAttributes(maximumTrackTintColor: $0) }
        case .thumbTintColor: colors.map { InterfaceBuilderAttributes(thumbTintColor: $0) }
        }
    }

    /// The setter of `attribute`'s field, with the values its probe loads enter.
    static func probeSetters(of attribute: InterfaceBuilderAttribute) -> [SliderOperation] {
        let colors = ColorToken.palette.prefix(2)
        let images = ImageToken.palette.prefix(2)
        return switch attribute {
        case .minimum: [-1, 0.25, -10].map { .setMinimumValue($0) }
        case .maximum: [2, 0.75, 10].map { .setMaximumValue($0) }
        case .value: [0.25, 0.75, 0].map { .setValue($0) }
        case .continuous: [false, true].map { .setContinuous($0) }
        case .minimumValueImage: images.map { .setMinimumValueImage($0) }
        case .maximumValueImage: images.map { .setMaximumValueImage($0) }
        case .minimumTrackTintColor: colors.map { .setTintColor(.minimumTrack, $0) }
        case .maximumTrackTintColor: colors.map { .setTintColor(.maximumTrack, $0) }
        case .thumbTintColor: colors.map { .setTintColor(.thumb, $0) }
        }
    }

    /// A few operations of `kind` from a fresh slider, for the kinds that may be diagnosed as
    /// no-ops; empty for every other.
    static func probeOperations(of kind: SliderOperationKind) -> [SliderOperation] {
        let colors = ColorToken.palette.prefix(2)
        let images = ImageToken.palette.prefix(2)
        return switch kind {
        case .setValue: [0.25, 0.75, 1].map { .setValue($0) }
        case .setValueAnimated: [(0.25, false), (0.75, true), (1, false)].map { .setValueAnimated($0, animated: $1) }
        case .setMinimumValue: [-1, 0.25, -10].map { .setMinimumValue($0) }
        case .setMaximumValue: [2, 0.75, 10].map { .setMaximumValue($0) }
        case .setContinuous: [false, true].map { .setContinuous($0) }
        case .setMinimumValueImage: images.map { .setMinimumValueImage($0) }
        case .setMaximumValueImage: images.map { .setMaximumValueImage($0) }
        case .setMinimumTrackTintColor: colors.map { .setTintColor(.minimumTrack, $0) }
        case .setMaximumTrackTintColor: colors.map { .setTintColor(.maximumTrack, $0) }
        case .setThumbTintColor: colors.map { .setTintColor(.thumb, $0) }
        case .setAccessibilityValue: ["3 stars", "Loud"].map { .setAccessibilityValue($0) }
        default: []
        }
    }

    /// The other ways to change `field` from a fresh slider than operations of `kind`: evidence
    /// that the slider can hold another value there and the observation reads it. Nil for a
    /// field nothing else sets.
    static func otherPaths(to field: ObservationField, besides kind: SliderOperationKind) -> [[SliderOperation]]? {
        let attribute = InterfaceBuilderAttribute.allCases.first { Self.field(of: $0) == field }
        var paths: [[SliderOperation]] = attribute.map { attribute in probeLoads(of: attribute).map { [.loadFromInterfaceBuilder($0)] } } ?? []
        switch field {
        case .value: paths += [[.setValue(0.25)], [.setValueAnimated(0.25, animated: false)], [.accessibilityIncrement]]
        case .accessibilityValue: paths += [[.setValue(0.25)], [.accessibilityIncrement]]
        default: break
        }
        if let attribute { paths += probeSetters(of: attribute).map { [$0] } }
        paths.removeAll { $0.contains { $0.kind == kind } }
        return paths.isEmpty ? nil : paths
    }

    /// The probes for events: adjustments, and a drag of the thumb on a laid-out slider (each
    /// run only when its kinds are drawn).
    static let eventProbes: [[SliderOperation]] = [
        [.accessibilityIncrement],
        [.setValue(0.5), .accessibilityDecrement],
        [.setValue(0.5), .accessibilityIncrement],
        [.setBounds(width: 200, height: 40), .setValue(0.5), .touchBegan(Touch(x: 100, y: 20, time: 0)),
         .touchMoved(Touch(x: 130, y: 20, time: 0.1)), .touchMoved(Touch(x: 160, y: 20, time: 0.2)), .touchEnded(Touch(x: 160, y: 20, time: 0.3))],
    ]
}
