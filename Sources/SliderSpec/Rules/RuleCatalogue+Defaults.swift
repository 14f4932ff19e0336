extension RuleCatalogue {
    static let defaultsRules: [Rule] = [
        Rule(
            .defaultsValue, .documented, "A slider created in code has `value` 0.",
            sources: [.classReference("value")],
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
            "A slider created in code has no value images and no custom track or thumb images, so every `*Image(for:)` and `current*Image` is nil.",
            sources: [
                .classReference("minimumValueImage"), .classReference("maximumValueImage"),
                .classReference("currentThumbImage"), .reference("Customize the slider's appearance"),
            ],
            governs: Set(SliderPart.allCases.flatMap { [ObservationFamily.images($0), .currentImage($0)] }).union([.valueImages]),
            example: RuleExample([], expect: [
                Expectation(.minimumValueImage, "nil"), Expectation(.image(.thumb, .normal), "nil"),
                Expectation(.currentImage(.minimumTrack), "nil"),
            ])),
        Rule(
            .defaultsTintColors, .derived,
            "A slider created in code has no custom tint colours: each `*TintColor` reads nil. The documents give no default value, only that the minimum track defers to the slider's inherited tint colour, that is, no colour of its own is set.",
            sources: [.reference("Customize the slider's appearance"), .reference("Configure slider attributes in Interface Builder")],
            governs: Set(SliderPart.allCases.map { .tint($0) }),
            example: RuleExample([], expect: [
                Expectation(.tintColor(.minimumTrack), "nil"), Expectation(.tintColor(.maximumTrack), "nil"),
                Expectation(.tintColor(.thumb), "nil"),
            ])),
        Rule(
            .defaultsControlState, .derived,
            "A slider created in code is enabled, not highlighted and not selected: its `state` is `.normal`.",
            sources: [.reference("Relationships")],
            governs: [.controlState],
            example: RuleExample([], expect: [Expectation(.isEnabled, "true"), Expectation(.state, ".normal")])),
        Rule(
            .defaultsAccessibilityLabel, .derived,
            "A slider created in code has no `accessibilityLabel` until the app sets one.",
            sources: [.accessible("The standard slider")],
            governs: [.accessibilityLabel],
            example: RuleExample([], expect: [Expectation(.accessibilityLabel, "nil")])),
    ]
}
