import SliderSpec

/// Where a touch-down lands, read as the reference reads it on the slider's own geometry.
enum TouchLanding {
    /// On the thumb: tracking begins (`tracking.begins-on-thumb`).
    case thumb
    /// Beside the thumb, within 48 × 48 points of its centre (`tracking.near-thumb`).
    case nearThumb
    /// On the track away from the thumb (`tracking.track-tap`).
    case track
    /// Away from both (`tracking.off-target`).
    case offTarget
}

extension SliderObservation {
    /// Where a touch-down at `touch` lands on this geometry, or nil when the layout is
    /// degenerate (touch positions then mean nothing). Whether the slider is enabled or already
    /// tracking is not considered.
    func landing(of touch: Touch) -> TouchLanding? {
        guard !layoutIsDegenerate else { return nil }
        let thumb = geometry.thumbRect, track = geometry.trackRect
        if thumb.contains(x: touch.x, y: touch.y) { return .thumb }
        let hitArea = Rect(x: thumb.midX - 24, y: thumb.midY - 24, width: 48, height: 48)
        if hitArea.contains(x: touch.x, y: touch.y) { return .nearThumb }
        if touch.x >= track.minX, touch.x <= track.maxX, abs(touch.y - track.midY) <= 22 { return .track }
        return .offTarget
    }

    /// Where a touch-down at `touch` lands when it is read at all: the slider enabled, no touch
    /// tracked and the layout not degenerate; nil otherwise.
    func readLanding(of touch: Touch) -> TouchLanding? {
        isEnabled && !isTracking ? landing(of: touch) : nil
    }

    /// The value whose thumb centre is at `centerX`, clamped to the range, as the reference maps
    /// a finger to a value.
    func value(forThumbCenter centerX: Double) -> Float {
        guard geometry.hasThumbTravel, maximumValue > minimumValue else { return value }
        let fraction = min(1, max(0, (centerX - geometry.thumbRectAtMinimum.midX) / geometry.thumbTravel))
        let candidate = Float(Double(minimumValue) + fraction * (Double(maximumValue) - Double(minimumValue)))
        let raised = candidate > minimumValue ? candidate : minimumValue
        return raised < maximumValue ? raised : maximumValue
    }
}

/// A value a touch set, where the finger was and when: the precision release's record.
struct HeldTouchValue {
    /// The value.
    var value: Float
    /// The finger's horizontal position.
    var x: Double
    /// When the value was set.
    var time: Double
}

/// The base of the mutants that change touch handling: it remembers the touch the wrapped
/// reference tracks (where the finger is, the moves so far, the value at touch-down and the
/// values held, merged as the checker merges them) around `touchStep(_:)`.
@MainActor
package class TouchMutantSlider: MutantSlider {
    /// The finger's last horizontal position in the touch being tracked.
    private(set) var fingerX = 0.0
    /// The moves of the touch being tracked so far.
    private(set) var moves = 0
    /// The value when the touch being tracked began.
    private(set) var valueAtTouchDown: Float = 0
    /// The values the touch being tracked set, for the precision release.
    private(set) var held: [HeldTouchValue] = []

    override final func step(_ operation: SliderOperation) -> [SliderEvent] {
        let before = current
        let events = touchStep(operation)
        let after = current
        switch operation {
        case let .touchBegan(touch) where !before.isTracking && after.isTracking:
            fingerX = touch.x
            moves = 0
            valueAtTouchDown = before.value
            held = [HeldTouchValue(value: after.value, x: touch.x, time: touch.time)]
        case let .touchMoved(touch) where before.isTracking:
            fingerX = touch.x
            moves += 1
            if let last = held.last, sameFloat(last.value, after.value) { break }
            held.append(HeldTouchValue(value: after.value, x: touch.x, time: touch.time))
        default:
            break
        }
        return events
    }

    /// Performs one operation; the default does what the reference does.
    func touchStep(_ operation: SliderOperation) -> [SliderEvent] { apply(operation) }

    /// Performs `operation`, then ends the touch being tracked silently, as a cancel would, but
    /// leaves `isHighlighted` as it was; returns the operation's events.
    func applyThenDropTouchKeepingHighlight(_ operation: SliderOperation) -> [SliderEvent] {
        let highlighted = current.isHighlighted
        let events = apply(operation)
        _ = apply(.touchCancelled(time: 0))
        _ = apply(.setHighlighted(highlighted))
        return events
    }

    /// Makes the wrapped reference track a touch with the thumb centred under the finger at
    /// `touch` (a touch-down on the new thumb's centre after moving the value there); sends nothing.
    func trackCentred(under touch: Touch) {
        _ = apply(.setValue(current.value(forThumbCenter: touch.x)))
        let thumb = current.geometry.thumbRect
        _ = apply(.touchBegan(Touch(x: thumb.midX, y: thumb.midY, time: touch.time)))
    }
}

