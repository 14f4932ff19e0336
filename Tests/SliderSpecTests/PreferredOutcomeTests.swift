import SliderSpec
import Testing

@Suite("The preferred outcome applied in place")
struct PreferredOutcomeTests {
    /// Plain setters, limits past each other, a touch that moves, releases and is held, a
    /// disabling mid-touch, images and an Interface Builder load: both of `applyPreferred`'s paths.
    static let operations: [SliderOperation] = [
        .setBounds(width: 200, height: 34), .setValue(0.95), .accessibilityIncrement, .setMinimumValue(2),
        .setMaximumValue(1), .setMaximumValue(10), .touchBegan(Touch(x: 100, y: 17, time: 0)),
        .touchMoved(Touch(x: 146.5, y: 17, time: 0.05)), .setValue(3), .touchEnded(Touch(x: 150, y: 17, time: 0.3)),
        .setContinuous(false), .touchBegan(Touch(x: 20, y: 17, time: 1)), .touchMoved(Touch(x: 60, y: 17, time: 1.2)),
        .setEnabled(false), .touchCancelled(time: 1.4), .setEnabled(true), .accessibilityDecrement, .setValue(.nan),
        .setMinimumValue(.infinity), .setImage(.thumb, ImageToken("knob"), for: .normal),
        .loadFromInterfaceBuilder(InterfaceBuilderAttributes(minimum: -1, maximum: 1, value: 0.5)),
        .setTintColor(.thumb, ColorToken("red")), .setAccessibilityLabel("Volume"),
    ]

    /// Applied in place, settled or not, the slider, readings and events are those of the first
    /// outcome `outcomes(of:readings:features:)` builds, settled the same way, step after step.
    @Test("applyPreferred gives the first outcome, settled when asked", arguments: Profile.all, [false, true])
    func firstOutcome(profile: Profile, settling: Bool) {
        var built = (slider: ReferenceSlider(), readings: profile.readings.preferredOnly)
        var inPlace = built
        var scratch: [ReferenceOutcome] = []
        for operation in Self.operations {
            var first = built.slider.outcomes(of: operation, readings: built.readings, features: profile.features)[0]
            if settling { first.settle(observedValue: nil) }
            built = (first.slider, first.readings)
            let events = inPlace.slider.applyPreferred(
                operation, readings: &inPlace.readings, features: profile.features, settling: settling, scratch: &scratch)
            #expect(inPlace.slider == built.slider, "\(operation)")
            #expect(inPlace.readings == built.readings, "\(operation)")
            #expect(events == first.events, "\(operation)")
            // Laid out, as `ReferenceImplementation` lays it out, so that the touches land.
            built.slider.geometry = built.slider.classicGeometry()
            inPlace.slider.geometry = inPlace.slider.classicGeometry()
        }
    }

    /// Settling matters when a touch drags the thumb (laid out, as `ReferenceImplementation`
    /// lays it out): its `valueChanged` event is built when the outcome settles, so unsettled the
    /// step reports none (the test above would pass for
    /// either way otherwise).
    @Test("only a settled touch reports the value it moved to")
    func settlingMatters() {
        let drag: [SliderOperation] = [
            .setBounds(width: 200, height: 34), .touchBegan(Touch(x: 17, y: 17, time: 0)), .touchMoved(Touch(x: 100, y: 17, time: 0.05)),
        ]
        var reported: [[SliderEvent]] = []
        for settling in [false, true] {
            var slider = ReferenceSlider()
            var readings = Profile.documented.readings.preferredOnly
            var scratch: [ReferenceOutcome] = []
            var events: [SliderEvent] = []
            for operation in drag {
                events = slider.applyPreferred(operation, readings: &readings, features: [], settling: settling, scratch: &scratch)
                slider.geometry = slider.classicGeometry()
            }
            reported.append(events)
        }
        #expect(reported[0] != reported[1], "\(reported)")
    }
}
