/// How far from a threshold a comparison computed in floating point may be decided the other
/// way: the rounding a slider makes when it tests a touch, a distance or a duration with a few
/// `Float` (or `Double`) operations on the numbers it was given.
///
/// A slider that tests `abs(touch.y - centre.y) <= 22` in `Double`, or converts the touch and
/// its geometry to `Float` first, decides a point a few ulps outside an edge as on it, and one a
/// few ulps inside as on it too. Every touch decision of the model (`tracking.edge-touch`,
/// `precision.restores-held-value`) therefore lets a point that close to its threshold go either
/// way, and decides points farther away exactly as before.
enum FloatRounding {
    /// How many `Float` ulps a decision may be off: converting each operand to `Float` (half an ulp
    /// each), one subtraction and one derived edge (a centre or a far edge) stay within four.
    static let ulps = 4.0

    /// The rounding slack at `magnitude`, the largest of the numbers a comparison works with
    /// (the touch, the edges, the centre, the half-size, the bounds): four `Float` ulps of it, at
    /// most `magnitude × 2⁻²¹`. Zero for a magnitude that is not finite (such a comparison is
    /// decided exactly).
    static func slack(atMagnitude magnitude: Double) -> Double {
        let slack = abs(magnitude) * ulps * Double(Float.ulpOfOne)
        return slack.isFinite ? slack : 0
    }

    /// True when `distance` lies within `slack` of `threshold`, so a `<`, `<=`, `>` or `>=`
    /// against it computed in floating point may come out either way.
    static func isNear(_ distance: Double, _ threshold: Double, slack: Double) -> Bool {
        abs(distance - threshold) <= slack
    }
}
