extension RuleCatalogue {
    private static let image1 = ImageToken("image-1")
    private static let image2 = ImageToken("image-2")
    private static let color1 = ColorToken("color-1")

    static let appearanceRules: [Rule] = [
        Rule(
            .tintStores, .derived,
            "Each tint colour (`minimumTrackTintColor`, `maximumTrackTintColor`, `thumbTintColor`) reads back what was set until an image of its part clears it.",
            sources: [.classReference("thumbTintColor"), .reference("Customize the slider's appearance")],
            governs: Set(SliderPart.allCases.map { .tint($0) }),
            example: RuleExample([.setTintColor(.thumb, color1)], expect: [Expectation(.tintColor(.thumb), "color-1")])),
        Rule(
            .tintMinimumTrackClearsImages, .documented,
            "Setting `minimumTrackTintColor` removes the custom minimum track images of every state.",
            sources: [.classReference("minimumTrackTintColor"), .reference("Debug sliders")],
            governs: [.images(.minimumTrack)],
            example: RuleExample(
                [.setImage(.minimumTrack, image1, for: .normal), .setImage(.minimumTrack, image2, for: .highlighted),
                 .setTintColor(.minimumTrack, color1)],
                expect: [
                    Expectation(.image(.minimumTrack, .normal), "nil", uikit: ["system-tinted"]),
                    Expectation(.image(.minimumTrack, .highlighted), "nil", uikit: ["system-tinted"]),
                    Expectation(.tintColor(.minimumTrack), "color-1"),
                ]),
            uikitDifference: "Real UIKit removes the minimum-track images, then stores a system-generated tinted image in the `.normal` slot (medium); `uikit-observed` shows it as `system-tinted`. Whether images of combined states go too is not recorded: `uikit-observed` keeps them (weak)."),
        Rule(
            .tintMaximumTrackClearsImages, .documented,
            "Setting `maximumTrackTintColor` removes the custom maximum track images of every state.",
            sources: [.classReference("maximumTrackTintColor"), .reference("Debug sliders")],
            governs: [.images(.maximumTrack)],
            example: RuleExample(
                [.setImage(.maximumTrack, image1, for: .normal), .setImage(.maximumTrack, image2, for: .disabled),
                 .setTintColor(.maximumTrack, color1)],
                expect: [
                    Expectation(.image(.maximumTrack, .normal), "nil"), Expectation(.image(.maximumTrack, .disabled), "nil"),
                ])),
        Rule(
            .tintThumbClearsImages, .documented,
            "Setting `thumbTintColor` removes the custom thumb images of every state.",
            sources: [.classReference("thumbTintColor"), .reference("Debug sliders")],
            governs: [.images(.thumb)],
            example: RuleExample(
                [.setImage(.thumb, image1, for: .normal), .setImage(.thumb, image2, for: .highlighted), .setTintColor(.thumb, color1)],
                expect: [
                    Expectation(.image(.thumb, .normal), "nil", uikit: ["image-1"]),
                    Expectation(.image(.thumb, .highlighted), "nil", uikit: ["image-1"]),
                ]),
            uikitDifference: "Real UIKit removes only the `.highlighted`, `.disabled` and `.selected` thumb images (medium), contradicting the documents; `uikit-observed` keeps the `.normal` image. It also keeps those of combined states, which the evidence does not mention (weak)."),
        Rule(
            .imageMinimumTrackClearsTint, .documented,
            "Setting a minimum track image for any state sets `minimumTrackTintColor` to nil.",
            sources: [.classReference("setMinimumTrackImage:forState:"), .reference("Debug sliders")],
            governs: [.tint(.minimumTrack)],
            example: RuleExample(
                [.setTintColor(.minimumTrack, color1), .setImage(.minimumTrack, image1, for: .highlighted)],
                expect: [Expectation(.tintColor(.minimumTrack), "nil", uikit: ["color-1"])]),
            uikitDifference: "Real UIKit keeps the track tint when a track image is set (medium), contradicting the documents."),
        Rule(
            .imageMaximumTrackClearsTint, .documented,
            "Setting a maximum track image for any state sets `maximumTrackTintColor` to nil.",
            sources: [.classReference("setMaximumTrackImage:forState:")],
            governs: [.tint(.maximumTrack)],
            example: RuleExample(
                [.setTintColor(.maximumTrack, color1), .setImage(.maximumTrack, image1, for: .selected)],
                expect: [Expectation(.tintColor(.maximumTrack), "nil", uikit: ["color-1"])]),
            uikitDifference: "Real UIKit keeps the track tint when a track image is set (medium), contradicting the documents."),
        Rule(
            .imageThumbClearsTint, .documented, "Setting a thumb image for any state sets `thumbTintColor` to nil.",
            sources: [.classReference("setThumbImage:forState:"), .reference("Debug sliders")],
            governs: [.tint(.thumb)],
            example: RuleExample(
                [.setTintColor(.thumb, color1), .setImage(.thumb, image1, for: .disabled)],
                expect: [Expectation(.tintColor(.thumb), "nil")])),
        Rule(
            .imageNilClearsTint, .unspecified,
            "Setting a nil image for a state either clears the part's tint, as a new image does, or leaves it.",
            sources: [.classReference("setThumbImage:forState:")],
            governs: Set(SliderPart.allCases.map { .tint($0) }),
            example: RuleExample(
                [.setTintColor(.thumb, color1), .setImage(.thumb, nil, for: .normal)],
                expect: [Expectation(.tintColor(.thumb), "nil", "color-1", uikit: ["nil"])]),
            uikitDifference: "Real UIKit clears `thumbTintColor` whenever a thumb image is set, nil included (strong)."),
        Rule(
            .tintSameColor, .unspecified,
            "Assigning a part the tint colour it already has (nil included) either removes the part's custom images again, as setting the property does, or does nothing.",
            sources: [.classReference("thumbTintColor"), .classReference("minimumTrackTintColor"), .reference("Debug sliders")],
            governs: Set(SliderPart.allCases.map { .images($0) }),
            example: RuleExample(
                [.setImage(.thumb, image1, for: .normal), .setTintColor(.thumb, nil)],
                expect: [Expectation(.image(.thumb, .normal), "nil", "image-1", uikit: ["image-1"])]),
            uikitDifference: "Not recorded for real UIKit: the evidence says nothing of an unchanged colour. `uikit-observed` assumes nothing happens, as assigning the value it already has does nothing (weak)."),
        Rule(
            .tintNilClearsImages, .unspecified,
            "Setting a part's tint colour to nil, when it had one, either removes the part's custom images, as a colour does, or removes only the colour: the documents never mention nil. It shows only where a part can hold a colour and images together, as in real UIKit.",
            sources: [.classReference("maximumTrackTintColor"), .classReference("thumbTintColor")],
            governs: Set(SliderPart.allCases.map { .images($0) }),
            example: RuleExample(
                [.setTintColor(.maximumTrack, color1), .setImage(.maximumTrack, image1, for: .normal),
                 .setTintColor(.maximumTrack, color1), .setTintColor(.maximumTrack, nil)],
                expect: [Expectation(.image(.maximumTrack, .normal), "nil")]),
            uikitDifference: "Real UIKit clears thumb images when `thumbTintColor` is set to nil after a tint (medium); for the track tints the evidence does not mention nil, and `uikit-observed` treats them alike (weak)."),
    ]
}
