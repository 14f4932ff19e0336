/// Everything `ReferenceSlider.classicGeometry()` reads, bit for bit: two sliders with equal
/// inputs have the same classic geometry, so the reference run as an implementation computes it
/// again only when they change (a tint, a text or a flag other than the control state leaves them).
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
    /// The images the track's height and the thumb's size are looked up in, and the state they are looked up for.
    private let maximumTrackImages: StateImages
    private let thumbImages: StateImages
    private let state: ControlState
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
        maximumTrackImages = slider.maximumTrackImages
        thumbImages = slider.thumbImages
        state = slider.state
        value = slider.value.bitPattern
        minimumValue = slider.minimumValue.bitPattern
        maximumValue = slider.maximumValue.bitPattern
    }
}
