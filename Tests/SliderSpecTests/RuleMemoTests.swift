@testable import SliderSpec
import Testing

/// The checker's memos (`ObservationRulesMemo`, `PercentTextMemo`) are there only for speed: kept
/// across a sequence of states whose inputs change, moved back and forth, and stay the same, they
/// answer what a fresh computation answers at every step, under every profile.
@Suite("The checker's memos answer what a fresh computation does")
struct RuleMemoTests {
    /// Operations that change every input the memos key on: value and limits (a percentage
    /// halfway, none, one whose arithmetics differ), the app's text, the images, whether the slider
    /// is enabled, its bounds (one degenerate), and touches, which send events.
    static let operations: [SliderOperation] = [
        .setValue(0.5), .setValue(0.125), .setMaximumValue(3), .setValue(1), .setValue(0.015), .setMinimumValue(2),
        .setMinimumValue(0), .setValue(0.125), .setAccessibilityValue("custom"), .setValue(0.5), .setAccessibilityValue(nil),
        .setMinimumValueImage(ImageToken("image-1")), .setImage(.thumb, ImageToken("image-2"), for: .normal),
        .setEnabled(false), .setValue(2.5), .setEnabled(true), .setBounds(width: 0, height: 31), .setValue(1),
        .setBounds(width: 200, height: 31), .touchBegan(Touch(x: 100, y: 15, time: 1)),
        .touchMoved(Touch(x: 150, y: 15, time: 2)), .touchEnded(Touch(x: 150, y: 15, time: 3)),
        .setImage(.thumb, nil, for: .normal), .setMinimumValueImage(nil), .setMaximumValue(1), .setValue(0.5),
    ]

    /// Each state of `operations`, applied as the reference prefers under `profile`, observed
    /// (with the events the operation sent) and once more with a text no percentage gives.
    static func states(_ profile: Profile) -> [(slider: ReferenceSlider, readings: Readings, observed: SliderObservation)] {
        var slider = ReferenceSlider()
        var readings = profile.readings
        var scratch: [ReferenceOutcome] = []
        var states: [(ReferenceSlider, Readings, SliderObservation)] = []
        for operation in operations {
            let events = slider.applyPreferred(operation, readings: &readings, features: profile.features, settling: true, scratch: &scratch)
            var observed = slider.observation(readings: readings, events: events)
            states.append((slider, profile.readings, observed))
            observed.accessibilityValue = "no percentage"
            states.append((slider, profile.readings, observed))
        }
        return states
    }

    @Test(arguments: Profile.all)
    func theObservationAndRelationRulesAreThoseComputedAfresh(profile: Profile) {
        var memo = ObservationRulesMemo()
        for (slider, _, observed) in Self.states(profile) {
            var slider = slider, observed = observed
            var remembered = RuleList()
            memo.append(rulesOf: &slider, text: .init(of: &slider), observed: &observed, features: profile.features, to: &remembered)
            var fresh = slider.observationRules
            fresh.append(contentsOf: GeometryRelations.rules(for: observed, reference: slider, features: profile.features))
            fresh.append(contentsOf: VocabularyRelations.rules(for: observed, features: profile.features))
            #expect(remembered == fresh, "\(slider.value) in \(slider.minimumValue)…\(slider.maximumValue)")
        }
    }

    @Test(arguments: Profile.all)
    func thePercentagesTextIsMatchedAsAfresh(profile: Profile) {
        var memo = PercentTextMemo()
        for (slider, readings, observed) in Self.states(profile) {
            var slider = slider, observed = observed
            let remembered = memo.match(
                &slider, arithmetics: readings.percentArithmetic, roundings: readings.percentRounding, observed: &observed)
            let fresh = OutcomeMatch.PercentText(
                of: &slider, arithmetics: readings.percentArithmetic, roundings: readings.percentRounding, observed: &observed)
            #expect(remembered.matches == fresh.matches && remembered.facts == fresh.facts, "\(observed.accessibilityValue ?? "nil")")
            #expect(remembered.arithmetic == fresh.arithmetic && remembered.rounding == fresh.rounding)
            #expect(remembered.arithmetics == fresh.arithmetics && remembered.roundings == fresh.roundings)
        }
    }
}
