import SliderSpec

extension Shrinker.Search {
    /// The longest sequence whose deletions also try drags mirrored from the thumb (one more
    /// attempt per failed deletion, worth it only near the end).
    static var mirroredTouchLength: Int { 8 }

    /// `candidate` (which is `base` without `removed`) with each later touch that begins a
    /// gesture mirrored about the thumb's centre (as far on the other side of where the thumb is
    /// now as it was from where it was) or, `onCentre`, on the thumb's centre, and the moves and
    /// releases that follow it mirrored about where the gesture began: when a deletion moves the
    /// thumb to the other end of the track, a drag towards the middle stays a drag towards the
    /// middle, as long. Nil when no gesture begins after the deletion.
    func mirrored(_ candidate: [SliderOperation], removed: Range<Int>, original base: [SliderOperation], onCentre: Bool) -> [SliderOperation]? {
        guard candidate[removed.lowerBound...].contains(where: { if case .touchBegan = $0 { true } else { false } }) else { return nil }
        let original = Self.states(of: base, profile: profile)
        let shortened = Self.states(of: candidate, profile: profile)
        var result = candidate
        var origin: (was: Double, now: Double)?
        for index in removed.lowerBound..<candidate.count {
            func mirrored(_ touch: Touch) -> Touch {
                guard let origin else { return touch }
                return Touch(x: origin.now - (touch.x - origin.was), y: touch.y, time: touch.time)
            }
            switch candidate[index] {
            case let .touchBegan(touch):
                let was = original[index + removed.count].geometry.thumbRect.midX, now = shortened[index].geometry.thumbRect.midX
                let x = onCentre ? now : now - (touch.x - was)
                origin = (touch.x, x)
                result[index] = .touchBegan(Touch(x: x, y: touch.y, time: touch.time))
            case let .touchMoved(touch): result[index] = .touchMoved(mirrored(touch))
            case let .touchEnded(touch): result[index] = .touchEnded(mirrored(touch))
            default: break
            }
        }
        return result == candidate ? nil : result
    }
}

extension Shrinker.Search {
    /// Tries `candidate`, which is `best` with the operation at `index` replaced; on a short
    /// sequence whose later touches may have aimed at the thumb that replacement moved, also
    /// tries them moved with the thumb, then the drags mirrored (`attemptMirrored`). True when a
    /// candidate was kept.
    mutating func attemptMovingTouches(_ candidate: [SliderOperation], changedAt index: Int) -> Bool {
        if attempt(candidate) { return true }
        guard stoppedBy == nil, candidate.count <= Self.mirroredTouchLength else { return false }
        let base = best, after = index + 1..<index + 1
        if let moved = reanchored(candidate, removed: after, original: base), attempt(moved) { return true }
        return attemptMirrored(candidate, removed: after, original: base)
    }
}

extension Shrinker.Search {
    /// `candidate`, which is `best` with simpler bounds at `index`, with the later touches moved
    /// as far as the thumb moved (a touch beside the thumb in a taller slider stays beside it);
    /// nil when `index` does not hold bounds, a cap stopped the search, or nothing moves.
    func movedWithTheThumb(_ candidate: [SliderOperation], boundsAt index: Int) -> [SliderOperation]? {
        guard stoppedBy == nil, case .setBounds = candidate[index] else { return nil }
        return reanchored(candidate, removed: index + 1..<index + 1, original: best)
    }
}

extension Shrinker.Search {
    /// Tries `candidate` (`base` without `removed`) with its later drags mirrored about the thumb,
    /// then begun on the thumb's centre; true when one was kept.
    mutating func attemptMirrored(_ candidate: [SliderOperation], removed: Range<Int>, original base: [SliderOperation]) -> Bool {
        var tried: [[SliderOperation]] = []
        for onCentre in [false, true] where stoppedBy == nil {
            guard let mirrored = mirrored(candidate, removed: removed, original: base, onCentre: onCentre), !tried.contains(mirrored) else { continue }
            if attempt(mirrored) { return true }
            tried.append(mirrored)
        }
        return false
    }
}
