import SliderSpec

/// Maps the suite's image or colour tokens to objects of your own types and back, for an
/// adapter over a control with its own image and colour classes (`UIImage` and `UIColor`, or a
/// toolkit's). Each token gets one object, made the first time it is asked for; reading an
/// object back gives its token, by identity.
///
/// ```swift
/// let images = TokenTable<ImageTokenKind, UIImage> { token in
///     UIGraphicsImageRenderer(size: CGSize(width: token.size.width, height: token.size.height)).image { _ in }
/// }
/// case let .setMinimumValueImage(token): slider.minimumValueImage = images.object(for: token)
/// // in observe():
/// minimumValueImage: images.token(for: slider.minimumValueImage, unknown: .systemTinted)
/// ```
public final class TokenTable<Kind: TokenKind, Object: AnyObject> {
    private var objects: [(token: Token<Kind>, object: Object)] = []
    private let make: (Token<Kind>) -> Object

    /// A table that makes the object for a token with `make`.
    public init(make: @escaping (Token<Kind>) -> Object) { self.make = make }

    /// The object for `token`, the same one every time; nil for nil.
    public func object(for token: Token<Kind>?) -> Object? {
        guard let token else { return nil }
        if let known = objects.first(where: { $0.token == token }) { return known.object }
        let object = make(token)
        objects.append((token, object))
        return object
    }

    /// The token of `object`: the one it was made for, `unknown` for an object the table did not
    /// make (one the control made itself, such as a system-tinted image), nil for nil.
    public func token(for object: Object?, unknown: Token<Kind>) -> Token<Kind>? {
        guard let object else { return nil }
        return objects.first { $0.object === object }?.token ?? unknown
    }
}
