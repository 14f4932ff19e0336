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
    /// Mirrors each gesture (its touch down and every move and release up to its end) about the
    /// track's horizontal centre line, then about its vertical one, then its moves and release
    /// alone about where it began, where that makes the first touch it changes simpler: a touch
    /// 25 points above the track and one 25 points below it end at the one nearer 0, and a drag
    /// 13 points left and one 13 points right at the one to the right, whichever the seed drew.
    /// Stops at the first success; returns whether it found one.
    mutating func mirrorGestures() -> Bool {
        let states = Self.states(of: best, profile: profile)
        for start in best.indices {
            guard case let .touchBegan(down) = best[start] else { continue }
            let end = Self.gestureEnd(in: best, from: start)
            let track = states[start].geometry.trackRect
            let mirrors: [(first: Int, mirror: (Touch) -> Touch)] = [
                (start, { Touch(x: $0.x, y: 2 * track.midY - $0.y, time: $0.time) }),
                (start, { Touch(x: 2 * track.midX - $0.x, y: $0.y, time: $0.time) }),
                (start + 1, { Touch(x: 2 * down.x - $0.x, y: $0.y, time: $0.time) }),
            ]
            for (first, mirror) in mirrors {
                var candidate = best
                for index in first..<end {
                    if let moved = Self.touch(best[index], moved: mirror) { candidate[index] = moved }
                }
                // The first touch that changed must be simpler, coordinate by coordinate.
                guard let changed = (first..<end).first(where: { candidate[$0] != best[$0] }),
                    let was = Self.touch(of: best[changed]), let now = Self.touch(of: candidate[changed]),
                    now.x.isFinite, now.y.isFinite,
                    !FloatSimplicity.isSimpler(was.x, than: now.x), !FloatSimplicity.isSimpler(was.y, than: now.y),
                    FloatSimplicity.isSimpler(now.x, than: was.x) || FloatSimplicity.isSimpler(now.y, than: was.y)
                else { continue }
                if attempt(candidate) { return true }
                if stoppedBy != nil { return false }
            }
        }
        return false
    }

    /// The index after the gesture that begins at `start` in `operations`: after its release
    /// or cancellation, or at the next touch down or the end.
    static func gestureEnd(in operations: [SliderOperation], from start: Int) -> Int {
        var end = start + 1
        while end < operations.count {
            if case .touchBegan = operations[end] { break }
            end += 1
            if case .touchEnded = operations[end - 1] { break }
            if case .touchCancelled = operations[end - 1] { break }
        }
        return end
    }

    /// The touch of `operation`, a touch down, move or release; nil for other operations.
    static func touch(of operation: SliderOperation) -> Touch? {
        switch operation {
        case let .touchBegan(touch), let .touchMoved(touch), let .touchEnded(touch): touch
        default: nil
        }
    }

    /// `operation`, a touch down, move or release, with its touch moved by `moved`; nil for other operations.
    static func touch(_ operation: SliderOperation, moved: (Touch) -> Touch) -> SliderOperation? {
        switch operation {
        case let .touchBegan(touch): .touchBegan(moved(touch))
        case let .touchMoved(touch): .touchMoved(moved(touch))
        case let .touchEnded(touch): .touchEnded(moved(touch))
        default: nil
        }
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
