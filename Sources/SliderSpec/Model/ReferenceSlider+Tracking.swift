extension ReferenceOutcome {
    /// The side of the square hit area around the thumb's centre that real UIKit accepts.
    static let thumbHitArea = 48.0
    /// How far above and below the track's centre a touch still lands on the track: the model's
    /// own constant (no source gives the track a touch area), half of the 44-point minimum touch
    /// target of Apple's interface guidelines; argued in `tracking.edge-touch`'s statement.
    static let trackHitHalfHeight = 22.0

    /// `touchBegan`.
    mutating func beginTouch(_ touch: Touch, into result: inout OutcomeList) {
        if !slider.isEnabled {
            rules = [.trackingDisabledIgnoresTouches]
            result.append(&self)
            return
        }
        if slider.isTracking {
            rules = [.trackingSingleTouch]
            result.append(&self)
            return
        }
        guard slider.readsTouchPositions else {
            // Too small a slider to read positions on: either reading of the touch is accepted,
            // and a touch that tracks is not checked (value or events) until it ends.
            rules = [.geometryDegenerate]
            var tracked = self
            result.append(&self)
            tracked.startTracking(touch, grabOffset: 0, keepValue: true)
            tracked.slider.tracking?.isAnchored = false
            tracked.valueTolerance = .infinity
            tracked.eventPlan = .unchecked
            result.append(&tracked)
            return
        }
        guard slider.minimumValue == slider.maximumValue else {
            land(touch, into: &result)
            return
        }
        rules = [.trackingEmptyRange]
        branch(\.emptyRangeTouch, into: &result) { option, outcome, result in
            if option == .isIgnored {
                result.append(&outcome)
            } else {
                outcome.land(touch, into: &result)
            }
        }
    }

    /// Reads where an accepted touch-down lands: the thumb, beside it, the track, or elsewhere.
    /// A touch exactly on an edge of one of them may land either way (`tracking.edge-touch`).
    private mutating func land(_ touch: Touch, into result: inout OutcomeList) {
        let geometry = slider.geometry
        let thumb = geometry.thumbRect
        let hitArea = Rect(
            x: thumb.midX - Self.thumbHitArea / 2, y: thumb.midY - Self.thumbHitArea / 2,
            width: Self.thumbHitArea, height: Self.thumbHitArea)
        let track = geometry.trackRect
        let trackBand = Rect(
            x: track.minX, y: track.midY - Self.trackHitHalfHeight, width: track.width, height: 2 * Self.trackHitHalfHeight)
        // A slider may test each region in Float or Double: a touch within that rounding of an
        // edge may land either way (`FloatRounding`), at the magnitude of the numbers compared.
        let slackX = FloatRounding.slack(
            atMagnitude: max(
                abs(touch.x), geometry.bounds.width, thumb.horizontalMagnitude, hitArea.horizontalMagnitude, trackBand.horizontalMagnitude))
        let slackY = FloatRounding.slack(
            atMagnitude: max(
                abs(touch.y), geometry.bounds.height, thumb.verticalMagnitude, hitArea.verticalMagnitude, trackBand.verticalMagnitude))
        let regions = [thumb, hitArea, trackBand].map { $0.membership(x: touch.x, y: touch.y, slackX: slackX, slackY: slackY) }
        land(touch, in: TouchRegion.thumb, regions: regions, thumb: thumb, into: &result)
    }

    /// Lands `touch` in `region` or a later one, by each region's `membership` of it: inside, it
    /// lands there; outside, it goes on; on an edge, either, as `tracking.edge-touch`'s reading
    /// allows; within rounding of an edge, either, the exact decision first (the edge rule after
    /// the region's in both cases).
    private mutating func land(
        _ touch: Touch, in region: TouchRegion, regions: [Rect.Membership], thumb: Rect, into result: inout OutcomeList
    ) {
        guard region != .offTarget else {
            rules.append(.trackingOffTarget)
            result.append(&self)
            return
        }
        let next = TouchRegion(rawValue: region.rawValue + 1) ?? .offTarget
        switch regions[region.rawValue] {
        case .outside:
            land(touch, in: next, regions: regions, thumb: thumb, into: &result)
        case .inside:
            enter(region, touch, thumb: thumb, into: &result)
        case .edge:
            let first = result.count
            branchEachTime(\.edgeTouch, into: &result) { option, outcome, result in
                if option == .isInside {
                    outcome.enter(region, touch, thumb: thumb, into: &result)
                } else {
                    outcome.land(touch, in: next, regions: regions, thumb: thumb, into: &result)
                }
            }
            markEdgeTouch(from: first, in: &result)
        case let .nearEdge(exactlyInside):
            // Whatever the edge reading: a closed and a half-open test computed in floating point
            // may each round this touch onto the edge, or leave it where it exactly lies.
            let first = result.count
            var other = self
            if exactlyInside {
                other.enter(region, touch, thumb: thumb, into: &result)
                land(touch, in: next, regions: regions, thumb: thumb, into: &result)
            } else {
                other.land(touch, in: next, regions: regions, thumb: thumb, into: &result)
                enter(region, touch, thumb: thumb, into: &result)
            }
            markEdgeTouch(from: first, in: &result)
        }
    }

    /// Adds `tracking.edge-touch` to the outcomes from `first` on that an edge decided.
    private func markEdgeTouch(from first: Int, in result: inout OutcomeList) {
        for index in first..<result.count where !result[index].rules.contains(.trackingEdgeTouch) {
            result[index].rules.append(.trackingEdgeTouch)
        }
    }

    /// A touch-down that landed in `region`: on the thumb it grabs it, beside it it may track,
    /// on the track it may jump.
    private mutating func enter(_ region: TouchRegion, _ touch: Touch, thumb: Rect, into result: inout OutcomeList) {
        switch region {
        case .thumb:
            rules = rules + [.trackingBeginsOnThumb, .trackingHighlighted]
            grab(touch, thumb: thumb, into: &result)
        case .nearThumb:
            rules.append(.trackingNearThumb)
            // Hit areas differ in size between implementations: each touch may be read either way.
            branchEachTime(\.nearThumbTouch, into: &result) { option, outcome, result in
                if option == .isIgnored {
                    result.append(&outcome)
                } else {
                    outcome.rules.append(.trackingHighlighted)
                    outcome.grab(touch, thumb: thumb, into: &result)
                }
            }
        case .track:
            rules.append(.trackingTrackTap)
            branch(\.trackTap, into: &result) { option, outcome, result in
                if option == .jumpsToTouch {
                    outcome.rules.append(.trackingHighlighted)
                    outcome.startTracking(touch, grabOffset: 0, keepValue: false)
                    outcome.reportTouchDown(blamedFirst: true, into: &result)
                } else {
                    result.append(&outcome)
                }
            }
        case .offTarget:
            rules.append(.trackingOffTarget)
            result.append(&self)
        }
    }

    /// Begins tracking with the thumb grabbed, under each allowed grab-offset reading.
    private mutating func grab(_ touch: Touch, thumb: Rect, into result: inout OutcomeList) {
        rules.append(.trackingGrabOffset)
        branch(\.grabOffset, into: &result) { option, outcome, result in
            let offset = option == .isKept ? touch.x - thumb.midX : 0
            outcome.startTracking(touch, grabOffset: offset, keepValue: option == .isKept)
            outcome.reportTouchDown(blamedFirst: false, into: &result)
        }
    }

    /// Starts tracking; unless `keepValue`, the value moves under the finger (within tolerance).
    private mutating func startTracking(_ touch: Touch, grabOffset: Double, keepValue: Bool) {
        var tracking = TrackingState(grabOffset: grabOffset, startValue: slider.value, held: [])
        tracking.fingerX = touch.x
        tracking.isContinuous = slider.isContinuous
        slider.isHighlighted = true
        if !keepValue {
            slider.value = slider.value(forThumbCenter: touch.x - grabOffset, on: slider.geometry)
            valueTolerance = slider.touchTolerance(on: slider.geometry)
        }
        tracking.held.append(HeldValue(value: slider.value, x: touch.x, time: touch.time))
        slider.tracking = tracking
    }

    /// The events of a touch-down that started tracking: nothing, unless it may have moved the
    /// value of a continuous slider, when `tracking.touch-down-event` decides. The rule is blamed
    /// first for a jump (`blamedFirst`) and for a thumb that moved.
    private mutating func reportTouchDown(blamedFirst: Bool, into result: inout OutcomeList) {
        guard let tracking = slider.tracking, tracking.isContinuous, valueTolerance > 0 else {
            rules.append(.trackingTouchDownEvent)
            result.append(&self)
            return
        }
        // The rule comes first when the thumb moved, so a wrong event is blamed on it.
        if !blamedFirst, sameFloat(slider.value, tracking.startValue) {
            rules.append(.trackingTouchDownEvent)
        } else {
            rules.prepend(.trackingTouchDownEvent)
        }
        branch(\.touchDownEvent, into: &result) { option, outcome, result in
            if option == .reportsChange { outcome.eventPlan = .oneIfChanged(from: tracking.startValue) }
            result.append(&outcome)
        }
    }

    /// `touchMoved`.
    mutating func moveTouch(_ touch: Touch, into result: inout OutcomeList) {
        guard var tracking = slider.tracking else {
            rules = [.trackingSingleTouch]
            result.append(&self)
            return
        }
        let before = slider.value
        rules = [.trackingValueFollowsTouch]
        if !slider.readsTouchPositions { tracking.isAnchored = false }
        slider.value = slider.value(forThumbCenter: touch.x - tracking.grabOffset, on: slider.geometry)
        tracking.fingerX = touch.x
        tracking.held.append(HeldValue(value: slider.value, x: touch.x, time: touch.time))
        slider.tracking = tracking
        guard tracking.isAnchored else {
            // A touch read on a degenerate layout is not checked until it ends.
            rules.prepend(.geometryDegenerate)
            valueTolerance = .infinity
            eventPlan = .unchecked
            result.append(&self)
            return
        }
        valueTolerance = slider.touchTolerance(on: slider.geometry)
        if tracking.continuityToggled { rules.prepend(.trackingContinuousToggledMidTouch) }
        guard tracking.isContinuous else {
            rules.append(.trackingDiscreteEvents)
            result.append(&self)
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
            result.append(&outcome)
        }
    }

    /// `touchEnded`, and a cancel read as a release at the finger's last position (after `leading` rules).
    /// Under `precision-release` a release may restore a held value (`restorations`): each
    /// decision the source allows is an outcome of its own.
    mutating func endTouch(_ touch: Touch, precision: Bool, leading: RuleList = [], into result: inout OutcomeList) {
        guard let tracking = slider.tracking else {
            rules = [.trackingSingleTouch]
            result.append(&self)
            return
        }
        let anchored = tracking.isAnchored && slider.readsTouchPositions
        let releaseValue = slider.value(forThumbCenter: touch.x - tracking.grabOffset, on: slider.geometry)
        let decisions = precision && anchored ? slider.restorations(tracking.held, releasedAt: touch, releaseValue: releaseValue) : [nil]
        for decision in decisions {
            var outcome = self
            outcome.release(
                tracking, restoring: decision, precision: precision, anchored: anchored, releaseValue: releaseValue, leading: leading,
                into: &result)
        }
    }

    /// The release of `tracking`: the value restored (`restoring`) or the release point's, the
    /// highlight cleared, and the release events under each allowed reading.
    private mutating func release(
        _ tracking: TrackingState, restoring held: Float?, precision: Bool, anchored: Bool, releaseValue: Float, leading: RuleList,
        into result: inout OutcomeList
    ) {
        rules = leading + [.trackingReleaseMovesValue, .trackingHighlighted]
        if let held {
            rules = leading + [.precisionRestoresHeldValue, .trackingReleaseMovesValue, .trackingHighlighted]
            slider.value = slider.clamped(held)
        } else {
            if precision { rules = leading + [.precisionReleaseElsewhere, .trackingReleaseMovesValue, .trackingHighlighted] }
            slider.value = releaseValue
            valueTolerance = anchored ? slider.touchTolerance(on: slider.geometry) : .infinity
        }
        slider.tracking = nil
        slider.isHighlighted = false
        guard anchored else {
            // The end of a touch read on a degenerate layout: its events are not checked either.
            rules.prepend(.geometryDegenerate)
            eventPlan = .unchecked
            result.append(&self)
            return
        }
        // A release that leaves the value where targets last heard of it is decided by the reading rule.
        let eventsRule: RuleID = tracking.isContinuous ? .trackingContinuousEvents : .trackingDiscreteEvents
        if sameFloat(slider.value, tracking.lastReported) {
            rules.append(.trackingReleaseEvent)
            rules.append(eventsRule)
        } else {
            rules.append(eventsRule)
            rules.append(.trackingReleaseEvent)
        }
        if tracking.continuityToggled { rules.prepend(.trackingContinuousToggledMidTouch) }
        let tolerance = slider.touchTolerance(on: slider.geometry)
        branch(\.releaseEvent, into: &result) { option, outcome, result in
            outcome.eventPlan = option == .always ? .one : .oneIfChanged(from: tracking.lastReported)
            guard held != nil else { return result.append(&outcome) }
            // Source 002's published slider ends the touch as UIKit does, then sets the held
            // value and sends `valueChanged` once more.
            var corrected = outcome
            result.append(&outcome)
            corrected.eventPlan = .releaseThenRestored(
                release: releaseValue, tolerance: tolerance, unlessReported: option == .always ? nil : tracking.lastReported)
            result.append(&corrected)
        }
    }

    /// `touchCancelled` at `time` (and disabling mid-touch read as a cancel), after `leading` rules.
    mutating func cancelTouch(at time: Double, precision: Bool, leading: RuleList = [], into result: inout OutcomeList) {
        guard let tracking = slider.tracking else {
            rules = [.trackingSingleTouch]
            result.append(&self)
            return
        }
        rules = leading + [.trackingCancel, .trackingHighlighted]
        guard tracking.isAnchored, slider.readsTouchPositions else {
            // The end of a touch read on a degenerate layout: not checked.
            rules.prepend(.geometryDegenerate)
            slider.tracking = nil
            slider.isHighlighted = false
            valueTolerance = .infinity
            eventPlan = .unchecked
            result.append(&self)
            return
        }
        branch(\.cancelledTouch, into: &result) { option, outcome, result in
            switch option {
            case .keepsSilently:
                outcome.slider.tracking = nil
                outcome.slider.isHighlighted = false
                result.append(&outcome)
            case .reverts:
                outcome.slider.tracking = nil
                outcome.slider.isHighlighted = false
                outcome.slider.value = outcome.slider.clamped(tracking.startValue)
                outcome.eventPlan = .oneIfChanged(from: tracking.lastReported)
                result.append(&outcome)
            case .reportsFinalValue:
                let lift = Touch(x: tracking.fingerX, y: 0, time: time)
                outcome.endTouch(lift, precision: precision, leading: outcome.rules, into: &result)
            }
        }
    }

    /// `isContinuous =` during a touch that began with the other setting: `tracking.continuous-toggled-mid-touch`.
    mutating func toggleContinuity(_ flag: Bool, into result: inout OutcomeList) {
        guard var tracking = slider.tracking, tracking.isContinuous != flag else {
            result.append(&self)
            return
        }
        rules.prepend(.trackingContinuousToggledMidTouch)
        tracking.continuityToggled = true
        slider.tracking = tracking
        branch(\.continuousToggledMidTouch, into: &result) { option, outcome, result in
            if option == .appliesAtOnce { outcome.slider.tracking?.isContinuous = flag }
            result.append(&outcome)
        }
    }

    /// `isEnabled = false` during a touch: `tracking.disabled-while-tracking` decides whether the
    /// touch goes on or ends as a cancel (which then follows `tracking.cancel`).
    mutating func disableDuringTouch(precision: Bool, into result: inout OutcomeList) {
        guard let tracking = slider.tracking else {
            result.append(&self)
            return
        }
        rules.prepend(.trackingDisabledWhileTracking)
        branch(\.disabledWhileTracking, into: &result) { option, outcome, result in
            if option == .continues {
                result.append(&outcome)
            } else {
                outcome.cancelTouch(at: tracking.held.last?.time ?? 0, precision: precision, leading: outcome.rules, into: &result)
            }
        }
    }

    /// `value =` and `setValue(_:animated:)`; during a touch `tracking.value-set-while-tracking`
    /// decides first whether the assignment is stored or ignored.
    mutating func assignValueConsideringTouch(_ candidate: Float, into result: inout OutcomeList) {
        guard slider.isTracking else {
            assignValue(candidate, into: &result)
            return
        }
        branch(\.valueSetWhileTracking, into: &result) { option, outcome, result in
            if option == .isIgnored {
                outcome.rules = outcome.rules + [.trackingValueSetWhileTracking, .valueNoEvent]
                result.append(&outcome)
            } else {
                // A stored value is the value rules' to get right; the reading rule keeps the touch going.
                let first = result.count
                outcome.assignValue(candidate, into: &result)
                for index in first..<result.count { result[index].rules.append(.trackingValueSetWhileTracking) }
            }
        }
    }
}

