/// The observation fields a subject may declare it cannot read
/// (`SliderUnderTest.unsupportedObservationFields`), named on the wire by the observation's keys.
extension ObservationField {
    /// The key of the observation's JSON that carries the field, e.g. `accessibilityValue`,
    /// `thumbImages` (every state's thumb image) or `trackRect` (one rectangle of `geometry`,
    /// which is declared rectangle by rectangle).
    public var observationKey: String {
        if case let .geometry(part) = self { return part.rawValue }
        return member.rawValue
    }

    /// The fields a declaration of `key` covers (empty for a key that names none).
    public static func fields(forKey key: String) -> [ObservationField] {
        all.filter { $0.observationKey == key }
    }

    /// Every key a declaration may name, in field order.
    public static let observationKeys: [String] = all.reduce(into: []) { keys, field in
        if !keys.contains(field.observationKey) { keys.append(field.observationKey) }
    }

    /// The fields of `family`.
    static func fields(of family: ObservationFamily) -> [ObservationField] { all.filter { $0.family == family } }

    /// The fields never compared with the reference's, only checked as relations on the
    /// implementation's own numbers when it reports them (`VocabularyRelations`:
    /// `layout.intrinsic-height`, `callout.shows-value`), absent when not reported. (The callout's
    /// centre is not one: under `value-callout` a callout is required.) An implementation that cannot read one (declared, or
    /// beyond its protocol revision) is checked as if it reported none: read from the reference's
    /// own observation instead, the relation would hold the model's number against the
    /// implementation's (issue 37: a revision-1 adapter failed `layout.intrinsic-height` with
    /// "is 28.0 … it was 28.0").
    public static let reportedOnly: Set<ObservationField> = Set(leftOut.map(\.field))

    /// The fields only a relation checks (`reportedOnly`), each with how an observation leaves it
    /// out: the one list of them.
    static let leftOut: [(field: ObservationField, leaveOut: @Sendable (inout SliderObservation) -> Void)] = [
        (.intrinsicContentHeight, { $0.intrinsicContentHeight = nil }),
        (.calloutValue, { $0.calloutValue = nil }),
    ]
}

extension SliderObservation {
    /// A copy whose `fields` are read from `source`: what a subject that cannot read them is
    /// compared as, so they never differ. A field only a relation checks
    /// (`ObservationField.reportedOnly`) is left out instead (nil), so its relation is not checked.
    public func replacing(_ fields: Set<ObservationField>, from source: SliderObservation) -> SliderObservation {
        var result = self
        for field in fields where !ObservationField.reportedOnly.contains(field) { result.copy(field, from: source) }
        result.leaveOut(fields)
        return result
    }

    /// Leaves out (sets to nil) the fields of `fields` that only a relation checks
    /// (`ObservationField.reportedOnly`): what an implementation that cannot read them reported,
    /// never read, whatever it wrote there.
    public mutating func leaveOut(_ fields: Set<ObservationField>) {
        for (field, leaveOut) in ObservationField.leftOut where fields.contains(field) { leaveOut(&self) }
    }

    /// Sets `field` to its value in `source`.
    private mutating func copy(_ field: ObservationField, from source: SliderObservation) {
        switch field {
        case .value: value = source.value
        case .minimumValue: minimumValue = source.minimumValue
        case .maximumValue: maximumValue = source.maximumValue
        case .isContinuous: isContinuous = source.isContinuous
        case .isEnabled: isEnabled = source.isEnabled
        case .isHighlighted: isHighlighted = source.isHighlighted
        case .isSelected: isSelected = source.isSelected
        case .state: state = source.state
        case .minimumValueImage: minimumValueImage = source.minimumValueImage
        case .maximumValueImage: maximumValueImage = source.maximumValueImage
        case .tintColor(.minimumTrack): minimumTrackTintColor = source.minimumTrackTintColor
        case .tintColor(.maximumTrack): maximumTrackTintColor = source.maximumTrackTintColor
        case .tintColor(.thumb): thumbTintColor = source.thumbTintColor
        case let .image(.minimumTrack, state): minimumTrackImages[state] = source.minimumTrackImages[state]
        case let .image(.maximumTrack, state): maximumTrackImages[state] = source.maximumTrackImages[state]
        case let .image(.thumb, state): thumbImages[state] = source.thumbImages[state]
        case .currentImage(.minimumTrack): currentMinimumTrackImage = source.currentMinimumTrackImage
        case .currentImage(.maximumTrack): currentMaximumTrackImage = source.currentMaximumTrackImage
        case .currentImage(.thumb): currentThumbImage = source.currentThumbImage
        case .accessibilityLabel: accessibilityLabel = source.accessibilityLabel
        case .accessibilityValue: accessibilityValue = source.accessibilityValue
        case .accessibilityTraits:
            accessibilityTraits = source.accessibilityTraits.subtracting(.notEnabled).union(accessibilityTraits.intersection(.notEnabled))
        case .accessibilityTraitNotEnabled:
            accessibilityTraits = accessibilityTraits.subtracting(.notEnabled).union(source.accessibilityTraits.intersection(.notEnabled))
        case .events: events = source.events
        case .layoutDirection: layoutDirection = source.layoutDirection
        case .isTracking: isTracking = source.isTracking
        case .geometry(.bounds): geometry.bounds = source.geometry.bounds
        case .geometry(.trackRect): geometry.trackRect = source.geometry.trackRect
        case .geometry(.thumbRect): geometry.thumbRect = source.geometry.thumbRect
        case .geometry(.thumbRectAtMinimum): geometry.thumbRectAtMinimum = source.geometry.thumbRectAtMinimum
        case .geometry(.thumbRectAtMaximum): geometry.thumbRectAtMaximum = source.geometry.thumbRectAtMaximum
        case .geometry(.minimumValueImageRect): geometry.minimumValueImageRect = source.geometry.minimumValueImageRect
        case .geometry(.maximumValueImageRect): geometry.maximumValueImageRect = source.geometry.maximumValueImageRect
        case .calloutCenterX: calloutCenterX = source.calloutCenterX
        case .intrinsicContentHeight: intrinsicContentHeight = source.intrinsicContentHeight
        case .calloutValue: calloutValue = source.calloutValue
        case .isAccessibilityElement: isAccessibilityElement = source.isAccessibilityElement
        }
    }
}
