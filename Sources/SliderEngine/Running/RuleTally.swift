import SliderSpec

/// How many checked steps each rule decided, and how many divergences were blamed on it,
/// counted as steps are produced (never stored).
public struct RuleTally: Sendable, Equatable {
    /// Steps decided per rule, indexed by `RuleID.index`.
    private var decided: [Int] = []
    /// Divergences charged per rule, indexed by `RuleID.index`: every rule a step's root causes
    /// are charged to counts that step.
    private var diverged: [Int] = []

    /// No steps counted.
    public init() {}

    /// Counts `step`: every rule that decided it, and every rule a root cause there is charged
    /// to. A rule whose fields differed there only as a consequence of a root cause
    /// (`ConformanceChecker.Step.maskedRules`) is not counted as deciding it: the step is no
    /// evidence for it either way.
    public mutating func count(_ step: ConformanceChecker.Step) {
        if step.differs { return countDiffering(step) }
        countConforming(step)
    }

    /// Counts `step`, at which nothing differed (`ConformanceChecker.Step.differs` false, as
    /// the caller found): every rule that decided it. Always inlined, into the closure that
    /// records a checked sequence's steps.
    @inline(__always)
    mutating func countConforming(_ step: ConformanceChecker.Step) {
        // A fresh tally's first step: allocated at full size first, so that the fast path
        // counts it (on the empty array it copied the shared empty buffer, then took the slow path).
        if decided.isEmpty, step.rules.count > 0 { Self.grow(&decided, to: Self.minimumSize) }
        // About eighteen rules decide each step: count those already in range without checking
        // each access, then grow for any that are not (only the first steps of a run).
        let allSeen = decided.withUnsafeMutableBufferPointer { counts in
            step.rules.withIndices { Self.countInRange($0, into: counts) }
        }
        if !allSeen { countBeyond(step) }
    }

    /// Adds one to the count of each of `indices` that lies within `counts`; false when some did
    /// not (those are left uncounted). Four at a time, with one test for the four: read as one
    /// 64-bit word, none of them has a bit at or above a power of two no greater than the counts'
    /// length (the loop tested each index and ended after each, seven instructions a rule).
    @inline(__always)
    private static func countInRange(_ indices: UnsafeBufferPointer<UInt16>, into counts: UnsafeMutableBufferPointer<Int>) -> Bool {
        let length = counts.count
        guard length > 0, let base = indices.baseAddress else { return indices.isEmpty }
        let limit = 1 &<< (Int.bitWidth &- 1 &- length.leadingZeroBitCount)
        // The bits at or above `limit` in each of the word's four 16-bit indices.
        let beyond = UInt64(truncatingIfNeeded: ~(limit &- 1) & 0xFFFF) &* 0x0001_0001_0001_0001
        let words = UnsafeRawPointer(base)
        var allSeen = true
        var position = 0
        while position &+ 4 <= indices.count {
            if words.loadUnaligned(fromByteOffset: position &* 2, as: UInt64.self) & beyond == 0 {
                counts[Int(indices[position])] &+= 1
                counts[Int(indices[position &+ 1])] &+= 1
                counts[Int(indices[position &+ 2])] &+= 1
                counts[Int(indices[position &+ 3])] &+= 1
            } else {
                for index in indices[position..<position &+ 4] {
                    if Int(index) < length { counts[Int(index)] &+= 1 } else { allSeen = false }
                }
            }
            position &+= 4
        }
        while position < indices.count {
            let index = Int(indices[position])
            if index < length { counts[index] &+= 1 } else { allSeen = false }
            position &+= 1
        }
        return allSeen
    }

    /// Counts the rules of `step` that lay beyond the counts' length, once it is long enough:
    /// every index `countInRange` counted is not counted again. Kept out of line, so that the fast
    /// path does not keep a second copy of the step's rules for it.
    @inline(never)
    private mutating func countBeyond(_ step: ConformanceChecker.Step) {
        let counted = decided.count
        for rule in step.rules where Int(rule.index) >= counted { Self.increment(&decided, rule, by: 1) }
    }

