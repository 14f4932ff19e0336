/// Orders floating-point values from simple to complex for shrinking: 0, then small integers,
/// then short decimals, then long ones, then the infinities, then NaN. Works on `Float`
/// (values, limits) and `Double` (touch positions, times) alike, each in its own precision.
enum FloatSimplicity {
    /// A key that sorts simpler values first: (class, decimal digits, magnitude, negative).
    static func key<F: BinaryFloatingPoint>(_ value: F) -> (Int, Int, Double, Int) {
        if value.isNaN { return (4, 0, 0, 0) }
        if value.isInfinite { return (3, 0, 0, value < 0 ? 1 : 0) }
        let digits = decimalDigits(value)
        return (digits == nil ? 2 : digits! == 0 ? 0 : 1, digits ?? 0, Double(abs(value)), value.sign == .minus ? 1 : 0)
    }

    /// True when `candidate` is strictly simpler than `value`.
    static func isSimpler<F: BinaryFloatingPoint>(_ candidate: F, than value: F) -> Bool {
        key(candidate) < key(value)
    }

    /// The fewest decimal digits that write `value` exactly in its own type, up to 6; nil beyond.
    static func decimalDigits<F: BinaryFloatingPoint>(_ value: F) -> Int? {
        var scale = 1.0
        for digits in 0...6 {
            if F((Double(value) * scale).rounded() / scale) == value { return digits }
            scale *= 10
        }
        return nil
    }

    /// The largest magnitude whose candidates include the number a step of 1 or 0.5 away.
    static let stepReach = 1_000.0

    /// Simpler values to try in place of `value`, simplest first: canonical constants, the
    /// given context values (the current limits and value), and `value` rounded.
    static func candidates<F: BinaryFloatingPoint>(for value: F, context: [F]) -> [F] {
        var pool: [F] = [0, 1, -1, 2, 0.5, -0.5, 0.25, -0.25, 0.1, -0.1] + context
        if value.isFinite {
            pool.append(value.rounded(.towardZero))
            pool.append(value.rounded())
            // Same digits, smaller magnitude: 0.625 - 0.5 is 0.125. Only for small numbers:
            // a large one is lowered by halving (`Shrinker.Search.lowerWholeNumbers`), never a
            // step at a time.
            if Double(abs(value)) <= stepReach { pool += [value - 1, value + 1, value - 0.5, value + 0.5] }
            var scale: Double = 10
            for _ in 1...5 {
                pool.append(F((Double(value) * scale).rounded() / scale))
                scale *= 10
            }
        }
        var unique: [F] = []
        for candidate in pool where isSimpler(candidate, than: value) && !unique.contains(candidate) {
            unique.append(candidate)
        }
        return unique.sorted { key($0) < key($1) }
    }
}
