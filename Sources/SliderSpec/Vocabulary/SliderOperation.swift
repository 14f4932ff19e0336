/// One call on a slider's API, mirroring `UISlider` one to one.
///
/// Tint and image calls are grouped by `SliderPart` so each rule is written once for all three
/// parts, but they print and encode under UIKit's own names (`thumbTintColor`,
/// `setMinimumTrackImage(_:for:)`).
public enum SliderOperation: Hashable, Sendable {
    /// `slider.value = v`
    case setValue(Float)
    /// `slider.setValue(v, animated: a)`
    case setValueAnimated(Float, animated: Bool)
    /// `slider.minimumValue = v`
    case setMinimumValue(Float)
    /// `slider.maximumValue = v`
    case setMaximumValue(Float)
    /// `slider.isContinuous = b`
    case setContinuous(Bool)
    /// `slider.isEnabled = b`
    case setEnabled(Bool)
    /// `slider.isHighlighted = b`
    case setHighlighted(Bool)
    /// `slider.isSelected = b`
    case setSelected(Bool)
    /// `slider.minimumValueImage = image`
    case setMinimumValueImage(ImageToken?)
    /// `slider.maximumValueImage = image`
    case setMaximumValueImage(ImageToken?)
    /// `slider.minimumTrackTintColor`, `maximumTrackTintColor` or `thumbTintColor` `= color`
    case setTintColor(SliderPart, ColorToken?)
    /// `slider.setMinimumTrackImage`, `setMaximumTrackImage` or `setThumbImage` `(image, for: state)`
    case setImage(SliderPart, ImageToken?, for: ControlState)
    /// `slider.accessibilityIncrement()` (VoiceOver swipe up)
    case accessibilityIncrement
    /// `slider.accessibilityDecrement()` (VoiceOver swipe down)
    case accessibilityDecrement
    /// `slider.accessibilityLabel = text`
    case setAccessibilityLabel(String?)
    /// `slider.accessibilityValue = text`: the app's own text, or nil for the slider's default
    case setAccessibilityValue(String?)
    /// Replace the slider with one loaded from an Interface Builder document.
    case loadFromInterfaceBuilder(InterfaceBuilderAttributes)
    /// `slider.bounds = CGRect(x: 0, y: 0, width: w, height: h)` (layout)
    case setBounds(width: Double, height: Double)
    /// `slider.semanticContentAttribute` forcing this layout direction
    case setLayoutDirection(LayoutDirection)
    /// A finger touches down (`beginTracking(_:with:)`).
    case touchBegan(Touch)
    /// The finger moves (`continueTracking(_:with:)`).
    case touchMoved(Touch)
    /// The finger lifts (`endTracking(_:with:)`).
    case touchEnded(Touch)
    /// The system cancels the touch (`cancelTracking(with:)`).
    case touchCancelled(time: Double)

    /// The operation's kind: its stable name in JSON, e.g. `setThumbImage`.
    public var kind: SliderOperationKind {
        switch self {
        case .setValue: .setValue
        case .setValueAnimated: .setValueAnimated
        case .setMinimumValue: .setMinimumValue
        case .setMaximumValue: .setMaximumValue
        case .setContinuous: .setContinuous
        case .setEnabled: .setEnabled
        case .setHighlighted: .setHighlighted
        case .setSelected: .setSelected
        case .setMinimumValueImage: .setMinimumValueImage
        case .setMaximumValueImage: .setMaximumValueImage
        case .setTintColor(.minimumTrack, _): .setMinimumTrackTintColor
        case .setTintColor(.maximumTrack, _): .setMaximumTrackTintColor
        case .setTintColor(.thumb, _): .setThumbTintColor
        case .setImage(.minimumTrack, _, _): .setMinimumTrackImage
        case .setImage(.maximumTrack, _, _): .setMaximumTrackImage
        case .setImage(.thumb, _, _): .setThumbImage
        case .accessibilityIncrement: .accessibilityIncrement
        case .accessibilityDecrement: .accessibilityDecrement
        case .setAccessibilityLabel: .setAccessibilityLabel
        case .setAccessibilityValue: .setAccessibilityValue
        case .loadFromInterfaceBuilder: .loadFromInterfaceBuilder
        case .setBounds: .setBounds
        case .setLayoutDirection: .setLayoutDirection
        case .touchBegan: .touchBegan
        case .touchMoved: .touchMoved
        case .touchEnded: .touchEnded
        case .touchCancelled: .touchCancelled
        }
    }

    /// True for the four touch operations.
    public var isTouch: Bool {
        switch self {
        case .touchBegan, .touchMoved, .touchEnded, .touchCancelled: true
        default: false
        }
    }

    /// When a touch operation happens (its touch's time, or the cancel's); nil for the others.
    public var touchTime: Double? {
        switch self {
        case let .touchBegan(touch), let .touchMoved(touch), let .touchEnded(touch): touch.time
        case let .touchCancelled(time): time
        default: nil
        }
    }
}

