/// The outcomes an operation's rules build (`ReferenceOutcome.appendOutcomes`), in order: an
/// array whose slots outlive the outcomes, so that an outcome is moved in by exchanging it with
/// the outcome of an earlier operation its slot still holds, and emptying the list only forgets
/// how many it holds. There only for speed; read it as an array of outcomes.
// Performance: an array copied each outcome in (the value witness, two retains) and destroyed
// it when emptied (the runtime's generic `swift_arrayDestroy`), about 680 instructions an
// operation in the checker and the reference (callgrind).
struct OutcomeList: RandomAccessCollection, MutableCollection, Sendable {
    /// The outcomes, then (from `count` on) outcomes of earlier operations kept for their slots.
    private var slots: [ReferenceOutcome] = []
    /// How many of `slots` hold this list's outcomes.
    private(set) var count = 0

    /// An empty list.
    init() {}

    /// An empty list that reuses `array`'s storage, leaving `array` empty (`returnStorage(to:)`
    /// gives it back).
    init(reusing array: inout [ReferenceOutcome]) {
        swap(&slots, &array)
        count = 0
    }

    /// The first outcome's position, 0.
    var startIndex: Int { 0 }
    /// The position after the last outcome, `count`.
    var endIndex: Int { count }

    /// The outcome at `position`, read and changed where it lies.
    subscript(position: Int) -> ReferenceOutcome {
        _read {
            precondition(position < count, "index beyond the outcomes")
            yield slots[position]
        }
        _modify {
            precondition(position < count, "index beyond the outcomes")
            yield &slots[position]
        }
    }

    /// Moves `outcome` in, at the end. `outcome` is left holding an outcome of an earlier
    /// operation (or itself, copied in, when no slot was spare): nothing may read it afterwards.
    mutating func append(_ outcome: inout ReferenceOutcome) {
        if count < slots.count {
            exchangeInPlace(&slots[count], &outcome)
        } else {
            slots.append(outcome)
        }
        count += 1
    }

    /// Forgets every outcome, keeping their slots.
    mutating func removeAll() { count = 0 }

    /// Exchanges the outcome at `position` with `outcome`: for a caller that takes an outcome
    /// out of a slot it removes afterwards (`removeSubrange`), leaving there what it held.
    mutating func exchange(_ position: Int, with outcome: inout ReferenceOutcome) {
        precondition(position < count, "index beyond the outcomes")
        exchangeInPlace(&slots[position], &outcome)
    }

    /// Removes the last outcome, moved into `outcome` (whose value is left in its slot).
    mutating func removeLast(into outcome: inout ReferenceOutcome) {
        precondition(count > 0, "no outcome to remove")
        count -= 1
        exchangeInPlace(&slots[count], &outcome)
    }

    /// Removes the outcomes in `range`, the later ones moved down in order.
    mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.upperBound <= count, "range beyond the outcomes")
        let count = count
        slots.withUnsafeMutableBufferPointer { slots in
            guard let start = slots.baseAddress else { return }
            var target = range.lowerBound
            for source in range.upperBound..<count {
                exchangeInPlace(&start[target], &start[source])
                target += 1
            }
        }
        self.count -= range.count
    }

    /// The outcomes, as an array.
    var outcomes: [ReferenceOutcome] { Array(slots[..<count]) }

    /// Gives the storage back to `array`, holding this list's outcomes only.
    mutating func returnStorage(to array: inout [ReferenceOutcome]) {
        slots.removeSubrange(count...)
        count = 0
        swap(&slots, &array)
    }
}
