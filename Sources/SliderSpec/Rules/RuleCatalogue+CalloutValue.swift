extension RuleCatalogue {
    /// What a value callout shows, under the `value-callout` profile.
    static let calloutValueRules: [Rule] = [
        Rule(
            .calloutShowsValue, .documented,
            "Under `value-callout`: after a step that sends `valueChanged`, the callout shows the value the last `valueChanged` action read; checked when the adapter reports it.",
            sources: [.popover("How its Made")],
            governs: [.calloutValue],
            example: RuleExample(
                [.setValue(0.5), .accessibilityIncrement], expect: [Expectation(.calloutValue, "0.6")], profile: .valueCallout)),
    ]
}
