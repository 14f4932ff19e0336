import SliderSpec
import Testing

@Suite("Readings pinned to the preferred answers")
struct PreferredReadingsTests {
    /// Every question of every profile keeps exactly its preferred answer (`summary` lists the
    /// questions independently of `preferredOnly`, so a question left out there is caught).
    @Test("preferredOnly pins every question to its preferred answer", arguments: Profile.all)
    func pinsEveryQuestion(profile: Profile) {
        let allowed = profile.readings.summary
        let pinned = profile.readings.preferredOnly.summary
        #expect(pinned.count == allowed.count)
        for (before, after) in zip(allowed, pinned) {
            #expect(after.question == before.question)
            #expect(after.allowed == Array(before.allowed.prefix(1)), "\(before.question)")
        }
    }

    /// The reference run as an implementation takes the preferred readings: pinning them up
    /// front leaves its observations after a sequence exactly as they were.
    @Test("the reference behaves the same with its readings pinned", arguments: Profile.all)
    func referenceUnchanged(profile: Profile) {
        let operations: [SliderOperation] = [
            .setBounds(width: 200, height: 34), .setValue(0.95), .accessibilityIncrement, .setMinimumValue(2),
            .accessibilityDecrement, .setEnabled(false), .accessibilityIncrement, .setMaximumValue(.infinity),
        ]
        var open = (slider: ReferenceSlider(), readings: profile.readings)
        var pinned = (slider: ReferenceSlider(), readings: profile.readings.preferredOnly)
        for operation in operations {
            let first = open.slider.outcomes(of: operation, readings: open.readings, features: profile.features)[0]
            let only = pinned.slider.outcomes(of: operation, readings: pinned.readings, features: profile.features)
            #expect(only.count == 1)
            open = (first.settled(observedValue: nil).slider, first.readings)
            pinned = (only[0].settled(observedValue: nil).slider, only[0].readings)
            #expect(pinned.slider == open.slider)
            #expect(pinned.slider.observation(readings: pinned.readings) == open.slider.observation(readings: open.readings))
        }
    }
}