extension ReferenceSlider {
    /// True when touch positions are read on this slider's layout: it is not degenerate, or only
    /// its range is empty (`tracking.empty-range`), and the thumb travels unless the range is empty.
    var readsTouchPositions: Bool {
        if minimumValue == maximumValue {
            var ranged = self
            ranged.minimumValue = 0
            ranged.maximumValue = 1
            return !ranged.layoutIsDegenerate
        }
        return !layoutIsDegenerate && geometry.hasThumbTravel
    }
}

extension ReferenceOutcome {
    /// The slider and events this outcome settles on once the implementation's value is known:
    /// the value is adopted when the tolerance allows it, the events follow the plan, and a
    /// touch remembers the value its events reported.
    /// `observedEvents` are what the implementation sent, taken as they are where the events are
    /// not checked (nil when the reference runs as an implementation).
    public func settled(observedValue: Float?, observedEvents: [SliderEvent]? = nil) -> (slider: ReferenceSlider, events: [SliderEvent]) {
        var outcome = self
        outcome.settle(observedValue: observedValue, observedEvents: observedEvents)
        return (outcome.slider, outcome.events)
    }

    /// Settles this outcome in place, as `settled(observedValue:observedEvents:)` describes:
    /// afterwards `slider` and `events` are what it settled on, and its events are exact.
    public mutating func settle(observedValue: Float?, observedEvents: [SliderEvent]? = nil) {
        if valueTolerance > 0, let observedValue, slider.accepts(observedValue, within: valueTolerance) {
            slider.adoptTouchValue(observedValue)
        } else if valueTolerance > 0, observedValue == nil {
            // Running as an implementation: record the touch's value the same way.
            slider.adoptTouchValue(slider.value)
        }
        switch eventPlan {
        case .exactly: break
        case .one: events = [.valueChanged(slider.value)]
        case let .oneIfChanged(from): events = sameFloat(from, slider.value) ? [] : [.valueChanged(slider.value)]
        case .unchecked: if let observedEvents { events = observedEvents }
        case let .releaseThenRestored(release, tolerance, unlessReported):
            events = releaseThenRestoredEvents(
                release: release, tolerance: tolerance, unlessReported: unlessReported, observedEvents: observedEvents)
        }
        eventPlan = .exactly
        valueTolerance = 0
        if !events.isEmpty, slider.isTracking {
            let value = slider.value
            slider.tracking?.lastReported = value
        }
    }
}

extension ReferenceSlider {
    /// True when `observed` is in range and within `tolerance` of `value`.
    func accepts(_ observed: Float, within tolerance: Float) -> Bool {
        guard !observed.isNaN, observed >= minimumValue, observed <= maximumValue else { return false }
        return tolerance == .infinity || abs(observed - value) <= tolerance
    }

    /// Takes the implementation's value for a touch, and records it as the value the touch
    /// holds since its last step: one hold per touch-down and move, as source 002's published
    /// slider keeps them (a move that leaves the value where it was is a hold of its own, marked
    /// `repeatsPrevious`, for the merged reading of `restorations`).
    mutating func adoptTouchValue(_ observed: Float) {
        value = observed
        guard let count = tracking?.held.count, count > 0 else { return }
        tracking?.held[count - 1].value = observed
        if count > 1, let previous = tracking?.held[count - 2].value, sameFloat(previous, observed) {
            tracking?.held[count - 1].repeatsPrevious = true
        }
    }
}
