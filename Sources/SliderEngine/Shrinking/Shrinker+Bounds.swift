import SliderSpec

extension Shrinker.Search {
    /// Tries `candidate`, which is `best` with the operation at `index` replaced; when that
    /// operation is bounds, also with the touches that follow it (up to the next bounds or load)
    /// kept at the same distance from their nearest edge, then moved as far as the thumb moved,
    /// then scaled with the bounds: a failure that needs a touch at a given place relative to the
    /// track still fails while the bounds shrink. True when a candidate was kept.
    mutating func attemptMovingTouchesWithBounds(_ candidate: [SliderOperation], changedAt index: Int) -> Bool {
        if attempt(candidate) { return true }
        guard stoppedBy == nil, case .setBounds = candidate[index] else { return false }
        let original = best[index]
        var tried = [candidate]
        let variants = [
            Self.withTouchesKeptAtTheirEdges(candidate, boundsAt: index, was: original),
            movedWithTheThumb(candidate, boundsAt: index),
            Self.withTouchesScaled(candidate, boundsAt: index, was: original),
        ]
        for case let variant? in variants where stoppedBy == nil && !tried.contains(variant) {
            if attempt(variant) { return true }
            tried.append(variant)
        }
        return false
    }

    /// `operations` whose bounds at `index` replaced `original`, with the touches that follow
    /// (up to the next bounds or load) scaled by as much as each side of the bounds was: a touch
    /// at three quarters of a billion-point slider lands at three quarters of a 200-point one.
    /// A side that was empty leaves its coordinate as it was. Nil when nothing moves.
    static func withTouchesScaled(_ operations: [SliderOperation], boundsAt index: Int, was original: SliderOperation) -> [SliderOperation]? {
        guard case let .setBounds(width, height) = operations[index], case let .setBounds(oldWidth, oldHeight) = original else { return nil }
        func scaled(_ coordinate: Double, _ new: Double, _ old: Double) -> Double {
            guard old > 0, old.isFinite, new.isFinite else { return coordinate }
            let result = coordinate * (new / old)
            return result.isFinite ? result : coordinate
        }
        func moved(_ touch: Touch) -> Touch {
            Touch(x: scaled(touch.x, width, oldWidth), y: scaled(touch.y, height, oldHeight), time: touch.time)
        }
        return movingTouches(operations, after: index, moved)
    }

    /// `operations` whose bounds at `index` replaced `original`, with the touches that follow
    /// (up to the next bounds or load) kept at the same distance from their nearest edge, so
    /// a touch beside the right end stays beside it; nil when nothing moves.
    static func withTouchesKeptAtTheirEdges(_ operations: [SliderOperation], boundsAt index: Int, was original: SliderOperation) -> [SliderOperation]? {
        guard case let .setBounds(width, height) = operations[index], case let .setBounds(oldWidth, oldHeight) = original else { return nil }
        func moved(_ touch: Touch) -> Touch {
            Touch(x: touch.x < oldWidth / 2 ? touch.x : touch.x + (width - oldWidth),
                  y: touch.y < oldHeight / 2 ? touch.y : touch.y + (height - oldHeight), time: touch.time)
        }
        return movingTouches(operations, after: index, moved)
    }

    /// `operations` with each touch after `index`, up to the next bounds or load, moved by
    /// `moved`; nil when nothing moves.
    private static func movingTouches(_ operations: [SliderOperation], after index: Int, _ moved: (Touch) -> Touch) -> [SliderOperation]? {
        var result = operations
        loop: for later in operations.indices.dropFirst(index + 1) {
            switch operations[later] {
            case .setBounds, .loadFromInterfaceBuilder: break loop
            case let .touchBegan(touch): result[later] = .touchBegan(moved(touch))
            case let .touchMoved(touch): result[later] = .touchMoved(moved(touch))
            case let .touchEnded(touch): result[later] = .touchEnded(moved(touch))
            default: break
            }
        }
        return result == operations ? nil : result
    }
}
