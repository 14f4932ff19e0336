import SliderSpec

/// Adjusts by 0.06 of its range instead of a tenth, and adjusts while disabled too (a reading
/// the sources allow).
public final class SixHundredthsStepSlider: PlantedSlider {
    /// Performs an adjustment as a step of 0.06 of the range; any other operation as the reference.
    override public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let upwards: Bool
        switch operation {
        case .accessibilityIncrement: upwards = true
        case .accessibilityDecrement: upwards = false
        default: return base.perform(operation)
        }
        let now = base.observe()
        let step = (now.maximumValue - now.minimumValue) * 0.06
        _ = base.perform(.setValue(upwards ? now.value + step : now.value - step))
        let after = base.observe().value
        return after == now.value ? [] : [.valueChanged(after)]
    }
}
