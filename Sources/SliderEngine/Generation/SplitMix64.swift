/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny 64-bit generator, used to seed
/// `Xoshiro256StarStar` from a single `UInt64`.
///
/// The algorithm is fixed forever: the same seed gives the same outputs on every machine and
/// every Swift version.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The whole state; it advances by the golden-ratio increment on every draw.
    private var state: UInt64

    /// Creates a generator whose first output is derived from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state = state &+ 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
