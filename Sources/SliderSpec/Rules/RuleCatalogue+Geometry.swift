extension RuleCatalogue {
    static let roomy: SliderOperation = .setBounds(width: 200, height: 34)
    private static let image1 = ImageToken("image-1")
    private static let image2 = ImageToken("image-2")
    private static let image3 = ImageToken("image-3")

    static let layoutRules: [Rule] = [
        Rule(
            .layoutBoundsStores, .derived,
            "`bounds` reads back exactly what layout set, whatever its size: empty bounds (a zero width or height, as a view has before Auto Layout sizes it), tiny and huge ones alike (`CGFloat` is a `Double`, and no source rounds or standardises a view's bounds; only the rectangles a slider computes from them are its own). A slider created in code starts with empty bounds, since `UISlider()` is `init(frame: .zero)` and only layout gives it a size.",
            sources: [.reference("Customize the slider's appearance")],
            governs: [.bounds],
            example: RuleExample([roomy], expect: [Expectation(.geometry(.bounds), "(0.0, 0.0, 200.0, 34.0)")])),
        Rule(
            .layoutDirectionStores, .derived,
            "A slider starts in the default environment's direction, left to right, and only a change of the environment's direction changes its effective layout direction.",
            sources: [.reference("Provide localized strings")],
            governs: [.layoutDirection],
            example: RuleExample([roomy], expect: [Expectation(.layoutDirection, ".leftToRight")])),
        Rule(
            .layoutDirectionFollowsEnvironment, .documented,
            "A slider adjusts to the interface direction by itself: when its environment's direction changes (`semanticContentAttribute`), `effectiveUserInterfaceLayoutDirection` is the new direction, whose leading end holds the minimum.",
            sources: [.reference("Provide localized strings")],
            governs: [.layoutDirection],
            example: RuleExample([.setLayoutDirection(.rightToLeft)], expect: [Expectation(.layoutDirection, ".rightToLeft")])),
    ]

    static let geometryRules: [Rule] = [
        Rule(
            .geometryValueImageRectsEmpty, .derived,
            "Without a minimum (maximum) value image, `minimumValueImageRect(forBounds:)` (`maximumValueImageRect`) is empty.",
            sources: [.reference("Configure slider attributes in Interface Builder"), .classReference("minimumValueImageRectForBounds:")],
            governs: [.valueImageGeometry],
            example: RuleExample([roomy], expect: [Expectation(.geometry(.minimumValueImageRect), "(0.0, 0.0, 0.0, 0.0)")])),
        Rule(
            .geometryValueImageFitsRect, .derived,
            "With a minimum (maximum) value image set, `minimumValueImageRect(forBounds:)` (`maximumValueImageRect`) is a non-empty rectangle inside the bounds (vertically only when the image is no taller than the bounds). Derived, not documented: 001 says only that the image is scaled to fit the rectangle this method returns and that the track makes room for it, and 000 and 001 that the images sit at the ends of the control; an image set is shown, so its rectangle has an area, and it sits on the control, so inside its bounds.",
            sources: [.classReference("minimumValueImage"), .classReference("maximumValueImage")],
            governs: [.valueImageGeometry],
            example: RuleExample(
                [roomy, .setMaximumValueImage(image2)],
                expect: [Expectation(.geometry(.maximumValueImageRect), relation: "!slider.maximumValueImageRect(forBounds: slider.bounds).isEmpty && slider.bounds.contains(slider.maximumValueImageRect(forBounds: slider.bounds))", uikit: ["(176.0, 5.0, 24.0, 24.0)"])])),
        Rule(
            .geometryValueImagesAtEnds, .documented,
            "The minimum value image sits at the leading end of the bounds and the maximum value image at the trailing end (left and right in left-to-right, mirrored in right-to-left): each inside the bounds, in its end's half. Not necessarily flush with the edge: a subclass may override the value image rectangles (000 Topics, 001), and the classic layout's exact place is `geometry.classic-uikit`.",
            sources: [
                .reference("Configure slider attributes in Interface Builder"), .reference("Provide localized strings"),
                .reference("Topics"),
            ],
            governs: [.valueImageGeometry],
            example: RuleExample(
                [roomy, .setMinimumValueImage(image1)],
                expect: [Expectation(.geometry(.minimumValueImageRect), relation: "slider.bounds.contains(slider.minimumValueImageRect(forBounds: slider.bounds)) && slider.minimumValueImageRect(forBounds: slider.bounds).midX <= slider.bounds.midX", uikit: ["(0.0, 9.0, 16.0, 16.0)"])])),
        Rule(
            .geometryTrackBetweenValueImages, .documented,
            "The track lies between the value images: value images shorten it.",
            sources: [.classReference("trackRectForBounds:"), .reference("Customize the slider's appearance")],
            governs: [.trackGeometry],
            example: RuleExample(
                [roomy, .setMinimumValueImage(image1), .setMaximumValueImage(image2)],
                expect: [Expectation(.geometry(.trackRect), relation: "slider.trackRect(forBounds: slider.bounds).minX >= slider.minimumValueImageRect(forBounds: slider.bounds).maxX && slider.trackRect(forBounds: slider.bounds).maxX <= slider.maximumValueImageRect(forBounds: slider.bounds).minX", uikit: ["(30.0, 15.0, 132.0, 4.0)"])])),
        Rule(
            .geometryTrackInsideBounds, .derived, "The track lies within the bounds and has a positive length.",
            sources: [.classReference("trackRectForBounds:")],
            governs: [.trackGeometry],
            example: RuleExample([roomy], expect: [Expectation(.geometry(.trackRect), relation: "slider.bounds.contains(slider.trackRect(forBounds: slider.bounds)) && slider.trackRect(forBounds: slider.bounds).width > 0", uikit: ["(3.0, 15.0, 194.0, 4.0)"])])),
        Rule(
            .geometryHorizontal, .documented,
            "A slider is a horizontal bar: its track is wider than it is high, and the thumb travels horizontally (its vertical centre is the same at the minimum and the maximum).",
            sources: [.classReference("Overview")],
            governs: [.trackGeometry, .thumbGeometry],
            example: RuleExample([roomy], expect: [Expectation(.geometry(.thumbRectAtMaximum), relation: "slider.trackRect(forBounds: slider.bounds).width > slider.trackRect(forBounds: slider.bounds).height && slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.maximumValue).midY == slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.minimumValue).midY", uikit: ["(172.0, 3.0, 28.0, 28.0)"])])),
        Rule(
            .geometryThumbDirection, .documented,
            "The thumb travels from the leading end at the minimum to the trailing end at the maximum: on a slider that is not degenerate, the thumb at the maximum is at least a point right of the thumb at the minimum in left-to-right, left of it in right-to-left.",
            sources: [.reference("Provide localized strings"), .reference("Configure slider attributes in Interface Builder")],
            governs: [.thumbGeometry],
            example: RuleExample(
                [roomy, .setLayoutDirection(.rightToLeft)],
                expect: [Expectation(.geometry(.thumbRectAtMinimum), relation: "slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.minimumValue).midX >= slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.maximumValue).midX + 1", uikit: ["(172.0, 3.0, 28.0, 28.0)"])])),
        Rule(
            .geometryThumbSizeFollowsImage, .documented,
            "With a custom current thumb image, `thumbRect(forBounds:trackRect:value:)` has that image's size at every value.",
            sources: [.classReference("thumbRectForBounds:trackRect:value:")],
            governs: [.thumbGeometry],
            example: RuleExample(
                [roomy, .setImage(.thumb, image3, for: .normal)],
                expect: [Expectation(.geometry(.thumbRect), relation: "slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value).size == CGSize(width: 32, height: 20)", uikit: ["(0.0, 7.0, 32.0, 20.0)"])])),
        Rule(
            .geometryThumbAtTrackEnds, .derived,
            "At the minimum the thumb covers the track's leading end, and at the maximum its trailing end.",
            sources: [.classReference("thumbRectForBounds:trackRect:value:"), .popover("How its Made")],
            governs: [.thumbGeometry],
            example: RuleExample(
                [roomy],
                expect: [
                    Expectation(.geometry(.thumbRectAtMinimum), relation: "(slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.minimumValue).minX ... slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.minimumValue).maxX).contains(slider.trackRect(forBounds: slider.bounds).minX)", uikit: ["(0.0, 3.0, 28.0, 28.0)"]),
                    Expectation(.geometry(.thumbRectAtMaximum), relation: "(slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.maximumValue).minX ... slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.maximumValue).maxX).contains(slider.trackRect(forBounds: slider.bounds).maxX)", uikit: ["(172.0, 3.0, 28.0, 28.0)"]),
                ])),
        Rule(
            .geometryThumbLinear, .derived,
            "The thumb's centre moves linearly with the value between its centres at the minimum and the maximum.",
            sources: [.classReference("thumbRectForBounds:trackRect:value:"), .popover("How its Made")],
            governs: [.thumbGeometry],
            example: RuleExample([roomy, .setValue(0.25)], expect: [Expectation(.geometry(.thumbRect), relation: "slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value).midX == slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.minimumValue).midX + 0.25 * (slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.maximumValue).midX - slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.minimumValue).midX)", uikit: ["(43.0, 3.0, 28.0, 28.0)"])])),
        Rule(
            .geometryDegenerate, .unspecified,
            "When the bounds are less than 100 points wider than the value images or less than 20 points high, or the range is empty or has an infinite limit, the layout's relations and the meaning of touch positions are unspecified and not checked. Nothing else excuses a slider: a roomy one whose thumb does not travel breaks `geometry.thumb-direction`.",
            sources: [.classReference("trackRectForBounds:")],
            governs: [.thumbGeometry, .trackGeometry],
            example: RuleExample([], expect: [Expectation(.geometry(.thumbRect))])),
        Rule(
            .geometryClassicUIKit, .unspecified,
            "The documents give no numbers; under `uikit-observed`, on a slider with roomy bounds (not degenerate) and no infinite limit, every rectangle equals the classic visual element's layout (not iOS 26's new track design): track 4 pt high (or the maximum track image's height) and inset 3 pt, 11 pt from value images, positions rounded to whole points; without a custom thumb image only the thumb's position for its own size is compared.",
            sources: [.classReference("trackRectForBounds:"), .classReference("thumbRectForBounds:trackRect:value:")],
            governs: [.trackGeometry, .thumbGeometry, .valueImageGeometry],
            example: RuleExample(
                [.setBounds(width: 180, height: 31)],
                expect: [Expectation(.geometry(.trackRect), uikit: ["(3.0, 14.0, 174.0, 4.0)"])]),
            uikitDifference: "The classic visual element's layout read from UIKitCore (strong); the vertical centring rounded with `round`, as CGRect-based UIKit code does (the evidence says only \"vertically centred\"); the built-in thumb's size is not known (the model draws 28 × 28), so it is never compared."),
    ]
}
