import SliderSpec

extension ObservationField {
    /// The operation that stores this field's value in `observation` (`value = 0.5` for the
    /// value), for a stored field a setter sets; nil for a derived field, the events, tracking and
    /// the geometry other than the bounds.
    func setter(storing observation: SliderObservation) -> SliderOperation? {
        switch self {
        case .value: .setValue(observation.value)
        case .minimumValue: .setMinimumValue(observation.minimumValue)
        case .maximumValue: .setMaximumValue(observation.maximumValue)
        case .isContinuous: .setContinuous(observation.isContinuous)
        case .isEnabled: .setEnabled(observation.isEnabled)
        case .isHighlighted: .setHighlighted(observation.isHighlighted)
        case .isSelected: .setSelected(observation.isSelected)
        case .minimumValueImage: .setMinimumValueImage(observation.minimumValueImage)
        case .maximumValueImage: .setMaximumValueImage(observation.maximumValueImage)
        case let .tintColor(part): .setTintColor(part, observation.tintColor(part))
        case let .image(part, state): .setImage(part, observation.images(part)[state], for: state)
        case .accessibilityLabel: .setAccessibilityLabel(observation.accessibilityLabel)
        case .layoutDirection: .setLayoutDirection(observation.layoutDirection)
        case .geometry(.bounds): .setBounds(width: observation.geometry.bounds.width, height: observation.geometry.bounds.height)
        default: nil
        }
    }

    /// The setters that store `fields`' values in `observation`, the limits before the others and
    /// the value last (so a limit set afterwards does not move it).
    static func setters(storing fields: [ObservationField], in observation: SliderObservation) -> [SliderOperation] {
        let limits = fields.filter { $0 == .minimumValue || $0 == .maximumValue }
        let others = fields.filter { $0 != .value && !limits.contains($0) }
        return (limits + others + fields.filter { $0 == .value }).compactMap { $0.setter(storing: observation) }
    }
}
