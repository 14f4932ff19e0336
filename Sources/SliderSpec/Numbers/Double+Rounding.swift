extension Double {
    /// The whole number nearest to this one, a half rounded away from zero: exactly `rounded()`
    /// (`.toNearestOrAwayFromZero`), without the C library's `round` that compiles to a call of
    /// about 20 instructions (the classic layout and the percentage round several times a step:
    /// callgrind). The part after the point, `self − truncated`, is exact, so a half rounds away
    /// from zero and anything below it does not; infinities and NaN come back as they are.
    var roundedHalfAwayFromZero: Double {
        let truncated = rounded(.towardZero)
        return (self - truncated).magnitude >= 0.5 ? truncated + (self < 0 ? -1 : 1) : truncated
    }
}
