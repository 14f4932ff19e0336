import SliderSpec
import Testing

/// `observe(into:)` writes over whatever the storage held exactly the observation `observe()`
/// returns, leaving the events to the suite.
@MainActor
struct InPlaceObservationTests {
    /// Plain setters, limits past each other, touches, a disabled slider, images, tints, texts
    /// and a layout: every field changes at least once.
    static let operations: [SliderOperation] = [
        .setBounds(width: 200, height: 34), .setValue(0.95), .accessibilityIncrement, .setMinimumValue(2),
        .setMaximumValue(1), .setMaximumValue(10), .touchBegan(Touch(x: 100, y: 17, time: 0)),
        .touchMoved(Touch(x: 146.5, y: 17, time: 0.05)), .touchEnded(Touch(x: 150, y: 17, time: 0.3)),
        .setImage(.thumb, ImageToken("knob"), for: .normal), .setImage(.minimumTrack, ImageToken("fill"), for: .highlighted),
        .setMinimumValueImage(ImageToken("quiet")), .setTintColor(.thumb, ColorToken("red")), .setHighlighted(true),
        .setSelected(true), .setEnabled(false), .setAccessibilityLabel("Volume"), .setAccessibilityValue("loud"),
        .setLayoutDirection(.rightToLeft), .setContinuous(false), .setEnabled(true), .setValue(.nan),
        .setAccessibilityValue(nil), .setBounds(width: 80, height: 20),
    ]

    @Test(
        "The reference writes over a stale observation the one it returns, its events untouched",
        arguments: [ReferenceImplementation.self, UIKitModelImplementation.self, CalloutReferenceImplementation.self])
    func writesWhatItReturns(_ type: ReferenceImplementation.Type) {
        let slider = type.init()
        // Storage holding another state's observation, with events, as the suite's storage does.
        var storage = slider.observe()
        storage.events = [SliderEvent(.valueChanged, value: 7)]
        var fieldsChanged = Set<ObservationField>()
        for var operation in Self.operations {
            // A touch begins on the thumb, wherever it is.
            if case let .touchBegan(touch) = operation {
                operation = .touchBegan(Touch(x: storage.geometry.thumbRect.midX, y: touch.y, time: touch.time))
            }
            _ = slider.perform(operation)
            let stale = storage
            slider.observe(into: &storage)
            #expect(storage.events == stale.events, "\(operation)")
            var returned = slider.observe()
            returned.events = stale.events
            #expect(storage == returned, "\(operation): \(storage.differences(from: returned))")
            fieldsChanged.formUnion(stale.differences(from: storage))
        }
        // The storage was overwritten with different values of every kind of field.
        let overwritten: Set<ObservationField> = [
            .value, .minimumValue, .maximumValue, .isContinuous, .isEnabled, .isHighlighted, .isSelected, .state,
            .minimumValueImage, .tintColor(.thumb), .image(.thumb, .normal), .currentImage(.thumb), .accessibilityLabel,
            .accessibilityValue, .accessibilityTraitNotEnabled, .layoutDirection, .isTracking, .geometry(.bounds), .geometry(.thumbRect),
            .calloutCenterX, .calloutValue,
        ]
        #expect(overwritten.subtracting(fieldsChanged).isEmpty, "never overwritten: \(overwritten.subtracting(fieldsChanged))")
    }
}
