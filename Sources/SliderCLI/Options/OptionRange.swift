/// The values numeric options accept, each with the words a usage error shows. Bounds keep
/// every value far from what traps when it is turned into a duration or a count.
enum OptionRange {
    /// The longest `--time` or `--timeout`: a million seconds (about 11.5 days).
    static let maximumSeconds = 1_000_000.0
    /// The most sequences a run may ask for, and the most shards.
    static let maximumCount = 1_000_000_000
    /// The longest sequence.
    static let maximumLength = 100_000
    /// The deepest pipeline.
    static let maximumDepth = 100_000

    /// What `seconds` accepts.
    static let secondsDescription = "a number of seconds greater than 0 and at most 1000000, such as 2"

    /// A number of seconds greater than 0 and at most `maximumSeconds` (not `inf` or `nan`).
    static func seconds(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite, value > 0, value <= maximumSeconds else { return nil }
        return value
    }

    /// What `count(_:upTo:)` accepts, for the usage error.
    static func countDescription(upTo maximum: Int) -> String {
        "a whole number of at least 1 and at most \(maximum)"
    }

    /// A whole number from 1 to `maximum`.
    static func count(_ text: String, upTo maximum: Int) -> Int? {
        guard let value = Int(text), value >= 1, value <= maximum else { return nil }
        return value
    }
}
