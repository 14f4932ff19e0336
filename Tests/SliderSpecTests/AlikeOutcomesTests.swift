import SliderSpec
import Testing

/// The checker builds an adjustment's outcomes that differ only in a reading as one, the reading
/// left open: it must narrow the readings exactly as matching each outcome apart would.
@MainActor
@Suite("Outcomes alike but for a reading")
struct AlikeOutcomesTests {
    /// A checker of the documented profile (adjustment snap and event open) after creation, and
    /// the slider an implementation keeps beside it.
    private static func started() -> (checker: ConformanceChecker, slider: ReferenceSlider) {
        var checker = ConformanceChecker(profile: .documented)
        _ = checker.checkCreation(observed: ReferenceSlider().observation(readings: Profile.documented.readings))
        return (checker, ReferenceSlider())
    }

    /// Performs `operation` on `slider` as an implementation taking `readings` would, checks its
    /// observation, and returns the step.
    private static func step(
        _ operation: SliderOperation, _ checker: inout ConformanceChecker, _ slider: inout ReferenceSlider, readings: Readings
    ) -> ConformanceChecker.Step {
        let outcome = slider.outcomes(of: operation, readings: readings)[0]
        slider = outcome.slider
        return checker.check(operation, observed: slider.observation(readings: readings, events: outcome.events))
    }

    @Test func anAdjustmentAwayFromTheEndsThatSendsAnEventLeavesSnapAndEventReadingsOpen() {
        var (checker, slider) = Self.started()
        let readings = Profile.documented.readings.preferredOnly
        #expect(Self.step(.setValue(0.5), &checker, &slider, readings: readings).violation == nil)
        #expect(Self.step(.accessibilityIncrement, &checker, &slider, readings: readings).violation == nil)
        #expect(slider.value == 0.6)
        #expect(checker.readings.adjustmentSnap.options == [.snapsWithinOneThousandth, .exact])
        #expect(checker.readings.adjustmentEvent.options == [.always, .whenChanged])
    }

    @Test func anAdjustmentThatLandsNearAnEndNarrowsTheSnapReadingToWhatTheImplementationDid() {
        var (checker, slider) = Self.started()
        let exact = Profile.documented.readings.preferredOnly.with(\.adjustmentSnap, ReadingSet(single: .exact))
        #expect(Self.step(.setValue(0.8995), &checker, &slider, readings: exact).violation == nil)
        #expect(Self.step(.accessibilityIncrement, &checker, &slider, readings: exact).violation == nil)
        #expect(slider.value < 1)
        #expect(checker.readings.adjustmentSnap.options == [.exact])
        #expect(checker.readings.adjustmentEvent.options == [.always, .whenChanged])
    }

    @Test func aSilentAdjustmentAtALimitPinsWhenChangedAndALaterEventThereIsAViolation() throws {
        var (checker, slider) = Self.started()
        let silent = Profile.documented.readings.preferredOnly.with(\.adjustmentEvent, ReadingSet(single: .whenChanged))
        #expect(Self.step(.setValue(0.95), &checker, &slider, readings: silent).violation == nil)
        #expect(Self.step(.accessibilityIncrement, &checker, &slider, readings: silent).violation == nil)
        #expect(checker.readings.adjustmentEvent.options == [.always, .whenChanged])
        #expect(Self.step(.accessibilityIncrement, &checker, &slider, readings: silent).violation == nil)
        #expect(checker.readings.adjustmentEvent.options == [.whenChanged])
        let loud = Profile.documented.readings.preferredOnly
        let violation = try #require(Self.step(.accessibilityIncrement, &checker, &slider, readings: loud).violation)
        #expect(violation.rule == .accessibilityAdjustmentEvent)
    }
}
