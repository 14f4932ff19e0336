/// An opaque, comparable stand-in for a `UIImage`.
///
/// The suite never draws: it only asks whether the image a slider returns is the one it was
/// given. Adapters map each token to one image object and back. JSON form: the name, `"image-1"`.
public struct ImageToken: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The token's name, e.g. `image-1`.
    public let name: String

    /// Creates a token with the given name.
    public init(_ name: String) { self.name = name }

    /// The palette the generator draws from, in canonical (shrinking) order.
    public static let palette: [ImageToken] = (1...3).map { ImageToken("image-\($0)") }

    /// The image a real `UISlider` stores in the normal slot when `minimumTrackTintColor` is set
    /// (`uikit-observed` profile only).
    public static let systemTinted = ImageToken("system-tinted")

    /// The Swift identifier used for this token in generated snippets, e.g. `image1`.
    public var swiftIdentifier: String { swiftIdentifierForToken(name) }

    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    public static func < (lhs: ImageToken, rhs: ImageToken) -> Bool { lhs.name < rhs.name }
    public var description: String { name }
}

/// Turns a token name such as `image-1` into a Swift identifier such as `image1`.
func swiftIdentifierForToken(_ name: String) -> String {
    var result = ""
    var upperNext = false
    for character in name {
        if character.isLetter || character.isNumber {
            result.append(upperNext ? Character(character.uppercased()) : character)
            upperNext = false
        } else {
            upperNext = true
        }
    }
    return result.first?.isNumber == false ? result : "_" + result
}
