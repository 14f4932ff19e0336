extension ReferenceOutcome {
    /// The largest distance from an end at which the `snapsWithinOneThousandth` reading snaps.
    static let snapDistance: Float = 0.001

    /// `accessibilityIncrement()` (upwards) or `accessibilityDecrement()`.
    mutating func adjust(upwards: Bool, into result: inout [ReferenceOutcome]) {
        rules = [upwards ? .accessibilityIncrement : .accessibilityDecrement, .accessibilityAdjustmentEvent]
        if !slider.isEnabled {
            rules.prepend(.accessibilityAdjustmentWhenDisabled)
            branch(\.disabledAdjustment, into: &result) { option, outcome, result in
                if option == .isIgnored { result.append(outcome) } else { outcome.applyAdjustment(upwards: upwards, into: &result) }
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
        branch(\.adjustmentSnap, into: &result) { snap, outcome, result in
            let target = snap == .snapsWithinOneThousandth && nearEnd ? end : computed
            let unclamped = outcome
            unclamped.slider.forEachClampResult(target) { value in
                var outcome = unclamped
                outcome.slider.value = value
                let changed = !sameFloat(value, old)
                outcome.branch(\.adjustmentEvent, into: &result) { event, outcome, result in
                    if event == .always || (event == .whenChanged && changed) {
                        outcome.events = [.valueChanged(outcome.slider.value)]
                    }
                    result.append(outcome)
                }
            }
        }
    }
}
