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
    public internal(set) var accessibilityLabel: String? {
        get { rarelyChanged.values.accessibilityLabel }
        set { changeRarely { $0.accessibilityLabel = newValue } }
    }
    /// `accessibilityValue` as the app set it, or nil for the slider's own percentage.
    public internal(set) var accessibilityValueOverride: String? {
        get { rarelyChanged.values.accessibilityValueOverride }
        set { changeRarely { $0.accessibilityValueOverride = newValue } }
    }
    /// `bounds.width`
    public internal(set) var boundsWidth: Double = 0
    /// `bounds.height`
    public internal(set) var boundsHeight: Double = 0
    /// The effective layout direction.
    public internal(set) var layoutDirection = LayoutDirection.leftToRight
    /// The touch being tracked, or nil.
    public internal(set) var tracking: TrackingState? {
        get { rarelyChanged.values.tracking }
        set { changeRarely { $0.tracking = newValue } }
        // Performance: changed in place (`slider.tracking?.x = y`), not read, copied and stored back (callgrind).
        _modify {
            ownRarelyChanged()
            yield &rarelyChanged.values.tracking
        }
    }
    /// True while a touch is tracked (`tracking` is not nil), read without copying the touch.
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    public var isTracking: Bool { rarelyChanged.values.tracking != nil }
    /// The geometry touch positions are read against: the implementation's own, as last observed
    /// (the classic UIKit geometry when the reference runs as an implementation).
    public var geometry = SliderGeometry.zero
    /// `intrinsicContentSize.height` as last observed, or nil (not reported, or a new slider).
    public var intrinsicContentHeight: Double?
    /// When the latest touch event of the sequence came (0 before any, and kept when Interface
    /// Builder replaces the slider): real touch timestamps never go backwards, so the generator
    /// draws every later touch at this time or after it.
    public internal(set) var latestTouchTime = 0.0

    /// The fields that own memory (texts, the touch), behind one shared reference: the checker
    /// copies sliders on every step, and these change far less often than they are copied.
    private var rarelyChanged = RarelyChangedFields.none

    /// Edits the rarely changed fields, in place once this slider holds the only reference to them.
    private mutating func changeRarely(_ change: (inout RarelyChangedFields.Values) -> Void) {
        ownRarelyChanged()
        change(&rarelyChanged.values)
    }

    /// Makes this slider the only holder of its rarely changed fields, copying them to a new
    /// object unless it already is.
    private mutating func ownRarelyChanged() {
        if !isKnownUniquelyReferenced(&rarelyChanged) { rarelyChanged = RarelyChangedFields(rarelyChanged.values) }
    }

    /// A slider created in code, with every default.
    public init() {}

    /// The rules that decide a freshly created slider's observation.
    public static let creationRules: RuleList = [
        .defaultsValue, .defaultsLimits, .defaultsContinuous, .defaultsAppearance, .defaultsControlState,
        .defaultsAccessibilityLabel, .defaultsTintColors, .layoutBoundsStores, .layoutDirectionStores,
    ]

    /// `state`: disabled unless enabled, plus highlighted, plus selected.
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
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
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
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
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    public func clamped(_ candidate: Float) -> Float {
        let raised = candidate > minimumValue ? candidate : minimumValue
        return raised < maximumValue ? raised : maximumValue
    }
}

/// A touch in progress: where the finger grabbed the thumb and what the value did since.
public struct TrackingState: Hashable, Sendable {
    /// The finger's horizontal distance from the thumb's centre, kept while the finger moves.
    public var grabOffset: Double
    /// The value when the touch began (before the thumb moved under the finger).
    public var startValue: Float
    /// The value targets last heard of: the value before touch-down, then each move event's value.
    public var lastReported: Float
    /// False when the touch began on a degenerate layout: where it grabbed the thumb means
    /// nothing, so the values it sets are not checked.
    public var isAnchored = true
    /// Each value the touch set, where and when (for the precision release).
    public var held: [HeldValue]
    /// Where the finger was last seen (a cancel read as a release lifts it there).
    public var fingerX = 0.0
    /// Whether this touch sends events continuously: `isContinuous` at touch-down, or as
    /// changed during the touch when the change applies at once.
    public var isContinuous = true
    /// True once `isContinuous` changed during the touch (`tracking.continuous-toggled-mid-touch`).
    public var continuityToggled = false

    /// Creates a tracking state.
    public init(grabOffset: Double, startValue: Float, held: [HeldValue], isAnchored: Bool = true) {
        self.grabOffset = grabOffset
        self.startValue = startValue
        self.lastReported = startValue
        self.held = held
        self.isAnchored = isAnchored
    }
}

/// A value a touch set, the finger's position then, and when: one for the touch-down and one
/// for each move, as source 002's published slider records them.
public struct HeldValue: Hashable, Sendable {
    /// The value.
    public var value: Float
    /// The finger's horizontal position.
    public var x: Double
    /// When the value was set.
    public var time: Double
    /// True when the value, once the implementation's was taken, equals the previous hold's:
    /// read with it as one hold under the merged reading of `precision.restores-held-value`.
    public var repeatsPrevious = false
}

/// What control events an outcome sends once the implementation's value has been adopted.
public enum EventPlan: Hashable, Sendable {
    /// Exactly the outcome's `events`.
    case exactly
    /// One `valueChanged` carrying the adopted value.
    case one
    /// One `valueChanged` carrying the adopted value when it differs from the given one.
    case oneIfChanged(from: Float)
    /// Whatever the implementation sent: the events are not checked (a touch read on a degenerate layout).
    case unchecked
    /// A precision release as source 002's published slider sends it: the end-of-touch event for
    /// the release point's value (within `tolerance` of `release`; none when that equals
    /// `unlessReported`), then one carrying the restored value.
    case releaseThenRestored(release: Float, tolerance: Float, unlessReported: Float?)
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
    /// How far the implementation's value may lie from `slider.value` (touch positions map to
    /// values through each implementation's own arithmetic); the observed value is adopted.
    public var valueTolerance: Float = 0
    /// How the events follow the adopted value.
    public var eventPlan: EventPlan = .exactly
    /// Whether options of a reading that give this outcome alike build one outcome, the reading
    /// left open (`branch(_:unlessAlike:into:_:)`): for the checker's matching, never for its
    /// divergence report, which narrows each outcome's readings as `branch` does.
    var joinsAlike = false

    /// Creates an outcome.
    public init(slider: ReferenceSlider, events: [SliderEvent], rules: RuleList, readings: Readings) {
        self.slider = slider
        self.events = events
        self.rules = rules
        self.readings = readings
    }

    /// Makes this outcome a base for the next operation again, as `init` makes one: no events or
    /// rules, and every field `init` leaves at its default back at it; the slider and readings
    /// stay. (Keep it beside the fields: a field added with a default is reset here too.)
    mutating func becomeBase() {
        events = []
        rules = []
        valueTolerance = 0
        eventPlan = .exactly
        joinsAlike = false
    }
}

