extension RuleCatalogue {
    static let limitsRules: [Rule] = [
        Rule(
            .limitsMinimumStores, .derived, "Setting `minimumValue` at or below `maximumValue` stores it exactly.",
            sources: [.classReference("minimumValue")],
            governs: [.limits],
            example: RuleExample([.setMinimumValue(-2)], expect: [Expectation(.minimumValue, "-2.0"), Expectation(.value, "0.0")])),
        Rule(
            .limitsMaximumStores, .derived, "Setting `maximumValue` at or above `minimumValue` stores it exactly.",
            sources: [.classReference("maximumValue")],
            governs: [.limits],
            example: RuleExample([.setMaximumValue(10)], expect: [Expectation(.maximumValue, "10.0"), Expectation(.value, "0.0")])),
        Rule(
            .limitsMinimumPullsValue, .documented,
            "Raising `minimumValue` above the current value moves the value up to the new minimum.",
            sources: [.classReference("minimumValue")],
            governs: [.value],
            example: RuleExample([.setMinimumValue(0.5)], expect: [Expectation(.value, "0.5")])),
        Rule(
            .limitsMaximumPullsValue, .documented,
            "Lowering `maximumValue` below the current value moves the value down to the new maximum.",
            sources: [.classReference("maximumValue")],
            governs: [.value],
            example: RuleExample([.setValue(0.8), .setMaximumValue(0.5)], expect: [Expectation(.value, "0.5")])),
        Rule(
            .limitsMinimumAboveMaximum, .unspecified,
            "Raising `minimumValue` above `maximumValue` has one of three joint outcomes: the maximum rises to the new minimum and the value is adjusted to match it; the new minimum is clamped to the maximum and the value becomes the maximum; or nothing changes. The value always stays within the range. The documented profile allows the third, reading 001's adjustment (when the property changes and the value lies below the new minimum, the value is moved to it) as a consequence of the property changing, not as a promise that every assignment changes it: a refused assignment leaves the property, the range and the value as they were (the value is below no new minimum), and no document says a minimum above the maximum is stored (`limits.minimum-stores` is derived only up to the maximum). A reader who takes the assignment itself as the change would exclude it; the sources do not settle which.",
            sources: [.classReference("minimumValue"), .reference("Debug sliders")],
            governs: [.limits, .value],
            example: RuleExample(
                [.setMinimumValue(2)],
                byReading: [
                    ReadingOutcome("raisesMaximum", (.minimumValue, "2.0"), (.maximumValue, "2.0"), (.value, "2.0")),
                    ReadingOutcome("clampsToMaximum", (.minimumValue, "1.0"), (.maximumValue, "1.0"), (.value, "1.0")),
                    ReadingOutcome("isIgnored", (.minimumValue, "0.0"), (.maximumValue, "1.0"), (.value, "0.0")),
                ]),
            uikitDifference: "Real UIKit raises `maximumValue` to the new minimum and the value follows (strong)."),
        Rule(
            .limitsMaximumBelowMinimum, .unspecified,
            "Lowering `maximumValue` below `minimumValue` has one of three joint outcomes: the minimum falls to the new maximum and the value is adjusted to match it; the new maximum is clamped to the minimum and the value becomes the minimum; or nothing changes. The value always stays within the range. The documented profile allows the third, as for `limits.minimum-above-maximum`: 001's adjustment applies when the property changes, and a refused assignment changes nothing (real UIKit may even assert here).",
            sources: [.classReference("maximumValue"), .reference("Debug sliders")],
            governs: [.limits, .value],
            example: RuleExample(
                [.setMaximumValue(-1)],
                byReading: [
                    ReadingOutcome("lowersMinimum", (.minimumValue, "-1.0"), (.maximumValue, "-1.0"), (.value, "-1.0")),
                    ReadingOutcome("clampsToMinimum", (.minimumValue, "0.0"), (.maximumValue, "0.0"), (.value, "0.0")),
                    ReadingOutcome("isIgnored", (.minimumValue, "0.0"), (.maximumValue, "1.0"), (.value, "0.0")),
                ]),
            uikitDifference: "Unknown for real UIKit (weak): the code shows no lowering of the minimum and an internal assertion, so it may raise an exception. Both profiles leave it open."),
        Rule(
            .limitsNonFinite, .unspecified,
            "Setting a limit to NaN or an infinity is either ignored or stored unguarded, the other limit rules then applying with IEEE comparisons; while a limit is NaN, the value any common clamp gives is accepted (ordered comparisons, `min(max(v, lo), hi)`, `max(lo, min(hi, v))`, `fmin`/`fmax`, or an if-chain) except NaN: the value never becomes NaN (`value.not-a-number`), and where every clamp would give NaN (both limits NaN) it stays where it was.",
            sources: [.classReference("minimumValue"), .classReference("maximumValue")],
            governs: [.limits, .value],
            example: RuleExample([.setMaximumValue(.infinity)], expect: [Expectation(.maximumValue, "inf", "1.0", uikit: ["inf"])]),
            uikitDifference: "Real UIKit does not guard NaN or infinite limits (medium)."),
        Rule(
            .limitsNoEvent, .unspecified,
            "A limit change that pulls the value along either sends no `valueChanged` (the change was made in code, not by the user) or sends one carrying the new value; the documents say only that the value is adjusted.",
            sources: [.classReference("minimumValue"), .classReference("maximumValue"), .reference("Respond to user interaction")],
            governs: [.events],
            example: RuleExample([.setMinimumValue(0.5)], expect: [Expectation(.events, "[]", "[valueChanged(0.5)]")]),
            uikitDifference: "Not known for real UIKit: the public material does not say. Both profiles leave it open."),
    ]
}
