import SliderSpec

extension Shrinker.Search {
    /// Lowers each whole-number argument (a touch's position or time, a value or limit) to the
    /// whole number nearest zero, of the same sign, that still fails, by halving the interval
    /// between zero and the number: a drag of 155 points becomes the shortest that shows the
    /// failure, whatever length the seed drew. Assumes that a failure shown at one distance is
    /// shown at every greater one, and keeps only candidates that fail. Returns whether any
    /// argument changed.
    mutating func lowerWholeNumbers() -> Bool {
        var changed = false
        var index = 0
        while index < best.count, stoppedBy == nil {
            for argument in 0..<Self.numbers(in: best[index]).count {
                guard index < best.count, argument < Self.numbers(in: best[index]).count else { break }
                let (number, make) = Self.numbers(in: best[index])[argument]
                let magnitude = number.magnitude
                guard number.isFinite, number.rounded() == number, magnitude > 2, magnitude <= 1e6 else { continue }
                let sign: Double = number < 0 ? -1 : 1
                let kind = best[index].kind
                var (low, high) = (0.0, magnitude)
                while high - low > 1, stoppedBy == nil, index < best.count, best[index].kind == kind {
                    let middle = ((low + high) / 2).rounded(.down)
                    var candidate = best
                    candidate[index] = make(sign * middle)
                    if attempt(candidate) {
                        high = middle
                        changed = true
                    } else {
                        low = middle
                    }
                }
            }
            index += 1
        }
        return changed
    }

    /// The numeric arguments of `operation`, each with a function that makes the operation with
    /// that argument replaced.
    static func numbers(in operation: SliderOperation) -> [(Double, (Double) -> SliderOperation)] {
        func touch(_ touch: Touch, _ make: @escaping (Touch) -> SliderOperation) -> [(Double, (Double) -> SliderOperation)] {
            [(touch.x, { make(Touch(x: $0, y: touch.y, time: touch.time)) }),
             (touch.y, { make(Touch(x: touch.x, y: $0, time: touch.time)) }),
             (touch.time, { make(Touch(x: touch.x, y: touch.y, time: $0)) })]
        }
        switch operation {
        case let .setValue(value): return [(Double(value), { .setValue(Float($0)) })]
        case let .setValueAnimated(value, animated): return [(Double(value), { .setValueAnimated(Float($0), animated: animated) })]
        case let .setMinimumValue(value): return [(Double(value), { .setMinimumValue(Float($0)) })]
        case let .setMaximumValue(value): return [(Double(value), { .setMaximumValue(Float($0)) })]
        case let .touchBegan(value): return touch(value) { .touchBegan($0) }
        case let .touchMoved(value): return touch(value) { .touchMoved($0) }
        case let .touchEnded(value): return touch(value) { .touchEnded($0) }
        case let .touchCancelled(time): return [(time, { .touchCancelled(time: $0) })]
        default: return []
        }
    }
}
