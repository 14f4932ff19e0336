import SliderSpec

/// Breaks `continuous.stores`: `isContinuous = false` is ignored.
/// Shortest exposing sequence: 1 operation (`slider.isContinuous = false`).
@MainActor
package final class IgnoresContinuousOff: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        operation == .setContinuous(false) ? [] : apply(operation)
    }
}

/// Breaks `control-state.flags` only when selected and disabled together: when `isEnabled` or
/// `isSelected` makes the slider disabled and selected, `state` drops `.selected` (the disabled
/// look wins; not while tracking a touch).
/// Shortest exposing sequence: 2 operations (`isEnabled = false`, `isSelected = true`, in either order).
@MainActor
package final class HidesSelectedWhenDisabled: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        switch lastOperation {
        case .setEnabled(false)?, .setSelected(true)?:
            if observation.state.isSuperset(of: [.disabled, .selected]), !observation.isTracking {
                observation.state.remove(.selected)
            }
        default:
            break
        }
    }
}

/// Breaks `value-image.stores` only for value images set while disabled: `maximumValueImage`
/// set on a disabled slider is dropped.
/// Shortest exposing sequence: 2 operations (`isEnabled = false`, `maximumValueImage = image1`).
@MainActor
package final class DropsValueImageWhileDisabled: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .setMaximumValueImage = operation, !current.isEnabled else { return apply(operation) }
        return []
    }
}

/// Breaks `operations.no-side-effects`: switching `isContinuous` off sends `valueChanged` (it
/// flushes a pending value that is not there).
/// Shortest exposing sequence: 1 operation (`slider.isContinuous = false`).
@MainActor
package final class SendsEventWhenContinuousOff: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        let events = apply(operation)
        return operation == .setContinuous(false) ? events + [.valueChanged(current.value)] : events
    }
}

extension MutantCatalogue {
    @MainActor static let state: [Entry] = [
        Entry(IgnoresContinuousOff.self, breaks: .continuousStores, minimalLength: 1, "ignores isContinuous = false"),
        Entry(HidesSelectedWhenDisabled.self, breaks: .controlStateFlags, minimalLength: 2,
              "state drops .selected while disabled and selected"),
        Entry(DropsValueImageWhileDisabled.self, breaks: .valueImageStores, minimalLength: 2,
              "drops maximumValueImage set while disabled"),
        Entry(SendsEventWhenContinuousOff.self, breaks: .operationsNoSideEffects, minimalLength: 1,
              "isContinuous = false sends valueChanged"),
    ]
}
