import SliderSpec

extension SliderOperation {
    /// The value assigned by `value =` or `setValue(_:animated:)`, or nil for other operations.
    var assignedValue: Float? {
        switch self {
        case let .setValue(value), let .setValueAnimated(value, _): value
        default: nil
        }
    }
}

/// Breaks `value.clamps-below`: a finite value below `minimumValue` is stored as it is.
/// Shortest exposing sequence: 1 operation (`slider.value = -1`).
@MainActor
package final class KeepsValueBelowRange: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard let value = operation.assignedValue, value.isFinite, value < current.minimumValue else { return apply(operation) }
        let events = apply(operation)
        corruption = { $0.value = value }
        return events
    }
}

/// Breaks `value.clamps-above`: a finite value above `maximumValue` is ignored.
/// Shortest exposing sequence: 1 operation (`slider.value = 2`).
@MainActor
package final class IgnoresValueAboveRange: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard let value = operation.assignedValue, value.isFinite, value > current.maximumValue else { return apply(operation) }
        return []
    }
}

/// Breaks `value.stores-in-range`: a value within the range is rounded to a whole number, as if
/// the slider had a step of 1.
/// Shortest exposing sequence: 1 operation (`slider.value = 0.5`).
@MainActor
package final class SnapsValueToWholeNumbers: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard let value = operation.assignedValue else { return apply(operation) }
        let current = self.current
        guard value >= current.minimumValue, value <= current.maximumValue else { return apply(operation) }
        return apply(.setValue(value.rounded()))
    }
}

/// Breaks `value.animated-same`: `setValue(_:animated: true)` never commits the value (the
/// animation's completion is lost).
/// Shortest exposing sequence: 1 operation (`slider.setValue(1, animated: true)`). The checker
/// blames the clamping rule that decided the value first (`value.stores-in-range`), so the
/// kill matrix records this mutant as a known gap.
@MainActor
package final class DropsAnimatedValue: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .setValueAnimated(_, animated: true) = operation else { return apply(operation) }
        return []
    }
}

/// Breaks `value.no-event`: `value =` sends `valueChanged` when it changes the value.
/// Shortest exposing sequence: 1 operation (`slider.value = 1`).
@MainActor
package final class SendsEventForValueInCode: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .setValue = operation else { return apply(operation) }
        let old = current.value
        let events = apply(operation)
        let new = current.value
        return sameFloat(old, new) ? events : events + [.valueChanged(new)]
    }
}

/// Breaks `value.infinite`: `value = .infinity` is ignored, as NaN may be.
/// Shortest exposing sequence: 1 operation (`slider.value = .infinity`).
@MainActor
package final class IgnoresPositiveInfinity: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        operation.assignedValue == .infinity ? [] : apply(operation)
    }
}

/// Breaks `value.not-a-number`: `value = .nan` stores NaN, which no reading allows.
/// Shortest exposing sequence: 1 operation (`slider.value = .nan`).
@MainActor
package final class StoresNotANumber: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard operation.assignedValue?.isNaN == true else { return apply(operation) }
        let events = apply(operation)
        // While a limit is NaN a NaN value is one of the accepted clamp results: not a fault there.
        guard !current.minimumValue.isNaN, !current.maximumValue.isNaN else { return events }
        corruption = { $0.value = .nan }
        return events
    }
}

/// Breaks `value.not-a-number` by switching readings: odd-numbered NaN assignments set the
/// minimum, even-numbered ones are ignored. Each answer is allowed, but not both in one sequence.
/// Shortest exposing sequence: 4 operations (`value = 1`, `value = .nan`, `value = 1`, `value = .nan`).
@MainActor
package final class AlternatesNotANumber: MutantSlider {
    private var assignments = 0
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard operation.assignedValue?.isNaN == true else { return apply(operation) }
        assignments += 1
        return assignments % 2 == 1 ? apply(operation) : []
    }
}

extension MutantCatalogue {
    @MainActor static let value: [Entry] = [
        Entry(KeepsValueBelowRange.self, breaks: .valueClampsBelow, minimalLength: 1, "stores a value below the range unclamped"),
        Entry(IgnoresValueAboveRange.self, breaks: .valueClampsAbove, minimalLength: 1, "ignores a value above the range"),
        Entry(SnapsValueToWholeNumbers.self, breaks: .valueStoresInRange, minimalLength: 1, "rounds a value in the range to a whole number"),
        Entry(DropsAnimatedValue.self, breaks: .valueAnimatedSame, minimalLength: 1, "setValue(_:animated: true) never commits the value"),
        Entry(SendsEventForValueInCode.self, breaks: .valueNoEvent, minimalLength: 1, "value = sends valueChanged when the value changes"),
        Entry(IgnoresPositiveInfinity.self, breaks: .valueInfinite, minimalLength: 1, needsRobustness: true, "ignores value = .infinity"),
        Entry(StoresNotANumber.self, breaks: .valueNotANumber, minimalLength: 1, needsRobustness: true, "value = .nan stores NaN"),
        Entry(AlternatesNotANumber.self, breaks: .valueNotANumber, minimalLength: 4, needsRobustness: true,
              "NaN sets the minimum, then is ignored, alternately"),
    ]
}
