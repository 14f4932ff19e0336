import SliderSpec

extension Shrinker.Search {
    /// Gives one operation a simpler argument while a later touch lands where the finger then
    /// was, on the thumb's centre or at an end of the track, for failures that need a drag only
    /// somewhere in the gesture: moves to 0, 2, 0 become moves to 0, 0 and the track's end (which
    /// `lowerWholeNumbers` then brings back). Only short sequences; every candidate is simpler at
    /// the first operation it changes. Stops at the first success; returns whether it found one.
    mutating func simplifyBeforeATouch() -> Bool {
        guard best.count >= 2, best.count <= Self.pairPassLength, best.contains(where: \.isTouch) else { return false }
        let states = Self.states(of: best, profile: profile)
        for first in best.indices {
            for simpler in OperationSimplifier.candidates(for: best[first], before: states[first]) where simpler.kind == best[first].kind {
                var base = best
                base[first] = simpler
                let changed = Self.states(of: base, profile: profile)
                for second in best.indices.dropFirst(first + 1) where best[second].isTouch {
                    let track = changed[second].geometry.trackRect
                    let partners = OperationSimplifier.alternatives(for: best[second], before: changed[second])
                        + [track.minX, track.maxX].compactMap { Self.touch(best[second], movedTo: $0) }
                    for partner in partners where partner.kind == best[second].kind && partner != best[second] {
                        var candidate = base
                        candidate[second] = partner
                        if attempt(candidate) { return true }
                        if stoppedBy != nil { return false }
                    }
                }
            }
        }
        return false
    }

    /// `operation`, a touch down, move or release, at `x`; nil for other operations.
    static func touch(_ operation: SliderOperation, movedTo x: Double) -> SliderOperation? {
        switch operation {
        case let .touchBegan(touch): .touchBegan(Touch(x: x, y: touch.y, time: touch.time))
        case let .touchMoved(touch): .touchMoved(Touch(x: x, y: touch.y, time: touch.time))
        case let .touchEnded(touch): .touchEnded(Touch(x: x, y: touch.y, time: touch.time))
        default: nil
        }
    }
}
