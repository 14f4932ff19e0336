extension RuleCatalogue {
    static let valueRules: [Rule] = [
        Rule(
            .valueClampsBelow, .documented, "Setting `value` below `minimumValue` makes the value equal to `minimumValue` instead.",
            sources: [.classReference("value"), .reference("Debug sliders")],
            governs: [.value],
            example: RuleExample([.setValue(-1)], expect: [Expectation(.value, "0.0")])),
        Rule(
            .valueClampsAbove, .documented, "Setting `value` above `maximumValue` makes the value equal to `maximumValue` instead.",
            sources: [.classReference("value"), .reference("Debug sliders")],
            governs: [.value],
            example: RuleExample([.setValue(2)], expect: [Expectation(.value, "1.0")])),
        Rule(
            .valueStoresInRange, .derived, "Setting `value` within the range stores it exactly.",
            sources: [.classReference("value")],
            governs: [.value],
            example: RuleExample([.setValue(0.25)], expect: [Expectation(.value, "0.25")])),
        Rule(
            .valueAnimatedSame, .documented,
            "`setValue(_:animated:)` lands on the same value as `value =`, animated or not, clamping alike.",
            sources: [.classReference("setValue:animated:")],
            governs: [.value],
            example: RuleExample([.setValueAnimated(1.5, animated: true)], expect: [Expectation(.value, "1.0")])),
        Rule(
            .valueNoEvent, .derived,
            "Changing the value in code (`value =`, `setValue(_:animated:)`) sends no `valueChanged` event: the action is called in response to the user's changes (UIKit's own header also says programmatic changes send no action).",
            sources: [.reference("Respond to user interaction")],
            governs: [.events],
            example: RuleExample([.setValue(0.5)], expect: [Expectation(.events, "[]")])),
        Rule(
            .valueInfinite, .derived,
            "Setting `value` to +infinity makes the value equal to `maximumValue`, and -infinity to `minimumValue`, as for any value beyond the range.",
            sources: [.classReference("value")],
            governs: [.value],
            example: RuleExample([.setValue(.infinity)], expect: [Expectation(.value, "1.0")])),
        Rule(
            .valueNotANumber, .unspecified,
            "Setting `value` to NaN makes the value equal to `minimumValue` (a clamp with ordered comparisons), equal to `maximumValue` (a clamp written `max(minimum, min(maximum, value))`), or is ignored; the value never becomes NaN, since the current value must lie between the minimum and the maximum.",
            sources: [.classReference("value"), .reference("Debug sliders")],
            governs: [.value],
            example: RuleExample(
                [.setValue(0.5), .setValue(.nan)],
                expect: [Expectation(.value, "0.0", "0.5", "1.0", uikit: ["0.0"])]),
            uikitDifference: "Real UIKit clamps with ordered comparisons, so NaN becomes `minimumValue` (medium)."),
    ]
}
