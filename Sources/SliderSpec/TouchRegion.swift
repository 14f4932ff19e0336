/// Where a touch-down lands, in the order the regions are tried: the thumb, the 48 × 48 point
/// square around its centre, the track's band, and elsewhere.
enum TouchRegion: Int {
    case thumb, nearThumb, track, offTarget
}

extension Rect {
    /// Where a point lies relative to a rectangle whose edges the sources leave open.
    enum Membership {
        /// Strictly inside: inside under every reading of the edges.
        case inside
        /// On an edge: inside under a closed test, outside under an open or half-open one.
        case edge
        /// Outside even the closed rectangle.
        case outside
    }

    /// Whether the point is strictly inside, on an edge of, or outside this rectangle.
    func membership(x px: Double, y py: Double) -> Membership {
        guard px >= minX, px <= maxX, py >= minY, py <= maxY else { return .outside }
        return px > minX && px < maxX && py > minY && py < maxY ? .inside : .edge
    }
}
