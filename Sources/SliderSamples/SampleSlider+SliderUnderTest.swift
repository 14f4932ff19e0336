import SliderSpec

extension SampleSlider: SliderUnderTest {
    /// Creates a slider in code: value 0 in the range 0...1, with every other property at its default.
    public convenience init() {
        self.init(minimumValue: 0, maximumValue: 1, value: 0)
    }

    /// Creates a slider from Interface Builder attributes, widening the range to include the value.
    public convenience init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        var minimum = attributes.minimum ?? 0
        var maximum = attributes.maximum ?? 1
        let current = attributes.value ?? 0.5
        if current > maximum {
            maximum = current
        }
        if current < minimum {
            minimum = current
        }
        self.init(minimumValue: minimum, maximumValue: maximum, value: current)
    }

    /// Performs one operation through the public API and returns the events it sent.
    public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        var sentEvents: [SliderEvent] = []
        let recorder = addTarget({ slider in
            sentEvents.append(.valueChanged(slider.value))
        }, for: .valueChanged)
        defer { removeTarget(recorder) }

        switch operation {
        case .setValue(let newValue):
            value = newValue
        case .setValueAnimated(let newValue, let animated):
            setValue(newValue, animated: animated)
        case .setMinimumValue(let newMinimum):
            minimumValue = newMinimum
        case .setMaximumValue(let newMaximum):
            maximumValue = newMaximum
        case .setContinuous(let continuous):
            isContinuous = continuous
        case .setEnabled(let enabled):
            isEnabled = enabled
        case .setHighlighted(let highlighted):
            isHighlighted = highlighted
        case .setSelected(let selected):
            isSelected = selected
        case .setMinimumValueImage(let image):
            minimumValueImage = image
        case .setMaximumValueImage(let image):
            maximumValueImage = image
        case .setTintColor(let part, let color):
            switch part {
            case .minimumTrack: minimumTrackTintColor = color
            case .maximumTrack: maximumTrackTintColor = color
            case .thumb: thumbTintColor = color
            }
        case .setImage(let part, let image, let state):
            switch part {
            case .minimumTrack: setMinimumTrackImage(image, for: state)
            case .maximumTrack: setMaximumTrackImage(image, for: state)
            case .thumb: setThumbImage(image, for: state)
            }
        case .accessibilityIncrement:
            accessibilityIncrement()
        case .accessibilityDecrement:
            accessibilityDecrement()
        case .setAccessibilityLabel(let label):
            accessibilityLabel = label
        case .loadFromInterfaceBuilder:
            preconditionFailure(
                "SampleSlider.perform: .loadFromInterfaceBuilder is never performed; the suite creates a new slider with init(interfaceBuilder:)")
        }
        return sentEvents
    }

    /// Reads every getter into an observation, with no events.
    public func observe() -> SliderObservation {
        SliderObservation(
            value: value,
            minimumValue: minimumValue,
            maximumValue: maximumValue,
            isContinuous: isContinuous,
            isEnabled: isEnabled,
            isHighlighted: isHighlighted,
            isSelected: isSelected,
            state: state,
            minimumValueImage: minimumValueImage,
            maximumValueImage: maximumValueImage,
            minimumTrackTintColor: minimumTrackTintColor,
            maximumTrackTintColor: maximumTrackTintColor,
            thumbTintColor: thumbTintColor,
            minimumTrackImages: StateImages { minimumTrackImage(for: $0) },
            maximumTrackImages: StateImages { maximumTrackImage(for: $0) },
            thumbImages: StateImages { thumbImage(for: $0) },
            currentMinimumTrackImage: currentMinimumTrackImage,
            currentMaximumTrackImage: currentMaximumTrackImage,
            currentThumbImage: currentThumbImage,
            accessibilityLabel: accessibilityLabel,
            accessibilityValue: accessibilityValue,
            accessibilityTraits: accessibilityTraits,
            events: [])
    }
}
