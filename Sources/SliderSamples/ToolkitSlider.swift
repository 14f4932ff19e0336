import SliderSpec

/// A slider as a typical desktop toolkit has it, behind a thin adapter: the subject a toolkit
/// author runs the suite on to see, rule by rule, where it differs from UISlider.
///
/// It is written to a toolkit's own conventions, not to UIKit's:
/// - an integer value domain: values and limits round to whole numbers (NaN is ignored);
/// - its own defaults: the range is 0 … 99;
/// - a value-changed notification on every change of the value, programmatic ones included;
/// - a fixed accessibility step of 1, and the value itself, not a percentage, as its text;
/// - one image per part, whatever state it is set for; tints and images never clear each other.
///
/// It has no touch input and no layout the suite can drive: it declares touches, bounds and
/// layout direction unsupported, so the rules that need them are reported as not applicable.
/// `Corpus/ToolkitSlider.expectations.json` lists its known deviations, so the default run
/// passes while still checking every other rule.
@MainActor
public final class ToolkitSlider: SliderUnderTest {
    /// The largest magnitude a value or limit may have: the toolkit stores them as 32-bit integers.
    static let limit: Float = 1_000_000_000

    private var value = 0
    private var minimum = 0
    private var maximum = 99
    private var tracking = true
    private var isEnabled = true
    private var isHighlighted = false
    private var isSelected = false
    private var minimumValueImage: ImageToken?
    private var maximumValueImage: ImageToken?
    private var tints: [SliderPart: ColorToken] = [:]
    private var images: [SliderPart: ImageToken] = [:]
    private var accessibilityLabel: String?
    private var accessibilityText: String?

    /// Touches, bounds and layout direction have no counterpart in the toolkit's adapter.
    public static var unsupportedOperationKinds: Set<SliderOperationKind> {
        [.setBounds, .setLayoutDirection, .touchBegan, .touchMoved, .touchEnded, .touchCancelled]
    }

    /// A slider with the toolkit's defaults.
    public init() {}

    /// A slider loaded from an interface document: the attributes set, rounded to whole numbers.
    public init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        if let minimum = attributes.minimum.flatMap(Self.whole) { self.minimum = minimum }
        if let maximum = attributes.maximum.flatMap(Self.whole) { self.maximum = max(maximum, minimum) }
        if let value = attributes.value.flatMap(Self.whole) { self.value = min(max(value, minimum), maximum) }
        if let continuous = attributes.continuous { tracking = continuous }
        minimumValueImage = attributes.minimumValueImage
        maximumValueImage = attributes.maximumValueImage
        tints[.minimumTrack] = attributes.minimumTrackTintColor
        tints[.maximumTrack] = attributes.maximumTrackTintColor
        tints[.thumb] = attributes.thumbTintColor
    }

    /// Performs `operation` and returns the value-changed notifications it sent.
    public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let old = value
        switch operation {
        case .setValue(let newValue), .setValueAnimated(let newValue, _):
            if let whole = Self.whole(newValue) { value = min(max(whole, minimum), maximum) }
        case .setMinimumValue(let limit):
            guard let whole = Self.whole(limit) else { break }
            minimum = whole
            maximum = max(maximum, minimum)
            value = max(value, minimum)
        case .setMaximumValue(let limit):
            guard let whole = Self.whole(limit) else { break }
            maximum = whole
            minimum = min(minimum, maximum)
            value = min(value, maximum)
        case .setContinuous(let continuous): tracking = continuous
        case .setEnabled(let enabled): isEnabled = enabled
        case .setHighlighted(let highlighted): isHighlighted = highlighted
        case .setSelected(let selected): isSelected = selected
        case .setMinimumValueImage(let image): minimumValueImage = image
        case .setMaximumValueImage(let image): maximumValueImage = image
        case .setTintColor(let part, let color): tints[part] = color
        case .setImage(let part, let image, _): images[part] = image
        case .accessibilityIncrement: value = min(value + 1, maximum)
        case .accessibilityDecrement: value = max(value - 1, minimum)
        case .setAccessibilityLabel(let label): accessibilityLabel = label
        case .setAccessibilityValue(let text): accessibilityText = text
        case .loadFromInterfaceBuilder, .setBounds, .setLayoutDirection, .touchBegan, .touchMoved, .touchEnded, .touchCancelled:
            break
        }
        return value == old ? [] : [.valueChanged(Float(value))]
    }

    /// The slider's state through the toolkit's getters.
    public func observe() -> SliderObservation {
        var state = ControlState.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        let sameInEveryState = { (part: SliderPart) in StateImages { _ in self.images[part] } }
        return SliderObservation(
            value: Float(value), minimumValue: Float(minimum), maximumValue: Float(maximum), isContinuous: tracking,
            isEnabled: isEnabled, isHighlighted: isHighlighted, isSelected: isSelected, state: state,
            minimumValueImage: minimumValueImage, maximumValueImage: maximumValueImage,
            minimumTrackTintColor: tints[.minimumTrack], maximumTrackTintColor: tints[.maximumTrack], thumbTintColor: tints[.thumb],
            minimumTrackImages: sameInEveryState(.minimumTrack), maximumTrackImages: sameInEveryState(.maximumTrack),
            thumbImages: sameInEveryState(.thumb),
            currentMinimumTrackImage: images[.minimumTrack], currentMaximumTrackImage: images[.maximumTrack],
            currentThumbImage: images[.thumb],
            accessibilityLabel: accessibilityLabel, accessibilityValue: accessibilityText ?? String(value),
            accessibilityTraits: isEnabled ? .adjustable : [.adjustable, .notEnabled], events: [],
            isAccessibilityElement: true)
    }

    /// `number` rounded half away from zero to a whole number within the toolkit's range, or
    /// nil for NaN, which the toolkit ignores.
    static func whole(_ number: Float) -> Int? {
        guard !number.isNaN else { return nil }
        return Int(min(max(number, -limit), limit).rounded(.toNearestOrAwayFromZero))
    }
}
