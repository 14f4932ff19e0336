extension SourceIndex {
    /// `000`: Apple's current UISlider reference page.
    static let referenceStatements: [SourceStatement] = {
        let doc = SourceCitation.Document.uisliderReference
        return [
            SourceStatement(doc, "Overview", "A slider selects one value from a continuous range.", rules: [
                "value.stores-in-range", "value.clamps-below", "value.clamps-above",
            ]),
            SourceStatement(doc, "Overview", "Moving the thumb hands the updated value to the actions attached to the slider.", rules: [
                "tracking.begins-on-thumb", "tracking.value-follows-touch", "tracking.continuous-events", "tracking.off-target", "tracking.near-thumb", "tracking.edge-touch", "tracking.track-tap", "tracking.grab-offset", "tracking.empty-range"]),
            SourceStatement(doc, "Overview", "Its appearance can be changed: tints for the track and thumb, images at its ends.", rules: [
                "tint.stores", "value-image.stores",
            ]),
            SourceStatement(doc, "Overview", "A slider is added to an interface either in code or with Interface Builder.", rules: [
                "defaults.value", "interface-builder.stores-attributes",
            ]),
            SourceStatement(doc, "Overview", "A figure names the parts of a slider laid out left to right.", notCovered: Reason.drawing),
            SourceStatement(
                doc, "Overview", "Steps to add one: choose the range, optionally tints and limit images, connect actions, lay it out with Auto Layout.",
                notCovered: Reason.advice),
            SourceStatement(
                doc, "Respond to user interaction",
                "Actions registered for the value-changed event are called when the user changes the value (target-action).", rules: [
                    "tracking.continuous-events", "tracking.touch-down-event", "accessibility.adjustment-event", "value.no-event",
                    "operations.no-side-effects", "limits.no-event", "tracking.value-set-while-tracking",
                ]),
            SourceStatement(
                doc, "Respond to user interaction", "By default value-changed events are sent continuously while the user moves the thumb.",
                rules: ["defaults.continuous", "tracking.continuous-events", "tracking.unchanged-move-event"]),
            SourceStatement(
                doc, "Respond to user interaction",
                "With isContinuous false, one event is sent only when the user releases the thumb, setting the final value.", rules: [
                    "tracking.discrete-events", "tracking.release-event", "tracking.release-moves-value",
                ]),
            SourceStatement(
                doc, "Respond to user interaction", "Actions are connected in code or in Interface Builder, with one of three signatures.",
                notCovered: "how targets are registered is the app's plumbing; the suite records each value-changed event and its value"),
            SourceStatement(
                doc, "Debug sliders",
                "Use a custom tint or a custom image for a part, not both: the setting made last wins.", rules: [
                    "tint.minimum-track.clears-images", "tint.maximum-track.clears-images", "tint.thumb.clears-images",
                    "image.minimum-track.clears-tint", "image.maximum-track.clears-tint", "image.thumb.clears-tint",
                ]),
            SourceStatement(
                doc, "Debug sliders", "A new minimum track image for any state clears a custom minimum track tint.",
                rules: ["image.minimum-track.clears-tint", "image.nil-clears-tint"]),
            SourceStatement(
                doc, "Debug sliders", "Setting the thumb tint removes the custom thumb images.", rules: [
                    "tint.thumb.clears-images", "tint.nil-clears-images", "tint.same-color",
                ]),
            SourceStatement(
                doc, "Debug sliders", "The value must lie between the limits: a value set in code below or above them becomes the minimum or maximum.",
                rules: [
                    "value.clamps-below", "value.clamps-above", "value.infinite", "value.not-a-number", "limits.minimum-above-maximum",
                    "limits.maximum-below-minimum", "limits.non-finite",
                ]),
            SourceStatement(
                doc, "Debug sliders", "A value entered beyond the range in Interface Builder moves the limit instead.",
                rules: ["interface-builder.widens-range"]),
            SourceStatement(
                doc, "Debug sliders", "Custom images should be set for every control state: a state without one draws the standard image.",
                rules: ["image.missing-state", "image.per-state", "image.current-follows-state"]),
            SourceStatement(
                doc, "Configure slider attributes in Interface Builder",
                "Value Minimum and Maximum are the values of the leading and trailing ends, read back as minimumValue and maximumValue.",
                rules: ["interface-builder.stores-attributes", "geometry.thumb-direction"]),
            SourceStatement(
                doc, "Configure slider attributes in Interface Builder",
                "Value Current is the initial value, which must lie between the limits; it is read back as value.", rules: [
                    "interface-builder.stores-attributes", "interface-builder.widens-range",
                ]),
            SourceStatement(
                doc, "Configure slider attributes in Interface Builder",
                "Min Image and Max Image are drawn at the leading and trailing ends (none when blank): minimumValueImage, maximumValueImage.",
                rules: ["interface-builder.appearance-attributes", "geometry.value-images-at-ends", "geometry.value-image-rects-empty"]),
            SourceStatement(
                doc, "Configure slider attributes in Interface Builder",
                "Min Track Tint colours the track on the thumb's leading side and defaults to the inherited tint colour.", rules: [
                    "interface-builder.appearance-attributes", "defaults.tint-colors",
                ]),
            SourceStatement(
                doc, "Configure slider attributes in Interface Builder",
                "Max Track Tint and Thumb Tint set maximumTrackTintColor and thumbTintColor.", rules: [
                    "interface-builder.appearance-attributes",
                ]),
            SourceStatement(
                doc, "Configure slider attributes in Interface Builder",
                "Continuous Updates: checked, actions fire on every move during interaction; unchecked, only when it ends (isContinuous).",
                rules: ["interface-builder.continuous-updates"]),
            SourceStatement(
                doc, "Configure slider attributes in Interface Builder", "UIControl's and UIView's attributes are inherited.", rules: [
                    "control-state.flags", "interface-builder.fresh-slider",
                ]),
            SourceStatement(
                doc, "Customize the slider's appearance", "Auto Layout sets the position and width (the suite sets the bounds directly).",
                rules: ["layout.bounds-stores"]),
            SourceStatement(
                doc, "Customize the slider's appearance", "The intrinsic height comes from the intrinsic heights of the value images, if present.",
                rules: ["layout.intrinsic-height"]),
            SourceStatement(
                doc, "Customize the slider's appearance", "The track's width adjusts to make room for the value images.",
                rules: ["geometry.track-between-value-images"]),
            SourceStatement(
                doc, "Customize the slider's appearance",
                "Minimum and maximum value images sit at the ends and show which value each end stands for.", rules: [
                    "value-image.stores", "geometry.value-images-at-ends",
                ]),
            SourceStatement(
                doc, "Customize the slider's appearance",
                "Thumb and track images can be given for each control state with the three set…Image(_:for:) methods.", rules: [
                    "image.per-state",
                ]),
            SourceStatement(
                doc, "Customize the slider's appearance", "Track images take cap insets so they stretch horizontally.", notCovered: Reason.drawing),
            SourceStatement(
                doc, "Customize the slider's appearance", "current…Image gives the images used for the current control state.",
                rules: ["image.current-follows-state"]),
            SourceStatement(
                doc, "Customize the slider's appearance", "Without custom images the slider draws its own default track and thumb.",
                rules: ["image.current-nil-without-images", "defaults.appearance"]),
            SourceStatement(
                doc, "Customize the slider's appearance",
                "Tint colours for the track and thumb are set with minimumTrackTintColor, maximumTrackTintColor and thumbTintColor.",
                rules: ["tint.stores"]),
            SourceStatement(
                doc, "Customize the slider's appearance", "By default the minimum track's tint defers to the slider's tint colour.",
                rules: ["defaults.tint-colors"]),
            SourceStatement(
                doc, "Provide localized strings", "Sliders have no properties of their own for internationalisation; localise any label.",
                notCovered: "the suite's accessibility text assumes an English locale (see accessibility.value-percent)"),
            SourceStatement(
                doc, "Provide localized strings",
                "Sliders follow the interface direction by themselves: the minimum end is always leading, the maximum trailing.", rules: [
                    "layout.direction-follows-environment", "layout.direction-stores", "geometry.thumb-direction",
                    "geometry.value-images-at-ends",
                ]),
            SourceStatement(
                doc, "Provide localized strings",
                "A subclass overriding the value image rectangles must take the layout direction into account.", rules: [
                    "geometry.value-images-at-ends",
                ]),
            SourceStatement(doc, "Make sliders accessible", "Sliders are accessible by default.", rules: ["accessibility.is-element"]),
            SourceStatement(
                doc, "Make sliders accessible", "Their default accessibility traits are User Interaction Enabled and Adjustable.", rules: [
                    "accessibility.traits-adjustable", "accessibility.traits-not-enabled", "accessibility.traits-when-disabled",
                ]),
            SourceStatement(
                doc, "Make sliders accessible",
                "VoiceOver speaks the label, value, traits and hint, and adjusts with vertical swipes.", rules: [
                    "accessibility.label-stores", "accessibility.value-percent", "accessibility.increment", "accessibility.decrement", "accessibility.value-arithmetic",
                ]),
            SourceStatement(
                doc, "Make sliders accessible", "An example of what VoiceOver says over the ringer volume slider.", notCovered: Reason.speech),
            SourceStatement(doc, "Topics", "value is a Float; setValue(_:animated:) sets it with an optional animation.", rules: [
                "value.stores-in-range", "value.animated-same",
            ]),
            SourceStatement(doc, "Topics", "minimumValue and maximumValue are the limits.", rules: [
                "limits.minimum-stores", "limits.maximum-stores",
            ]),
            SourceStatement(doc, "Topics", "isContinuous says whether value changes generate continuous events.", rules: [
                "continuous.stores",
            ]),
            SourceStatement(
                doc, "Topics", "behavioralStyle and preferredBehavioralStyle choose how the slider behaves under Mac Catalyst.",
                notCovered: Reason.platform),
            SourceStatement(
                doc, "Topics",
                "The image getters return the image associated with a control state; the setters assign an image to the specified states.",
                rules: ["image.per-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "Topics", "Subclasses may override the rectangles of the value images, the track and the thumb.", rules: [
                    "geometry.value-image-rects-empty", "geometry.value-images-at-ends", "geometry.thumb-size-follows-image",
                    "geometry.thumb-at-track-ends", "tracking.begins-on-thumb",
                ]),
            SourceStatement(doc, "Relationships", "UISlider inherits from UIControl.", rules: [
                "defaults.control-state", "control-state.flags", "tracking.highlighted", "tracking.disabled-ignores-touches", "tracking.single-touch", "tracking.cancel", "tracking.disabled-while-tracking"]),
            SourceStatement(
                doc, "Relationships", "It conforms to NSCoding, so it can be archived in and loaded from an interface document.", rules: [
                    "interface-builder.fresh-slider",
                ]),
            SourceStatement(
                doc, "Relationships", "Its other conformances (appearance proxies, focus, dynamics, …) and its availability.",
                notCovered: Reason.reference),
        ]
    }()
}
