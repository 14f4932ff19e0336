import SliderSpec

/// A slider that undoes the small jump a finger makes as it lifts, after "Improving UISlider's Precision".
///
/// While tracking it remembers each value the touch set, with where and when. When the finger
/// lifts, the most recent value that was held for longer than 0.05 seconds wins over the release
/// point's value, provided the finger lifted within 12 points of where that value was chosen.
public final class PrecisionSlider: SampleSlider {
    /// One value the touch set: the value, and the touch's x position and time when it was set.
    private struct Selection {
        let value: Float
        let x: Double
        let time: Double
    }

    /// How long a value must have been held, in seconds, to count as deliberately chosen (strictly longer).
    private let minimumHoldTime: Double = 0.05

    /// How far, in points, the finger may drift from a chosen value's position before lifting.
    private let maximumReleaseDrift: Double = 12

    /// The values set during the current touch, oldest first.
    private var selections: [Selection] = []

    /// The name reports use for this slider class.
    override public class var implementationName: String { "PrecisionSlider" }

    /// Starts tracking as SampleSlider does and records the value under the finger as the first selection.
    override public func beginTracking(_ touch: Touch) -> Bool {
        let began = super.beginTracking(touch)
        if began {
            selections = [Selection(value: value, x: touch.x, time: touch.time)]
        }
        return began
    }

    /// Follows the move as SampleSlider does and records the value if it differs from the last selection.
    override public func continueTracking(_ touch: Touch) -> Bool {
        let keepTracking = super.continueTracking(touch)
        if value != selections.last?.value {
            selections.append(Selection(value: value, x: touch.x, time: touch.time))
        }
        return keepTracking
    }

    /// Ends the touch with the last value held for longer than 0.05 s when the finger lifted within 12 points of it, else with the release point's value.
    override public func endTracking(_ touch: Touch) {
        var finalValue = valueForThumbCenter(x: touch.x)
        if let held = mostRecentHeldSelection(releaseTime: touch.time),
            abs(touch.x - held.x) <= maximumReleaseDrift
        {
            finalValue = held.value
        }
        selections = []
        finishTracking(withFinalValue: finalValue)
    }

    /// Forgets the touch's selections; the value stays where it is.
    override public func cancelTracking() {
        selections = []
        super.cancelTracking()
    }

    /// The newest selection held for longer than `minimumHoldTime` (until the next selection, or the release for the last one).
    private func mostRecentHeldSelection(releaseTime: Double) -> Selection? {
        var heldUntil = releaseTime
        for selection in selections.reversed() {
            if heldUntil - selection.time > minimumHoldTime {
                return selection
            }
            heldUntil = selection.time
        }
        return nil
    }
}
