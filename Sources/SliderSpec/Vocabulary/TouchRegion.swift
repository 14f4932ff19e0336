/// Where a touch-down lands, in the order the regions are tried: the thumb, the 48 × 48 point
/// square around its centre, the track's band, and elsewhere.
enum TouchRegion: Int {
    case thumb, nearThumb, track, offTarget
}

extension Rect {
    /// Where a point lies relative to a rectangle whose edges the sources leave open.
    enum Membership {
        /// Inside, farther from every edge than rounding reaches: inside under every reading.
        case inside
        /// Exactly on an edge: inside under a closed test, outside under an open or half-open one.
        case edge
        /// Not on an edge but within the rounding slack of one (`FloatRounding`): a test computed
        /// in floating point may decide it either way; `exactlyInside` is the exact decision.
        case nearEdge(exactlyInside: Bool)
        /// Outside, farther from the closed rectangle than rounding reaches.
        case outside
    }

    /// Whether the point is strictly inside, on an edge of, or outside this rectangle, exactly.
    func membership(x px: Double, y py: Double) -> Membership {
        guard px >= minX, px <= maxX, py >= minY, py <= maxY else { return .outside }
        return px > minX && px < maxX && py > minY && py < maxY ? .inside : .edge
    }

    /// `membership(x:y:)`, except that a point off the edges but within `slackX` of a vertical
    /// edge or `slackY` of a horizontal one (and within the rectangle grown by them) is `nearEdge`.
    func membership(x px: Double, y py: Double, slackX: Double, slackY: Double) -> Membership {
        let exact = membership(x: px, y: py)
        switch exact {
        case .edge, .nearEdge:
            return exact
        case .inside:
            let clear = px - minX > slackX && maxX - px > slackX && py - minY > slackY && maxY - py > slackY
            return clear ? .inside : .nearEdge(exactlyInside: true)
        case .outside:
            let near = px >= minX - slackX && px <= maxX + slackX && py >= minY - slackY && py <= maxY + slackY
            return near ? .nearEdge(exactlyInside: false) : .outside
        }
    }

    /// The largest magnitude among the rectangle's horizontal edges.
    var horizontalMagnitude: Double { max(abs(minX), abs(maxX)) }
    /// The largest magnitude among the rectangle's vertical edges.
    var verticalMagnitude: Double { max(abs(minY), abs(maxY)) }
}
