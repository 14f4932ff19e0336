extension ReferenceSlider {
    /// How long a value must have been held, and how near the release must be, for source 002's
    /// precision release to restore it.
    static let holdSeconds = 0.05
    static let releaseReach = 12.0
    /// The least slack about the hold's threshold: the published slider measures times with
    /// `CACurrentMediaTime()` and compares strictly, so a hold of 0.05 s as far as the touch's
    /// timestamps tell may go either way.
    static let thresholdSlack = 1e-9

    /// The decisions source 002 allows at the end of a touch, the model's own first: a held value
    /// to restore, or nil to take the release point's value.
    ///
    /// The most recent hold that lasted longer than 0.05 s is restored when the release is within
    /// 12 points of it. Holds are kept one per touch-down and move, as the article's algorithm
    /// ("after each movement") and its published slider keep them; the article's "value that was
    /// selected for longer than 0.05 s" may also be read as equal neighbours making one hold, so
    /// that reading's decisions are allowed too. The article measures the distance between
    /// finger positions ("≤ 12 pts"); its published slider measures the value difference scaled
    /// to the frame's width and compares strictly (`< 12`). Where the two measures disagree, or a
    /// hold or a distance lies within floating-point rounding of its threshold (`FloatRounding`),
    /// either decision is allowed, each touch on its own.
    func restorations(_ held: [HeldValue], releasedAt touch: Touch, releaseValue: Float) -> [Float?] {
        var decisions: [Float?] = []
        func allow(_ decision: Float?) {
            let known = decisions.contains { known in
                switch (known, decision) {
                case (nil, nil): true
                case let (known?, decision?): sameFloat(known, decision)
                default: false
                }
            }
            if !known { decisions.append(decision) }
        }
        let range = Double(maximumValue) - Double(minimumValue)
        // How far the published measure may be off: the implementation's release value, computed
        // in Float, may be a few ulps of the values (and of the finger's place) from the model's.
        let valueSlack = range > 0 && range.isFinite ? releaseValueSlack(at: touch) / range * boundsWidth : 0
        // The published slider's range as it computes it, in Float: it overflows to infinity
        // for limits far apart (its measure is then 0, or NaN), which Double does not.
        let floatRange = Double(abs(maximumValue - minimumValue))
        func decide(_ hold: HeldValue) {
            let byFinger = abs(touch.x - hold.x)
            let byValue = range > 0 && range.isFinite ? abs(Double(hold.value) - Double(releaseValue)) / range * boundsWidth : Double.infinity
            let model = byFinger <= Self.releaseReach
            allow(model ? hold.value : nil)
            let published = byValue < Self.releaseReach
            // The same measures computed in Float, where they leave Double's on overflow.
            let byFingerInFloat = Double(abs(Float(touch.x) - Float(hold.x)))
            let byValueInFloat = Double(abs(hold.value - releaseValue)) / floatRange * boundsWidth
            let floatDisagrees = (byFingerInFloat <= Self.releaseReach) != model || (byValueInFloat < Self.releaseReach) != model
            let fingerSlack = FloatRounding.slack(atMagnitude: max(abs(touch.x), abs(hold.x), Self.releaseReach))
            let publishedSlack = valueSlack + FloatRounding.slack(atMagnitude: Self.releaseReach)
            let onEdge =
                FloatRounding.isNear(byFinger, Self.releaseReach, slack: fingerSlack)
                || FloatRounding.isNear(byValue, Self.releaseReach, slack: publishedSlack)
            if published != model || floatDisagrees || onEdge { allow(model ? nil : hold.value) }
        }
        func walk(_ holds: [HeldValue], from index: Int) {
            guard index >= 0 else { return allow(nil) }
            let until = index + 1 < holds.count ? holds[index + 1].time : touch.time
            let duration = until - holds[index].time
            let slack = max(Self.thresholdSlack, 4 * Double.ulpOfOne * max(abs(until), abs(holds[index].time)))
            if FloatRounding.isNear(duration, Self.holdSeconds, slack: slack) {
                // 0.05 s, as far as the timestamps tell: held long enough, or not.
                if duration > Self.holdSeconds {
                    decide(holds[index])
                    walk(holds, from: index - 1)
                } else {
                    walk(holds, from: index - 1)
                    decide(holds[index])
                }
            } else if duration > Self.holdSeconds {
                decide(holds[index])
            } else {
                walk(holds, from: index - 1)
            }
        }
        walk(held, from: held.count - 1)
        if held.contains(where: \.repeatsPrevious) {
            let merged = held.filter { !$0.repeatsPrevious }
            walk(merged, from: merged.count - 1)
        }
        return decisions
    }

    /// How far, in value, an implementation's value for the release at `touch` may lie from the
    /// model's for the rounding of a computation in `Float`: a few ulps of the values at the
    /// range's ends, and a few `Float` ulps of the finger's place, along the thumb's travel.
    private func releaseValueSlack(at touch: Touch) -> Double {
        let values = FloatRounding.ulps * Double(max(maximumValue.magnitude.ulp, minimumValue.magnitude.ulp))
        let travel = abs(geometry.thumbTravel)
        guard travel > 0 else { return values }
        let place = FloatRounding.slack(atMagnitude: max(abs(touch.x), boundsWidth))
        return values + place / travel * (Double(maximumValue) - Double(minimumValue))
    }
}

extension TrackingState {
    /// Where the finger was when the value the touch holds now was first set: the last hold with
    /// its equal neighbours merged (`HeldValue.repeatsPrevious`); nil before the touch holds any.
    public var heldSinceX: Double? { held.last { !$0.repeatsPrevious }?.x }
}

extension ReferenceOutcome {
    /// The events of a release that restores a held value as source 002's published slider does:
    /// UIKit's end-of-touch event for the release point (whose value is the implementation's own,
    /// within `tolerance` of `release`; none when it equals `unlessReported`), then `valueChanged`
    /// with the restored value.
    func releaseThenRestoredEvents(
        release: Float, tolerance: Float, unlessReported: Float?, observedEvents: [SliderEvent]?
    ) -> [SliderEvent] {
        let restored = SliderEvent.valueChanged(slider.value)
        if let unlessReported, sameFloat(unlessReported, release) { return [restored] }
        var shown = release
        if let observedEvents, observedEvents.count == 2, abs(observedEvents[0].value - release) <= tolerance {
            shown = observedEvents[0].value
        }
        return [.valueChanged(shown), restored]
    }
}
