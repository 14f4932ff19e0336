/// What one numeric argument draws from: its edges, its usual range, and its huge magnitudes;
/// a draw first picks a `ValueClass`, then a number of that class.
struct NumberDomain<Number: BinaryFloatingPoint & Sendable>: Sendable {
    /// The argument's edges (non-empty, unless the draws are given them one at a time).
    var edges: [Number]
    /// Where whole numbers, halves and short decimals are drawn: the whole part runs through
    /// `centre - radius … centre + radius`, rounded towards zero and kept within ±100,000 (so a
    /// short decimal's hundredths are exact even in a `Float`); a NaN end counts as 0.
    var centre: Number
    /// See `centre`; arbitrary floats are drawn from the same interval.
    var radius: Number
    /// The huge (or tiny) magnitudes.
    var large: [Number]
    /// Whether the argument is a size, never negative: a negative draw gives its magnitude.
    var nonNegative = false

    /// A class, in the proportions they are drawn: edges three times in eleven, their ulp
    /// neighbours two, whole numbers two, the other classes one each. (One draw of eleven, as
    /// picking from the eleven written out, without building that array on every draw.)
    static func drawClass(using random: inout RandomSource) -> ValueClass {
        switch random.below(11) {
        case 0, 1, 2: .edge
        case 3, 4: .ulpNeighbour
        case 5, 6: .whole
        case 7: .half
        case 8: .shortDecimal
        case 9: .arbitrary
        default: .large
        }
    }

    /// A class, then a number of it.
    @inline(__always)
    func draw(using random: inout RandomSource) -> (ValueClass, Number) {
        let valueClass = Self.drawClass(using: &random)
        return (valueClass, draw(valueClass, using: &random))
    }

    /// A number of `valueClass`.
    @inline(__always)
    func draw(_ valueClass: ValueClass, using random: inout RandomSource) -> Number {
        draw(valueClass, edgeCount: edges.count, using: &random) { edges[$0] }
    }

    /// A class, then a number of it, the edges read from `edge` (see `draw(_:edgeCount:using:edge:)`).
    @inline(__always)
    func draw(edgeCount: Int, using random: inout RandomSource, edge: (Int) -> Number) -> (ValueClass, Number) {
        let valueClass = Self.drawClass(using: &random)
        return (valueClass, draw(valueClass, edgeCount: edgeCount, using: &random, edge: edge))
    }

    /// A number of `valueClass`, its edges read one at a time from `edge` (at `0..<edgeCount`,
    /// at least one) instead of from `edges`: the same draws as with `edges` holding them in that
    /// order, for a domain whose edges follow the reference's state and whose array was
    /// allocated for every draw (and is left empty).
    @inline(__always)
    func draw(_ valueClass: ValueClass, edgeCount: Int, using random: inout RandomSource, edge: (Int) -> Number) -> Number {
        let low = Self.wholePart(centre - radius), high = max(low, Self.wholePart(centre + radius))
        let whole = Number(low + random.below(high - low + 1))
        let drawn: Number =
            switch valueClass {
            case .edge: edge(random.below(edgeCount))
            case .ulpNeighbour:
                random.chance(1, in: 2) ? edge(random.below(edgeCount)).nextUp : edge(random.below(edgeCount)).nextDown
            case .whole: whole
            case .half: whole < 0 ? whole - 0.5 : whole + 0.5
            case .shortDecimal: typedDecimal(whole, using: &random)
            case .arbitrary: centre - radius + Self.unit(using: &random) * 2 * radius
            case .large: random.pick(large)
            }
        return nonNegative && drawn < 0 ? -drawn : drawn
    }

    /// `whole` with one or two decimals that make neither a whole number nor a half, as the
    /// float nearest the decimal: hundredths (or tenths) divided once, as parsing rounds them.
    private func typedDecimal(_ whole: Number, using random: inout RandomSource) -> Number {
        let tenths = random.chance(1, in: 3)
        let digits = tenths ? random.pick([1, 2, 3, 4, 6, 7, 8, 9]) : 1 + random.below(99)
        let fraction = tenths || digits != 50 ? digits : 49
        let scale = tenths ? 10 : 100
        let magnitude = Self.integer(whole.magnitude) * scale + fraction
        return Number(whole < 0 || (whole == 0 && random.chance(1, in: 4)) ? -magnitude : magnitude) / Number(scale)
    }

    /// `number` rounded towards zero into ±100,000; 0 for NaN. Always inlined (twice a draw).
    @inline(__always)
    static func wholePart(_ number: Number) -> Int {
        number.isNaN ? 0 : integer(min(max(number, -100_000), 100_000))
    }

    /// `number` (finite, within ±100,000) rounded towards zero, as `Int(number)` gives it, but
    /// through `Double`: the standard library converts a generic floating-point number to an
    /// integer bit by bit (`_convert(from:)`, about 70 instructions, twice a draw), while it
    /// widens one to `Double` exactly and converts a `Double` in one instruction.
    @inline(__always)
    private static func integer(_ number: Number) -> Int {
        Int(Double(number))
    }

    /// A uniform number in `[0, 1)` with every significand bit drawn: the top bits of `next()`
    /// times a power of two, both exact (for `Float`, `unitFloat()`).
    static func unit(using random: inout RandomSource) -> Number {
        let bits = Number.significandBitCount + 1
        return Number(random.next() >> UInt64(64 - bits)) * Number(sign: .plus, exponent: Number.Exponent(-bits), significand: 1)
    }
}
