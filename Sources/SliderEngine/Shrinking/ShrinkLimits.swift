/// Caps that end shrinking early with a partial result. Every default cap counts work (attempts
/// and shrinks), so the same failure shrinks to the same result on every machine, whatever its
/// load or the subject's speed; the wall clock is only an optional safety net.
public struct ShrinkLimits: Sendable, Hashable {
    /// The default `maxAttempts`: more than five times the most any bundled shrink needed when
    /// it was set (about 18,000, a mutant of the kill matrix; about 8,700 in the bundled fuzz
    /// run; 565 for `bench`'s four needed operations among 1,600).
    public static let defaultMaxAttempts = 100_000

    /// Successful shrinks at most.
    public var maxShrinks: Int
    /// Attempts in a row without success at most.
    public var maxStalledAttempts: Int
    /// Candidate checks in all at most.
    public var maxAttempts: Int
    /// Wall-clock seconds at most, or nil for none (the default): a safety net whose result
    /// depends on the machine, so a shrink it stops says so.
    public var seconds: Double?

    /// Creates limits.
    public init(maxShrinks: Int = 1_000, maxStalledAttempts: Int = 20_000, maxAttempts: Int = defaultMaxAttempts, seconds: Double? = nil) {
        self.maxShrinks = maxShrinks
        self.maxStalledAttempts = maxStalledAttempts
        self.maxAttempts = maxAttempts
        self.seconds = seconds
    }

    /// How a shrink stopped by the safety net describes its cap, e.g. "the wall-clock safety net
    /// after 10 s".
    public static func safetyNetCap(_ seconds: Double) -> String {
        let shown = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
        return safetyNetPrefix + " after \(shown) s"
    }

    /// How every `safetyNetCap` begins.
    public static let safetyNetPrefix = "the wall-clock safety net"

}