    /// Counts a step at which something differed (the rare case, so no fast path).
    private mutating func countDiffering(_ step: ConformanceChecker.Step) {
        let masked = step.maskedRules
        for rule in step.rules where !masked.contains(rule) { Self.increment(&decided, rule, by: 1) }
        for violation in step.violations {
            for rule in violation.chargedRules { Self.increment(&diverged, rule, by: 1) }
        }
    }

    /// Adds every count of `other`.
    public mutating func add(_ other: RuleTally) {
        Self.add(other.decided, to: &decided)
        Self.add(other.diverged, to: &diverged)
    }

    /// Adds `decided` steps and `diverged` divergences to `rule` (what a fuzz worker counted).
    public mutating func add(decided steps: Int, diverged divergences: Int, to rule: RuleID) {
        if steps != 0 { Self.increment(&decided, rule, by: steps) }
        if divergences != 0 { Self.increment(&diverged, rule, by: divergences) }
    }

    /// Which of the two counts `forEachIncrease(of:since:_:)` compares.
    public enum Count: Sendable {
        /// Steps decided.
        case decided
        /// Divergences blamed.
        case diverged
    }

    /// Calls `body` with each rule index (`RuleID.index`) whose `count` grew since `earlier`, a
    /// tally this one was counted on from, and by how much; in index order, allocating nothing.
    public func forEachIncrease(of count: Count, since earlier: RuleTally, _ body: (_ index: Int, _ amount: Int) -> Void) {
        let (now, before) = count == .decided ? (decided, earlier.decided) : (diverged, earlier.diverged)
        for index in now.indices {
            let amount = now[index] - (index < before.count ? before[index] : 0)
            if amount != 0 { body(index, amount) }
        }
    }

    /// The steps `rule` decided.
    public func decided(_ rule: RuleID) -> Int { Self.count(decided, rule) }

    /// The divergences blamed on `rule`.
    public func diverged(_ rule: RuleID) -> Int { Self.count(diverged, rule) }

    private static func count(_ counts: [Int], _ rule: RuleID) -> Int {
        Int(rule.index) < counts.count ? counts[Int(rule.index)] : 0
    }

    private static func increment(_ counts: inout [Int], _ rule: RuleID, by amount: Int) {
        let index = Int(rule.index)
        if index >= counts.count { grow(&counts, to: index + 1) }
        counts[index] += amount
    }

    /// Adds `source` to `counts` entry by entry, through buffers and without overflow checks
    /// (as `count` adds; no count nears `Int.max`), so the loop is vectorised: the arrays'
    /// subscripts checked the index and the buffer's uniqueness at each of the 128 entries,
    /// about 1,900 instructions for each sequence a run adds (callgrind).
    private static func add(_ source: [Int], to counts: inout [Int]) {
        if source.count > counts.count { grow(&counts, to: source.count) }
        counts.withUnsafeMutableBufferPointer { counts in
            source.withUnsafeBufferPointer { source in
                for index in source.indices { counts[index] &+= source[index] }
            }
        }
    }

    /// The fewest entries a count array grows to: room for every catalogued rule (about 110),
    /// so a fresh tally, one per sequence checked, allocates once, not once per 64 rules.
    private static let minimumSize = 128

    /// Grows `counts` to at least `size` entries (and `minimumSize`), to the next multiple of 64
    /// so a run grows it rarely; an empty array is allocated at that size, not appended to.
    private static func grow(_ counts: inout [Int], to size: Int) {
        let capacity = (max(size, minimumSize) + 63) / 64 * 64
        if counts.isEmpty {
            counts = [Int](repeating: 0, count: capacity)
        } else {
            counts.append(contentsOf: repeatElement(0, count: capacity - counts.count))
        }
    }
}
