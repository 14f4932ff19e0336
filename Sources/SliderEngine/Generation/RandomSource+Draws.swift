/// The suite's own derivations of values from raw bits.
///
/// They are written out here rather than taken from the standard library's random APIs,
/// whose algorithms may change between releases, so that a seed gives the same values forever.
extension Xoshiro256StarStar {
    /// A uniform integer in `0..<bound` (`bound >= 1`), by Lemire's multiply-shift method with
    /// rejection. Always inlined, like `next()`: about five draws an operation, each a call.
    @inline(__always)
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound >= 1, "below(_:) needs a bound of at least 1, got \(bound)")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            // 2^64 mod range: low halves below this would make some results more likely.
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// True with probability `numerator / denominator` (`denominator >= 1`). Always inlined,
    /// like `below(_:)`.
    @inline(__always)
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    /// A uniform `Float` in `[0, 1)`: the top 24 bits of `next()` times 2^-24.
    public mutating func unitFloat() -> Float {
        Float(next() >> 40) * 0x1p-24
    }

    /// A uniformly chosen element of the non-empty collection `c`. Always inlined, like `below(_:)`.
    @inline(__always)
    public mutating func pick<C: Collection>(_ c: C) -> C.Element {
        precondition(!c.isEmpty, "pick(_:) needs a non-empty collection")
        return c[c.index(c.startIndex, offsetBy: below(c.count))]
    }

    /// A new, independent generator seeded from `next()`, e.g. one per generated sequence.
    public mutating func split() -> Xoshiro256StarStar {
        Xoshiro256StarStar(seed: next())
    }
}
