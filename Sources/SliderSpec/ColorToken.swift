/// An opaque, comparable stand-in for a `UIColor`.
///
/// Adapters map each token to one colour and back. JSON form: the name, `"color-1"`.
public struct ColorToken: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The token's name, e.g. `color-1`.
    public let name: String

    /// Creates a token with the given name.
    public init(_ name: String) { self.name = name }

    /// The palette the generator draws from, in canonical (shrinking) order.
    public static let palette: [ColorToken] = (1...3).map { ColorToken("color-\($0)") }

    /// The Swift identifier used for this token in generated snippets, e.g. `color1`.
    public var swiftIdentifier: String { swiftIdentifierForToken(name) }

    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    public static func < (lhs: ColorToken, rhs: ColorToken) -> Bool { lhs.name < rhs.name }
    public var description: String { name }
}
