extension RuleCatalogue {
    private static let atHalf: [SliderOperation] = [roomy, .setValue(0.5)]
    private static let grab: SliderOperation = .touchBegan(Touch(x: 100, y: 17, time: 0))
    private static func move(_ x: Double, _ time: Double = 0.05) -> SliderOperation { .touchMoved(Touch(x: x, y: 17, time: time)) }
    private static func release(_ x: Double, _ time: Double = 0.1) -> SliderOperation { .touchEnded(Touch(x: x, y: 17, time: time)) }
    private static let userInteraction = SourceCitation(.uisliderReference, "Respond to user interaction")
    private static let inheritsFromUIControl = SourceCitation(.uisliderReference, "Relationships")
    private static let trackingMethods = SourceCitation(.precision, "Observation")

    static let trackingRules: [Rule] = [
        Rule(
            .trackingBeginsOnThumb, .derived,
            "A touch that begins on the thumb (the thumb rectangle the implementation reports, a subclass's override included) starts tracking: `isTracking` becomes true; it sends no event unless it moved the value (`tracking.touch-down-event`).",
            sources: [.reference("Overview"), .precision("Observation"), .reference("Topics")],
            governs: [.tracking, .events],
            example: RuleExample(atHalf + [grab], expect: [Expectation(.isTracking, "true"), Expectation(.events, "[]")])),
        Rule(
            .trackingNearThumb, .unspecified,
            "A touch that begins outside the thumb but within the 48 × 48 point square centred on it may start tracking or do nothing (hit areas differ in size, so each touch may go either way).",
            sources: [.reference("Overview")],
            governs: [.tracking, .controlState, .value, .events],
            example: RuleExample(atHalf + [.touchBegan(Touch(x: 118, y: 17, time: 0))], expect: [Expectation(.isTracking, "true", "false", uikit: ["true"])]),
            uikitDifference: "Real UIKit's thumb hit area is at least 48 × 48 points (strong)."),
        Rule(
            .trackingEdgeTouch, .unspecified,
            "A touch that begins on an edge of the thumb, of the 48 × 48 point square centred on it, or of the track's band (its ends, 22 points above and below its centre) may land inside that region or as if just outside it: the sources do not say which edges belong to them, so a closed test (`abs(dx) <= 24`) and a half-open one (`CGRect.contains`) both conform, and each touch may go either way. On an edge means within the rounding a test computed in `Float` or `Double` on the touch and the implementation's own rectangles can make: four `Float` ulps of the largest number compared along that axis (the touch's coordinate, the region's edges, the bounds' width or height), about 0.0001 point on a 200-point slider; a touch farther from every edge is decided exactly, so a hit area a point too small or too large still fails. The band's 22 points are the model's own constant, not a source's: no source gives the track a touch area, and real UIKit ignores a tap on the track away from the thumb (`tracking.track-tap`); 22 is half the 44-point minimum touch target of Apple's interface guidelines (not among the sources). The band decides only which touches may make the thumb jump (inside) and which must change nothing (`tracking.off-target`, outside): a slider whose track answers taps farther than 22 points from its centre line fails there.",
            sources: [.reference("Overview")],
            governs: [.tracking, .controlState, .value, .events],
            example: RuleExample(atHalf + [.touchBegan(Touch(x: 124, y: 17, time: 0))], expect: [Expectation(.isTracking, "true", "false")])),
        Rule(
            .trackingTrackTap, .unspecified,
            "A touch that begins on the track away from the thumb either does nothing (and sends nothing) or makes the thumb jump under the finger and starts tracking (the jump's event is `tracking.touch-down-event`'s question).",
            sources: [.reference("Overview")],
            governs: [.tracking, .controlState, .value, .events],
            example: RuleExample([roomy, .touchBegan(Touch(x: 150, y: 17, time: 0))], expect: [Expectation(.isTracking, "false", "true", uikit: ["false"])]),
            uikitDifference: "Real UIKit ignores a touch on the track away from the thumb (strong)."),
        Rule(
            .trackingOffTarget, .derived, "A touch that begins away from both the thumb and the track changes nothing.",
            sources: [.reference("Overview")],
            governs: [.tracking, .controlState, .value, .events],
            example: RuleExample([roomy, .touchBegan(Touch(x: 150, y: 45, time: 0))], expect: [Expectation(.isTracking, "false"), Expectation(.value, "0.0")])),
        Rule(
            .trackingGrabOffset, .unspecified,
            "While tracking, the thumb either keeps the offset between the finger and its centre at touch-down, or centres itself under the finger (whether centring sends an event is `tracking.touch-down-event`'s question).",
            sources: [.reference("Overview")],
            governs: [.value],
            example: RuleExample(atHalf + [.touchBegan(Touch(x: 105, y: 17, time: 0))], expect: [Expectation(.value, uikit: ["0.5"])]),
            uikitDifference: "Real UIKit keeps the grab offset, so the thumb does not jump (strong)."),
        Rule(
            .trackingValueFollowsTouch, .documented,
            "While tracking, the value follows the finger along the implementation's own thumb travel, clamped to the range.",
            sources: [.reference("Overview"), .classReference("Overview")],
            governs: [.value],
            example: RuleExample(atHalf + [grab, move(1000)], expect: [Expectation(.value, "1.0")])),
        Rule(
            .trackingHighlighted, .derived,
            "`isHighlighted` is true while a touch is tracked and false once it ends or is cancelled, so `state` and `current*Image` follow it.",
            sources: [.reference("Relationships"), .classReference("currentThumbImage")],
            governs: [.controlState, .tracking],
            example: RuleExample(atHalf + [grab, release(100)], expect: [Expectation(.isHighlighted, "false"), Expectation(.isTracking, "false")])),
        Rule(
            .trackingDisabledIgnoresTouches, .derived, "A disabled slider ignores touches.",
            sources: [.reference("Relationships")],
            governs: [.tracking, .controlState, .value, .events],
            example: RuleExample(atHalf + [.setEnabled(false), grab], expect: [Expectation(.isTracking, "false"), Expectation(.isHighlighted, "false")])),
        Rule(
            .trackingSingleTouch, .derived,
            "A slider is a UIControl, which follows one touch through begin, continue and end tracking: a touch that begins while another is tracked, and moves, ends or cancels with none tracked, change nothing.",
            sources: [inheritsFromUIControl, trackingMethods],
            governs: [.tracking, .controlState, .value, .events],
            example: RuleExample([roomy, move(150)], expect: [Expectation(.value, "0.0"), Expectation(.events, "[]")])),
        Rule(
            .trackingContinuousEvents, .documented,
            "While `isContinuous` is true, every move that changes the value sends one `valueChanged` carrying the new value.",
            sources: [.classReference("continuous"), userInteraction],
            governs: [.events],
            example: RuleExample(atHalf + [grab, move(1000)], expect: [Expectation(.events, "[valueChanged(1.0)]")])),
        Rule(
            .trackingUnchangedMoveEvent, .unspecified,
            "A move of a continuous slider that leaves the value unchanged either sends `valueChanged` or sends nothing, the same way every time.",
            sources: [.classReference("continuous")],
            governs: [.events],
            example: RuleExample(atHalf + [grab, move(100)], expect: [Expectation(.events, "[valueChanged(0.5)]", "[]", uikit: ["[valueChanged(0.5)]"])]),
            uikitDifference: "Real UIKit sends `valueChanged` on every move while continuous, even when the value did not change (strong)."),
        Rule(
            .trackingDiscreteEvents, .documented,
            "While `isContinuous` is false, moves send nothing, and a touch that changed the value sends one `valueChanged` carrying the final value when it ends (whether a touch that left it unchanged sends one is `tracking.release-event`'s question).",
            sources: [.classReference("continuous"), userInteraction],
            governs: [.events],
            example: RuleExample(
                [roomy, .setContinuous(false), .setValue(0.5), grab, move(1000), release(1000)],
                expect: [Expectation(.events, "[valueChanged(1.0)]")])),
        Rule(
            .trackingReleaseEvent, .unspecified,
            "A release that leaves the value where targets last heard of it (before the touch, or at the touch's last event) either sends `valueChanged` or not, the same way every time; a release after an unreported change always sends one.",
            sources: [.classReference("continuous"), userInteraction],
            governs: [.events],
            example: RuleExample(atHalf + [grab, release(100)], expect: [Expectation(.events, "[valueChanged(0.5)]", "[]", uikit: ["[valueChanged(0.5)]"])]),
            uikitDifference: "Real UIKit sends one `valueChanged` at the end of every touch, continuous or not (strong)."),
        Rule(
            .trackingReleaseMovesValue, .derived,
            "Where the finger lifts sets the final value, as a last move does, and tracking ends.",
            sources: [.precision("Observation")],
            governs: [.value, .tracking],
            example: RuleExample(atHalf + [grab, release(-1000)], expect: [Expectation(.value, "0.0"), Expectation(.isTracking, "false")])),
        Rule(
            .trackingCancel, .unspecified,
            "No source speaks of cancelled touches: a cancel ends tracking and the highlight, and then either keeps the value and sends nothing, puts the value back where it was before the touch (sending one `valueChanged` if targets had heard of another value), or ends as a release at the finger's last position would (the event per `tracking.release-event`); the same way every time.",
            sources: [inheritsFromUIControl],
            governs: [.tracking, .value, .events],
            example: RuleExample(
                atHalf + [grab, move(1000), .touchCancelled(time: 0.1)],
                expect: [Expectation(.isTracking, "false"), Expectation(.isHighlighted, "false")],
                byReading: [
                    ReadingOutcome("keepsSilently", (.value, "1.0"), (.events, "[]")),
                    ReadingOutcome("reverts", (.value, "0.5"), (.events, "[valueChanged(0.5)]")),
                    ReadingOutcome("reportsFinalValue", (.value, "1.0"), (.events, "[valueChanged(1.0)]")),
                ]),
            uikitDifference: "Real UIKit keeps the value and sends nothing when a touch is cancelled (strong)."),
        Rule(
            .trackingDisabledWhileTracking, .unspecified,
            "Disabling the slider during a touch either lets the touch go on or ends it as a cancel does (then as `tracking.cancel` reads it), the same way every time.",
            sources: [inheritsFromUIControl],
            governs: [.tracking, .controlState],
            example: RuleExample(atHalf + [grab, .setEnabled(false)], expect: [Expectation(.isTracking, "true", "false")])),
        Rule(
            .trackingTouchDownEvent, .unspecified,
            "A touch-down that moves the value of a continuous slider (the thumb centring under the finger, or jumping to a track tap) either sends nothing or sends one `valueChanged` carrying the new value, the same way every time; any other touch-down sends nothing.",
            sources: [userInteraction, .classReference("continuous")],
            governs: [.events],
            example: RuleExample(
                atHalf + [.touchBegan(Touch(x: 105, y: 17, time: 0))],
                expect: [Expectation(.events, "[]", "[valueChanged(0.5290698)]", uikit: ["[]"])]),
            uikitDifference: "Real UIKit keeps the grab offset and ignores track taps, so its touch-down moves nothing and sends nothing (strong)."),
        Rule(
            .trackingValueSetWhileTracking, .unspecified,
            "Setting `value` (or `setValue(_:animated:)`) during a touch either stores it, clamped and without an event, the next move following the finger again, or is ignored, the same way every time; either way the touch goes on.",
            sources: [.classReference("value"), userInteraction],
            governs: [.value, .tracking, .controlState, .events],
            example: RuleExample(atHalf + [grab, .setValue(0.25)], expect: [Expectation(.value, "0.25", "0.5")])),
        Rule(
            .trackingContinuousToggledMidTouch, .unspecified,
            "Changing `isContinuous` during a touch takes effect either at once (the rest of the touch sends events as the new setting says) or from the next touch, the same way every time.",
            sources: [.classReference("continuous")],
            governs: [.events],
            example: RuleExample(
                atHalf + [grab, .setContinuous(false), move(1000)], expect: [Expectation(.events, "[]", "[valueChanged(1.0)]")])),
        Rule(
            .trackingEmptyRange, .unspecified,
            "While `minimumValue == maximumValue` (on a layout otherwise roomy enough to read touches), a touch either tracks and highlights as usual, the value unable to move and the events following the event readings, or is ignored; the same way every time.",
            sources: [.reference("Overview")],
            governs: [.tracking, .controlState, .value, .events],
            example: RuleExample(
                [roomy, .setMaximumValue(0), .touchBegan(Touch(x: 14, y: 17, time: 0))], expect: [Expectation(.isTracking, "true", "false")])),
    ]

