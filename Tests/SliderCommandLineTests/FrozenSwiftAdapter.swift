import SliderSamples
import SliderSpec

// FROZEN COMPATIBILITY FIXTURE: never edit this file. It is a Swift adapter as a slider author
// wrote one against the API of package 0.2.0 (spec 1.2.0, protocol revision 3): no
// `conformanceRevision`, an exhaustive `switch` over `SliderOperation`. CompatibilityTests keep
// its verdicts rule by rule (Tests/Compatibility/swift-adapter.verdicts.json).

/// A frozen adapter over `SampleSlider`'s own API, as an app's adapter wraps its control.
@MainActor
class FrozenSwiftAdapter: SliderUnderTest {
    static var implementationName: String { "frozen-swift-adapter" }

    let slider: SampleSlider

    required init() { slider = SampleSlider() }

    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        slider = SampleSlider(interfaceBuilder: attributes)
    }

    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        var events: [SliderEvent] = []
        let recorder = slider.addTarget({ events.append(.valueChanged($0.value)) }, for: .valueChanged)
        defer { slider.removeTarget(recorder) }
        switch operation {
        case let .setValue(value): slider.value = value
        case let .setValueAnimated(value, animated): slider.setValue(value, animated: animated)
        case let .setMinimumValue(value): slider.minimumValue = value
        case let .setMaximumValue(value): slider.maximumValue = value
        case let .setContinuous(flag): slider.isContinuous = flag
        case let .setEnabled(flag): slider.isEnabled = flag
        case let .setHighlighted(flag): slider.isHighlighted = flag
        case let .setSelected(flag): slider.isSelected = flag
        case let .setMinimumValueImage(token): slider.minimumValueImage = token
        case let .setMaximumValueImage(token): slider.maximumValueImage = token
        case let .setTintColor(.minimumTrack, token): slider.minimumTrackTintColor = token
        case let .setTintColor(.maximumTrack, token): slider.maximumTrackTintColor = token
        case let .setTintColor(.thumb, token): slider.thumbTintColor = token
        case let .setImage(.minimumTrack, token, state): slider.setMinimumTrackImage(token, for: state)
        case let .setImage(.maximumTrack, token, state): slider.setMaximumTrackImage(token, for: state)
        case let .setImage(.thumb, token, state): slider.setThumbImage(token, for: state)
        case .accessibilityIncrement: slider.accessibilityIncrement()
        case .accessibilityDecrement: slider.accessibilityDecrement()
        case let .setAccessibilityLabel(text): slider.accessibilityLabel = text
        case let .setAccessibilityValue(text): slider.accessibilityValue = text
        case .loadFromInterfaceBuilder: break
        case let .setBounds(width, height): slider.bounds = Rect(x: 0, y: 0, width: width, height: height)
        case let .setLayoutDirection(direction): slider.layoutDirection = direction
        case let .touchBegan(touch): slider.touchBegan(x: touch.x, y: touch.y, time: touch.time)
        case let .touchMoved(touch): slider.touchMoved(x: touch.x, y: touch.y, time: touch.time)
        case let .touchEnded(touch): slider.touchEnded(x: touch.x, y: touch.y, time: touch.time)
        case let .touchCancelled(time): slider.touchCancelled(time: time)
        }
        return events
    }

    func observe() -> SliderObservation { slider.observe() }
}
