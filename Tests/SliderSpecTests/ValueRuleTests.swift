import SliderSamples
import SliderSpec
import Testing

/// The `Float` fractions in [0, 1] at which multiplying by 100 in `Float` and in `Double` give
/// different whole percents when rounding half to even, found by enumeration: only where the
/// `Float` product lands exactly on a half can they differ.
func fractionsWhereArithmeticsDiffer() -> [Float] {
    var found: [Float] = []
    for whole in 0..<100 {
        let half = Float(whole) + 0.5
        var candidates: [Float] = []
        var fraction = half / 100
        while fraction * 100 == half { candidates.append(fraction); fraction = fraction.nextUp }
        fraction = (half / 100).nextDown
        while fraction * 100 == half { candidates.append(fraction); fraction = fraction.nextDown }
        for fraction in candidates {
            let viaFloat = Double(fraction * 100).rounded(.toNearestOrEven)
            let viaDouble = (Double(fraction) * 100).rounded(.toNearestOrEven)
            if viaFloat != viaDouble { found.append(fraction) }
        }
    }
    return found.sorted()
}

/// Reports `accessibilityValue` as a whole percent of the `Float` fraction, multiplied by 100 in
/// `Float` or in `Double` and rounded half to even.
@MainActor
class PercentArithmeticSlider: TweakedSlider {
    class var multipliesInFloat: Bool { true }
    override func observe() -> SliderObservation {
        var observation = base.observe()
        let width = observation.maximumValue - observation.minimumValue
        guard width > 0, width.isFinite else { return observation }
        let fraction = (observation.value - observation.minimumValue) / width
        let percent = Self.multipliesInFloat ? Double(fraction * 100) : Double(fraction) * 100
        observation.accessibilityValue = "\(Int(percent.rounded(.toNearestOrEven)))%"
        return observation
    }
}

/// Multiplies in `Double`.
@MainActor
final class DoublePercentSlider: PercentArithmeticSlider {
    override class var multipliesInFloat: Bool { false }
}

/// Multiplies in `Float`, as real UIKit's formatter does.
@MainActor
final class FloatPercentSlider: PercentArithmeticSlider {}

/// Reports `-0.0` wherever the value is zero.
@MainActor
class NegativeZeroSlider: TweakedSlider {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        if observation.value == 0 { observation.value = -0.0 }
        if observation.minimumValue == 0 { observation.minimumValue = -0.0 }
        return observation
    }
}

/// Reports `-0.0` for zero, and also loses its accessibility label.
@MainActor
final class NegativeZeroLabelLosingSlider: NegativeZeroSlider {
    override func observe() -> SliderObservation {
        var observation = super.observe()
        observation.accessibilityLabel = nil
        return observation
    }
}

/// A slider whose NaN assignment lands on the maximum, as `max(lo, min(hi, v))` does.
@MainActor
final class NaNBecomesMaximumSlider: TweakedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if operation.isNaNAssignment { return base.perform(.setValue(base.observe().maximumValue)) }
        return base.perform(operation)
    }
}

/// A slider that never sends `valueChanged` for VoiceOver adjustments.
@MainActor
final class SilentAdjustmentSlider: TweakedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let events = base.perform(operation)
        return operation == .accessibilityIncrement || operation == .accessibilityDecrement ? [] : events
    }
}

/// A slider that ignores images set for combined states.
@MainActor
final class IgnoresCombinedStateImages: TweakedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setImage(_, _, state) = operation, state.isCombined { return [] }
        return base.perform(operation)
    }
}

/// A slider that reports the value a limit change pulled along with `valueChanged`.
@MainActor
final class ReportsPulledValue: TweakedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let old = base.observe().value
        let events = base.perform(operation)
        let new = base.observe().value
        switch operation {
        case .setMinimumValue, .setMaximumValue: return old == new ? events : events + [.valueChanged(new)]
        default: return events
        }
    }
}

/// Stores NaN limits unguarded and clamps the value with a plain clamp written in one common order.
@MainActor
class PlainClampSlider: TweakedSlider {
    /// The value shown while a limit is NaN.
    private var value: Float?
    class func clamp(_ value: Float, _ low: Float, _ high: Float) -> Float { Swift.min(Swift.max(value, low), high) }

    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let old = observe().value
        let events = base.perform(operation)
        let limits = base.observe()
        guard limits.minimumValue.isNaN || limits.maximumValue.isNaN else {
            value = nil
            return events
        }
        switch operation {
        case let .setValue(candidate): value = Self.clamp(candidate, limits.minimumValue, limits.maximumValue)
        case .setMinimumValue, .setMaximumValue: value = Self.clamp(old, limits.minimumValue, limits.maximumValue)
        default: break
        }
        return events
    }

    override func observe() -> SliderObservation {
        var observation = base.observe()
        if let value { observation.value = value }
        return observation
    }
}

