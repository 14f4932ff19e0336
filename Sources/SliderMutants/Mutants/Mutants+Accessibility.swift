import SliderSpec

/// Breaks `accessibility.traits-adjustable`: a disabled slider drops `.adjustable`.
/// Shortest exposing sequence: 1 operation (`slider.isEnabled = false`).
@MainActor
package final class DropsAdjustableWhenDisabled: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        if !observation.isEnabled { observation.accessibilityTraits = [] }
    }
}

/// The base of the mutants that corrupt `accessibilityValue`: they behave in steps whose text the
/// checker blames on another rule first — a load from Interface Builder
/// (`interface-builder.fresh-slider`) and an adjustment at a limit (`accessibility.limit`).
@MainActor
package class TextMutantSlider: MutantSlider {
    /// True when the last step's text is decided by the text rules alone.
    private(set) var textIsPlain = true

    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case .accessibilityIncrement: textIsPlain = !current.adjustmentIsAtLimit(upwards: true)
        case .accessibilityDecrement: textIsPlain = !current.adjustmentIsAtLimit(upwards: false)
        default: textIsPlain = true
        }
        return apply(operation)
    }

    override func corrupt(_ observation: inout SliderObservation) {
        guard textIsPlain, observation.accessibilityValue != nil else { return }
        if case .loadFromInterfaceBuilder? = lastOperation { return }
        corruptText(&observation)
    }

    /// Changes `accessibilityValue`, in a step that the text rules alone decide.
    func corruptText(_ observation: inout SliderObservation) {}
}

/// Breaks `accessibility.value-percent`: the percentage is value / maximum, ignoring the minimum
/// (except where the percentage is exactly halfway, which `accessibility.value-rounding` may decide).
/// Shortest exposing sequence: 1 operation (`slider.minimumValue = -1` reads "0%", not "50%").
@MainActor
package final class PercentIgnoresMinimum: TextMutantSlider {
    override func corruptText(_ observation: inout SliderObservation) {
        guard !observation.percentIsHalfway else { return }
        observation.accessibilityValue = percentText(observation.value / observation.maximumValue, .toNearestOrEven)
    }
}

/// Breaks `accessibility.value-rounding`: a percentage exactly halfway between two whole
/// percents reads with its half, "12.5%" — neither reading (where the two readings differ;
/// elsewhere the checker may decide the text by `accessibility.value-percent`).
/// Shortest exposing sequence: 1 operation (`slider.value = 0.125`).
@MainActor
package final class ShowsHalfPercent: TextMutantSlider {
    override func corruptText(_ observation: inout SliderObservation) {
        guard observation.roundingsDiffer else { return }
        observation.accessibilityValue = "\(observation.percent)%"
    }
}

/// Breaks `accessibility.value-rounding` by switching readings: halfway percentages (multiplied in
/// `Float`, as the reference does) round half to even while enabled and half away from zero while
/// disabled.
/// Shortest exposing sequence: 2 operations (`value = 0.125` reads "12%", then `isEnabled = false`
/// reads "13%").
@MainActor
package final class RoundsHalfByEnabledState: TextMutantSlider {
    override func corruptText(_ observation: inout SliderObservation) {
        let percent = observation.floatPercent
        guard !observation.isEnabled, percent.isFinite, percent.rounded(.toNearestOrEven) != percent.rounded(.toNearestOrAwayFromZero)
        else { return }
        observation.accessibilityValue = "\(Int(percent.rounded(.toNearestOrAwayFromZero)))%"
    }
}

/// Breaks `accessibility.value-arithmetic` by switching readings: the percentage is multiplied
/// in `Float` while enabled and in `Double` while disabled (only where the two differ).
/// Shortest exposing sequence: 2 operations (`value = 0.025` reads "2%", then `isEnabled = false`
/// reads "3%").
@MainActor
package final class PercentArithmeticByEnabledState: TextMutantSlider {
    override func corruptText(_ observation: inout SliderObservation) {
        guard !observation.isEnabled, observation.arithmeticsDiffer else { return }
        observation.accessibilityValue = percentText(observation.fraction, .toNearestOrEven)
    }
}

