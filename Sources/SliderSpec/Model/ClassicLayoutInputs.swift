/// Everything `ReferenceSlider.classicGeometry()` reads, bit for bit: two sliders with equal
/// inputs have the same classic geometry, so the reference run as an implementation computes it
/// again only when they change (a tint, a text, a flag, or a control state showing the same
/// images leaves them).
///
/// Numbers are compared by their bits, so that −0 and +0 (which lay out alike but report their
/// bounds apart) differ and a NaN equals itself.
struct ClassicLayoutInputs: Equatable {
    private let boundsWidth: UInt64
    private let boundsHeight: UInt64
    private let layoutDirection: LayoutDirection
    /// The value images' token indices + 1, or 0 for none.
    private let minimumValueImage: UInt32
    private let maximumValueImage: UInt32
    /// The current maximum track and thumb images (the track's height and the thumb's size), as
    /// the layout looks them up: their token indices + 1, or 0 for none. (Not the stored images
    /// and the state: a state that shows the same images lays out alike.)
    private let maximumTrackImage: UInt32
    private let thumbImage: UInt32
    private let value: UInt32
    private let minimumValue: UInt32
    private let maximumValue: UInt32

    /// The inputs of `slider`'s classic geometry.
    // Performance: inlined, a call copied the slider first, measured 59 instructions/op.
    @inline(__always)
    init(_ slider: ReferenceSlider) {
        boundsWidth = slider.boundsWidth.bitPattern
        boundsHeight = slider.boundsHeight.bitPattern
        layoutDirection = slider.layoutDirection
        minimumValueImage = slider.minimumValueImage.map { UInt32($0.index) + 1 } ?? 0
        maximumValueImage = slider.maximumValueImage.map { UInt32($0.index) + 1 } ?? 0
        maximumTrackImage = slider.currentImage(.maximumTrack, missing: .normalImage).map { UInt32($0.index) + 1 } ?? 0
        thumbImage = slider.currentImage(.thumb, missing: .normalImage).map { UInt32($0.index) + 1 } ?? 0
        value = slider.value.bitPattern
        minimumValue = slider.minimumValue.bitPattern
        maximumValue = slider.maximumValue.bitPattern
    }

    /// True when these inputs are `other`'s but for the value: of the classic geometry, only
    /// `thumbRect` then differs (`ReferenceSlider.classicGeometry()` places it alone by the value).
    func differOnlyInValue(from other: ClassicLayoutInputs) -> Bool {
        value != other.value && boundsWidth == other.boundsWidth && boundsHeight == other.boundsHeight
            && layoutDirection == other.layoutDirection && minimumValueImage == other.minimumValueImage
            && maximumValueImage == other.maximumValueImage && maximumTrackImage == other.maximumTrackImage
            && thumbImage == other.thumbImage && minimumValue == other.minimumValue
            && maximumValue == other.maximumValue
    }
}
