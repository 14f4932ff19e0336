extension ReferenceOutcome {
    /// The side of the square hit area around the thumb's centre that real UIKit accepts.
    static let thumbHitArea = 48.0
    /// How far above and below the track's centre a touch still lands on the track.
    static let trackHitHalfHeight = 22.0

    /// `touchBegan`.
    mutating func beginTouch(_ touch: Touch, into result: inout [ReferenceOutcome]) {
        let geometry = slider.geometry
        if !slider.isEnabled {
            rules = [.trackingDisabledIgnoresTouches]
            result.append(self)
            return
        }
        if slider.tracking != nil {
            rules = [.trackingSingleTouch]
            result.append(self)
            return
        }
        guard geometry.hasThumbTravel, !slider.layoutIsDegenerate else {
            // Too small a slider to read positions on: either reading of the touch is accepted.
            rules = [.geometryDegenerate]
            result.append(self)
            var tracked = self
            tracked.startTracking(touch, grabOffset: 0, keepValue: true)
            tracked.slider.tracking?.isAnchored = false
            tracked.valueTolerance = .infinity
            result.append(tracked)
            return
        }
        let thumb = geometry.thumbRect
        let hitArea = Rect(
            x: thumb.midX - Self.thumbHitArea / 2, y: thumb.midY - Self.thumbHitArea / 2,
            width: Self.thumbHitArea, height: Self.thumbHitArea)
        let track = geometry.trackRect
        if thumb.contains(x: touch.x, y: touch.y) {
            rules = [.trackingBeginsOnThumb, .trackingHighlighted]
            grab(touch, thumb: thumb, into: &result)
        } else if hitArea.contains(x: touch.x, y: touch.y) {
            rules = [.trackingNearThumb]
            // Hit areas differ in size between implementations: each touch may be read either way.
            branchEachTime(\.nearThumbTouch, into: &result) { option, outcome, result in
                if option == .isIgnored {
                    result.append(outcome)
                } else {
                    outcome.rules.append(.trackingHighlighted)
                    outcome.grab(touch, thumb: thumb, into: &result)
                }
            }
        } else if touch.x >= track.minX, touch.x <= track.maxX, abs(touch.y - track.midY) <= Self.trackHitHalfHeight {
            rules = [.trackingTrackTap]
            branch(\.trackTap, into: &result) { option, outcome, result in
                if option == .jumpsToTouch {
                    outcome.rules.append(.trackingHighlighted)
                    outcome.startTracking(touch, grabOffset: 0, keepValue: false)
                }
                result.append(outcome)
            }
        } else {
            rules = [.trackingOffTarget]
            result.append(self)
        }
    }

    /// Begins tracking with the thumb grabbed, under each allowed grab-offset reading.
    private mutating func grab(_ touch: Touch, thumb: Rect, into result: inout [ReferenceOutcome]) {
        rules.append(.trackingGrabOffset)
        branch(\.grabOffset, into: &result) { option, outcome, result in
            let offset = option == .isKept ? touch.x - thumb.midX : 0
            outcome.startTracking(touch, grabOffset: offset, keepValue: option == .isKept)
            result.append(outcome)
        }
    }

    /// Starts tracking; unless `keepValue`, the value moves under the finger (within tolerance).
    private mutating func startTracking(_ touch: Touch, grabOffset: Double, keepValue: Bool) {
        slider.tracking = TrackingState(grabOffset: grabOffset, startValue: slider.value, held: [])
        slider.isHighlighted = true
        if !keepValue {
            slider.value = slider.value(forThumbCenter: touch.x - grabOffset, on: slider.geometry)
            valueTolerance = slider.touchTolerance(on: slider.geometry)
        }
        slider.tracking?.held.append(HeldValue(value: slider.value, x: touch.x, time: touch.time))
    }

    /// `touchMoved`.
    mutating func moveTouch(_ touch: Touch, into result: inout [ReferenceOutcome]) {
        guard let tracking = slider.tracking else {
            rules = [.trackingSingleTouch]
            result.append(self)
            return
        }
        let before = slider.value
        rules = [.trackingValueFollowsTouch]
        slider.value = slider.value(forThumbCenter: touch.x - tracking.grabOffset, on: slider.geometry)
        valueTolerance = tracking.isAnchored && !slider.layoutIsDegenerate ? slider.touchTolerance(on: slider.geometry) : .infinity
        slider.tracking?.held.append(HeldValue(value: slider.value, x: touch.x, time: touch.time))
        guard slider.isContinuous else {
            rules.append(.trackingDiscreteEvents)
            result.append(self)
            return
        }
        // A move that leaves the value where it was is decided by the reading rule.
        if sameFloat(slider.value, before) {
            rules.append(.trackingUnchangedMoveEvent)
            rules.append(.trackingContinuousEvents)
        } else {
            rules.append(.trackingContinuousEvents)
            rules.append(.trackingUnchangedMoveEvent)
        }
        branch(\.moveEvent, into: &result) { option, outcome, result in
            outcome.eventPlan = option == .everyMove ? .one : .oneIfChanged(from: before)
            result.append(outcome)
        }
    }

    /// `touchEnded`.
    mutating func endTouch(_ touch: Touch, precision: Bool, into result: inout [ReferenceOutcome]) {
        guard let tracking = slider.tracking else {
            rules = [.trackingSingleTouch]
            result.append(self)
            return
        }
        rules = [.trackingReleaseMovesValue, .trackingHighlighted]
        if precision, tracking.isAnchored, let held = Self.heldValue(tracking.held, releasedAt: touch) {
            rules.prepend(.precisionRestoresHeldValue)
            slider.value = slider.clamped(held)
        } else {
            if precision { rules.prepend(.precisionReleaseElsewhere) }
            slider.value = slider.value(forThumbCenter: touch.x - tracking.grabOffset, on: slider.geometry)
            valueTolerance = tracking.isAnchored && !slider.layoutIsDegenerate ? slider.touchTolerance(on: slider.geometry) : .infinity
        }
        slider.tracking = nil
        slider.isHighlighted = false
        // A release that leaves the value where targets last heard of it is decided by the reading rule.
        let eventsRule: RuleID = slider.isContinuous ? .trackingContinuousEvents : .trackingDiscreteEvents
        if sameFloat(slider.value, tracking.lastReported) {
            rules.append(.trackingReleaseEvent)
            rules.append(eventsRule)
        } else {
            rules.append(eventsRule)
            rules.append(.trackingReleaseEvent)
        }
        branch(\.releaseEvent, into: &result) { option, outcome, result in
            outcome.eventPlan = option == .always ? .one : .oneIfChanged(from: tracking.lastReported)
            result.append(outcome)
        }
    }

    /// The precision release (source 002): the most recent value held for at least 0.05 s, when
    /// the release is within 12 points of where it was held; nil otherwise.
    static func heldValue(_ held: [HeldValue], releasedAt touch: Touch) -> Float? {
        guard !held.isEmpty else { return nil }
        for index in held.indices.reversed() {
            let until = index + 1 < held.count ? held[index + 1].time : touch.time
            guard until - held[index].time >= 0.05 else { continue }
            return abs(touch.x - held[index].x) <= 12 ? held[index].value : nil
        }
        return nil
    }

    /// `touchCancelled`.
    mutating func cancelTouch(into result: inout [ReferenceOutcome]) {
        guard slider.tracking != nil else {
            rules = [.trackingSingleTouch]
            result.append(self)
            return
        }
        rules = [.trackingCancel, .trackingHighlighted]
        slider.tracking = nil
        slider.isHighlighted = false
        result.append(self)
    }
}

