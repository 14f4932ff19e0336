import SliderSpec

/// The base of every mutant: a wrapper around `ReferenceImplementation` (the `documented`
/// profile's preferred readings) with hooks a mutant overrides to break one rule.
///
/// A mutant checked under another profile wraps that profile's reference instead, through
/// `baseType` (`UIKitMutantSlider`, `PrecisionMutantSlider`, `CalloutMutantSlider`); its catalogue
/// entry names the profile.
///
/// Left unmutated it conforms (`UnmutatedSlider`; the kill-matrix test checks it). A mutant
/// changes `step(_:)` (what an operation does), `corrupt(_:)` (what every observation shows),
/// `created()` (the slider made in code) or `load(_:)` (the slider loaded from Interface Builder).
@MainActor
package class MutantSlider: SliderUnderTest {
    /// The reference the mutant wraps.
    let base: ReferenceImplementation
    /// The images stored for exactly each state, by part, as the wrapped reference stores them.
    private(set) var storedImages = [StateImages(), StateImages(), StateImages()]
    /// The last operation performed, or the load that made this slider; nil for a slider created
    /// in code and not yet operated on.
    private(set) var lastOperation: SliderOperation?
    /// A corruption `observe()` shows until the next operation, for states the reference cannot
    /// hold (an inverted range, a NaN value, a kept image).
    var corruption: ((inout SliderObservation) -> Void)?
    /// The text the app gave `accessibilityValue`, which every mutant reports unchanged (a mutant
    /// that corrupts the percentage leaves the app's own text alone).
    private(set) var appAccessibilityValue: String?
    /// True right after the app set `accessibilityValue` back to nil from a text of its own: the
    /// step `accessibility.value-override` decides, where every mutant reports the reference's text.
    private var restoresAccessibilityValue = false

    /// Creates a slider in code; `created()` then runs.
    public required init() {
        base = Self.baseType.init()
        created()
    }

    /// Creates a slider loaded from Interface Builder with `load(_:)`.
    public required init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        base = Self.load(attributes)
        lastOperation = .loadFromInterfaceBuilder(attributes)
    }

    /// Performs `operation` through `step(_:)`, clearing any corruption first.
    public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        corruption = nil
        restoresAccessibilityValue = false
        lastOperation = operation
        return step(operation)
    }

    /// The reference's observation, passed through `corrupt(_:)` and the pending corruption.
    public func observe() -> SliderObservation {
        var observation = base.observe()
        corrupt(&observation)
        corruption?(&observation)
        if appAccessibilityValue != nil || restoresAccessibilityValue {
            observation.accessibilityValue = base.observe().accessibilityValue
        }
        return observation
    }

    // MARK: Hooks

    /// The reference the mutant wraps: `ReferenceImplementation`, or the reference of the profile
    /// the mutant is checked under.
    class var baseType: ReferenceImplementation.Type { ReferenceImplementation.self }

    /// The reference a slider loaded from Interface Builder wraps.
    class func load(_ attributes: InterfaceBuilderAttributes) -> ReferenceImplementation {
        baseType.init(interfaceBuilder: attributes)
    }

    /// Runs at the end of `init()`: defaults mutants change the fresh slider here.
    func created() {}

    /// Performs one operation; the default does what the reference does.
    func step(_ operation: SliderOperation) -> [SliderEvent] { apply(operation) }

    /// Changes every observation; the default changes nothing.
    func corrupt(_ observation: inout SliderObservation) {}

    // MARK: Helpers

    /// Performs `operation` on the wrapped reference and returns the events it sends.
    func apply(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case let .setImage(part, image, state): storedImages[part.position][state] = image
        case let .setTintColor(part, _): storedImages[part.position] = StateImages()
        case let .setAccessibilityValue(text):
            restoresAccessibilityValue = text == nil && appAccessibilityValue != nil
            appAccessibilityValue = text
        default: break
        }
        return base.perform(operation)
    }

    /// The reference's observation now, before any corruption.
    var current: SliderObservation { base.observe() }

    /// The images stored for exactly each state of `part`.
    func images(_ part: SliderPart) -> StateImages { storedImages[part.position] }
}

/// `MutantSlider` with no mutation: it conforms, which shows every mutant's failure is its own.
@MainActor
package final class UnmutatedSlider: MutantSlider {}

