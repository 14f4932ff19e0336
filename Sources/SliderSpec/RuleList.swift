/// A short ordered list of rules, stored inline (no allocation): the rules that decided one
/// step, in blame order.
public struct RuleList: Sequence, Sendable, Hashable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The most rules one list holds.
    public static let capacity = 32
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// The number of rules in the list.
    public private(set) var count = 0

    /// An empty list.
    public init() {}

    public init(arrayLiteral elements: RuleID...) {
        for rule in elements { append(rule) }
    }

    /// The rule at `position`.
    public subscript(position: Int) -> RuleID {
        precondition(position >= 0 && position < count, "rule list index out of range")
        let word: UInt64 =
            switch position / 4 {
            case 0: words.0
            case 1: words.1
            case 2: words.2
            case 3: words.3
            case 4: words.4
            case 5: words.5
            case 6: words.6
            default: words.7
            }
        return RuleID(interned: UInt16(truncatingIfNeeded: word >> UInt64((position % 4) * 16)))
    }

    /// Appends `rule`.
    public mutating func append(_ rule: RuleID) {
        precondition(count < Self.capacity, "a step decided by more than \(Self.capacity) rules")
        let shift = UInt64((count % 4) * 16)
        let bits = UInt64(rule.index) << shift
        switch count / 4 {
        case 0: words.0 |= bits
        case 1: words.1 |= bits
        case 2: words.2 |= bits
        case 3: words.3 |= bits
        case 4: words.4 |= bits
        case 5: words.5 |= bits
        case 6: words.6 |= bits
        default: words.7 |= bits
        }
        count += 1
    }

    /// Puts `rule` first.
    public mutating func prepend(_ rule: RuleID) {
        let rest = self
        self = [rule]
        for existing in rest { append(existing) }
    }

    /// The rules of `lhs`, then those of `rhs`.
    public static func + (lhs: RuleList, rhs: RuleList) -> RuleList {
        var result = lhs
        for rule in rhs { result.append(rule) }
        return result
    }

    public func makeIterator() -> Iterator { Iterator(list: self) }

    /// Iterates the rules in order.
    public struct Iterator: IteratorProtocol {
        let list: RuleList
        var position = 0
        public mutating func next() -> RuleID? {
            guard position < list.count else { return nil }
            defer { position += 1 }
            return list[position]
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
