/// The shapes a drawn number takes. Every numeric argument of every operation (the value and
/// the limits, Interface Builder's Value attributes, bounds, touch positions and times) draws
/// from every class, so a slider that mishandles one shape is caught whatever argument carries it.
package enum ValueClass: String, CaseIterable, Sendable {
    /// One of the argument's edges itself: a limit, the value, 0, -0.0, 1, the thumb's centre,
    /// a track end, a threshold such as 12 points or 0.05 s.
    case edge
    /// The float just above or just below one of the argument's edges.
    case ulpNeighbour
    /// A whole number in the argument's usual range: 3, -7, 200.
    case whole
    /// A whole number and a half: 2.5, -0.5.
    case half
    /// One or two decimals, as a person types them: 0.33, 12.75, -4.1 (the float nearest the
    /// decimal, as parsing the typed text gives it).
    case shortDecimal
    /// Any float in the argument's usual range, every bit of its significand drawn.
    case arbitrary
    /// A huge magnitude (and, for values, a tiny one): 1e7, -1e30, the greatest finite float.
    case large
}
