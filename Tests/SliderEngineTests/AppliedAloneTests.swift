import SliderEngine
@testable import SliderSpec
import Testing

/// The reference applies some operations alone (`ReferenceSlider.applyAlone`): one outcome
/// whatever the readings, without building it through the operation's rules. Where an operation
/// also has rules of its own (`ReferenceOutcome.appendBuiltOutcomes`: a value, a limit, enabling,
/// Continuous Updates, a tint, an image, a load, a touch), the two must agree: the same slider,
/// the same rules, no event, on every state the generator reaches and under every profile.
@Suite("An operation applied alone has the one outcome its rules build")
struct AppliedAloneTests {
    /// Whether `operation` has rules of its own besides `applyAlone` (a pure setter has none).
    private func hasBuiltOutcomes(_ operation: SliderOperation) -> Bool {
        switch operation {
        case .setHighlighted, .setSelected, .setMinimumValueImage, .setMaximumValueImage, .setAccessibilityLabel,
            .setAccessibilityValue, .setBounds, .setLayoutDirection:
            false
        default:
            true
        }
    }

    /// Whether two sliders are equal, a NaN value or limit equal to a NaN (`==` tells them apart).
    private func same(_ first: ReferenceSlider, _ second: ReferenceSlider) -> Bool {
        var first = first, second = second
        for field: WritableKeyPath<ReferenceSlider, Float> in [\.value, \.minimumValue, \.maximumValue]
        where first[keyPath: field].isNaN && second[keyPath: field].isNaN {
            first[keyPath: field] = 0
            second[keyPath: field] = 0
        }
        return first == second
    }

    /// Each operation that `slider` applies alone and that has rules of its own, compared under
    /// `profile`: nil when both agree, else what differs.
    private func difference(applying operation: SliderOperation, to slider: ReferenceSlider, under profile: Profile) -> String? {
        var start = slider
        if let time = operation.touchTime { start.latestTouchTime = max(start.latestTouchTime, time) }
        var alone = start
        let rules = alone.applyAlone(operation)
        var base = ReferenceOutcome(slider: start, events: [], rules: [], readings: profile.readings)
        var built = OutcomeList()
        base.appendBuiltOutcomes(of: operation, features: profile.features, to: &built)
        guard built.count == 1 else { return "\(built.count) outcomes built" }
        let outcome = built[0]
        if !same(outcome.slider, alone) { return "slider: built \(outcome.slider), alone \(alone)" }
        if outcome.rules != rules { return "rules: built \(outcome.rules), alone \(rules)" }
        if !outcome.events.isEmpty { return "events: built \(outcome.events)" }
        return nil
    }

    @Test(arguments: [false, true])
    func everyOperationAppliedAloneHasTheOutcomeItsRulesBuild(robustness: Bool) {
        let generator = OperationGenerator(options: .init(maxLength: 1_000, meanLength: 1_000, robustness: robustness))
        var compared = 0
        var kinds: Set<SliderOperationKind> = []
        for seed in 1...40 as ClosedRange<UInt64> {
            var random = RandomSource(seed: seed)
            var slider = ReferenceSlider()
            for _ in 0..<250 {
                let operation = generator.operation(of: random.pick(SliderOperationKind.allCases), after: slider, using: &random)
                if slider.appliesAlone(operation), hasBuiltOutcomes(operation) {
                    for profile in Profile.all {
                        if let difference = difference(applying: operation, to: slider, under: profile) {
                            Issue.record("seed \(seed), \(profile.id), `\(operation)` on \(slider): \(difference)")
                            return
                        }
                    }
                    compared += 1
                    kinds.insert(operation.kind)
                }
                slider = slider.outcomes(of: operation, readings: Profile.documented.readings, features: Profile.documented.features)[0].slider
            }
        }
        // Every kind that is applied alone under some state and has rules of its own was reached.
        let expected: Set<SliderOperationKind> = [
            .setValue, .setValueAnimated, .setMinimumValue, .setMaximumValue, .setEnabled, .setContinuous, .setMaximumTrackTintColor,
            .setThumbImage,
            .loadFromInterfaceBuilder, .touchBegan, .touchMoved, .touchEnded, .touchCancelled,
        ]
        #expect(kinds == expected, "reached: \(kinds.sorted { "\($0)" < "\($1)" })")
        #expect(compared > 1_000, "\(compared) operations compared")
    }
}