extension ReferenceOutcome {
    /// The slider and events this outcome settles on once the implementation's value is known:
    /// the value is adopted when the tolerance allows it, the events follow the plan, and a
    /// touch remembers the value its events reported.
    public func settled(observedValue: Float?) -> (slider: ReferenceSlider, events: [SliderEvent]) {
        var slider = self.slider
        if valueTolerance > 0, let observedValue, slider.accepts(observedValue, within: valueTolerance) {
            slider.adoptTouchValue(observedValue)
        } else if valueTolerance > 0, observedValue == nil {
            // Running as an implementation: record the touch's value the same way.
            slider.adoptTouchValue(slider.value)
        }
        let events: [SliderEvent]
        switch eventPlan {
        case .exactly: events = self.events
        case .one: events = [.valueChanged(slider.value)]
        case let .oneIfChanged(from): events = sameFloat(from, slider.value) ? [] : [.valueChanged(slider.value)]
        }
        if !events.isEmpty, slider.tracking != nil { slider.tracking?.lastReported = slider.value }
        return (slider, events)
    }
}

extension ReferenceSlider {
    /// True when `observed` is in range and within `tolerance` of `value`.
    func accepts(_ observed: Float, within tolerance: Float) -> Bool {
        guard !observed.isNaN, observed >= minimumValue, observed <= maximumValue else { return false }
        return tolerance == .infinity || abs(observed - value) <= tolerance
    }

    /// Takes the implementation's value for a touch, and records it as the value the touch
    /// holds (merged with the previous one when equal, which keeps its place and time).
    mutating func adoptTouchValue(_ observed: Float) {
        value = observed
        guard var state = tracking, let last = state.held.popLast() else { return }
        if let previous = state.held.last, sameFloat(previous.value, observed) {
            tracking = state
            return
        }
        state.held.append(HeldValue(value: observed, x: last.x, time: last.time))
        tracking = state
    }
}
