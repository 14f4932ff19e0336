import SliderSpec
import Testing

/// The checker builds an adjustment's outcomes that differ only in a reading as one, the reading
/// left open: it must narrow the readings exactly as matching each outcome apart would.
@MainActor
@Suite("Outcomes alike but for a reading")
struct AlikeOutcomesTests {
    @Test func anAdjustmentAwayFromTheEndsThatSendsAnEventLeavesSnapAndEventReadingsOpen() {
        var (checker, slider) = CheckedByHand.started()
        let readings = Profile.documented.readings.preferredOnly
        #expect(CheckedByHand.step(.setValue(0.5), &checker, &slider, readings: readings).violation == nil)
        #expect(CheckedByHand.step(.accessibilityIncrement, &checker, &slider, readings: readings).violation == nil)
        #expect(slider.value == 0.6)
        #expect(checker.readings.adjustmentSnap.options == [.snapsWithinOneThousandth, .exact])
        #expect(checker.readings.adjustmentEvent.options == [.always, .whenChanged])
    }

    @Test func anAdjustmentThatLandsNearAnEndNarrowsTheSnapReadingToWhatTheImplementationDid() {
        var (checker, slider) = CheckedByHand.started()
        let exact = Profile.documented.readings.preferredOnly.with(\.adjustmentSnap, ReadingSet(single: .exact))
        #expect(CheckedByHand.step(.setValue(0.8995), &checker, &slider, readings: exact).violation == nil)
        #expect(CheckedByHand.step(.accessibilityIncrement, &checker, &slider, readings: exact).violation == nil)
        #expect(slider.value < 1)
        #expect(checker.readings.adjustmentSnap.options == [.exact])
        #expect(checker.readings.adjustmentEvent.options == [.always, .whenChanged])
    }

    @Test func aSilentAdjustmentAtALimitPinsWhenChangedAndALaterEventThereIsAViolation() throws {
        var (checker, slider) = CheckedByHand.started()
        let silent = Profile.documented.readings.preferredOnly.with(\.adjustmentEvent, ReadingSet(single: .whenChanged))
        #expect(CheckedByHand.step(.setValue(0.95), &checker, &slider, readings: silent).violation == nil)
        #expect(CheckedByHand.step(.accessibilityIncrement, &checker, &slider, readings: silent).violation == nil)
        #expect(checker.readings.adjustmentEvent.options == [.always, .whenChanged])
        #expect(CheckedByHand.step(.accessibilityIncrement, &checker, &slider, readings: silent).violation == nil)
        #expect(checker.readings.adjustmentEvent.options == [.whenChanged])
        let loud = Profile.documented.readings.preferredOnly
        let violation = try #require(CheckedByHand.step(.accessibilityIncrement, &checker, &slider, readings: loud).violation)
        #expect(violation.rule == .accessibilityAdjustmentEvent)
    }
}
