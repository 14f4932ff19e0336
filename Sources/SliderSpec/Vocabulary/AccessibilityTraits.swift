/// The accessibility traits the catalogue speaks of, mirroring `UIAccessibilityTraits`.
///
/// Only traits that a rule checks are recorded; an adapter reports the subset of the real
/// traits that appear here. JSON form: an array of names, `["adjustable"]`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt

    /// Creates a trait set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `UIAccessibilityTraits.adjustable`: VoiceOver's swipe up and down adjust the value.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 0)

    /// `UIAccessibilityTraits.notEnabled`: the element is disabled (the inverse of Interface
    /// Builder's "User Interaction Enabled" trait).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 1)

    private static let names: [(trait: AccessibilityTraits, name: String)] = [(.adjustable, "adjustable"), (.notEnabled, "notEnabled")]

    /// The names of the traits in the set.
    public var traitNames: [String] { Self.names.filter { contains($0.trait) }.map(\.name) }

    public var description: String { "[" + traitNames.map { "." + $0 }.joined(separator: ", ") + "]" }
}

extension AccessibilityTraits: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var traits = AccessibilityTraits()
        while !container.isAtEnd {
            let name = try container.decode(String.self)
            guard let entry = Self.names.first(where: { $0.name == name }) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected an accessibility trait such as \"adjustable\", found \"\(name)\"")
            }
            traits.insert(entry.trait)
        }
        self = traits
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for name in traitNames { try container.encode(name) }
    }
}
