import SliderSpec

/// A slider that shows a value callout above its thumb, after "Adding a UIPopover to UISlider".
///
/// The article's arithmetic only lines up for some ranges and drifts towards the ends; this
/// version places the callout from the value's position in the range, so it sits over the
/// thumb's centre for negative, positive and zero-straddling ranges alike.
public final class CalloutSlider: SampleSlider {
    /// The name reports use for this slider class.
    override public class var implementationName: String { "CalloutSlider" }

    /// The horizontal centre of the value callout, over the thumb's centre; nil before the slider has been laid out.
    public var calloutCenterX: Double? {
        guard !bounds.isEmpty else { return nil }

        // Where the thumb's centre sits at the minimum and at the maximum: the two ends of the track.
        let track = trackRect(forBounds: bounds)
        let minimumEndX = layoutDirection == .leftToRight ? track.minX : track.maxX
        let maximumEndX = layoutDirection == .leftToRight ? track.maxX : track.minX

        // How far the value lies along the range, from 0 at the minimum to 1 at the maximum.
        // Double keeps the subtraction exact whatever the signs of the limits.
        let low = Double(minimumValue)
        let high = Double(maximumValue)
        var progress = 0.0
        if high > low {
            progress = (Double(value) - low) / (high - low)
            progress = min(max(progress, 0), 1)
        }
        return minimumEndX + progress * (maximumEndX - minimumEndX)
    }

    /// The value the callout shows: updated by the slider's own `valueChanged` action, as the
    /// article's action updates the popover's content; nil until the first one.
    public private(set) var calloutValue: Float?

    /// Creates the slider and registers the action that updates the callout's content on every
    /// `valueChanged`, as the article's `initWithCoder:` does; both public initialisers come here.
    override init(minimumValue: Float, maximumValue: Float, value: Float) {
        super.init(minimumValue: minimumValue, maximumValue: maximumValue, value: value)
        addTarget({ slider in (slider as? CalloutSlider)?.calloutValue = slider.value }, for: .valueChanged)
    }

    /// Reads every getter as SampleSlider does, plus the callout's centre and value.
    override public func observe() -> SliderObservation {
        var observation = super.observe()
        observation.calloutCenterX = calloutCenterX
        observation.calloutValue = calloutValue
        return observation
    }
}
