extension ReferenceSlider {
    /// `accessibilityTraits` under the given answer for a disabled slider: `.adjustable`, plus
    /// `.notEnabled` while disabled when `disabled` is `.addsNotEnabled`.
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    public func accessibilityTraits(_ disabled: DisabledTraits) -> AccessibilityTraits {
        !isEnabled && disabled == .addsNotEnabled ? [.adjustable, .notEnabled] : .adjustable
    }

    /// The intrinsic height the reference reports as an implementation: the tallest of the thumb
    /// (its current image, or the built-in knob) and the value images present.
    // Performance: inlined, so a caller holding the slider by address (the checker, the reference run as an implementation) reads it there; a call copied it whole first (callgrind).
    public var classicIntrinsicContentHeight: Double {
        @inline(__always) get {
            let thumb = thumbImages[state] ?? thumbImages[.normal]
            let height = thumb?.size.height ?? Self.builtInThumbSize.height
            return max(height, minimumValueImage?.size.height ?? height, maximumValueImage?.size.height ?? height)
        }
    }
}
