// What a printed counterexample snippet needs beyond UIKit: one-line forms of the suite's touch
// and Interface Builder operations, for which UIKit has no single call. Never shipped; the
// snippet tests compile it beside the snippets, against the UIKit stand-in. In your own tests,
// helpers of your own play this part (or drive your control's tracking methods directly).
import UIKit

extension UISlider {
    /// A finger touches down at (`x`, `y`) at `time` seconds.
    func touchBegan(x: Double, y: Double, time: Double) {}
    /// The finger moves to (`x`, `y`).
    func touchMoved(x: Double, y: Double, time: Double) {}
    /// The finger lifts at (`x`, `y`).
    func touchEnded(x: Double, y: Double, time: Double) {}
    /// The system cancels the touch.
    func touchCancelled(time: Double) {}
}

/// A slider decoded from an Interface Builder document with these attributes entered.
@MainActor
func loadFromInterfaceBuilder(
    minimum: Float? = nil, maximum: Float? = nil, value: Float? = nil, continuous: Bool? = nil,
    minimumValueImage: UIImage? = nil, maximumValueImage: UIImage? = nil, minimumTrackTintColor: UIColor? = nil,
    maximumTrackTintColor: UIColor? = nil, thumbTintColor: UIColor? = nil
) -> UISlider {
    UISlider()
}
