extension ReferenceSlider {
    /// How long a value must have been held, and how near the release must be, for source 002's
    /// precision release to restore it.
    static let holdSeconds = 0.05
    static let releaseReach = 12.0
    /// Where a hold or a distance this close to its threshold may go either way: the source's
    /// published slider measures times with `CACurrentMediaTime()` and compares strictly.
    static let thresholdSlack = 1e-9

    /// The decisions source 002 allows at the end of a touch, the model's own first: a held value
    /// to restore, or nil to take the release point's value.
    ///
    /// The most recent value held for longer than 0.05 s is restored when the release is within
    /// 12 points of it. The article measures that distance between finger positions ("≤ 12 pts");
    /// its published slider measures the value difference scaled to the frame's width and
    /// compares strictly (`< 12`). Where the two readings disagree, or a hold or a distance lies
    /// on its threshold, either decision is allowed, each touch on its own.
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
        func decide(at index: Int) {
            let byFinger = abs(touch.x - held[index].x)
            let range = Double(maximumValue) - Double(minimumValue)
            let byValue = range > 0 && range.isFinite
                ? abs(Double(held[index].value) - Double(releaseValue)) / range * boundsWidth : Double.infinity
            let model = byFinger <= Self.releaseReach
            allow(model ? held[index].value : nil)
            let published = byValue < Self.releaseReach
            let onEdge = abs(byFinger - Self.releaseReach) <= Self.thresholdSlack || abs(byValue - Self.releaseReach) <= Self.thresholdSlack
            if published != model || onEdge { allow(model ? nil : held[index].value) }
        }
        func walk(from index: Int) {
            guard index >= 0 else { return allow(nil) }
            let until = index + 1 < held.count ? held[index + 1].time : touch.time
            let duration = until - held[index].time
            if abs(duration - Self.holdSeconds) <= Self.thresholdSlack {
                // Exactly 0.05 s, as far as the timestamps tell: held long enough, or not.
                if duration > Self.holdSeconds { decide(at: index); walk(from: index - 1) } else { walk(from: index - 1); decide(at: index) }
            } else if duration > Self.holdSeconds {
                decide(at: index)
            } else {
                walk(from: index - 1)
            }
        }
        walk(from: held.count - 1)
        return decisions
    }
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
