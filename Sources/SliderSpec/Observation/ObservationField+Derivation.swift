extension ObservationField {
    /// True for a field the reference stores and `ReferenceSlider.adopt` copies from an
    /// observation (the value, the limits, the flags, tints, images, the label, the layout
    /// direction, tracking, the bounds); false for a field it derives from them (the state, the
    /// current images, the accessibility text and traits, geometry, the callout) and for the
    /// events, which belong to one step.
    ///
    /// How the checker tells a root cause from its consequences: a stored field that differs is
    /// a root; a derived field that agrees once the stored ones are adopted differed only because
    /// of them.
    public var isStoredState: Bool {
        switch self {
        case .value, .minimumValue, .maximumValue, .isContinuous, .isEnabled, .isHighlighted, .isSelected,
             .minimumValueImage, .maximumValueImage, .tintColor, .image, .accessibilityLabel, .layoutDirection, .isTracking,
             .geometry(.bounds):
            true
        case .state, .currentImage, .accessibilityValue, .accessibilityTraits, .accessibilityTraitNotEnabled, .isAccessibilityElement,
             .events, .geometry, .calloutCenterX, .intrinsicContentHeight, .calloutValue:
            false
        }
    }
}
