extension RuleCatalogue {
    /// Accessibility rules that need the observations and the operation added for issue #10:
    /// `isAccessibilityElement`, the `.notEnabled` trait and an app's own `accessibilityValue`.
    static let accessibilityVocabularyRules: [Rule] = [
        Rule(
            .accessibilityIsElement, .documented,
            "`isAccessibilityElement` is true: a slider is accessible without any configuration (checked when the adapter reports it).",
            sources: [.reference("Make sliders accessible"), .accessible("A custom rating control")],
            governs: [.accessibilityElement],
            example: RuleExample([], expect: [Expectation(.isAccessibilityElement, "true")])),
        Rule(
            .accessibilityTraitsNotEnabled, .derived,
            "While `isEnabled` is true, `accessibilityTraits` lacks `.notEnabled`: the documented default traits are User Interaction Enabled and Adjustable, and User Interaction Enabled is what the absence of `.notEnabled` means.",
            sources: [.reference("Make sliders accessible")],
            governs: [.accessibilityNotEnabled],
            example: RuleExample(
                [.setEnabled(false), .setEnabled(true)], expect: [Expectation(.accessibilityTraitNotEnabled, "false")])),
        Rule(
            .accessibilityTraitsWhenDisabled, .unspecified,
            "While `isEnabled` is false, `accessibilityTraits` either gains `.notEnabled` or stays as when enabled, the same way every time: the sources give only the default traits and refer to `UIControl` for the rest.",
            sources: [.reference("Make sliders accessible")],
            governs: [.accessibilityNotEnabled],
            example: RuleExample(
                [.setEnabled(false)], expect: [Expectation(.accessibilityTraitNotEnabled, "true", "false", uikit: ["true"])]),
            uikitDifference: "Real UIKit returns the inherited `UIControl` traits plus `.adjustable` (strong); whether the inherited traits hold `.notEnabled` while disabled is not recorded (weak: inferred from `UIControl`)."),
        Rule(
            .accessibilityValueOverride, .derived,
            "After the app sets `accessibilityValue` to a string, `accessibilityValue` is that string whatever the value does, until the app sets it back to nil, which restores the percentage.",
            sources: [.accessible("The standard slider")],
            governs: [.accessibilityValue],
            example: RuleExample(
                [.setAccessibilityValue("3 stars"), .setValue(0.25)], expect: [Expectation(.accessibilityValue, "\"3 stars\"")])),
    ]
}
