extension RuleCatalogue {
    static let interfaceBuilderRules: [Rule] = [
        Rule(
            .interfaceBuilderLibraryDefaults, .derived,
            "A slider dragged from Interface Builder's library and left unedited loads with value 0.5, minimum 0 and maximum 1 (a slider made in code starts at 0): source 003 says such a slider reads \"50%\", and public storyboards store these three numbers (uikit-behaviour.md, strong).",
            sources: [.accessible("The standard slider")],
            governs: [.value, .limits],
            example: RuleExample(
                [.loadFromInterfaceBuilder(InterfaceBuilderAttributes())],
                expect: [Expectation(.value, "0.5"), Expectation(.maximumValue, "1.0"), Expectation(.accessibilityValue, "\"50%\"")])),
        Rule(
            .interfaceBuilderStoresAttributes, .documented,
            "A slider loaded from Interface Builder has the Minimum, Maximum and Current values entered there.",
            sources: [.reference("Configure slider attributes in Interface Builder")],
            governs: [.value, .limits],
            example: RuleExample(
                [.loadFromInterfaceBuilder(InterfaceBuilderAttributes(minimum: -10, maximum: 10, value: 5))],
                expect: [Expectation(.minimumValue, "-10.0"), Expectation(.maximumValue, "10.0"), Expectation(.value, "5.0")])),
        Rule(
            .interfaceBuilderWidensRange, .documented,
            "A Current value entered in Interface Builder beyond the range widens the range to it instead of being clamped.",
            sources: [.reference("Debug sliders")],
            governs: [.value, .limits],
            example: RuleExample(
                [.loadFromInterfaceBuilder(InterfaceBuilderAttributes(minimum: 0, maximum: 1, value: 5))],
                expect: [Expectation(.maximumValue, "5.0"), Expectation(.value, "5.0")])),
        Rule(
            .interfaceBuilderFreshSlider, .derived,
            "A slider loaded from Interface Builder is otherwise a fresh slider (enabled, no track or thumb images; continuous, no value images and no tints unless entered) and loading sends no event.",
            sources: [.reference("Configure slider attributes in Interface Builder")],
            governs: ObservationFamily.every.subtracting([.value, .limits]),
            example: RuleExample(
                [.setTintColor(.thumb, ColorToken("color-1")), .loadFromInterfaceBuilder(InterfaceBuilderAttributes())],
                expect: [Expectation(.tintColor(.thumb), "nil"), Expectation(.isContinuous, "true"), Expectation(.events, "[]")])),
        Rule(
            .interfaceBuilderContinuousUpdates, .documented,
            "A slider loaded from Interface Builder has `isContinuous` true when Events: Continuous Updates was checked and false when not.",
            sources: [.reference("Configure slider attributes in Interface Builder")],
            governs: [.continuous],
            example: RuleExample(
                [.loadFromInterfaceBuilder(InterfaceBuilderAttributes(continuous: false))], expect: [Expectation(.isContinuous, "false")])),
        Rule(
            .interfaceBuilderAppearanceAttributes, .documented,
            "A slider loaded from Interface Builder has the Min Image, Max Image, Min Track Tint, Max Track Tint and Thumb Tint entered there as `minimumValueImage`, `maximumValueImage` and the three tint colours, each set as its setter sets it (after the Value attributes and Continuous Updates).",
            sources: [.reference("Configure slider attributes in Interface Builder")],
            governs: ObservationFamily.appearance.union([.valueImages]),
            example: RuleExample(
                [.loadFromInterfaceBuilder(InterfaceBuilderAttributes(maximumValueImage: ImageToken("image-1"), thumbTintColor: ColorToken("color-1")))],
                expect: [Expectation(.maximumValueImage, "image-1"), Expectation(.tintColor(.thumb), "color-1")])),
    ]

    static let frameRules: [Rule] = [
        Rule(
            .operationsNoSideEffects, .derived,
            "An operation changes nothing that no rule gives it: every other observation keeps its value, and no event is sent.",
            sources: [.classReference("Properties"), .reference("Respond to user interaction")],
            governs: ObservationFamily.every,
            example: RuleExample(
                [.setImage(.thumb, ImageToken("image-1"), for: .normal), .setValue(0.5), .setContinuous(false)],
                expect: [Expectation(.image(.thumb, .normal), "image-1"), Expectation(.value, "0.5"), Expectation(.events, "[]")])),
    ]
}