/// Breaks `tracking.begins-on-thumb`: a touch that begins on the thumb sends `valueChanged`.
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, a touch-down on the thumb).
@MainActor
package final class SendsEventOnTouchDown: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .touchBegan(touch) = operation, current.readLanding(of: touch) == .thumb else { return apply(operation) }
        return apply(operation) + [.valueChanged(current.value)]
    }
}

/// Breaks `tracking.near-thumb` (under `uikit-observed`, where such a touch must track): the hit
/// area is only the thumb, so a touch beside it is ignored.
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, a touch-down 20 points right of
/// the thumb's centre).
@MainActor
package final class IgnoresTouchesBesideThumb: TouchMutantSlider {
    override class var baseType: ReferenceImplementation.Type { UIKitModelImplementation.self }

    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .touchBegan(touch) = operation, current.readLanding(of: touch) == .nearThumb else { return apply(operation) }
        return []
    }
}

/// Breaks `tracking.track-tap`: a tap on the track away from the thumb makes the thumb jump
/// only halfway towards the finger, where the allowed jump puts it under the finger.
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, a tap on the track away from the thumb).
@MainActor
package final class JumpsHalfwayToTap: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .touchBegan(touch) = operation, current.readLanding(of: touch) == .track else { return apply(operation) }
        let thumb = current.geometry.thumbRect
        trackCentred(under: Touch(x: (thumb.midX + touch.x) / 2, y: touch.y, time: touch.time))
        return []
    }
}

/// Breaks `tracking.off-target`: a touch that begins away from the thumb and the track
/// highlights the slider (and it stays highlighted).
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, a touch-down below the track).
@MainActor
package final class HighlightsOnOffTargetTouch: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .touchBegan(touch) = operation, current.readLanding(of: touch) == .offTarget else { return apply(operation) }
        let events = apply(operation)
        _ = apply(.setHighlighted(true))
        return events
    }
}

/// Breaks `tracking.grab-offset` (under `uikit-observed`, where the offset must be kept): the
/// thumb centres itself under a finger that touches down on it off-centre (where that changes the
/// value; otherwise the offset is kept).
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, a touch-down on the thumb
/// beside its centre).
@MainActor
package final class CentresThumbUnderFinger: TouchMutantSlider {
    override class var baseType: ReferenceImplementation.Type { UIKitModelImplementation.self }

    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .touchBegan(touch) = operation, current.readLanding(of: touch) == .thumb,
              !sameFloat(current.value(forThumbCenter: touch.x), current.value)
        else { return apply(operation) }
        trackCentred(under: touch)
        return []
    }
}

/// Breaks `tracking.value-follows-touch`, only on the third move of a touch: that move is read
/// late, at the finger's previous position (it still sends its event).
/// Shortest exposing sequence: 5 operations (`bounds = 200 × 34`, a touch-down on the thumb, two
/// moves, and a third move more than 1.5 points from the second).
@MainActor
package final class LagsOnThirdMove: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .touchMoved(touch) = operation, current.isTracking, moves == 2 else { return apply(operation) }
        return apply(.touchMoved(Touch(x: fingerX, y: touch.y, time: touch.time)))
    }
}

