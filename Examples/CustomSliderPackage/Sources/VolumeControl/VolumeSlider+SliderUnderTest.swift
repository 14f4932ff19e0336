import SliderSpec

/// The suite drives `VolumeSlider` through its public API. It has no images, tints, touches or
/// layout of its own, so it declares those operations unsupported and the suite never draws them.
extension VolumeSlider: SliderUnderTest {
    /// Everything but the value, the range, the state flags and VoiceOver.
    public static var unsupportedOperationKinds: Set<SliderOperationKind> {
        [.setMinimumValueImage, .setMaximumValueImage, .setMinimumTrackTintColor, .setMaximumTrackTintColor,
         .setThumbTintColor, .setMinimumTrackImage, .setMaximumTrackImage, .setThumbImage,
         .loadFromInterfaceBuilder, .setBounds, .setLayoutDirection, .touchBegan, .touchMoved, .touchEnded, .touchCancelled]
    }

    /// Restores the slider as a storyboard would: the range widened to hold the value.
    public convenience init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        self.init()
        let value = attributes.value ?? 0.5
        maximumValue = max(attributes.maximum ?? 1, value)
        minimumValue = min(attributes.minimum ?? 0, value)
        self.value = value
        if let continuous = attributes.continuous { isContinuous = continuous }
    }

    /// Performs one operation through the public API and returns the valueChanged events it sent.
    public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        var events: [SliderEvent] = []
        onValueChanged = { events.append(.valueChanged($0)) }
        defer { onValueChanged = nil }
        switch operation {
        case let .setValue(newValue): value = newValue
        case let .setValueAnimated(newValue, _): value = newValue
        case let .setMinimumValue(newMinimum): minimumValue = newMinimum
        case let .setMaximumValue(newMaximum): maximumValue = newMaximum
        case let .setContinuous(flag): isContinuous = flag
        case let .setEnabled(flag): isEnabled = flag
        case let .setHighlighted(flag): isHighlighted = flag
        case let .setSelected(flag): isSelected = flag
        case .accessibilityIncrement: accessibilityIncrement()
        case .accessibilityDecrement: accessibilityDecrement()
        case let .setAccessibilityLabel(text): accessibilityLabel = text
        case let .setAccessibilityValue(text): accessibilityValue = text
        default: break  // declared unsupported, or (Interface Builder) done by init(interfaceBuilder:)
        }
        return events
    }

    /// Reads every getter; the unsupported parts read as a slider without images, tints or layout.
    public func observe() -> SliderObservation {
        var state: ControlState = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return SliderObservation(
            value: value, minimumValue: minimumValue, maximumValue: maximumValue, isContinuous: isContinuous,
            isEnabled: isEnabled, isHighlighted: isHighlighted, isSelected: isSelected, state: state,
            minimumValueImage: nil, maximumValueImage: nil,
            minimumTrackTintColor: nil, maximumTrackTintColor: nil, thumbTintColor: nil,
            minimumTrackImages: StateImages { _ in nil }, maximumTrackImages: StateImages { _ in nil },
            thumbImages: StateImages { _ in nil },
            currentMinimumTrackImage: nil, currentMaximumTrackImage: nil, currentThumbImage: nil,
            accessibilityLabel: accessibilityLabel, accessibilityValue: accessibilityValue,
            accessibilityTraits: isEnabled ? [.adjustable] : [.adjustable, .notEnabled], events: [])
    }
}
