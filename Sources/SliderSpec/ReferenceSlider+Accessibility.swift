extension ReferenceOutcome {
    /// The largest distance from an end at which the `snapsWithinOneThousandth` reading snaps.
    static let snapDistance: Float = 0.001

    /// `accessibilityIncrement()` (upwards) or `accessibilityDecrement()`.
    mutating func adjust(upwards: Bool, into result: inout [ReferenceOutcome]) {
        rules = [upwards ? .accessibilityIncrement : .accessibilityDecrement, .accessibilityAdjustmentEvent]
        if !slider.isEnabled {
            rules.prepend(.accessibilityAdjustmentWhenDisabled)
            branch(\.disabledAdjustment, into: &result) { option, outcome, result in
                guard option == .adjusts else { return result.append(outcome) }
                // Adjusting as when enabled, the adjustment's own rules decide the value: the
                // disabled state only allowed it (an unrelated flag is never what is blamed).
                let first = result.count
                outcome.applyAdjustment(upwards: upwards, into: &result)
                for index in first..<result.count { result[index].rules.moveToEnd(.accessibilityAdjustmentWhenDisabled) }
            }
            return
        }
        applyAdjustment(upwards: upwards, into: &result)
    }

    private mutating func applyAdjustment(upwards: Bool, into result: inout [ReferenceOutcome]) {
        let old = slider.value
        let step = (slider.maximumValue - slider.minimumValue) / 10
        let computed = upwards ? old + step : old - step
        let end = upwards ? slider.maximumValue : slider.minimumValue
        let atLimit = old == end
        if atLimit { rules.prepend(.accessibilityLimit) }
        let nearEnd = upwards ? computed >= end - Self.snapDistance : computed <= end + Self.snapDistance
        if nearEnd, !atLimit { rules.prepend(.accessibilityAdjustmentSnap) }
        if slider.hasNaNLimit { rules.prepend(.limitsNonFinite) }
        // Away from the ends every snap reading gives the computed value, and once the value
        // moved every event reading sends one event: `branch(_:unlessAlike:)` then builds one outcome.
        let snaps = { (snap: AdjustmentSnap) in snap == .snapsWithinOneThousandth && nearEnd }
        branch(\.adjustmentSnap, unlessAlike: snaps, into: &result) { snap, outcome, result in
            let target = snaps(snap) ? end : computed
            // Keeping the computed value, the adjustment's own rule decides it: snapping was only
            // allowed, so it is blamed after that rule.
            if nearEnd, !atLimit, !snaps(snap) { outcome.rules.moveToEnd(.accessibilityAdjustmentSnap) }
            guard outcome.slider.hasNaNLimit else {
                // One clamp result (`forEachClampResult`): applied to this outcome itself.
                outcome.slider.value = outcome.slider.clamped(target)
                outcome.reportAdjustment(from: old, into: &result)
                return
            }
            let unclamped = outcome
            unclamped.slider.forEachClampResult(target) { value in
                var outcome = unclamped
                outcome.slider.value = value
                outcome.reportAdjustment(from: old, into: &result)
            }
        }
    }

    /// Appends this adjusted outcome, branching on whether the adjustment sends an event.
    private mutating func reportAdjustment(from old: Float, into result: inout [ReferenceOutcome]) {
        let changed = !sameFloat(slider.value, old)
        let sends = { (event: AdjustmentEvent) in event == .always || (event == .whenChanged && changed) }
        branch(\.adjustmentEvent, unlessAlike: sends, into: &result) { event, outcome, result in
            if sends(event) { outcome.events = [.valueChanged(outcome.slider.value)] }
            result.append(outcome)
        }
    }
}