/// Breaks `tracking.highlighted`, only while not continuous: the release of a touch on a
/// discrete slider leaves it highlighted.
/// Shortest exposing sequence: 4 operations (`bounds = 200 × 34`, `isContinuous = false`, a
/// touch-down on the thumb, its release).
@MainActor
package final class StaysHighlightedAfterDiscreteRelease: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .touchEnded = operation, current.isTracking, !current.isContinuous else { return apply(operation) }
        let events = apply(operation)
        _ = apply(.setHighlighted(true))
        return events
    }
}

/// Breaks `tracking.disabled-ignores-touches`: a disabled slider tracks a touch on its thumb
/// (as if it were enabled for the touch-down).
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, `isEnabled = false`, a
/// touch-down on the thumb).
@MainActor
package final class TracksWhileDisabled: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .touchBegan = operation, !current.isEnabled, !current.isTracking else { return apply(operation) }
        _ = apply(.setEnabled(true))
        let events = apply(operation)
        _ = apply(.setEnabled(false))
        return events
    }
}

/// Breaks `tracking.single-touch`: a second finger touching down while a touch is tracked sends
/// `valueChanged`.
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, a touch-down on the thumb,
/// another touch-down).
@MainActor
package final class SecondTouchSendsEvent: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .touchBegan = operation, current.isEnabled, current.isTracking else { return apply(operation) }
        return apply(operation) + [.valueChanged(current.value)]
    }
}

/// Breaks `tracking.continuous-events`: a continuous move that changes the value sends
/// `valueChanged` carrying the value from before the move.
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, a touch-down on the thumb, a
/// move that changes the value).
@MainActor
package final class MoveEventCarriesOldValue: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .touchMoved = operation, current.isTracking, current.isContinuous else { return apply(operation) }
        let before = current.value
        let events = apply(operation)
        return sameFloat(before, current.value) ? events : [.valueChanged(before)]
    }
}

/// Breaks `tracking.unchanged-move-event`: of the continuous moves that leave the value
/// unchanged, the odd-numbered send `valueChanged` and the even-numbered send nothing — each
/// reading is allowed, but not both. The checker blames `tracking.continuous-events`, which also
/// governs the events of a move and comes first, so the kill matrix records this mutant as a
/// known gap.
/// Shortest exposing sequence: 4 operations (`bounds = 200 × 34`, a touch-down on the thumb, two
/// moves that leave the value unchanged).
@MainActor
package final class AlternatesUnchangedMoveEvent: TouchMutantSlider {
    private var unchangedMoves = 0

    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .touchMoved = operation, current.isTracking, current.isContinuous else { return apply(operation) }
        let before = current.value
        let events = apply(operation)
        guard sameFloat(before, current.value) else { return events }
        unchangedMoves += 1
        return unchangedMoves % 2 == 0 ? [] : events
    }
}

/// Breaks `tracking.discrete-events`, only while not continuous: a move of a discrete slider
/// sends `valueChanged`.
/// Shortest exposing sequence: 4 operations (`bounds = 200 × 34`, `isContinuous = false`, a
/// touch-down on the thumb, a move).
@MainActor
package final class DiscreteMoveSendsEvent: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .touchMoved = operation, current.isTracking, !current.isContinuous else { return apply(operation) }
        return apply(operation) + [.valueChanged(current.value)]
    }
}

