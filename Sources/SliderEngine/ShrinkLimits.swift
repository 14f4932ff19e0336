/// Caps that end shrinking early with a partial result.
public struct ShrinkLimits: Sendable, Hashable {
    /// Successful shrinks at most.
    public var maxShrinks: Int
    /// Attempts in a row without success at most.
    public var maxStalledAttempts: Int
    /// Wall-clock seconds at most.
    public var seconds: Double

    /// Creates limits.
    public init(maxShrinks: Int = 1_000, maxStalledAttempts: Int = 20_000, seconds: Double = 10) {
        self.maxShrinks = maxShrinks
        self.maxStalledAttempts = maxStalledAttempts
        self.seconds = seconds
    }
}
