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
                rules: ["continuous.stores", "tracking.continuous-events", "tracking.discrete-events", "tracking.release-event", "tracking.unchanged-move-event", "tracking.touch-down-event", "tracking.continuous-toggled-mid-touch"]),
            SourceStatement(
                doc, "Properties", "Each property's discussion says what setting it does, and mentions no other effect.", rules: [
                    "operations.no-side-effects",
                ]),
            SourceStatement(doc, "continuous", "It defaults to true.", rules: ["defaults.continuous"]),
            SourceStatement(
                doc, "currentMaximumTrackImage", "It is the maximum track image of the control state now active; the …ImageForState: method gives the other states'.",
                rules: ["image.current-follows-state"]),
            SourceStatement(
                doc, "currentMaximumTrackImage", "Without custom maximum track images set with setMaximumTrackImage:forState: it is nil, and the default image is drawn.",
                rules: ["image.current-nil-without-images", "defaults.appearance"]),
            SourceStatement(
                doc, "currentMinimumTrackImage", "It is the minimum track image of the control state now active; the …ImageForState: method gives the other states'.",
                rules: ["image.current-follows-state"]),
            SourceStatement(
                doc, "currentMinimumTrackImage", "Without custom minimum track images set with setMinimumTrackImage:forState: it is nil, and the default image is drawn.",
                rules: ["image.current-nil-without-images", "defaults.appearance"]),
            SourceStatement(
                doc, "currentThumbImage", "It is the thumb image of the control state now active; the …ImageForState: method gives the other states'.",
                rules: ["image.current-follows-state", "tracking.highlighted"]),
            SourceStatement(
                doc, "currentThumbImage", "Without custom thumb images set with setThumbImage:forState: it is nil, and the default image is drawn.",
                rules: ["image.current-nil-without-images", "defaults.appearance"]),
            SourceStatement(doc, "maximumTrackTintColor", "It tints the standard maximum track images.", rules: ["tint.stores"]),
            SourceStatement(
                doc, "maximumTrackTintColor", "Setting it removes any custom maximum track images.", rules: [
                    "tint.maximum-track.clears-images", "tint.nil-clears-images", "tint.same-color",
                ]),
            SourceStatement(
                doc, "maximumValue",
                "When the current value lies above a new maximum, it is adjusted to match the new maximum.",
                rules: ["limits.maximum-stores", "limits.maximum-pulls-value", "limits.maximum-below-minimum", "limits.no-event", "limits.non-finite"]),
            SourceStatement(
                doc, "maximumValue",
                "It defaults to 1.",
                rules: ["defaults.limits"]),
            SourceStatement(
                doc, "maximumValueImage",
                "It is drawn on the side of the slider that stands for the maximum value; it defaults to nil.",
                rules: ["value-image.stores", "defaults.appearance", "geometry.value-images-at-ends"]),
            SourceStatement(
                doc, "maximumValueImage",
                "The image should fit the rectangle maximumValueImageRectForBounds: returns, and is scaled to fit if not.",
                rules: ["geometry.value-image-fits-rect"]),
            SourceStatement(
                doc, "maximumValueImage",
                "The track is lengthened or shortened to make room for the image.",
                rules: ["geometry.track-between-value-images"]),
            SourceStatement(
                doc, "minimumTrackTintColor",
                "It tints the standard minimum track images.",
                rules: ["tint.stores"]),
            SourceStatement(
                doc, "minimumTrackTintColor",
                "Setting it removes any custom minimum track images.",
                rules: ["tint.minimum-track.clears-images", "tint.nil-clears-images", "tint.same-color"]),
            SourceStatement(
                doc, "minimumValue",
                "When the current value lies below a new minimum, it is adjusted to match the new minimum.",
                rules: ["limits.minimum-stores", "limits.minimum-pulls-value", "limits.minimum-above-maximum", "limits.no-event", "limits.non-finite"]),
            SourceStatement(
                doc, "minimumValue",
                "It defaults to 0.",
                rules: ["defaults.limits"]),
            SourceStatement(
                doc, "minimumValueImage",
                "It is drawn on the side of the slider that stands for the minimum value; it defaults to nil.",
                rules: ["value-image.stores", "defaults.appearance", "geometry.value-images-at-ends"]),
            SourceStatement(
                doc, "minimumValueImage",
                "The image should fit the rectangle minimumValueImageRectForBounds: returns, and is scaled to fit if not.",
                rules: ["geometry.value-image-fits-rect"]),
            SourceStatement(
                doc, "minimumValueImage",
                "The track is lengthened or shortened to make room for the image.",
                rules: ["geometry.track-between-value-images"]),
            SourceStatement(
                doc, "thumbTintColor",
                "It tints the standard thumb images.",
                rules: ["tint.stores"]),
            SourceStatement(
                doc, "thumbTintColor",
                "Setting it removes any custom thumb images.",
                rules: ["tint.thumb.clears-images", "tint.nil-clears-images", "tint.same-color"]),
            SourceStatement(
                doc, "value",
                "Setting it redraws the slider; setValue:animated: animates the change instead.",
                rules: ["value.stores-in-range", "value.animated-same", "tracking.value-set-while-tracking"]),
            SourceStatement(
                doc, "value",
                "A value below the minimum or above the maximum sets the minimum or maximum instead.",
                rules: ["value.clamps-below", "value.clamps-above", "value.infinite", "value.not-a-number"]),
            SourceStatement(
                doc, "value",
                "It defaults to 0.",
                rules: ["defaults.value"]),
            SourceStatement(
                doc, "maximumTrackImageForState:",
                "It returns the maximum track image for the given control state; only one state should be passed.",
                rules: ["image.per-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "maximumTrackImageForState:",
                "It returns nil when no image has been set (or none appropriate can be found), and may return nil for several states at once.",
                rules: ["image.missing-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "maximumValueImageRectForBounds:",
                "It returns where the maximum value image is drawn; a subclass may override it, and nobody should call it directly.",
                rules: ["geometry.value-image-rects-empty", "geometry.value-images-at-ends"]),
            SourceStatement(
                doc, "minimumTrackImageForState:",
                "It returns the minimum track image for the given control state; only one state should be passed.",
                rules: ["image.per-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "minimumTrackImageForState:",
                "It returns nil when no image has been set (or none appropriate can be found), and may return nil for several states at once.",
                rules: ["image.missing-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "minimumValueImageRectForBounds:",
                "It returns where the minimum value image is drawn; a subclass may override it, and nobody should call it directly.",
                rules: ["geometry.value-image-rects-empty", "geometry.value-images-at-ends"]),
            SourceStatement(
                doc, "setMaximumTrackImage:forState:",
                "It assigns the maximum track image to the given control states.",
                rules: ["image.per-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "setMaximumTrackImage:forState:",
                "The track image must match the slider's orientation and is stretched between two end caps (leftCapWidth).",
                notCovered: Reason.drawing),
            SourceStatement(
                doc, "setMaximumTrackImage:forState:",
                "Setting a new maximum track image for any state clears the custom maximum track tint.",
                rules: ["image.maximum-track.clears-tint", "image.nil-clears-tint"]),
            SourceStatement(
                doc, "setMinimumTrackImage:forState:",
                "It assigns the minimum track image to the given control states.",
                rules: ["image.per-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "setMinimumTrackImage:forState:",
                "The track image must match the slider's orientation and is stretched between two end caps (leftCapWidth).",
                notCovered: Reason.drawing),
            SourceStatement(
                doc, "setMinimumTrackImage:forState:",
                "Setting a new minimum track image for any state clears the custom minimum track tint.",
                rules: ["image.minimum-track.clears-tint", "image.nil-clears-tint"]),
            SourceStatement(
                doc, "setThumbImage:forState:",
                "It assigns the thumb image to the given control states.",
                rules: ["image.per-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "setThumbImage:forState:",
                "Setting a new thumb image for any state clears the custom thumb tint.",
                rules: ["image.thumb.clears-tint", "image.nil-clears-tint"]),
            SourceStatement(
                doc, "setValue:animated:",
                "It sets the value, animated if asked, asynchronously; out-of-range values become the nearer limit.",
                rules: ["value.animated-same", "value.clamps-below", "value.clamps-above"]),
            SourceStatement(
                doc, "thumbImageForState:",
                "It returns the thumb image for the given control state; only one state should be passed.",
                rules: ["image.per-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "thumbImageForState:",
                "It returns nil when no image has been set (or none appropriate can be found), and may return nil for several states at once.",
                rules: ["image.missing-state", "image.combined-state-query"]),
            SourceStatement(
                doc, "thumbRectForBounds:trackRect:value:",
                "It returns where the thumb is drawn for a value: a rectangle the size of the thumb image at its position on the track.", rules: [
                    "geometry.thumb-size-follows-image", "geometry.thumb-linear", "geometry.thumb-at-track-ends", "geometry.thumb-direction", "geometry.classic-uikit",
                ]),
            SourceStatement(
                doc, "trackRectForBounds:", "It returns the whole track, between the minimum and maximum value images.", rules: [
                    "geometry.track-between-value-images", "geometry.track-inside-bounds", "geometry.degenerate", "geometry.classic-uikit",
                ]),
            SourceStatement(
                doc, "trackRectForBounds:", "The track rectangle scales the track and thumb images when drawing.", notCovered: Reason.drawing),
            SourceStatement(doc, "Availability", "Availability, the header and related guides of each entry.", notCovered: Reason.reference),
        ]
    }()
}
