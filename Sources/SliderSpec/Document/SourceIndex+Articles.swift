extension SourceIndex {
    /// `002`: "Improving UISlider's Precision".
    static let precisionStatements: [SourceStatement] = {
        let doc = SourceCitation.Document.precision
        return [
            SourceStatement(
                doc, "Introduction", "Lifting the finger tends to make the thumb jump a little, changing the value.", rules: [
                    "tracking.release-moves-value",
                ]),
            SourceStatement(
                doc, "Observation", "A subclass logged the value in the begin, continue and end tracking methods of UIControl.", rules: [
                    "tracking.begins-on-thumb", "tracking.single-touch",
                ]),
            SourceStatement(
                doc, "Observation", "The value at the end of tracking usually differed from the one aimed at: the finger moves as it lifts.",
                rules: ["tracking.release-moves-value"]),
            SourceStatement(
                doc, "Observation",
                "Unwanted values just before the end came from a finger moving at least every 0.05 s, and the release was always within 12 points of where the wanted value was chosen.",
                rules: ["precision.restores-held-value"]),
            SourceStatement(
                doc, "Proposed Solution", "During the touch, each value and how long it was held are recorded.", rules: [
                    "precision.restores-held-value",
                ]),
            SourceStatement(
                doc, "Proposed Solution",
                "At the end, the latest value held longer than 0.05 s becomes the value if the release is within 12 points of it.", rules: [
                    "precision.restores-held-value", "precision.release-elsewhere",
                ]),
            SourceStatement(
                doc, "Verification", "The value is corrected only in that case, so other uses behave as before.", rules: [
                    "precision.release-elsewhere",
                ]),
            SourceStatement(
                doc, "Verification", "The problem does not occur in the simulator; the implementation is published as a CocoaPod.",
                notCovered: Reason.advice),
        ]
    }()

    /// `003`: "Accessible Sliders and Adjustable Controls".
    static let accessibilityStatements: [SourceStatement] = {
        let doc = SourceCitation.Document.accessibleSliders
        return [
            SourceStatement(
                doc, "Introduction", "Custom slider-like controls easily lose the standard slider's accessibility.", notCovered: Reason.advice),
            SourceStatement(
                doc, "The standard slider",
                "An unconfigured slider dragged out in Interface Builder reads \"50%\" and is announced as adjustable.", rules: [
                    "interface-builder.library-defaults", "accessibility.value-percent", "accessibility.traits-adjustable", "accessibility.value-rounding", "accessibility.value-arithmetic", "accessibility.value-degenerate-range",
                ]),
            SourceStatement(
                doc, "The standard slider", "Each swipe up or down moves the value by 10 percentage points and reads the new value.", rules: [
                    "accessibility.increment", "accessibility.decrement", "accessibility.adjustment-snap",
                ]),
            SourceStatement(
                doc, "The standard slider",
                "An accessibility label set in the Identity Inspector or through accessibilityLabel is read before the value.", rules: [
                    "accessibility.label-stores", "defaults.accessibility-label",
                ]),
            SourceStatement(
                doc, "The standard slider",
                "The adjustable trait makes it adjustable; what is read as its value comes from accessibilityValue.", rules: [
                    "accessibility.traits-adjustable", "accessibility.value-percent",
                ]),
            SourceStatement(
                doc, "The standard slider",
                "A percentage is a reasonable default; an app may describe the value better (the music player reads a time).", rules: [
                    "accessibility.value-override",
                ]),
            SourceStatement(
                doc, "A custom rating control", "A custom control declares itself an accessibility element and gives a label.", rules: [
                    "accessibility.is-element", "accessibility.label-stores",
                ]),
            SourceStatement(
                doc, "A custom rating control", "It adds the adjustable trait to its superclass's traits.", rules: [
                    "accessibility.traits-adjustable", "accessibility.traits-not-enabled",
                ]),
            SourceStatement(
                doc, "A custom rating control", "accessibilityIncrement and accessibilityDecrement change the value by one step.", rules: [
                    "accessibility.increment", "accessibility.decrement", "accessibility.adjustment-event",
                    "accessibility.adjustment-when-disabled",
                ]),
            SourceStatement(
                doc, "A custom rating control",
                "The value setter clamps to the range and updates accessibilityValue, so the new value is read after each swipe.", rules: [
                    "accessibility.value-percent", "accessibility.value-override",
                ]),
            SourceStatement(
                doc, "A custom rating control",
                "At a limit the adjustment changes nothing, the value text stays the same, and VoiceOver plays its limit sound.", rules: [
                    "accessibility.limit",
                ]),
            SourceStatement(
                doc, "Other adjustable elements", "The adjustable trait is used elsewhere too, such as a table's section index.",
                notCovered: "about other controls"),
        ]
    }()

    /// `004`: "Adding a UIPopover to UISlider".
    static let popoverStatements: [SourceStatement] = {
        let doc = SourceCitation.Document.popover
        return [
            SourceStatement(
                doc, "Introduction", "A slider subclass shows a popover that follows the thumb as the value changes, as iBooks does.",
                rules: ["callout.follows-thumb"]),
            SourceStatement(
                doc, "How to Use", "The subclass is set on a slider in an interface document; its range set there works as before.", rules: [
                    "interface-builder.stores-attributes",
                ]),
            SourceStatement(
                doc, "How its Made", "An interface document's slider is decoded with initWithCoder: (NSCoding).", rules: [
                    "interface-builder.fresh-slider",
                ]),
            SourceStatement(
                doc, "How its Made", "It registers its own value-changed action and creates the popover when decoded.", rules: [
                    "callout.follows-thumb",
                ]),
            SourceStatement(
                doc, "How its Made", "The value-changed action puts the current value in the popover's content.", rules: [
                    "callout.shows-value",
                ]),
            SourceStatement(
                doc, "How its Made",
                "The same action places the popover from the slider's frame, its limits, the value and a 22-point knob, for negative, mixed and positive ranges.",
                rules: ["callout.follows-thumb", "geometry.thumb-linear"]),
            SourceStatement(
                doc, "How its Made", "The knob's centre never reaches the slider's edges, so the position is nudged towards the middle.", rules: [
                    "geometry.thumb-at-track-ends", "callout.follows-thumb",
                ]),
            SourceStatement(
                doc, "Creating the Popover's Content View Controller", "The content controller is told each new value and may restyle itself.",
                rules: ["callout.shows-value"]),
            SourceStatement(doc, "Comments", "Readers' comments.", notCovered: "no statement about the control"),
        ]
    }()
}
