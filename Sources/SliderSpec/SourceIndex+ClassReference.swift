extension SourceIndex {
    /// `001`: Apple's earlier UISlider class reference.
    static let classReferenceStatements: [SourceStatement] = {
        let doc = SourceCitation.Document.uisliderClassReference
        return [
            SourceStatement(doc, "Overview", "A slider selects one value from a continuous range.", rules: ["value.stores-in-range"]),
            SourceStatement(doc, "Overview", "Sliders are always drawn as horizontal bars.", rules: ["geometry.horizontal"]),
            SourceStatement(doc, "Overview", "The thumb marks the current value, and the user can move it.", rules: [
                "tracking.value-follows-touch", "geometry.thumb-linear",
            ]),
            SourceStatement(
                doc, "Customizing the Slider's Appearance",
                "Value images at each end show which value the end stands for (a quiet and a loud speaker for volume).", rules: [
                    "value-image.stores", "geometry.value-images-at-ends",
                ]),
            SourceStatement(
                doc, "Customizing the Slider's Appearance",
                "The thumb rides on the track, drawn with a minimum track image on the thumb's minimum side and a maximum track image on the other.",
                notCovered: Reason.drawing),
            SourceStatement(
                doc, "Customizing the Slider's Appearance",
                "The standard parts take tint colours, or each control state (enabled, disabled, highlighted, …) takes its own pair of track images.",
                rules: [
                    "tint.stores", "image.per-state", "control-state.flags",
                ]),
            SourceStatement(
                doc, "Customizing the Slider's Appearance", "The thumb, like the track, takes a different image for each control state.",
                rules: ["image.per-state"]),
            SourceStatement(
                doc, "continuous", "When true the slider sends update events continuously; when false, one action when the user releases the thumb.",
                rules: ["continuous.stores", "tracking.continuous-events", "tracking.discrete-events", "tracking.release-event"]),
            SourceStatement(
                doc, "Properties", "Each property's discussion says what setting it does, and mentions no other effect.", rules: [
                    "operations.no-side-effects",
                ]),
            SourceStatement(doc, "continuous", "It defaults to true.", rules: ["defaults.continuous"]),
            SourceStatement(
                doc, "currentMinimumTrackImage, currentMaximumTrackImage, currentThumbImage",
                "Each is the part's image for the control state now active; the …ImageForState: methods give the others.", rules: [
                    "image.current-follows-state", "tracking.highlighted",
                ]),
            SourceStatement(
                doc, "currentMinimumTrackImage, currentMaximumTrackImage, currentThumbImage",
                "Without custom images of the part it is nil, and the default image is drawn.", rules: [
                    "image.current-nil-without-images", "defaults.appearance",
                ]),
            SourceStatement(
                doc, "minimumTrackTintColor, maximumTrackTintColor, thumbTintColor",
                "Each tints the part's standard images.", rules: ["tint.stores"]),
            SourceStatement(
                doc, "minimumTrackTintColor, maximumTrackTintColor, thumbTintColor",
                "Setting it removes any custom images of that part.", rules: [
                    "tint.minimum-track.clears-images", "tint.maximum-track.clears-images", "tint.thumb.clears-images",
                    "tint.nil-clears-images", "tint.same-color",
                ]),
            SourceStatement(
                doc, "minimumValue", "When the current value lies below a new minimum, it is adjusted to match the new minimum.", rules: [
                    "limits.minimum-stores", "limits.minimum-pulls-value", "limits.minimum-above-maximum", "limits.no-event",
                ]),
            SourceStatement(doc, "minimumValue", "It defaults to 0.", rules: ["defaults.limits"]),
            SourceStatement(
                doc, "maximumValue", "When the current value lies above a new maximum, it is adjusted to match the new maximum.", rules: [
                    "limits.maximum-stores", "limits.maximum-pulls-value", "limits.maximum-below-minimum", "limits.no-event",
                ]),
            SourceStatement(doc, "maximumValue", "It defaults to 1.", rules: ["defaults.limits"]),
            SourceStatement(
                doc, "minimumValueImage, maximumValueImage", "Each is drawn on the side of its value; it defaults to nil.", rules: [
                    "value-image.stores", "defaults.appearance", "geometry.value-images-at-ends",
                ]),
            SourceStatement(
                doc, "minimumValueImage, maximumValueImage",
                "The image should fit the rectangle …ValueImageRectForBounds: returns, and is scaled to fit if not.", rules: [
                    "geometry.value-image-fits-rect",
                ]),
            SourceStatement(
                doc, "minimumValueImage, maximumValueImage", "The track is lengthened or shortened to make room for the image.", rules: [
                    "geometry.track-between-value-images",
                ]),
            SourceStatement(
                doc, "value", "Setting it redraws the slider; setValue:animated: animates the change instead.", rules: [
                    "value.stores-in-range", "value.animated-same",
                ]),
            SourceStatement(doc, "value", "A value below the minimum or above the maximum sets the minimum or maximum instead.", rules: [
                "value.clamps-below", "value.clamps-above", "value.infinite", "value.not-a-number",
            ]),
            SourceStatement(doc, "value", "It defaults to 0.", rules: ["defaults.value"]),
            SourceStatement(
                doc, "minimumTrackImageForState:, maximumTrackImageForState:, thumbImageForState:",
                "Each returns the part's image for the given state; only one state should be passed.", rules: [
                    "image.per-state", "image.combined-state-query",
                ]),
            SourceStatement(
                doc, "minimumTrackImageForState:, maximumTrackImageForState:, thumbImageForState:",
                "It returns nil when no image has been set (or none appropriate can be found), and may return nil for several states at once.",
                rules: ["image.missing-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "minimumValueImageRectForBounds:, maximumValueImageRectForBounds:",
                "Each returns where the value image is drawn; a subclass may override it, and nobody should call it directly.", rules: [
                    "geometry.value-image-rects-empty", "geometry.value-images-at-ends",
                ]),
            SourceStatement(
                doc, "setMinimumTrackImage:forState:, setMaximumTrackImage:forState:, setThumbImage:forState:",
                "Each assigns the part's image to the given control states.", rules: ["image.per-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "setMinimumTrackImage:forState:, setMaximumTrackImage:forState:",
                "A track image must match the slider's orientation and is stretched between two end caps (leftCapWidth).",
                notCovered: Reason.drawing),
            SourceStatement(
                doc, "setMinimumTrackImage:forState:, setMaximumTrackImage:forState:, setThumbImage:forState:",
                "Setting a new image of the part for any state clears the part's custom tint.", rules: [
                    "image.minimum-track.clears-tint", "image.maximum-track.clears-tint", "image.thumb.clears-tint", "image.nil-clears-tint",
                ]),
            SourceStatement(
                doc, "setValue:animated:", "It sets the value, animated if asked, asynchronously; out-of-range values become the nearer limit.",
                rules: ["value.animated-same", "value.clamps-below", "value.clamps-above"]),
            SourceStatement(
                doc, "thumbRectForBounds:trackRect:value:",
                "It returns where the thumb is drawn for a value: a rectangle the size of the thumb image at its position on the track.", rules: [
                    "geometry.thumb-size-follows-image", "geometry.thumb-linear", "geometry.thumb-at-track-ends", "geometry.thumb-direction",
                ]),
            SourceStatement(
                doc, "trackRectForBounds:", "It returns the whole track, between the minimum and maximum value images.", rules: [
                    "geometry.track-between-value-images", "geometry.track-inside-bounds",
                ]),
            SourceStatement(
                doc, "trackRectForBounds:", "The track rectangle scales the track and thumb images when drawing.", notCovered: Reason.drawing),
            SourceStatement(doc, "Availability", "Availability, the header and related guides of each entry.", notCovered: Reason.reference),
        ]
    }()
}