/// Breaks `accessibility.increment`: an increment adds a hundredth of the range, not a tenth
/// (while enabled and away from the maximum, where other rules decide first).
/// Shortest exposing sequence: 1 operation (`accessibilityIncrement()`).
@MainActor
package final class IncrementsByHundredth: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard operation == .accessibilityIncrement else { return apply(operation) }
        let before = current
        guard before.adjustmentIsPlain(upwards: true) else { return apply(operation) }
        _ = apply(.setValue(before.value + before.adjustmentStep / 10))
        return [.valueChanged(current.value)]
    }
}

/// Breaks `accessibility.decrement`: the decrement's step is computed on the first decrement and
/// never again, so it is stale once the range changes (while enabled and away from the minimum).
/// Shortest exposing sequence: 3 operations (`accessibilityDecrement()`, `minimumValue = -1`,
/// `accessibilityDecrement()`).
@MainActor
package final class DecrementKeepsFirstStep: MutantSlider {
    private var cachedStep: Float?

    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard operation == .accessibilityDecrement else { return apply(operation) }
        let before = current
        let step = cachedStep ?? before.adjustmentStep
        cachedStep = step
        guard before.adjustmentIsPlain(upwards: false), step != before.adjustmentStep else { return apply(operation) }
        _ = apply(.setValue(before.value - step))
        return [.valueChanged(current.value)]
    }
}

/// Breaks `accessibility.limit` only when `minimumValue == maximumValue`: an increment then
/// computes in percent space, divides 0 by 0, and the value becomes NaN (while enabled).
/// Shortest exposing sequence: 2 operations (`maximumValue = 0`, `accessibilityIncrement()`).
@MainActor
package final class IncrementInEmptyRangeGivesNaN: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard operation == .accessibilityIncrement else { return apply(operation) }
        let before = current
        guard before.isEnabled, before.minimumValue == before.maximumValue else { return apply(operation) }
        _ = apply(operation)
        corruption = { $0.value = .nan }
        return [.valueChanged(.nan)]
    }
}

/// Breaks `accessibility.adjustment-event`: the adjustment's event carries the value before the
/// adjustment, not after (while enabled) — no reading.
/// Shortest exposing sequence: 1 operation (`accessibilityIncrement()`).
@MainActor
package final class AdjustmentEventCarriesOldValue: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard operation == .accessibilityIncrement || operation == .accessibilityDecrement else { return apply(operation) }
        let before = current
        guard before.isEnabled else { return apply(operation) }
        return apply(operation).map { _ in .valueChanged(before.value) }
    }
}

/// Breaks `accessibility.adjustment-event`: while enabled, an adjustment never sends
/// `valueChanged`, even when it changed the value (while disabled it sends one when it changed
/// the value, so `accessibility.adjustment-when-disabled` is never to blame).
/// Shortest exposing sequence: 1 operation (`accessibilityIncrement()`).
@MainActor
package final class NeverSendsAdjustmentEvent: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard operation == .accessibilityIncrement || operation == .accessibilityDecrement else { return apply(operation) }
        let before = current
        let events = apply(operation)
        if before.isEnabled { return [] }
        return sameFloat(before.value, current.value) ? [] : events
    }
}

/// Breaks `accessibility.adjustment-snap` by switching readings: while enabled, an increment
/// landing within 0.001 of the maximum snaps to it, a decrement near the minimum does not.
/// Shortest exposing sequence: 3 operations (a range narrower than 0.001, an increment, a decrement).
@MainActor
package final class SnapsOnlyUpwards: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard operation == .accessibilityDecrement else { return apply(operation) }
        let before = current
        guard before.isEnabled, before.adjustmentLandsNearEnd(upwards: false), !before.adjustmentIsAtLimit(upwards: false) else {
            return apply(operation)
        }
        _ = apply(.setValue(before.exactAdjustment(upwards: false)))
        return [.valueChanged(current.value)]
    }
}

