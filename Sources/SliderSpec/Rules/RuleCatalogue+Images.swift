extension RuleCatalogue {
    private static let image1 = ImageToken("image-1")
    private static let image2 = ImageToken("image-2")

    static let imageRules: [Rule] = [
        Rule(
            .imagePerState, .documented,
            "`set*Image(_:for:)` with a single state (`.normal`, `.highlighted`, `.disabled` or `.selected`) stores the image for that state, and `*Image(for:)` of that state returns it. Setting nil assigns no image to the state: `*Image(for:)` of that state then returns nil, as for a state never given one (the documents type the image as optional and say the getter returns the image associated with the state, or nil; they never say more of nil, and the model forgets the state's image, as real UIKit removes the entry).",
            sources: [.classReference("setThumbImage:forState:"), .reference("Customize the slider's appearance")],
            governs: Set(SliderPart.allCases.map { .images($0) }),
            example: RuleExample(
                [.setImage(.thumb, image1, for: .highlighted), .setImage(.thumb, image2, for: .disabled),
                 .setImage(.thumb, nil, for: .disabled)],
                expect: [Expectation(.image(.thumb, .highlighted), "image-1"), Expectation(.image(.thumb, .disabled), "nil")])),
        Rule(
            .imageMissingState, .documented,
            "For a state with no image of its own, `*Image(for:)` and `current*Image` return nil: the standard image is drawn for it.",
            sources: [.classReference("minimumTrackImageForState:"), .reference("Debug sliders")],
            governs: Set(SliderPart.allCases.flatMap { [ObservationFamily.images($0), .currentImage($0)] }),
            example: RuleExample(
                [.setImage(.thumb, image1, for: .normal)],
                expect: [Expectation(.image(.thumb, .highlighted), "nil", uikit: ["image-1"])]),
            uikitDifference: "Real UIKit falls back to the part's `.normal` image (strong); `uikit-observed` expects the fallback."),
        Rule(
            .imageCombinedStateQuery, .unspecified,
            "An image for a combined state such as `[.highlighted, .selected]` is either stored for exactly that combination and looked up as a single state is, stored but asked for with nil in return, or not stored at all: the documents speak of single states only.",
            sources: [.classReference("thumbImageForState:"), .classReference("minimumTrackImageForState:")],
            governs: Set(SliderPart.allCases.map { .images($0) }),
            example: RuleExample(
                [.setImage(.thumb, image1, for: [.highlighted, .selected])],
                expect: [Expectation(.image(.thumb, [.highlighted, .selected]), "image-1", "nil", uikit: ["image-1"])]),
            uikitDifference: "Real UIKit stores images per exact state value and looks up the exact combination, then the `.normal` image; it never matches part of a combination (strong)."),
        Rule(
            .imageCurrentFollowsState, .documented,
            "Each `current*Image` is the image its part has for the slider's current `state` (disabled, highlighted, selected and their combinations).",
            sources: [.classReference("currentThumbImage"), .classReference("currentMinimumTrackImage"), .reference("Customize the slider's appearance")],
            governs: Set(SliderPart.allCases.map { .currentImage($0) }),
            example: RuleExample(
                [.setImage(.thumb, image1, for: .normal), .setImage(.thumb, image2, for: .highlighted), .setHighlighted(true)],
                expect: [Expectation(.currentImage(.thumb), "image-2")])),
        Rule(
            .imageCurrentNilWithoutImages, .documented,
            "A part with no custom image for any state has a nil `current*Image`: the default image is drawn.",
            sources: [.classReference("currentMinimumTrackImage"), .classReference("currentMaximumTrackImage"), .classReference("currentThumbImage")],
            governs: Set(SliderPart.allCases.map { .currentImage($0) }),
            example: RuleExample(
                [.setHighlighted(true), .setImage(.thumb, image1, for: .normal)],
                expect: [Expectation(.currentImage(.minimumTrack), "nil"), Expectation(.currentImage(.maximumTrack), "nil")]),
            uikitDifference: "Real UIKit looks `current*Image` up as `*Image(for:)` does, the current state's image then the `.normal` one, so a part with no image for any state has none (strong); but setting `minimumTrackTintColor` stores a system-tinted image in the minimum track's `.normal` slot (medium), so after a minimum track tint `currentMinimumTrackImage` is that image although no custom image was set: `uikit-observed` expects it (`tint.minimum-track.clears-images`)."),
    ]
}
