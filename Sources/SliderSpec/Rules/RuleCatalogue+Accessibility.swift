extension RuleCatalogue {
    static let accessibilityRules: [Rule] = [
        Rule(
            .accessibilityTraitsAdjustable, .documented, "`accessibilityTraits` includes `.adjustable`.",
            sources: [.reference("Make sliders accessible"), .accessible("The standard slider")],
            governs: [.accessibilityTraits],
            example: RuleExample([], expect: [Expectation(.accessibilityTraits, "[.adjustable]")])),
        Rule(
            .accessibilityValuePercent, .documented,
            "`accessibilityValue` is the value's position in the range, (value − minimum) / (maximum − minimum), as a whole percentage followed by `%`: \"50%\" in an English locale (the suite assumes one; other locales format differently, e.g. \"50 %\"). The sources give only the text; in which type it is computed is `accessibility.value-arithmetic`.",
            sources: [.accessible("The standard slider"), .reference("Make sliders accessible")],
            governs: [.accessibilityValue],
            example: RuleExample([.setValue(0.5)], expect: [Expectation(.accessibilityValue, "\"50%\"")])),
        Rule(
            .accessibilityValueRounding, .unspecified,
            "A percentage exactly halfway between two whole percents (as the chosen `accessibility.value-arithmetic` computes it) rounds either half to even or half away from zero, the same way every time (English-locale text, as for `accessibility.value-percent`).",
            sources: [.accessible("The standard slider")],
            governs: [.accessibilityValue],
            example: RuleExample([.setValue(0.125)], expect: [Expectation(.accessibilityValue, "\"12%\"", "\"13%\"", uikit: ["\"12%\""])]),
            uikitDifference: "Real UIKit formats with a percent `NumberFormatter`: half to even (medium)."),
        Rule(
            .accessibilityValueArithmetic, .unspecified,
            "The percentage is computed in one of three ways: the `Float` fraction times 100 in `Float` (the product rounded to `Float` before the whole percent is taken), the `Float` fraction times 100 in `Double`, or the fraction itself in `Double` from the value, minimum and maximum widened exactly. The first two disagree at 56 `Float` fractions in [0, 1], such as 0.025 (\"2%\" or \"3%\" when rounding half to even); the third differs where the `Float` fraction falls on the other side of a half, such as 0.4 in −8 … 8 (\"52%\", exactly 52.50000004 %: \"53%\"). The sources give only the text (\"50%\"), so each is accepted. English-locale text, as for `accessibility.value-percent`.",
            sources: [.accessible("The standard slider"), .reference("Make sliders accessible")],
            governs: [.accessibilityValue],
            example: RuleExample(
                [.setValue(0.025)],
                expect: [Expectation(.accessibilityValue, "\"2%\"", "\"3%\"", uikit: ["\"2%\""])]),
            uikitDifference: "Real UIKit formats the `Float` fraction with a percent `NumberFormatter`, whole percents, half to even (medium). That the product by 100 is then computed in `Float`, the number's own type, is inferred, not read (weak); `uikit-observed` assumes it."),
        Rule(
            .accessibilityValueDegenerateRange, .unspecified,
            "When `minimumValue` equals `maximumValue`, or the range's width is not finite, `accessibilityValue` is unspecified and not checked.",
            sources: [.accessible("The standard slider")],
            governs: [.accessibilityValue],
            example: RuleExample([.setMinimumValue(1)], expect: [Expectation(.accessibilityValue)]),
            uikitDifference: "Real UIKit divides 0 by 0 unguarded (medium); what it then reads is not known."),
        Rule(
            .accessibilityIncrement, .documented,
            "`accessibilityIncrement()` adds a tenth of the range, (maximum − minimum) / 10 in `Float`, to the value and clamps the result.",
            sources: [.accessible("The standard slider")],
            governs: [.value],
            example: RuleExample(
                [.setValue(0.5), .accessibilityIncrement],
                expect: [Expectation(.value, "0.6"), Expectation(.accessibilityValue, "\"60%\"")])),
        Rule(
            .accessibilityDecrement, .documented,
            "`accessibilityDecrement()` subtracts a tenth of the range from the value and clamps the result.",
            sources: [.accessible("The standard slider")],
            governs: [.value],
            example: RuleExample(
                [.setValue(0.5), .accessibilityDecrement],
                expect: [Expectation(.value, "0.4"), Expectation(.accessibilityValue, "\"40%\"")])),
        Rule(
            .accessibilityLimit, .documented,
            "An increment at `maximumValue` or a decrement at `minimumValue` leaves the value and its text unchanged.",
            sources: [.accessible("A custom rating control")],
            governs: [.value, .accessibilityValue],
            example: RuleExample(
                [.setValue(1), .accessibilityIncrement],
                expect: [Expectation(.value, "1.0"), Expectation(.accessibilityValue, "\"100%\"")])),
        Rule(
            .accessibilityAdjustmentEvent, .unspecified,
            "An accessibility adjustment is the user changing the value, so it sends one `valueChanged` when it changed the value; at a limit it sends one anyway or none, the same way every time.",
            sources: [.accessible("A custom rating control"), .reference("Respond to user interaction")],
            governs: [.events],
            example: RuleExample(
                [.setValue(1), .accessibilityIncrement],
                expect: [Expectation(.events, "[valueChanged(1.0)]", "[]", uikit: ["[valueChanged(1.0)]"])]),
            uikitDifference: "Real UIKit sends `valueChanged` after every adjustment, even at a limit (strong)."),
        Rule(
            .accessibilityAdjustmentSnap, .unspecified,
            "An adjustment that lands within 0.001 of the end it moves towards either snaps to that end or keeps the computed value.",
            sources: [.accessible("The standard slider")],
            governs: [.value],
            example: RuleExample(
                [.setMaximumValue(10), .setValue(8.9995), .accessibilityIncrement],
                expect: [Expectation(.value, "10.0", "9.9995", uikit: ["10.0"])]),
            uikitDifference: "Real UIKit snaps a result within 0.001 of an end to that end (strong)."),
        Rule(
            .accessibilityAdjustmentWhenDisabled, .unspecified,
            "While `isEnabled` is false, an accessibility adjustment either works as when enabled or changes nothing and sends nothing.",
            sources: [.accessible("A custom rating control")],
            governs: [.value, .events],
            example: RuleExample(
                [.setValue(0.5), .setEnabled(false), .accessibilityIncrement],
                expect: [Expectation(.value, "0.6", "0.5", uikit: ["0.6"])]),
            uikitDifference: "Real UIKit gates adjustments on `isUserInteractionEnabled`, not `isEnabled`, so a disabled slider still adjusts (strong)."),
        Rule(
            .accessibilityLabelStores, .derived, "`accessibilityLabel` reads back what was set.",
            sources: [.accessible("The standard slider")],
            governs: [.accessibilityLabel],
            example: RuleExample([.setAccessibilityLabel("Volume")], expect: [Expectation(.accessibilityLabel, "\"Volume\"")])),
    ]
}
