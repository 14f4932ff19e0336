extension RuleCatalogue {
    /// The intrinsic height, checked as a relation when the adapter reports it.
    static let intrinsicHeightRules: [Rule] = [
        Rule(
            .layoutIntrinsicHeight, .derived,
            "`intrinsicContentSize.height` is at least the height of each value image present, and does not change when only the value does (`value =`, `setValue(_:animated:)`, an accessibility adjustment); checked when the adapter reports it.",
            sources: [.reference("Customize the slider's appearance")],
            governs: [.intrinsicHeight],
            example: RuleExample(
                [.setMinimumValueImage(ImageToken("image-2")), .setValue(0.5)], expect: [Expectation(.intrinsicContentHeight, relation: "slider.intrinsicContentSize.height >= 24")])),
    ]
}
