/// xoshiro256** (Blackman and Vigna, 2018): the suite's random source.
///
/// Seeded from one `UInt64` through `SplitMix64`, as the authors recommend. The algorithm and
/// the seeding are fixed forever, so a seed printed in a failure report reproduces the same
/// sequences on every machine and every Swift version. Draw values with the derivations in
/// `RandomSource+Draws.swift`, never with the standard library's `random(in:)` family, whose
/// algorithms may change between releases.
package struct Xoshiro256StarStar: RandomNumberGenerator, Hashable, Sendable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    /// Creates a generator whose state is four successive outputs of `SplitMix64(seed: seed)`.
    public init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        s0 = seeder.next()
        s1 = seeder.next()
        s2 = seeder.next()
        s3 = seeder.next()
    }

    /// The next 64 random bits (always inlined: a call cost about a third of a draw).
    @inline(__always)
    public mutating func next() -> UInt64 {
        let result = Self.rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = Self.rotateLeft(s3, by: 45)
        return result
    }

    /// `x` rotated left by `k` bits, 0 < `k` < 64: masking shifts, since `k` never overshifts
    /// (`<<` and `>>` would check for it on every draw).
    @inline(__always)
    private static func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
        (x &<< k) | (x &>> (64 - k))
    }
}

/// The suite's random source: `Xoshiro256StarStar`, seeded from a `UInt64`.
package typealias RandomSource = Xoshiro256StarStar
