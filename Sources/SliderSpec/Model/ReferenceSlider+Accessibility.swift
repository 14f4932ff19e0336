extension ReferenceOutcome {
    /// The largest distance from an end at which the `snapsWithinOneThousandth` reading snaps.
    static let snapDistance: Float = 0.001

    /// `accessibilityIncrement()` (upwards) or `accessibilityDecrement()`.
    mutating func adjust(upwards: Bool, into result: inout OutcomeList) {
        rules = [upwards ? .accessibilityIncrement : .accessibilityDecrement, .accessibilityAdjustmentEvent]
        if !slider.isEnabled {
            rules.prepend(.accessibilityAdjustmentWhenDisabled)
            // Adjusting as when enabled leaves the value to the adjustment's own rules, whether
            // that answer is still open or was pinned by an earlier adjustment: the disabled state
            // only allowed it, so it is blamed after them (an unrelated flag is never the cause of
            // an adjustment by another step). Ignoring it keeps the disabled rule first.
            branch(\.disabledAdjustment, into: &result) { option, outcome, result in
                guard option == .adjusts else { return result.append(&outcome) }
                let first = result.count
                outcome.applyAdjustment(upwards: upwards, into: &result)
                for index in first..<result.count { result[index].rules.moveToEnd(.accessibilityAdjustmentWhenDisabled) }
            }
            return
        }
        applyAdjustment(upwards: upwards, into: &result)
    }

    private mutating func applyAdjustment(upwards: Bool, into result: inout OutcomeList) {
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
        // The question only picks between two landings the adjustment's own rule computes, open
        // or pinned by an earlier adjustment: that rule is blamed first when neither is observed
        // (a landing on the other answer blames the question: `ConformanceChecker.answeredOtherwise`).
        branch(\.adjustmentSnap, unlessAlike: snaps, into: &result) { snap, outcome, result in
            let target = snaps(snap) ? end : computed
            if nearEnd, !atLimit { outcome.rules.moveToEnd(.accessibilityAdjustmentSnap) }
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
    private mutating func reportAdjustment(from old: Float, into result: inout OutcomeList) {
        let changed = !sameFloat(slider.value, old)
        let sends = { (event: AdjustmentEvent) in event == .always || (event == .whenChanged && changed) }
        branch(\.adjustmentEvent, unlessAlike: sends, into: &result) { event, outcome, result in
            if sends(event) { outcome.events = [.valueChanged(outcome.slider.value)] }
            result.append(&outcome)
        }
    }
}
