extension RuleCatalogue {
    static let defaultsRules: [Rule] = [
        Rule(
            .defaultsValue, .documented, "A slider created in code has `value` 0.",
            sources: [.classReference("value"), .classReference("setValue:animated:")],
            governs: [.value],
            example: RuleExample([], expect: [Expectation(.value, "0.0")])),
        Rule(
            .defaultsLimits, .documented, "A slider created in code has `minimumValue` 0 and `maximumValue` 1.",
            sources: [.classReference("minimumValue"), .classReference("maximumValue")],
            governs: [.limits],
            example: RuleExample([], expect: [Expectation(.minimumValue, "0.0"), Expectation(.maximumValue, "1.0")])),
        Rule(
            .defaultsContinuous, .documented, "A slider created in code has `isContinuous` true.",
            sources: [.classReference("continuous")],
            governs: [.continuous],
            example: RuleExample([], expect: [Expectation(.isContinuous, "true")])),
        Rule(
            .defaultsAppearance, .documented,
            "A slider created in code has no value images, no tint colours and no custom images, so every `current*Image` is nil.",
            sources: [
                .classReference("minimumValueImage"), .classReference("maximumValueImage"),
                .classReference("currentThumbImage"), .reference("Customize the slider's appearance"),
            ],
            governs: ObservationFamily.appearance.union([.valueImages]),
            example: RuleExample([], expect: [
                Expectation(.minimumValueImage, "nil"), Expectation(.tintColor(.thumb), "nil"),
                Expectation(.image(.thumb, .normal), "nil"), Expectation(.currentImage(.minimumTrack), "nil"),
            ])),
        Rule(
            .defaultsControlState, .derived,
            "A slider created in code is enabled, not highlighted and not selected: its `state` is `.normal`.",
            sources: [.reference("Relationships: Inherits From UIControl")],
            governs: [.controlState],
            example: RuleExample([], expect: [Expectation(.isEnabled, "true"), Expectation(.state, ".normal")])),
        Rule(
            .defaultsAccessibilityLabel, .derived,
            "A slider created in code has no `accessibilityLabel` until the app sets one.",
            sources: [.accessible("setting an accessibility label in the Identity Inspector")],
            governs: [.accessibilityLabel],
            example: RuleExample([], expect: [Expectation(.accessibilityLabel, "nil")])),
    ]
}