/// Breaks `accessibility.adjustment-when-disabled`: while disabled, an adjustment sends its
/// `valueChanged` but leaves the value (the guard sits after the event) — neither reading
/// (except where the adjustment lands within 0.001 of an end, which
/// `accessibility.adjustment-snap` decides first).
/// Shortest exposing sequence: 2 operations (`isEnabled = false`, `accessibilityIncrement()`).
@MainActor
package final class DisabledAdjustmentOnlySendsEvent: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        let upwards = operation == .accessibilityIncrement
        guard upwards || operation == .accessibilityDecrement else { return apply(operation) }
        let before = current
        guard !before.isEnabled, !before.adjustmentLandsNearEnd(upwards: upwards) else { return apply(operation) }
        let events = apply(operation)
        _ = apply(.setValue(before.value))
        return events
    }
}

/// Breaks `accessibility.label-stores`: an empty `accessibilityLabel` is stored as nil.
/// Shortest exposing sequence: 1 operation (`slider.accessibilityLabel = ""`).
@MainActor
package final class StoresEmptyLabelAsNil: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        apply(operation == .setAccessibilityLabel("") ? .setAccessibilityLabel(nil) : operation)
    }
}

extension MutantCatalogue {
    @MainActor static let accessibility: [Entry] = [
        Entry(DropsAdjustableWhenDisabled.self, breaks: .accessibilityTraitsAdjustable, minimalLength: 1,
              "a disabled slider drops .adjustable"),
        Entry(PercentIgnoresMinimum.self, breaks: .accessibilityValuePercent, minimalLength: 1,
              "the percentage ignores the minimum"),
        Entry(ShowsHalfPercent.self, breaks: .accessibilityValueRounding, minimalLength: 1,
              "a halfway percentage reads with its half, \"12.5%\""),
        Entry(RoundsHalfByEnabledState.self, breaks: .accessibilityValueRounding, minimalLength: 2,
              "halfway rounds to even while enabled, away from zero while disabled"),
        Entry(PercentArithmeticByEnabledState.self, breaks: .accessibilityValueArithmetic, minimalLength: 2,
              "the percentage is multiplied in Float while enabled, in Double while disabled"),
        Entry(IncrementsByHundredth.self, breaks: .accessibilityIncrement, minimalLength: 1,
              "an increment adds a hundredth of the range"),
        Entry(DecrementKeepsFirstStep.self, breaks: .accessibilityDecrement, minimalLength: 3,
              "the decrement's step is never recomputed after the range changes"),
        Entry(IncrementInEmptyRangeGivesNaN.self, breaks: .accessibilityLimit, minimalLength: 2,
              "an increment with minimum == maximum makes the value NaN"),
        Entry(AdjustmentEventCarriesOldValue.self, breaks: .accessibilityAdjustmentEvent, minimalLength: 1,
              "an adjustment's event carries the old value"),
        Entry(NeverSendsAdjustmentEvent.self, breaks: .accessibilityAdjustmentEvent, minimalLength: 1,
              "an adjustment never sends valueChanged"),
        Entry(SnapsOnlyUpwards.self, breaks: .accessibilityAdjustmentSnap, minimalLength: 3,
              "increments snap near the end, decrements do not"),
        Entry(DisabledAdjustmentOnlySendsEvent.self, breaks: .accessibilityAdjustmentWhenDisabled, minimalLength: 2,
              "a disabled adjustment sends its event but keeps the value"),
        Entry(StoresEmptyLabelAsNil.self, breaks: .accessibilityLabelStores, minimalLength: 1,
              "accessibilityLabel = \"\" stores nil"),
    ]
}