/// The stable names of operation kinds, as they appear in JSON and in `--operations` lists.
public enum SliderOperationKind: String, CaseIterable, Hashable, Sendable, Codable {
    case setValue, setValueAnimated, setMinimumValue, setMaximumValue
    case setContinuous, setEnabled, setHighlighted, setSelected
    case setMinimumValueImage, setMaximumValueImage
    case setMinimumTrackTintColor, setMaximumTrackTintColor, setThumbTintColor
    case setMinimumTrackImage, setMaximumTrackImage, setThumbImage
    case accessibilityIncrement, accessibilityDecrement, setAccessibilityLabel
    case loadFromInterfaceBuilder
    case setBounds, setLayoutDirection
    case touchBegan, touchMoved, touchEnded, touchCancelled
    case setAccessibilityValue

    /// The part a tint or image kind addresses, nil for other kinds.
    public var part: SliderPart? {
        switch self {
        case .setMinimumTrackTintColor, .setMinimumTrackImage: .minimumTrack
        case .setMaximumTrackTintColor, .setMaximumTrackImage: .maximumTrack
        case .setThumbTintColor, .setThumbImage: .thumb
        default: nil
        }
    }
}

extension SliderOperation {
    /// Structural equality that treats every NaN argument as equal to every NaN.
    public static func == (lhs: SliderOperation, rhs: SliderOperation) -> Bool {
        switch (lhs, rhs) {
        case let (.setValue(a), .setValue(b)), let (.setMinimumValue(a), .setMinimumValue(b)),
            let (.setMaximumValue(a), .setMaximumValue(b)):
            return lhs.kind == rhs.kind && sameFloat(a, b)
        case let (.setValueAnimated(a, x), .setValueAnimated(b, y)): return sameFloat(a, b) && x == y
        case let (.setContinuous(a), .setContinuous(b)), let (.setEnabled(a), .setEnabled(b)),
            let (.setHighlighted(a), .setHighlighted(b)), let (.setSelected(a), .setSelected(b)):
            return lhs.kind == rhs.kind && a == b
        case let (.setMinimumValueImage(a), .setMinimumValueImage(b)),
            let (.setMaximumValueImage(a), .setMaximumValueImage(b)):
            return lhs.kind == rhs.kind && a == b
        case let (.setTintColor(p, a), .setTintColor(q, b)): return p == q && a == b
        case let (.setImage(p, a, s), .setImage(q, b, t)): return p == q && a == b && s == t
        case (.accessibilityIncrement, .accessibilityIncrement), (.accessibilityDecrement, .accessibilityDecrement):
            return true
        case let (.setAccessibilityLabel(a), .setAccessibilityLabel(b)): return a == b
        case let (.setAccessibilityValue(a), .setAccessibilityValue(b)): return a == b
        case let (.loadFromInterfaceBuilder(a), .loadFromInterfaceBuilder(b)): return a == b
        case let (.setBounds(w, h), .setBounds(v, g)): return w == v && h == g
        case let (.setLayoutDirection(a), .setLayoutDirection(b)): return a == b
        case let (.touchBegan(a), .touchBegan(b)), let (.touchMoved(a), .touchMoved(b)), let (.touchEnded(a), .touchEnded(b)):
            return lhs.kind == rhs.kind && a == b
        case let (.touchCancelled(a), .touchCancelled(b)): return a == b
        default: return false
        }
    }

    /// Hashes what `==` compares, so that equal operations hash alike: a float argument with
    /// every NaN as one NaN (a zero of either sign already hashes as one zero). Hashing the Swift
    /// statement instead told `-0.0` from `0.0`, which `==` equates: a set of sequences then held
    /// both, and the shrinker trapped ("Duplicate elements … were found in a Set") when the
    /// process's hash seed put them in one bucket.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        switch self {
        case let .setValue(a), let .setMinimumValue(a), let .setMaximumValue(a): hasher.combine(a.isNaN ? .nan : a)
        case let .setValueAnimated(a, animated): hasher.combine(a.isNaN ? .nan : a); hasher.combine(animated)
        case let .setContinuous(a), let .setEnabled(a), let .setHighlighted(a), let .setSelected(a): hasher.combine(a)
        case let .setMinimumValueImage(a), let .setMaximumValueImage(a): hasher.combine(a)
        case let .setTintColor(_, a): hasher.combine(a)
        case let .setImage(_, a, state): hasher.combine(a); hasher.combine(state)
        case .accessibilityIncrement, .accessibilityDecrement: break
        case let .setAccessibilityLabel(a), let .setAccessibilityValue(a): hasher.combine(a)
        case let .loadFromInterfaceBuilder(a): hasher.combine(a)
        case let .setBounds(width, height): hasher.combine(width); hasher.combine(height)
        case let .setLayoutDirection(a): hasher.combine(a)
        case let .touchBegan(a), let .touchMoved(a), let .touchEnded(a): hasher.combine(a)
        case let .touchCancelled(time): hasher.combine(time)
        }
    }
}
