import SliderSamples
import SliderSpec
import Testing

@MainActor
@Suite("Conformance checker")
struct ConformanceCheckerTests {
    @Test func maximumLoweredBelowTheValueWithoutPullingIsBlamedOnMaximumPullsValue() throws {
        let result = SequenceCheck.run(KeepsValueAboveLoweredMaximum.self, [.setValue(0.8), .setMaximumValue(0.5)], profile: .documented)
        let violation = try #require(result.violation)
        #expect(violation.rule == .limitsMaximumPullsValue)
        #expect(violation.field == "value")
        #expect(result.failingStep == 1)
        #expect(violation.expected.value == 0.5 && violation.observed.value == 0.8)
    }

    @Test func valueChangedSentInCodeIsBlamedOnValueNoEvent() throws {
        let result = SequenceCheck.run(SendsEventsInCode.self, [.setValue(0.3)], profile: .documented)
        let violation = try #require(result.violation)
        #expect(violation.rule == .valueNoEvent)
        #expect(violation.field == "events sent")
    }

    @Test func aWrongLookupForAStateWithItsOwnImageIsBlamedOnPerStateStorage() throws {
        let result = SequenceCheck.run(
            LosesHighlightedThumb.self, [.setImage(.thumb, ImageToken("image-1"), for: .highlighted)], profile: .documented)
        let violation = try #require(result.violation)
        #expect(violation.rule == .imagePerState)
        #expect(violation.field == "thumbImage(for: .highlighted)")
    }

    @Test func thumbTintThatKeepsImagesIsBlamedOnTintClearsImages() throws {
        let result = SequenceCheck.run(
            ThumbTintKeepsImages.self,
            [.setImage(.thumb, ImageToken("image-1"), for: .disabled), .setTintColor(.thumb, ColorToken("color-1"))],
            profile: .documented)
        let violation = try #require(result.violation)
        #expect(violation.rule == .tintThumbClearsImages)
    }

    @Test func eachAllowedReadingPassesAloneButSwitchingReadingsMidSequenceFails() throws {
        let once: [SliderOperation] = [.setMinimumValue(2)]
        #expect(SequenceCheck.run(InconsistentRange.self, once, profile: .documented).violation == nil)
        let twice: [SliderOperation] = [.setMinimumValue(2), .setMinimumValue(3)]
        let violation = try #require(SequenceCheck.run(InconsistentRange.self, twice, profile: .documented).violation)
        #expect(violation.rule == .limitsMinimumAboveMaximum)
    }

    @Test func documentedProfileAcceptsIgnoringMinimumAboveMaximumButUIKitObservedDoesNot() throws {
        let ops: [SliderOperation] = [.setMinimumValue(5), .setMinimumValue(6)]
        // Raising the maximum, as real UIKit does, passes both profiles.
        #expect(SequenceCheck.run(SampleSlider.self, ops, profile: .documented).violation == nil)
        #expect(SequenceCheck.run(UIKitModelImplementation.self, ops, profile: .uikitObserved).violation == nil)
        // A slider that keeps the maximum fails uikit-observed only.
        let violation = try #require(SequenceCheck.run(InconsistentRange.self, [.setMinimumValue(1), .setMinimumValue(5), .setMinimumValue(6)], profile: .uikitObserved).violation)
        #expect(violation.rule == .limitsMinimumAboveMaximum)
    }

    @Test func checkerContinuesFromTheReadingTheImplementationChose() {
        // A profile that leaves the missing-state image open (`documented` pins nil).
        let open = Profile(
            id: "open-missing-state", summary: "documented, with the missing-state image open",
            readings: Profile.documented.readings.with(\.missingStateImage, .any))
        var checker = ConformanceChecker(profile: open)
        _ = checker.checkCreation(observed: ReferenceSlider().observation(readings: Profile.documented.readings))
        #expect(checker.readings.missingStateImage.options.count == 2)
        var slider = ReferenceSlider()
        slider = slider.outcomes(of: .setImage(.thumb, ImageToken("image-1"), for: .normal), readings: checker.readings)[0].slider
        var observed = slider.observation(readings: Profile.uikitObserved.readings)
        observed.thumbImages[.highlighted] = nil
        observed.thumbImages[.disabled] = nil
        // An implementation that returns nil for states without images, for every part and state:
        var nilReadings = Profile.documented.readings
        nilReadings.missingStateImage = ReadingSet([.none])
        observed = slider.observation(readings: nilReadings)
        let step = checker.check(.setImage(.thumb, ImageToken("image-1"), for: .normal), observed: observed)
        #expect(step.violation == nil)
        #expect(checker.readings.missingStateImage.options == [.none])
    }

    @Test func creationOfAFreshSliderIsCheckedAgainstTheDefaults() throws {
        var checker = ConformanceChecker(profile: .documented)
        var observed = ReferenceSlider().observation(readings: Profile.documented.readings)
        observed.isContinuous = false
        let violation = try #require(checker.checkCreation(observed: observed).violation)
        #expect(violation.rule == .defaultsContinuous)
    }

    @Test func percentRoundingIsNarrowedByTheFirstHalfwayValue() {
        var checker = ConformanceChecker(profile: .documented)
        _ = checker.checkCreation(observed: ReferenceSlider().observation(readings: Profile.documented.readings))
        var readings = Profile.documented.readings
        readings.percentRounding = ReadingSet([.halfAwayFromZero])
        let slider = ReferenceSlider().outcomes(of: .setValue(0.125), readings: readings)[0].slider
        let step = checker.check(.setValue(0.125), observed: slider.observation(readings: readings))
        #expect(step.violation == nil)
        #expect(checker.readings.percentRounding.options == [.halfAwayFromZero])
        #expect(slider.observation(readings: readings).accessibilityValue == "13%")
    }

    // Regression: found by the fuzzer. A first decrement that changes the value and sends an
    // event fits both `always` and `whenChanged`; the checker must keep both open.
    @Test func readingsThatSeveralOutcomesMatchStayOpen() {
        let operations: [SliderOperation] = [.setValue(1), .accessibilityDecrement, .setMaximumValue(0), .accessibilityDecrement]
        #expect(SequenceCheck.run(SampleSlider.self, operations, profile: .documented).violation == nil)
        let ignoredThenRaised: [SliderOperation] = [.setMinimumValue(.infinity), .setMinimumValue(2)]
        #expect(SequenceCheck.run(SampleSlider.self, ignoredThenRaised, profile: .documented).violation == nil)
    }

    // Regression: found by the fuzzer. Several (missing-state, combined-state) answer pairs
    // match; the expectation must come from one of them, not from each question's first answer.
    @Test func expectationIsBuiltFromAnAnswerPairThatMatched() {
        let image = ImageToken("image-1")
        let operations: [SliderOperation] = [.disabled, .selected, .highlighted, .normal].map { .setImage(.minimumTrack, image, for: $0) }
        #expect(SequenceCheck.run(SampleSlider.self, operations, profile: .documented).violation == nil)
    }
}
