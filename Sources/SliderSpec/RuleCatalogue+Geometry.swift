extension RuleCatalogue {
    static let roomy: SliderOperation = .setBounds(width: 200, height: 34)
    private static let image1 = ImageToken("image-1")
    private static let image2 = ImageToken("image-2")

    static let layoutRules: [Rule] = [
        Rule(
            .layoutBoundsStores, .derived, "`bounds` reads back what layout set; a slider created in code starts with empty bounds.",
            sources: [.reference("Customize the slider's appearance (Auto Layout)")],
            governs: [.bounds],
            example: RuleExample([roomy], expect: [Expectation(.geometry(.bounds), "(0.0, 0.0, 200.0, 34.0)")])),
        Rule(
            .layoutDirectionStores, .derived, "The effective layout direction reads back what was set; it starts left to right.",
            sources: [.reference("Provide localized strings")],
            governs: [.layoutDirection],
            example: RuleExample([.setLayoutDirection(.rightToLeft)], expect: [Expectation(.layoutDirection, ".rightToLeft")])),
    ]

    static let geometryRules: [Rule] = [
        Rule(
            .geometryValueImageRectsEmpty, .derived,
            "Without a minimum (maximum) value image, `minimumValueImageRect(forBounds:)` (`maximumValueImageRect`) is empty.",
            sources: [.reference("Configure slider attributes in Interface Builder (Min Image, Max Image)"), .classReference("minimumValueImageRectForBounds:")],
            governs: [.valueImageGeometry],
            example: RuleExample([roomy], expect: [Expectation(.geometry(.minimumValueImageRect), "(0.0, 0.0, 0.0, 0.0)")])),
        Rule(
            .geometryValueImagesAtEnds, .documented,
            "The minimum value image sits at the leading end of the bounds and the maximum value image at the trailing end (left and right in left-to-right, mirrored in right-to-left).",
            sources: [.reference("Configure slider attributes in Interface Builder (Min Image, Max Image)"), .reference("Provide localized strings")],
            governs: [.valueImageGeometry],
            example: RuleExample(
                [roomy, .setMinimumValueImage(image1)],
                expect: [Expectation(.geometry(.minimumValueImageRect), uikit: ["(0.0, 9.0, 16.0, 16.0)"])])),
        Rule(
            .geometryTrackBetweenValueImages, .documented,
            "The track lies between the value images: value images shorten it.",
            sources: [.classReference("trackRectForBounds:"), .reference("Customize the slider's appearance")],
            governs: [.trackGeometry],
            example: RuleExample(
                [roomy, .setMinimumValueImage(image1), .setMaximumValueImage(image2)],
                expect: [Expectation(.geometry(.trackRect), uikit: ["(30.0, 15.0, 132.0, 4.0)"])])),
        Rule(
            .geometryTrackInsideBounds, .derived, "The track lies within the bounds and has a positive length.",
            sources: [.classReference("trackRectForBounds:")],
            governs: [.trackGeometry],
            example: RuleExample([roomy], expect: [Expectation(.geometry(.trackRect), uikit: ["(3.0, 15.0, 194.0, 4.0)"])])),
        Rule(
            .geometryThumbDirection, .documented,
            "The thumb at the minimum is at the leading end: left of the thumb at the maximum in left-to-right, right of it in right-to-left.",
            sources: [.reference("Provide localized strings"), .reference("Configure slider attributes in Interface Builder (Value Minimum / Maximum)")],
            governs: [.thumbGeometry],
            example: RuleExample(
                [roomy, .setLayoutDirection(.rightToLeft)],
                expect: [Expectation(.geometry(.thumbRectAtMinimum), uikit: ["(172.0, 3.0, 28.0, 28.0)"])])),
        Rule(
            .geometryThumbAtTrackEnds, .derived,
            "At the minimum the thumb covers the track's leading end, and at the maximum its trailing end.",
            sources: [.classReference("thumbRectForBounds:trackRect:value:"), .popover("the thumb's centre does not reach the slider's edge")],
            governs: [.thumbGeometry],
            example: RuleExample(
                [roomy],
                expect: [
                    Expectation(.geometry(.thumbRectAtMinimum), uikit: ["(0.0, 3.0, 28.0, 28.0)"]),
                    Expectation(.geometry(.thumbRectAtMaximum), uikit: ["(172.0, 3.0, 28.0, 28.0)"]),
                ])),
        Rule(
            .geometryThumbLinear, .derived,
            "The thumb's centre moves linearly with the value between its centres at the minimum and the maximum (within a point, for rounding).",
            sources: [.classReference("thumbRectForBounds:trackRect:value:"), .popover("the arithmetic that maps a value to the thumb's position")],
            governs: [.thumbGeometry],
            example: RuleExample([roomy, .setValue(0.25)], expect: [Expectation(.geometry(.thumbRect), uikit: ["(43.0, 3.0, 28.0, 28.0)"])])),
        Rule(
            .geometryDegenerate, .unspecified,
            "When the bounds are less than 100 points wider than the value images or less than 20 points high, the range is empty, or the thumb does not travel, the layout's relations and the meaning of touch positions are unspecified and not checked.",
            sources: [.classReference("trackRectForBounds:")],
            governs: [.thumbGeometry, .trackGeometry],
            example: RuleExample([], expect: [Expectation(.geometry(.thumbRect))])),
        Rule(
            .geometryClassicUIKit, .unspecified,
            "The documents give no numbers; under `uikit-observed` every rectangle equals the classic UIKit layout: track 4 pt high and inset 3 pt, 11 pt from value images, thumb placed by rounding, built-in thumb 28 × 28.",
            sources: [.classReference("trackRectForBounds:"), .classReference("thumbRectForBounds:trackRect:value:")],
            governs: [.trackGeometry, .thumbGeometry, .valueImageGeometry],
            example: RuleExample(
                [roomy, .setImage(.thumb, image2, for: .normal)],
                expect: [Expectation(.geometry(.thumbRect), uikit: ["(0.0, 5.0, 24.0, 24.0)"])]),
            uikitDifference: "The layout read from UIKitCore's classic visual element (strong); the built-in thumb size of 28 × 28 is a guess (weak)."),
    ]
}
