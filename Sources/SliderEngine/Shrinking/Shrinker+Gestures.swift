import SliderSpec

extension Shrinker.Search {
    /// Moves each gesture as a whole (its touch down and every move and release up to its end)
    /// so that the touch down lands on a simpler position, trying the simplest first: a drag from
    /// -1 to 0 becomes a drag from 0 to 1, so that seeds that began the same gesture at different
    /// places end at the same one. Stops at the first success; returns whether it found one.
    mutating func translateGestures() -> Bool {
        let states = Self.states(of: best, profile: profile)
        for start in best.indices {
            guard case let .touchBegan(touch) = best[start] else { continue }
            var end = start + 1
            while end < best.count {
                if case .touchBegan = best[end] { break }
                end += 1
                if case .touchEnded = best[end - 1] { break }
                if case .touchCancelled = best[end - 1] { break }
            }
            guard end - start >= 2 else { continue }
            let geometry = states[start].geometry
            let shifts = FloatSimplicity.candidates(for: touch.x, context: [geometry.thumbRect.midX]).map { ($0 - touch.x, 0.0) }
                + FloatSimplicity.candidates(for: touch.y, context: [geometry.trackRect.midY]).map { (0.0, $0 - touch.y) }
            for (dx, dy) in shifts {
                var candidate = best
                for index in start..<end {
                    func moved(_ touch: Touch) -> Touch { Touch(x: touch.x + dx, y: touch.y + dy, time: touch.time) }
                    switch best[index] {
                    case let .touchBegan(touch): candidate[index] = .touchBegan(moved(touch))
                    case let .touchMoved(touch): candidate[index] = .touchMoved(moved(touch))
                    case let .touchEnded(touch): candidate[index] = .touchEnded(moved(touch))
                    default: break
                    }
                }
                if attempt(candidate) { return true }
                if stoppedBy != nil { return false }
            }
        }
        return false
    }
}

extension Shrinker.Search {
    /// How far above or below the slider `moveTouchDownsAway` puts a touch, in points.
    static var farAway: Double { 1_000 }

    /// Gives a touch down a simpler horizontal position while moving it far below, then far
    /// above, the slider, for failures that need the touch only to miss the thumb:
    /// `lowerWholeNumbers` then brings it back to the nearest height that still fails, so a
    /// touch beside the thumb, past the track's end or above it ends at the same place. Only
    /// short sequences. Stops at the first success; returns whether it found one.
    mutating func moveTouchDownsAway() -> Bool {
        guard best.count <= Self.pairPassLength else { return false }
        let states = Self.states(of: best, profile: profile)
        for index in best.indices {
            guard case let .touchBegan(touch) = best[index], touch.y.magnitude < Self.farAway else { continue }
            for x in FloatSimplicity.candidates(for: touch.x, context: [states[index].geometry.thumbRect.midX]) {
                for y in [Self.farAway, -Self.farAway] {
                    var candidate = best
                    candidate[index] = .touchBegan(Touch(x: x, y: y, time: touch.time))
                    if attempt(candidate) { return true }
                    if stoppedBy != nil { return false }
                }
            }
        }
        return false
    }
}