/// Breaks `tracking.release-event` (under `uikit-observed`, where every release sends one): a
/// release that leaves the value where the last event reported it sends nothing. The checker
/// blames `tracking.continuous-events`, which also governs the events of a release and comes
/// first, so the kill matrix records this mutant as a known gap.
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, a touch-down on the thumb, its
/// release where it began).
@MainActor
package final class SkipsUnchangedReleaseEvent: TouchMutantSlider {
    override class var baseType: ReferenceImplementation.Type { UIKitModelImplementation.self }
    /// The value the last event of the touch reported, or the value at touch-down.
    private var reported: Float = 0

    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        let wasTracking = current.isTracking
        let events = apply(operation)
        switch operation {
        case .touchBegan where !wasTracking && current.isTracking:
            reported = current.value
        case .touchMoved where wasTracking:
            if let last = events.last { reported = last.value }
        case .touchEnded where wasTracking:
            if sameFloat(reported, current.value) { return [] }
        default:
            break
        }
        return events
    }
}

/// Breaks `tracking.release-moves-value`: where the finger lifts is ignored, and the value stays
/// where the last move (or the touch-down) put it.
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, a touch-down on the thumb, a
/// release more than 1.5 points away).
@MainActor
package final class ReleaseIgnoresLiftPosition: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .touchEnded(touch) = operation, current.isTracking else { return apply(operation) }
        return apply(.touchEnded(Touch(x: fingerX, y: touch.y, time: touch.time)))
    }
}

/// Breaks `tracking.cancel`: a cancelled touch puts the value back where it was at touch-down
/// without telling targets, though they had heard of another value.
/// Shortest exposing sequence: 4 operations (`bounds = 200 × 34`, a touch-down on the thumb, a
/// move that changes the value, the cancel).
@MainActor
package final class CancelRevertsSilently: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .touchCancelled = operation, current.isTracking else { return apply(operation) }
        let events = apply(operation)
        _ = apply(.setValue(valueAtTouchDown))
        return events
    }
}

/// Breaks `tracking.disabled-while-tracking`: disabling the slider during a touch ends the touch
/// but leaves the slider highlighted — neither reading.
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, a touch-down on the thumb,
/// `isEnabled = false`).
@MainActor
package final class DisablingMidTouchKeepsHighlight: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard operation == .setEnabled(false), current.isTracking else { return apply(operation) }
        return applyThenDropTouchKeepingHighlight(operation)
    }
}

/// Breaks `tracking.touch-down-event`: a track tap makes the thumb jump under the finger and
/// sends `valueChanged` carrying the value from before the jump.
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, a tap on the track away from the thumb).
@MainActor
package final class TouchDownEventCarriesOldValue: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .touchBegan(touch) = operation, current.readLanding(of: touch) == .track else { return apply(operation) }
        let before = current.value
        trackCentred(under: touch)
        return [.valueChanged(before)]
    }
}

/// Breaks `tracking.value-set-while-tracking`: `value =` during a touch stores the value and
/// ends the touch silently (as a cancel would, but leaving `isHighlighted` as it was), where either reading
/// lets the touch go on.
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, a touch-down on the thumb,
/// `value =`).
@MainActor
package final class ValueSetMidTouchEndsTouch: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .setValue = operation, current.isTracking else { return apply(operation) }
        return applyThenDropTouchKeepingHighlight(operation)
    }
}

/// Breaks `tracking.continuous-toggled-mid-touch`: once `isContinuous` changed during a touch,
/// every event of the rest of the touch is sent twice (neither setting sends two at once).
/// Shortest exposing sequence: 4 operations (`bounds = 200 × 34`, a touch-down on the thumb,
/// `isContinuous = false`, the release).
@MainActor
package final class DoublesEventsAfterContinuityToggle: TouchMutantSlider {
    private var toggled = false

    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case .touchBegan where !current.isTracking:
            toggled = false
        case let .setContinuous(flag) where current.isTracking && flag != current.isContinuous:
            toggled = true
        case .touchMoved where current.isTracking && toggled, .touchEnded where current.isTracking && toggled:
            let events = apply(operation)
            return events + events
        default:
            break
        }
        return apply(operation)
    }
}