    static let profileRules: [Rule] = [
        Rule(
            .precisionRestoresHeldValue, .documented,
            "Under `precision-release`: at the end of a touch, the most recent value held for longer than 0.05 s becomes the final value when the release is within 12 points of it (where the other profiles take the release point's value). From source 002: holds recorded after each movement with how long each lasted, one per touch-down and per move as its published slider (AHKSlider) records them (a move that leaves the value where it was is a hold of its own, lasting until the next move or the release); the newest hold longer than 0.05 s, and only it, is considered; the reach is 12 points (≤ 12) between finger positions. From the published slider, also accepted: the distance as the value difference scaled to the frame's width, compared strictly (< 12); UIKit's release event first, then the restored value with one more `valueChanged`. The model's choices where the two leave it open: equal neighbouring holds may also be read as one hold (the article's \"value that was selected for longer than 0.05 s\"); the finger's distance is measured from where the held value was set; the two distance measures differ by the frame's width over the thumb's travel, so they disagree for finger distances from 12 × travel ÷ width up to 12 points (10.3 to 12 on a 200-point slider whose thumb travels 172; the other way where the thumb was held against an end of the track), and there each touch may go either way; so may a hold within rounding of 0.05 s, a distance within the rounding a computation in `Float` or `Double` makes (a few `Float` ulps of the finger's place, of the values and of the frame's width), and a distance that the same computation in `Float` decides the other way (the published slider's `Float` range overflows for limits far apart, which makes every hold near). The release sends `valueChanged` as any release does, carrying the restored value, or as the published slider does.",
            sources: [.precision("Proposed Solution")],
            governs: [.value, .events],
            example: RuleExample(
                atHalf + [grab, release(108, 0.2)], expect: [Expectation(.value, "0.5")], profile: .precisionRelease)),
        Rule(
            .precisionReleaseElsewhere, .documented,
            "Under `precision-release`: when no value was held that long, or the release is more than 12 points from it by both measures of `precision.restores-held-value`, the release sets the value as usual.",
            sources: [.precision("Proposed Solution")],
            governs: [.value, .events],
            example: RuleExample(
                atHalf + [grab, move(200), release(-1000, 0.2)], expect: [Expectation(.value, "0.0")], profile: .precisionRelease)),
        Rule(
            .calloutFollowsThumb, .derived,
            "Under `value-callout`: after every step that sends `valueChanged` on a slider whose bounds have an area (a non-zero width and a non-zero height; with either at zero, `CGRect.isEmpty`, the slider shows no thumb to point at and its callout is not checked), the reported callout's centre (`SliderObservation.calloutCenterX`) is the horizontal centre of the reported thumb rectangle, whether the range is negative, positive or straddles zero. Derived: the article's slider aims its popover at the knob (from the value's place in the range, the frame's width and a 22-pixel knob) in its value-changed action only, so after a step that sends no event (a layout change, a programmatic `value =`) the callout may stay where the last action put it, and is not checked.",
            sources: [.popover("How its Made")],
            governs: [.callout],
            example: RuleExample(
                [roomy, .setMinimumValue(-10), .setMaximumValue(-2), .setValue(-6.8), .accessibilityIncrement],
                expect: [Expectation(.calloutCenterX, "100.0")], profile: .valueCallout)),
    ]
}