/// `max(lo, min(hi, v))`.
@MainActor
final class MaxMinClampSlider: PlainClampSlider {
    override class func clamp(_ value: Float, _ low: Float, _ high: Float) -> Float { Swift.max(low, Swift.min(high, value)) }
}

/// IEEE `fmin(fmax(v, lo), hi)`.
@MainActor
final class IEEEClampSlider: PlainClampSlider {
    override class func clamp(_ value: Float, _ low: Float, _ high: Float) -> Float {
        Float.minimum(Float.maximum(value, low), high)
    }
}

/// `min(max(v, lo), hi)` with Swift's `min` and `max`.
@MainActor
final class MinMaxClampSlider: PlainClampSlider {}

extension SliderOperation {
    fileprivate var isNaNAssignment: Bool {
        if case let .setValue(value) = self { return value.isNaN }
        return false
    }
}

@MainActor
@Suite("Values, limits, images, tints and accessibility arithmetic")
struct ValueRuleTests {
    @Test func accessibilityValueArithmeticDisagreesAt56FloatFractions() {
        let fractions = fractionsWhereArithmeticsDiffer()
        #expect(fractions.count == 56)
        #expect(fractions.contains(0.025) && fractions.contains(0.055))
    }

    @Test func accessibilityValueArithmeticFloatProductPassesBothProfilesDoubleProductPassesDocumented() throws {
        let operations = fractionsWhereArithmeticsDiffer().map { SliderOperation.setValue($0) }
        #expect(SequenceCheck.run(FloatPercentSlider.self, operations, profile: .documented).violation == nil)
        #expect(SequenceCheck.run(FloatPercentSlider.self, operations, profile: .uikitObserved).violation == nil)
        #expect(SequenceCheck.run(DoublePercentSlider.self, operations, profile: .documented).violation == nil)
        let violation = try #require(SequenceCheck.run(DoublePercentSlider.self, operations, profile: .uikitObserved).violation)
        #expect(violation.rule == .accessibilityValueArithmetic)
        #expect(violation.field == "accessibilityValue")
    }

    @Test func negativeZeroMatchesZeroAndAWrongFieldIsStillNamedRight() throws {
        let operations: [SliderOperation] = [.setValue(0.5), .setValue(0), .setAccessibilityLabel("Volume")]
        #expect(ObservationField.value.agrees(NegativeZeroSlider().observe(), ReferenceImplementation().observe()))
        #expect(SequenceCheck.run(NegativeZeroSlider.self, Array(operations.prefix(2)), profile: .documented).violation == nil)
        let violation = try #require(SequenceCheck.run(NegativeZeroLabelLosingSlider.self, operations, profile: .documented).violation)
        #expect(violation.field == "accessibilityLabel")
        #expect(violation.rule == .accessibilityLabelStores)
        #expect(violation.differingFields == [.accessibilityLabel])
        let rule = try #require(RuleCatalogue.rule(.valueStoresInRange))
        let zero = Rule(
            rule.id, rule.status, rule.statement, sources: rule.sources, governs: rule.governs,
            example: RuleExample([.setValue(0.5), .setValue(0)], expect: [Expectation(.value, "0.0")]))
        #expect(ExampleCheck.problems(of: zero, implementation: NegativeZeroSlider.self, profile: .documented).isEmpty)
    }

    @Test func imageMissingStateDocumentedReturnsNilAndTheNormalFallbackIsUIKitOnly() throws {
        let operations: [SliderOperation] = [.setImage(.thumb, ImageToken("image-1"), for: .normal), .setHighlighted(true)]
        #expect(SequenceCheck.run(SampleSlider.self, operations, profile: .documented).violation == nil)
        #expect(SequenceCheck.run(UIKitModelImplementation.self, operations, profile: .uikitObserved).violation == nil)
        let violation = try #require(SequenceCheck.run(UIKitModelImplementation.self, operations, profile: .documented).violation)
        #expect(violation.rule == .imageMissingState)
    }

    @Test func accessibilityAdjustmentEventNeverSendingIsCaught() throws {
        let operations: [SliderOperation] = [.setValue(0.5), .accessibilityIncrement]
        #expect(SequenceCheck.run(SampleSlider.self, operations, profile: .documented).violation == nil)
        let violation = try #require(SequenceCheck.run(SilentAdjustmentSlider.self, operations, profile: .documented).violation)
        #expect(violation.rule == .accessibilityAdjustmentEvent)
        #expect(violation.field == "events sent")
    }

