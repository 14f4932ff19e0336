extension ReferenceSlider {
    /// Takes on every field of `observed` that is state the reference holds, so a check can go on
    /// from the implementation's state after a divergence instead of stopping there.
    ///
    /// The value, the limits, the flags, the value images, the tints, the label, the bounds,
    /// the layout direction, the geometry, the intrinsic height and whether a touch is tracked are
    /// copied; the app's own accessibility text stays as the app set it. A part whose
    /// image lookups differ from what this state gives under `missing` and `combined` takes the
    /// observed lookups as its stored images, so each lookup then returns what the implementation
    /// showed. Fields computed from others (`state`, `current*Image`, the accessibility text and
    /// traits) and the events are not state: a divergence there can recur, and is reported under
    /// the rule that maps the state to that observation.
    public mutating func adopt(_ observed: SliderObservation, missing: MissingStateImage, combined: CombinedStateQuery) {
        value = observed.value
        minimumValue = observed.minimumValue
        maximumValue = observed.maximumValue
        isContinuous = observed.isContinuous
        isEnabled = observed.isEnabled
        isHighlighted = observed.isHighlighted
        isSelected = observed.isSelected
        minimumValueImage = observed.minimumValueImage
        maximumValueImage = observed.maximumValueImage
        minimumTrackTintColor = observed.minimumTrackTintColor
        maximumTrackTintColor = observed.maximumTrackTintColor
        thumbTintColor = observed.thumbTintColor
        for part in SliderPart.allCases {
            let shown = observed.images(part)
            let lookedUp = images(part).lookedUp(fallsBack: missing == .normalImage, combinedNil: combined == .returnsNil)
            if shown != lookedUp { self[storedImagesOf: part] = shown }
        }
        accessibilityLabel = observed.accessibilityLabel
        boundsWidth = observed.geometry.bounds.width
        boundsHeight = observed.geometry.bounds.height
        layoutDirection = observed.layoutDirection
        geometry = observed.geometry
        intrinsicContentHeight = observed.intrinsicContentHeight
        if observed.isTracking, !isTracking {
            // A touch the reference did not start: where it grabbed the thumb is unknown, so
            // the values it sets are not checked until it ends.
            tracking = TrackingState(grabOffset: 0, startValue: value, held: [], isAnchored: false)
        } else if !observed.isTracking {
            tracking = nil
        }
    }
}
