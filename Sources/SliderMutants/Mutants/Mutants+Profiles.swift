import SliderSpec

/// The base of the mutants checked under `precision-release`: it wraps
/// `PrecisionReferenceImplementation`, and releases a touch by its own precision rule — the most
/// recent value held for longer than `holdSeconds` is restored when the finger lifts within `reach`
/// points of where it was held (the reference: 0.05 s and 12 points). Left unmutated it conforms.
@MainActor
package class PrecisionMutantSlider: TouchMutantSlider {
    override class var baseType: ReferenceImplementation.Type { PrecisionReferenceImplementation.self }

    /// How long a value must be held to be restored (the reference: 0.05 s).
    class var holdSeconds: Double { 0.05 }
    /// How near where it was held the finger must lift (the reference: 12 points).
    class var reach: Double { 12 }

    /// The value the precision rule restores for a release at `touch`, or nil.
    func heldValue(releasedAt touch: Touch, holdSeconds: Double, reach: Double) -> Float? {
        for index in held.indices.reversed() {
            let until = index + 1 < held.count ? held[index + 1].time : touch.time
            guard until - held[index].time > holdSeconds else { continue }
            return abs(touch.x - held[index].x) <= reach ? held[index].value : nil
        }
        return nil
    }

    /// The value the mutated rule restores, given what the reference's rule restores.
    func mutatedHeldValue(releasedAt touch: Touch, reference: Float?) -> Float? {
        heldValue(releasedAt: touch, holdSeconds: Self.holdSeconds, reach: Self.reach)
    }

    override func touchStep(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .touchEnded(touch) = operation, current.isTracking else { return apply(operation) }
        let reference = heldValue(releasedAt: touch, holdSeconds: 0.05, reach: 12)
        // Every release is played out here, from the held values as the checker merges them (the
        // wrapped reference keeps equal values apart, so its own release can differ).
        if let restored = mutatedHeldValue(releasedAt: touch, reference: reference) {
            _ = apply(.touchCancelled(time: touch.time))
            _ = apply(.setValue(restored))
        } else {
            // Where the finger lifts sets the value, as a last move would.
            _ = apply(.touchMoved(touch))
            _ = apply(.touchCancelled(time: touch.time))
        }
        // The wrapped reference sends one event at every release.
        return [.valueChanged(current.value)]
    }
}

/// Breaks `precision.restores-held-value` (under `precision-release`): a value must be held for
/// longer than 0.1 s, not 0.05 s, to be restored (where the reference restores one).
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, a touch-down on the thumb at
/// time 0, a release 5 points away more than 0.05 s and at most 0.1 s later).
@MainActor
package final class RestoresOnlyAfterATenthOfASecond: PrecisionMutantSlider {
    override class var holdSeconds: Double { 0.1 }

    override func mutatedHeldValue(releasedAt touch: Touch, reference: Float?) -> Float? {
        reference == nil ? nil : super.mutatedHeldValue(releasedAt: touch, reference: reference)
    }
}

/// Breaks `precision.release-elsewhere` (under `precision-release`): a held value is restored
/// when the finger lifts within 24 points of where it was held, not 12 (where the reference
/// restores nothing).
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, a touch-down on the thumb at
/// time 0, a release 13 points to the right at time 0.05).
@MainActor
package final class RestoresWithinTwentyFourPoints: PrecisionMutantSlider {
    override class var reach: Double { 24 }

    override func mutatedHeldValue(releasedAt touch: Touch, reference: Float?) -> Float? {
        reference ?? super.mutatedHeldValue(releasedAt: touch, reference: reference)
    }
}

/// Breaks `callout.follows-thumb` (under `value-callout`): the callout's centre is placed at
/// value / maximum of the thumb's travel, ignoring the minimum — right only for ranges starting at 0.
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, `minimumValue = -1`, then a
/// step that sends `valueChanged`, such as `accessibilityIncrement()`: the callout is checked then).
@MainActor
package final class CalloutIgnoresMinimum: CalloutMutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        let geometry = observation.geometry
        observation.calloutCenterX =
            geometry.thumbRectAtMinimum.midX + Double(observation.value / observation.maximumValue) * geometry.thumbTravel
    }
}

extension MutantCatalogue {
    @MainActor static let profiles: [Entry] = [
        Entry(RestoresOnlyAfterATenthOfASecond.self, breaks: .precisionRestoresHeldValue, minimalLength: 3,
              profile: .precisionRelease, "a value must be held 0.1 s to be restored"),
        Entry(RestoresWithinTwentyFourPoints.self, breaks: .precisionReleaseElsewhere, minimalLength: 3,
              profile: .precisionRelease, "a held value is restored within 24 points"),
        Entry(CalloutIgnoresMinimum.self, breaks: .calloutFollowsThumb, minimalLength: 3, profile: .valueCallout,
              "the callout is placed at value / maximum"),
    ]
}
