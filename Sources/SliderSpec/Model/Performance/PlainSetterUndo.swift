/// What a plain setter (`ReferenceSlider.applyAlone`) may overwrite in a slider, kept so the
/// checker can apply it to its candidate in place and take it back when the implementation's
/// observation does not match. There only for speed; only `ConformanceChecker` keeps one.
// Performance: the plain setter applied in place instead of to a copy moved in afterwards
// (about six whole copies of the slider a step: callgrind).
struct PlainSetterUndo {
    private let value: Float
    private let minimumValue: Float
    private let maximumValue: Float
    private let isContinuous: Bool
    private let isEnabled: Bool
    private let isHighlighted: Bool
    private let isSelected: Bool
    private let maximumTrackTintColor: ColorToken?
    private let thumbTintColor: ColorToken?
    private let maximumTrackImages: StateImages
    private let thumbImages: StateImages
    private let minimumValueImage: ImageToken?
    private let maximumValueImage: ImageToken?
    private let boundsWidth: Double
    private let boundsHeight: Double
    private let layoutDirection: LayoutDirection
    private let latestTouchTime: Double
    /// The texts, read only before a setter that changes one (reading them retains them).
    private let texts: (label: String?, override: String?)?

    /// Keeps what `operation`, a plain setter, may overwrite in `slider` (taken by address, not
    /// changed: a slider in memory passed on borrowed was copied whole first).
    @inline(__always)
    init(before operation: SliderOperation, of slider: inout ReferenceSlider) {
        value = slider.value
        minimumValue = slider.minimumValue
        maximumValue = slider.maximumValue
        isContinuous = slider.isContinuous
        isEnabled = slider.isEnabled
        isHighlighted = slider.isHighlighted
        isSelected = slider.isSelected
        maximumTrackTintColor = slider.maximumTrackTintColor
        thumbTintColor = slider.thumbTintColor
        maximumTrackImages = slider.maximumTrackImages
        thumbImages = slider.thumbImages
        minimumValueImage = slider.minimumValueImage
        maximumValueImage = slider.maximumValueImage
        boundsWidth = slider.boundsWidth
        boundsHeight = slider.boundsHeight
        layoutDirection = slider.layoutDirection
        latestTouchTime = slider.latestTouchTime
        switch operation {
        case .setAccessibilityLabel, .setAccessibilityValue:
            texts = (slider.accessibilityLabel, slider.accessibilityValueOverride)
        default:
            texts = nil
        }
    }

    /// Puts back in `slider` everything kept.
    func restore(_ slider: inout ReferenceSlider) {
        slider.value = value
        slider.minimumValue = minimumValue
        slider.maximumValue = maximumValue
        slider.isContinuous = isContinuous
        slider.isEnabled = isEnabled
        slider.isHighlighted = isHighlighted
        slider.isSelected = isSelected
        slider.maximumTrackTintColor = maximumTrackTintColor
        slider.thumbTintColor = thumbTintColor
        slider.maximumTrackImages = maximumTrackImages
        slider.thumbImages = thumbImages
        slider.minimumValueImage = minimumValueImage
        slider.maximumValueImage = maximumValueImage
        slider.boundsWidth = boundsWidth
        slider.boundsHeight = boundsHeight
        slider.layoutDirection = layoutDirection
        slider.latestTouchTime = latestTouchTime
        if let texts {
            slider.accessibilityLabel = texts.label
            slider.accessibilityValueOverride = texts.override
        }
    }
}