    @Test func valueNotANumberMayBecomeTheMaximum() {
        let operations: [SliderOperation] = [.setValue(0.5), .setValue(.nan), .setMaximumValue(2), .setValue(.nan)]
        #expect(SequenceCheck.run(NaNBecomesMaximumSlider.self, operations, profile: .documented).violation == nil)
    }

    /// Stores a limit NaN, then the other: each slider clamps in its own order throughout.
    private static let nanLimitOperations: [SliderOperation] = [
        .setValue(0.5), .setMaximumValue(.nan), .setValue(0.25), .setValue(-1), .setMinimumValue(0.5), .setValue(2),
        .setMinimumValue(.nan), .setValue(3), .setValue(-2),
    ]

    @Test("limits.non-finite accepts every common clamp order while a limit is NaN", arguments: [0, 1])
    func limitsNonFiniteAcceptsPlainClamps(_ order: Int) {
        // Each type is run as itself: `SequenceCheck.run` makes sliders of the dynamic type given.
        let types: [PlainClampSlider.Type] = [MinMaxClampSlider.self, IEEEClampSlider.self]
        let result = SequenceCheck.run(SliderImplementation(types[order]), Self.nanLimitOperations, profile: .documented)
        #expect(result.violation == nil, "\(types[order]): \(String(describing: result.violation))")
    }

    @Test func limitsNonFiniteAcceptsMaxMinClampUntilItMakesTheValueNaN() throws {
        // `max(lo, min(hi, v))` is accepted while one limit is NaN (the value follows it); once
        // the minimum is NaN too it gives NaN, which the rule never accepts (`value.not-a-number`).
        let result = SequenceCheck.run(SliderImplementation(MaxMinClampSlider.self), Self.nanLimitOperations, profile: .documented)
        let first = try #require(result.divergences.first)
        #expect(first.step == 6 && first.violation.rule == .limitsNonFinite && first.violation.field == "value")
        #expect(SequenceCheck.run(SliderImplementation(MaxMinClampSlider.self), Array(Self.nanLimitOperations.prefix(6)), profile: .documented).violation == nil)
    }

    @Test func limitsNoEventAcceptsEitherAnswerButNotBoth() {
        let operations: [SliderOperation] = [.setMinimumValue(0.5), .setValue(1), .setMaximumValue(0.75), .setMinimumValue(2)]
        #expect(SequenceCheck.run(ReportsPulledValue.self, operations, profile: .documented).violation == nil)
        #expect(SequenceCheck.run(SampleSlider.self, operations, profile: .documented).violation == nil)
    }

    @Test func imageCombinedStateQueryAcceptsASliderThatStoresNoCombinedImages() {
        let operations: [SliderOperation] = [
            .setImage(.thumb, ImageToken("image-1"), for: [.highlighted, .selected]), .setHighlighted(true), .setSelected(true),
        ]
        #expect(SequenceCheck.run(IgnoresCombinedStateImages.self, operations, profile: .documented).violation == nil)
    }

    @Test func uikitTintClearingKeepsNormalAndCombinedImagesAndSameColourIsANoOp() {
        let image1 = ImageToken("image-1"), image2 = ImageToken("image-2"), color = ColorToken("color-1")
        let operations: [SliderOperation] = [
            .setImage(.thumb, image1, for: .normal), .setImage(.thumb, image2, for: [.highlighted, .selected]),
            .setImage(.thumb, image2, for: .disabled), .setTintColor(.thumb, color), .setImage(.minimumTrack, image2, for: .disabled),
            .setImage(.minimumTrack, image2, for: [.disabled, .selected]), .setTintColor(.minimumTrack, color),
            .setImage(.minimumTrack, image1, for: .highlighted), .setTintColor(.minimumTrack, color),
        ]
        let result = SequenceCheck.run(UIKitModelImplementation.self, operations, profile: .uikitObserved)
        #expect(result.violation == nil)
        let final = result.finalObservation
        #expect(final.thumbImages[[.highlighted, .selected]] == image2)
        #expect(final.thumbImages[.disabled] == image1)  // cleared, so it falls back to the normal image
        #expect(final.minimumTrackImages[[.disabled, .selected]] == image2)
        #expect(final.minimumTrackImages[.normal] == .systemTinted)
        #expect(final.minimumTrackImages[.highlighted] == image1)  // the same colour again changed nothing
        // The documents' reading: every image goes.
        #expect(SequenceCheck.run(SampleSlider.self, operations, profile: .documented).violation == nil)
    }
}
