/// A semantic version, `major.minor.patch`, ordered by its numbers; it encodes as its text.
public struct SemanticVersion: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Incremented by a change that can break what worked.
    public let major: Int
    /// Incremented by an addition.
    public let minor: Int
    /// Incremented by a correction.
    public let patch: Int

    /// The version `major.minor.patch`.
    public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    /// Parses `1.2.3` (or `1.2`, patch 0); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        self.init(parts[0]!, parts[1]!, parts.count == 3 ? parts[2]! : 0)
    }

    /// `major.minor.patch`.
    public var description: String { "\(major).\(minor).\(patch)" }

    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = SemanticVersion(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected a version such as 1.2.0, found \"\(text)\""))
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
