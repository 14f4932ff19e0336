import SliderSpec

/// The suite drives SampleSlider through its public API only.
///
/// `init()`, `init(interfaceBuilder:)`, `implementationName` and `observe()` live in the class
/// itself, so that subclasses inherit or override them.
extension SampleSlider: SliderUnderTest {
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
        case .setAccessibilityValue(let text):
            accessibilityValue = text
        case .loadFromInterfaceBuilder:
            preconditionFailure(
                "SampleSlider.perform: .loadFromInterfaceBuilder is never performed; the suite creates a new slider with init(interfaceBuilder:)")
        case .setBounds(let width, let height):
            bounds = Rect(x: 0, y: 0, width: width, height: height)
        case .setLayoutDirection(let direction):
            layoutDirection = direction
        case .touchBegan(let touch):
            touchBegan(x: touch.x, y: touch.y, time: touch.time)
        case .touchMoved(let touch):
            touchMoved(x: touch.x, y: touch.y, time: touch.time)
        case .touchEnded(let touch):
            touchEnded(x: touch.x, y: touch.y, time: touch.time)
        case .touchCancelled(let time):
            touchCancelled(time: time)
        }
        return sentEvents
    }
}
