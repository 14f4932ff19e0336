/// An opaque, comparable stand-in for an image or a colour, named like `image-1`.
///
/// The suite never draws: it only asks whether what a slider returns is what it was given.
/// Adapters map each token to one object of their own and back. JSON form: the name. Names
/// are interned, so a token copies and compares as a small integer.
public struct Token<Kind: TokenKind>: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The name's position in the process's table of interned token names.
    public let index: UInt16

    /// Creates a token with the given name.
    public init(_ name: String) { index = InternedNames.tokens.intern(name) }

    /// The token's name, e.g. `image-1`.
    public var name: String { InternedNames.tokens.name(index) }

    /// The token already interned at `index`.
    init(interned index: UInt16) { self.index = index }

    /// A token the suite names itself (the palettes and `system-tinted`): `index` is its place
    /// in `InternedNames.knownTokenNames`, which the table interns before any other name, so
    /// each such static is a constant, read on the hot path without a once-check. Debug builds
    /// check `name` against that place.
    init(known index: UInt16, _ name: StaticString) {
        assert(InternedNames.knownTokenNames[Int(index)] == "\(name)", "no token \(name) at \(index)")
        self.index = index
    }

    /// The palette the generator draws from, in canonical (shrinking) order: `image-1` … `image-3`.
    public static var palette: [Token] { Kind.palette }

    /// The Swift identifier used for this token in generated snippets, e.g. `image1`.
    public var swiftIdentifier: String {
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

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    public static func < (lhs: Token, rhs: Token) -> Bool { lhs.name < rhs.name }
    public static func == (lhs: Token, rhs: Token) -> Bool { lhs.index == rhs.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
    public var description: String { name }
}

/// What a `Token` stands for.
public protocol TokenKind: Sendable {
    /// The prefix of palette names, e.g. `image`.
    static var namePrefix: String { get }
    /// The UIKit class a snippet declares, e.g. `UIImage`.
    static var uikitType: String { get }
    /// The generator's palette, `<prefix>-1` … `<prefix>-3`.
    static var palette: [Token<Self>] { get }
}

/// Tokens that stand for `UIImage`s.
public enum ImageTokenKind: TokenKind {
    public static let namePrefix = "image"
    public static let uikitType = "UIImage"
    public static let palette = [first, second, third]
    /// The palette's images, constants that `ImageToken.size` tells apart.
    static let first = Token<Self>(known: 0, "image-1")
    static let second = Token<Self>(known: 1, "image-2")
    static let third = Token<Self>(known: 2, "image-3")
    /// See `ImageToken.systemTinted`.
    static let systemTinted = Token<Self>(known: 3, "system-tinted")
}

/// Tokens that stand for `UIColor`s.
public enum ColorTokenKind: TokenKind {
    public static let namePrefix = "color"
    public static let uikitType = "UIColor"
    public static let palette = [Token<Self>(known: 4, "color-1"), Token<Self>(known: 5, "color-2"), Token<Self>(known: 6, "color-3")]
}

/// A stand-in for a `UIImage`.
public typealias ImageToken = Token<ImageTokenKind>
/// A stand-in for a `UIColor`.
public typealias ColorToken = Token<ColorTokenKind>

extension Token where Kind == ImageTokenKind {
    /// The image's size in points, which geometry depends on: `image-1` is 16 × 16, `image-2`
    /// 24 × 24, `image-3` 32 × 20, `system-tinted` 4 × 4, and any other image 16 × 16.
    public var size: (width: Double, height: Double) {
        if self == ImageTokenKind.second { return (24, 24) }
        if self == ImageTokenKind.third { return (32, 20) }
        if self == ImageTokenKind.systemTinted { return (4, 4) }
        return (16, 16)
    }

    /// The image a real `UISlider` stores in the normal slot when `minimumTrackTintColor` is set
    /// (`uikit-observed` profile only).
    public static var systemTinted: ImageToken { ImageTokenKind.systemTinted }
}