/// The base of the mutants checked under `uikit-observed`: it wraps `UIKitModelImplementation`.
@MainActor
package class UIKitMutantSlider: MutantSlider {
    override class var baseType: ReferenceImplementation.Type { UIKitModelImplementation.self }
}

/// The base of the mutants checked under `value-callout`: it wraps `CalloutReferenceImplementation`.
@MainActor
package class CalloutMutantSlider: MutantSlider {
    override class var baseType: ReferenceImplementation.Type { CalloutReferenceImplementation.self }
}

extension SliderPart {
    /// The part's index in per-part arrays.
    var position: Int {
        switch self {
        case .minimumTrack: 0
        case .maximumTrack: 1
        case .thumb: 2
        }
    }
}

extension SliderObservation {
    /// The value's position in the range, (value − minimum) / (maximum − minimum) in `Float`.
    var fraction: Float { (value - minimumValue) / (maximumValue - minimumValue) }

    /// The percentage the text rounds, (value − minimum) / (maximum − minimum) × 100.
    var percent: Double { Double(fraction) * 100 }

    /// The percentage multiplied in `Float`, as real UIKit's formatter does.
    var floatPercent: Double { Double(fraction * 100) }

    /// True when the percentage, multiplied in `Double` or in `Float`, lies exactly halfway
    /// between two whole percents (12.5, 37.5): the checker may blame
    /// `accessibility.value-rounding` or `accessibility.value-arithmetic` for the text.
    var percentIsHalfway: Bool {
        func halfway(_ percent: Double) -> Bool { percent.isFinite && percent - percent.rounded(.down) == 0.5 }
        return halfway(percent) || halfway(floatPercent)
    }

    /// True when multiplying in `Float` or in `Double` gives different texts rounding half to even.
    var arithmeticsDiffer: Bool {
        percent.isFinite && floatPercent.isFinite
            && percent.rounded(.toNearestOrEven) != floatPercent.rounded(.toNearestOrEven)
    }

    /// True when the two allowed roundings of the percentage differ (12.5 reads "12%" or "13%";
    /// 37.5 reads "38%" either way): the checker blames `accessibility.value-rounding` for the text.
    var roundingsDiffer: Bool {
        percent.isFinite && percent.rounded(.toNearestOrEven) != percent.rounded(.toNearestOrAwayFromZero)
    }

    /// The step of an accessibility adjustment, a tenth of the range.
    var adjustmentStep: Float { (maximumValue - minimumValue) / 10 }

    /// The value an adjustment computes before clamping.
    func adjusted(upwards: Bool) -> Float { upwards ? value + adjustmentStep : value - adjustmentStep }

    /// True when an adjustment starts at the end it moves towards (`accessibility.limit` decides).
    func adjustmentIsAtLimit(upwards: Bool) -> Bool { value == (upwards ? maximumValue : minimumValue) }

    /// True when an adjustment lands within 0.001 of the end it moves towards
    /// (`accessibility.adjustment-snap` decides).
    func adjustmentLandsNearEnd(upwards: Bool) -> Bool {
        let computed = adjusted(upwards: upwards)
        return upwards ? computed >= maximumValue - 0.001 : computed <= minimumValue + 0.001
    }

    /// True when an adjustment now is decided by the increment or decrement rule alone: enabled,
    /// not at the end it moves towards, not landing within 0.001 of it, and finite.
    func adjustmentIsPlain(upwards: Bool) -> Bool {
        isEnabled && !adjustmentIsAtLimit(upwards: upwards) && !adjustmentLandsNearEnd(upwards: upwards)
            && adjusted(upwards: upwards).isFinite
    }

    /// The value a correct adjustment lands on without snapping: the computed value clamped to
    /// the range with ordered comparisons, as the reference clamps.
    func exactAdjustment(upwards: Bool) -> Float {
        let computed = adjusted(upwards: upwards)
        let raised = computed > minimumValue ? computed : minimumValue
        return raised < maximumValue ? raised : maximumValue
    }
}

/// The percentage text of `fraction` rounded by `rule`, or nil when it is not finite.
func percentText(_ fraction: Float, _ rule: FloatingPointRoundingRule) -> String? {
    let percent = (Double(fraction) * 100).rounded(rule)
    guard percent.isFinite, abs(percent) < 1e15 else { return nil }
    return "\(Int(percent))%"
}