/// Breaks `tracking.empty-range`: while `minimumValue == maximumValue`, a touch tracks but the
/// slider does not highlight.
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, `maximumValue = 0`, a
/// touch-down on the thumb).
@MainActor
package final class EmptyRangeTouchSkipsHighlight: TouchMutantSlider {
    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .touchBegan = operation, !current.isTracking, current.minimumValue == current.maximumValue else {
            return apply(operation)
        }
        let events = apply(operation)
        if current.isTracking { _ = apply(.setHighlighted(false)) }
        return events
    }
}

extension MutantCatalogue {
    @MainActor static let tracking: [Entry] = [
        Entry(SendsEventOnTouchDown.self, breaks: .trackingBeginsOnThumb, minimalLength: 2, "a touch-down on the thumb sends valueChanged"),
        Entry(IgnoresTouchesBesideThumb.self, breaks: .trackingNearThumb, minimalLength: 2, profile: .uikitObserved,
              "a touch beside the thumb is ignored"),
        Entry(JumpsHalfwayToTap.self, breaks: .trackingTrackTap, minimalLength: 2, "a track tap jumps only halfway to the finger"),
        Entry(HighlightsOnOffTargetTouch.self, breaks: .trackingOffTarget, minimalLength: 2, "an off-target touch highlights the slider"),
        Entry(CentresThumbUnderFinger.self, breaks: .trackingGrabOffset, minimalLength: 2, profile: .uikitObserved,
              "the thumb centres under the finger at touch-down"),
        Entry(LagsOnThirdMove.self, breaks: .trackingValueFollowsTouch, minimalLength: 5,
              "the third move of a touch is read at the previous position"),
        Entry(StaysHighlightedAfterDiscreteRelease.self, breaks: .trackingHighlighted, minimalLength: 4,
              "a discrete slider stays highlighted after a release"),
        Entry(TracksWhileDisabled.self, breaks: .trackingDisabledIgnoresTouches, minimalLength: 3, "a disabled slider tracks a touch"),
        Entry(SecondTouchSendsEvent.self, breaks: .trackingSingleTouch, minimalLength: 3,
              "a second touch-down while tracking sends valueChanged"),
        Entry(MoveEventCarriesOldValue.self, breaks: .trackingContinuousEvents, minimalLength: 3,
              "a continuous move's event carries the value before the move"),
        Entry(AlternatesUnchangedMoveEvent.self, breaks: .trackingUnchangedMoveEvent, minimalLength: 4,
              "unchanged moves alternately send valueChanged and nothing"),
        Entry(DiscreteMoveSendsEvent.self, breaks: .trackingDiscreteEvents, minimalLength: 4, "a discrete move sends valueChanged"),
        Entry(SkipsUnchangedReleaseEvent.self, breaks: .trackingReleaseEvent, minimalLength: 3, profile: .uikitObserved,
              "a release that changes nothing sends no event"),
        Entry(ReleaseIgnoresLiftPosition.self, breaks: .trackingReleaseMovesValue, minimalLength: 3,
              "the release keeps the last move's value"),
        Entry(CancelRevertsSilently.self, breaks: .trackingCancel, minimalLength: 4,
              "a cancel restores the value at touch-down without an event, though targets heard another"),
        Entry(DisablingMidTouchKeepsHighlight.self, breaks: .trackingDisabledWhileTracking, minimalLength: 3,
              "disabling mid-touch ends the touch but keeps the highlight"),
        Entry(TouchDownEventCarriesOldValue.self, breaks: .trackingTouchDownEvent, minimalLength: 2,
              "a track tap's jump sends valueChanged with the value before it"),
        Entry(ValueSetMidTouchEndsTouch.self, breaks: .trackingValueSetWhileTracking, minimalLength: 3,
              "value = during a touch ends the touch"),
        Entry(DoublesEventsAfterContinuityToggle.self, breaks: .trackingContinuousToggledMidTouch, minimalLength: 4,
              "after isContinuous changes mid-touch, each event is sent twice"),
        Entry(EmptyRangeTouchSkipsHighlight.self, breaks: .trackingEmptyRange, minimalLength: 3,
              "a touch on an empty range tracks without highlighting"),
    ]
}
