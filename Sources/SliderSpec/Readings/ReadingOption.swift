/// One answer to a question the sources leave open (or answer differently from real UIKit).
///
/// Each conforming enum is one question; its cases are the answers. `allCases` order is the
/// order the reference prefers when it must pick one (real UIKit's answer first where known).
public protocol ReadingOption: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == UInt8 {
    /// The question, as one line, e.g. "Raising `minimumValue` above `maximumValue`".
    static var question: String { get }
    /// The rule that states the question and its answers.
    static var rule: RuleID { get }
    /// What this answer does, as one line.
    var summary: String { get }
}

extension ReadingOption {
    /// The answer's name, as the catalogue and reports print it, e.g. `raisesMaximum`.
    public var name: String { String(describing: self) }
}

/// A set of answers still allowed for one question: all of a profile's allowed answers at the
/// start of a sequence, narrowed to those that match what the implementation did.
public struct ReadingSet<Option: ReadingOption>: Hashable, Sendable {
    // One bit per answer (no question has more than eight), so `Readings` stays small to copy.
    private var bits: UInt8

    private static func bit(_ option: Option) -> UInt8 { 1 << option.rawValue }

    /// A set holding exactly `option`.
    public init(single option: Option) { bits = Self.bit(option) }

    /// A set holding exactly `options`.
    public init(_ options: [Option]) { bits = options.reduce(0) { $0 | Self.bit($1) } }

    /// The set holding no answer, `ReadingSet([])` built without an array.
    // Performance: the matching starts several of these a step; `init(_:)` is a call (callgrind).
    static var empty: ReadingSet {
        @inline(__always) get { ReadingSet(bits: 0) }
    }

    /// The set whose answers are the bits of `bits`.
    private init(bits: UInt8) { self.bits = bits }

    /// Every answer.
    public static var any: ReadingSet { ReadingSet(Array(Option.allCases)) }

    /// True when `option` is still allowed.
    public func contains(_ option: Option) -> Bool { bits & Self.bit(option) != 0 }

    /// The allowed answers, in preference order.
    public var options: [Option] { Option.allCases.filter(contains) }

    /// Calls `body` with each allowed answer in preference order, allocating nothing.
    public func forEach(_ body: (Option) throws -> Void) rethrows {
        var remaining = bits
        while remaining != 0 {
            let position = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            if let option = Option(rawValue: UInt8(position)) { try body(option) }
        }
    }

    /// The preferred allowed answer: the first in declaration order.
    public var preferred: Option { preferredInline }

    /// `preferred`, always inlined (`preferred` itself is a call): for the matching and the
    /// reference's observation, which read it several times a step. (`branch` keeps the call:
    /// inlined there, it read its key path at run time, callgrind.)
    // Performance: inlined where the observation is written and matched, measured about 45 instructions/op (callgrind).
    var preferredInline: Option {
        @inline(__always) get { Option(rawValue: UInt8(bits == 0 ? 0 : bits.trailingZeroBitCount))! }
    }

    /// The least preferred allowed answer (the last `forEach` gives), or nil when none is.
    var lastAllowed: Option? {
        bits == 0 ? nil : Option(rawValue: UInt8(UInt8.bitWidth - 1 - bits.leadingZeroBitCount))
    }

    /// True when exactly one answer is allowed.
    public var isPinned: Bool { bits.nonzeroBitCount == 1 }

    /// The answers allowed by either set.
    public func union(_ other: ReadingSet) -> ReadingSet {
        var result = self
        result.bits |= other.bits
        return result
    }

    /// True when no answer is allowed.
    public var isEmpty: Bool { bits == 0 }

    /// What `effect` gives for every allowed answer when that is the same for all of them, or
    /// nil when two answers give different effects (or none is allowed).
    func commonEffect<Effect: Equatable>(_ effect: (Option) -> Effect) -> Effect? {
        var common: Effect?
        var differs = false
        forEach { option in
            guard !differs else { return }
            let each = effect(option)
            if let common, common != each { differs = true } else { common = each }
        }
        return differs ? nil : common
    }
}
