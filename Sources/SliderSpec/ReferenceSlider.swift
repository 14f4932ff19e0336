/// The executable specification of `UISlider`: a value type that implements every rule in the
/// catalogue.
///
/// `outcomes(of:readings:)` returns each outcome the allowed readings permit (one where the
/// sources are explicit), each with the rules that decided it. The checker keeps the outcome
/// that matches the implementation and continues from it.
public struct ReferenceSlider: Hashable, Sendable {
    /// `value`
    public internal(set) var value: Float = 0
    /// `minimumValue`
    public internal(set) var minimumValue: Float = 0
    /// `maximumValue`
    public internal(set) var maximumValue: Float = 1
    /// `isContinuous`
    public internal(set) var isContinuous = true
    /// `isEnabled`
    public internal(set) var isEnabled = true
    /// `isHighlighted`
    public internal(set) var isHighlighted = false
    /// `isSelected`
    public internal(set) var isSelected = false
    /// `minimumValueImage`
    public internal(set) var minimumValueImage: ImageToken?
    /// `maximumValueImage`
    public internal(set) var maximumValueImage: ImageToken?
    /// `minimumTrackTintColor`
    public internal(set) var minimumTrackTintColor: ColorToken?
    /// `maximumTrackTintColor`
    public internal(set) var maximumTrackTintColor: ColorToken?
    /// `thumbTintColor`
    public internal(set) var thumbTintColor: ColorToken?
    /// The minimum track images stored for exactly each state.
    public internal(set) var minimumTrackImages = StateImages()
    /// The maximum track images stored for exactly each state.
    public internal(set) var maximumTrackImages = StateImages()
    /// The thumb images stored for exactly each state.
    public internal(set) var thumbImages = StateImages()
    /// `accessibilityLabel`
    public internal(set) var accessibilityLabel: String?

    /// A slider created in code, with every default.
    public init() {}

    /// The rules that decide a freshly created slider's observation.
    public static let creationRules: RuleList = [
        .defaultsValue, .defaultsLimits, .defaultsContinuous, .defaultsAppearance, .defaultsControlState,
        .defaultsAccessibilityLabel,
    ]

    /// `state`: disabled unless enabled, plus highlighted, plus selected.
    public var state: ControlState {
        var state = ControlState.normal
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The tint of `part`.
    public func tint(_ part: SliderPart) -> ColorToken? {
        switch part {
        case .minimumTrack: minimumTrackTintColor
        case .maximumTrack: maximumTrackTintColor
        case .thumb: thumbTintColor
        }
    }

    /// The images stored for exactly each state of `part`.
    public func images(_ part: SliderPart) -> StateImages {
        switch part {
        case .minimumTrack: minimumTrackImages
        case .maximumTrack: maximumTrackImages
        case .thumb: thumbImages
        }
    }

    /// Sets the tint of `part`.
    mutating func setTint(_ color: ColorToken?, of part: SliderPart) {
        switch part {
        case .minimumTrack: minimumTrackTintColor = color
        case .maximumTrack: maximumTrackTintColor = color
        case .thumb: thumbTintColor = color
        }
    }

    /// The stored images of `part`, for in-place changes.
    subscript(storedImagesOf part: SliderPart) -> StateImages {
        get { images(part) }
        set {
            switch part {
            case .minimumTrack: minimumTrackImages = newValue
            case .maximumTrack: maximumTrackImages = newValue
            case .thumb: thumbImages = newValue
            }
        }
    }

    /// `value` clamped to the range as UIKit writes it, with ordered comparisons: NaN becomes the
    /// minimum, and a NaN limit never wins a comparison.
    public func clamped(_ candidate: Float) -> Float {
        let raised = candidate > minimumValue ? candidate : minimumValue
        return raised < maximumValue ? raised : maximumValue
    }
}

/// One outcome of an operation that the allowed readings permit.
public struct ReferenceOutcome: Sendable {
    /// The reference after the operation.
    public var slider: ReferenceSlider
    /// The control events the operation sends.
    public var events: [SliderEvent]
    /// The rules that decided the outcome, most specific first.
    public var rules: RuleList
    /// The readings, narrowed to those that give this outcome.
    public var readings: Readings
}

