import SliderSpec

/// Breaks `limits.minimum-stores`: lowering `minimumValue` below zero is ignored.
/// Shortest exposing sequence: 1 operation (`slider.minimumValue = -1`).
@MainActor
package final class IgnoresNegativeMinimum: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .setMinimumValue(limit) = operation, limit.isFinite, limit < 0, limit < current.minimumValue else {
            return apply(operation)
        }
        return []
    }
}

/// Breaks `limits.maximum-stores`: a fractional `maximumValue` at or above the minimum is stored
/// rounded up to a whole number (the value is still clamped to the exact maximum).
/// Shortest exposing sequence: 1 operation (`slider.maximumValue = 0.5`).
@MainActor
package final class RoundsMaximumUp: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .setMaximumValue(limit) = operation, limit.isFinite, limit.rounded(.up) != limit,
            limit >= current.minimumValue
        else { return apply(operation) }
        let events = apply(operation)
        _ = apply(.setMaximumValue(limit.rounded(.up)))
        return events
    }
}

/// Breaks `limits.minimum-pulls-value` only after the range was changed twice: from the third
/// limit assignment on, raising `minimumValue` above the value leaves the value behind (a
/// layout cache that stops refreshing).
/// Shortest exposing sequence: 3 operations (two limit assignments, then `slider.minimumValue = 1`).
@MainActor
package final class StopsPullingAfterTwoLimitChanges: MutantSlider {
    private var limitChanges = 0
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case .setMaximumValue:
            limitChanges += 1
        case let .setMinimumValue(limit):
            limitChanges += 1
            let old = current
            if limitChanges >= 3, limit > old.value, limit <= old.maximumValue {
                let events = apply(operation)
                corruption = { $0.value = old.value }
                return events
            }
        default:
            break
        }
        return apply(operation)
    }
}

/// Breaks `limits.maximum-pulls-value` only while highlighted: lowering `maximumValue` below the
/// value leaves the value where the user's finger holds it.
/// Shortest exposing sequence: 3 operations (`isHighlighted = true`, `value = 1`, `maximumValue = 0.5`).
@MainActor
package final class KeepsValueWhileHighlighted: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .setMaximumValue(limit) = operation else { return apply(operation) }
        let old = current
        guard old.isHighlighted, limit < old.value, limit >= old.minimumValue else { return apply(operation) }
        let events = apply(operation)
        corruption = { $0.value = old.value }
        return events
    }
}

/// Breaks `limits.minimum-above-maximum`: raising `minimumValue` above `maximumValue` stores it
/// unguarded, leaving an inverted range with the value at the old maximum — no allowed reading.
/// Shortest exposing sequence: 1 operation (`slider.minimumValue = 2`).
@MainActor
package final class InvertsRangeForMinimum: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .setMinimumValue(limit) = operation, limit.isFinite, limit > current.maximumValue else {
            return apply(operation)
        }
        let maximum = current.maximumValue
        corruption = {
            $0.minimumValue = limit
            $0.value = maximum
        }
        return []
    }
}

/// Breaks `limits.maximum-below-minimum`: lowering `maximumValue` below `minimumValue` lowers the
/// minimum too but leaves the value above the new range — no allowed reading.
/// Shortest exposing sequence: 1 operation (`slider.maximumValue = -1`).
@MainActor
package final class LowersRangeBelowValue: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .setMaximumValue(limit) = operation, limit.isFinite else { return apply(operation) }
        let old = current
        guard limit < old.minimumValue else { return apply(operation) }
        let events = apply(operation)
        corruption = { $0.value = old.value }
        return events
    }
}

/// Breaks `limits.non-finite`: `maximumValue = .infinity` stores the greatest finite `Float`,
/// neither ignoring nor storing it (while the minimum is finite).
/// Shortest exposing sequence: 1 operation (`slider.maximumValue = .infinity`).
@MainActor
package final class ClampsInfiniteMaximum: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .setMaximumValue(.infinity) = operation, current.minimumValue.isFinite else { return apply(operation) }
        return apply(.setMaximumValue(.greatestFiniteMagnitude))
    }
}

/// Breaks `limits.no-event` by switching readings: a raised minimum that pulls the value reports
/// it with `valueChanged`, a lowered maximum that pulls it does not. Each answer is allowed, but
/// not both in one sequence.
/// Shortest exposing sequence: 2 operations (`slider.minimumValue = 0.5`, `slider.maximumValue = 0.2`).
@MainActor
package final class ReportsOnlyRaisedMinimum: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .setMinimumValue = operation else { return apply(operation) }
        let old = current.value
        let events = apply(operation)
        let new = current.value
        return sameFloat(old, new) ? events : events + [.valueChanged(new)]
    }
}

extension MutantCatalogue {
    @MainActor static let limits: [Entry] = [
        Entry(IgnoresNegativeMinimum.self, breaks: .limitsMinimumStores, minimalLength: 1, "ignores a minimum lowered below zero"),
        Entry(RoundsMaximumUp.self, breaks: .limitsMaximumStores, minimalLength: 1, "stores a fractional maximum rounded up"),
        Entry(StopsPullingAfterTwoLimitChanges.self, breaks: .limitsMinimumPullsValue, minimalLength: 3,
              "from the third limit change on, a raised minimum leaves the value behind"),
        Entry(KeepsValueWhileHighlighted.self, breaks: .limitsMaximumPullsValue, minimalLength: 3,
              "while highlighted, a lowered maximum leaves the value above it"),
        Entry(InvertsRangeForMinimum.self, breaks: .limitsMinimumAboveMaximum, minimalLength: 1,
              "a minimum above the maximum leaves an inverted range"),
        Entry(LowersRangeBelowValue.self, breaks: .limitsMaximumBelowMinimum, minimalLength: 1,
              "a maximum below the minimum lowers the range but not the value"),
        Entry(ClampsInfiniteMaximum.self, breaks: .limitsNonFinite, minimalLength: 1, needsRobustness: true,
              "maximumValue = .infinity stores the greatest finite Float"),
        Entry(ReportsOnlyRaisedMinimum.self, breaks: .limitsNoEvent, minimalLength: 2,
              "a raised minimum reports the pulled value, a lowered maximum does not"),
    ]
}
