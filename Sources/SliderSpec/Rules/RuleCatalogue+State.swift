extension RuleCatalogue {
    static let stateRules: [Rule] = [
        Rule(
            .continuousStores, .derived, "`isContinuous` reads back what was set.",
            sources: [.classReference("continuous")],
            governs: [.continuous],
            example: RuleExample([.setContinuous(false)], expect: [Expectation(.isContinuous, "false")])),
        Rule(
            .controlStateFlags, .derived,
            "`isEnabled`, `isHighlighted` and `isSelected` read back what was set, and `state` holds `.disabled` when not enabled, plus `.highlighted` and `.selected` when those are true.",
            sources: [.reference("Relationships"), .classReference("Customizing the Slider's Appearance")],
            governs: [.controlState],
            example: RuleExample(
                [.setEnabled(false), .setSelected(true)],
                expect: [Expectation(.isEnabled, "false"), Expectation(.state, "[.disabled, .selected]")])),
        Rule(
            .valueImageStores, .documented,
            "`minimumValueImage` and `maximumValueImage` read back the image set, or nil.",
            sources: [.classReference("minimumValueImage"), .classReference("maximumValueImage"), .reference("Customize the slider's appearance")],
            governs: [.valueImages],
            example: RuleExample(
                [.setMinimumValueImage(ImageToken("image-1")), .setMaximumValueImage(ImageToken("image-2"))],
                expect: [Expectation(.minimumValueImage, "image-1"), Expectation(.maximumValueImage, "image-2")])),
    ]
}
