/// A short ordered list of rules, stored inline (no allocation): the rules that decided one
/// step, in blame order.
public struct RuleList: Sequence, Sendable, Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The most rules one list holds.
    public static let capacity = 32
    /// The rules' interned indices, four to a word (visible to inlined code, `withIndices`).
    @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// The number of rules in the list.
    public private(set) var count = 0

    /// An empty list.
    public init() {}

    // Performance: inlined, a literal's rules are stored without a variadic array, measured 1,696 instructions/op.
    @inline(__always)
    public init(arrayLiteral elements: RuleID...) {
        for rule in elements { append(rule) }
    }

    /// The rule at `position`.
    public subscript(position: Int) -> RuleID {
        precondition(position >= 0 && position < count, "rule list index out of range")
        let index = withUnsafeBytes(of: words) { $0.load(fromByteOffset: position &* 2, as: UInt16.self) }
        return RuleID(interned: index)
    }

    /// Appends `rule`.
    public mutating func append(_ rule: RuleID) {
        precondition(count < Self.capacity, "a step decided by more than \(Self.capacity) rules")
        let position = count
        withUnsafeMutableBytes(of: &words) { $0.storeBytes(of: rule.index, toByteOffset: position &* 2, as: UInt16.self) }
        count = position &+ 1
    }

    /// Puts `rule` first.
    public mutating func prepend(_ rule: RuleID) {
        let rest = self
        self = [rule]
        self.append(contentsOf: rest)
    }

    /// Moves `rule`, when listed, after every other rule (blamed only when none of them governs
    /// the field).
    public mutating func moveToEnd(_ rule: RuleID) {
        guard contains(rule) else { return }
        var rest = RuleList()
        for each in self where each != rule { rest.append(each) }
        rest.append(rule)
        self = rest
    }

    /// Puts `rule` first, moving it there when listed (blamed before every other rule that
    /// governs the field).
    public mutating func moveToFront(_ rule: RuleID) {
        var rest = RuleList()
        rest.append(rule)
        for each in self where each != rule { rest.append(each) }
        self = rest
    }

    /// Appends every rule of `other`, in order.
    public mutating func append(contentsOf other: RuleList) {
        precondition(count + other.count <= Self.capacity, "a step decided by more than \(Self.capacity) rules")
        let position = count
        withUnsafeMutableBytes(of: &words) { target in
            withUnsafeBytes(of: other.words) { source in
                target.baseAddress!.advanced(by: position &* 2).copyMemory(from: source.baseAddress!, byteCount: other.count &* 2)
            }
        }
        count = position &+ other.count
    }

    /// The rules of `lhs`, then those of `rhs`.
    public static func + (lhs: RuleList, rhs: RuleList) -> RuleList {
        var result = lhs
        result.append(contentsOf: rhs)
        return result
    }

    /// Passes the rules' interned indices (`RuleID.index`), in order, to `body` without copying
    /// them: a caller counting rules per step reads them as plain integers.
    // Performance: inlinable, so another module's caller (`RuleTally`) gets it specialised, measured 158 instructions/op.
    @inlinable
    public func withIndices<Result>(_ body: (UnsafeBufferPointer<UInt16>) throws -> Result) rethrows -> Result {
        try withUnsafeBytes(of: words) { bytes in
            try body(UnsafeBufferPointer(start: bytes.baseAddress!.assumingMemoryBound(to: UInt16.self), count: count))
        }
    }

    public func makeIterator() -> Iterator { Iterator(list: self) }

    /// Iterates the rules in order, four from each word.
    public struct Iterator: IteratorProtocol {
        private let list: RuleList
        private var position = 0
        private var word: UInt64 = 0
        init(list: RuleList) { self.list = list }
        public mutating func next() -> RuleID? {
            guard position < list.count else { return nil }
            if position % 4 == 0 { word = list.word(position / 4) }
            let index = UInt16(truncatingIfNeeded: word)
            word >>= 16
            position += 1
            return RuleID(interned: index)
        }
    }

    /// The `index`-th word of the packed rule indices.
    private func word(_ index: Int) -> UInt64 {
        switch index {
        case 0: words.0
        case 1: words.1
        case 2: words.2
        case 3: words.3
        case 4: words.4
        case 5: words.5
        case 6: words.6
        default: words.7
        }
    }

    public var description: String { "[" + map(\.rawValue).joined(separator: ", ") + "]" }

    public static func == (lhs: RuleList, rhs: RuleList) -> Bool {
        lhs.count == rhs.count && lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
            && lhs.words.3 == rhs.words.3 && lhs.words.4 == rhs.words.4 && lhs.words.5 == rhs.words.5
            && lhs.words.6 == rhs.words.6 && lhs.words.7 == rhs.words.7
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
        hasher.combine(words.4)
        hasher.combine(words.5)
        hasher.combine(words.6)
        hasher.combine(words.7)
    }
}

extension RuleID {
    /// The identifier already interned at `index`.
    init(interned index: UInt16) { self.index = index }
}
