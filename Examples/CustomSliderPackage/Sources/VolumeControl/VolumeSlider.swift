/// An app's own volume slider: a value in a range, set in code, by VoiceOver, or restored from
/// a storyboard. It draws itself elsewhere; this is its model, as an app might write it.
///
/// The planted bug: lowering `maximumValue` below the current value leaves the value where it
/// was, so the slider can show a value above its own maximum (UISlider pulls it down).
@MainActor
public final class VolumeSlider {
    /// The volume, kept within the range.
    public var value: Float = 0 {
        didSet { value = clamped(value) }
    }

    /// The quietest setting.
    public var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            if value < minimumValue { value = minimumValue }
        }
    }

    /// The loudest setting.
    public var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            // BUG (planted): UISlider also pulls the value down to the new maximum here.
        }
    }

    /// Whether dragging reports every change (true) or only the last (false).
    public var isContinuous = true
    /// Whether the slider responds to the user.
    public var isEnabled = true
    /// Whether the slider is highlighted.
    public var isHighlighted = false
    /// Whether the slider is selected.
    public var isSelected = false
    /// What VoiceOver reads as the slider's name.
    public var accessibilityLabel: String?

    /// The app's own text for VoiceOver's value, or nil for the percentage.
    private var customAccessibilityValue: String?

    /// Called with the new value after VoiceOver changes it.
    public var onValueChanged: ((Float) -> Void)?

    /// Creates a slider at 0 in the range 0 … 1.
    public init() {}

    /// What VoiceOver reads as the value: the app's text, else the value as a whole percentage.
    public var accessibilityValue: String? {
        get {
            if let customAccessibilityValue { return customAccessibilityValue }
            guard maximumValue > minimumValue else { return "0%" }
            let fraction = Double((value - minimumValue) / (maximumValue - minimumValue))
            let percent = (fraction * 100).rounded()
            return Int(exactly: percent).map { "\($0)%" } ?? "0%"
        }
        set { customAccessibilityValue = newValue }
    }

    /// VoiceOver's swipe up: a tenth of the range louder.
    public func accessibilityIncrement() { adjust(by: (maximumValue - minimumValue) / 10) }

    /// VoiceOver's swipe down: a tenth of the range quieter.
    public func accessibilityDecrement() { adjust(by: -(maximumValue - minimumValue) / 10) }

    private func adjust(by step: Float) {
        guard isEnabled else { return }
        let old = value
        value = value + step
        if value != old { onValueChanged?(value) }
    }

    private func clamped(_ candidate: Float) -> Float {
        if candidate.isNaN { return minimumValue }
        return min(max(candidate, minimumValue), maximumValue)
    }
}
