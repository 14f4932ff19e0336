import SliderSpec

extension OperationGenerator {
    /// An operation as the generator drew it, with the class each numeric argument was drawn from.
    package struct Drawn: Sendable, Equatable {
        /// The operation.
        public var operation: SliderOperation
        /// The class each of the operation's numeric arguments was drawn from.
        public var classes: [NumericArgument: ValueClass]
    }

    /// Huge magnitudes of values and Interface Builder attributes.
    static let huge: [Float] = [1e7, -1e7, 1e30, -1e30, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
    /// Tiny magnitudes of values.
    static let tiny: [Float] = [.leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-30, -1e-30]
    /// `huge` then `tiny`: the large magnitudes of a value, limit or attribute.
    static let hugeAndTiny = huge + tiny
    /// The values only `robustness` draws.
    static let nonFinite: [Float] = [.nan, .infinity, -.infinity]
    /// Huge positions of a touch, far off the screen.
    static let farPositions: [Double] = [1e6, -1e6, 1e15, -1e15]

    /// A value of `valueClass`, relative to the reference's current state: edges are the limits,
    /// the value, 0, -0.0, 1, the middle of the range and its odd eighths (exact half percents);
    /// whole numbers, halves and short decimals run through the range, widened to at least ±10
    /// about its middle. The edge drawn is computed alone: this runs for every value drawn, and
    /// an array of the eleven was allocated each time.
    @inline(__always)
    func value(_ reference: inout ReferenceSlider, _ valueClass: ValueClass, using random: inout RandomSource) -> Float {
        let low = reference.minimumValue, high = reference.maximumValue
        func eighths(_ count: Float) -> Float { low + (high - low) * count / 8 }
        let centre = low / 2 + high / 2
        let radius = (high / 2 - low / 2).isFinite ? max(high / 2 - low / 2 + 1, 10) : .greatestFiniteMagnitude
        let domain = NumberDomain<Float>(edges: [], centre: centre.isFinite ? centre : 0, radius: radius, large: Self.hugeAndTiny)
        return domain.draw(valueClass, edgeCount: 11, using: &random) { index in
            switch index {
            case 0: low
            case 1: high
            case 2: reference.value
            case 3: 0
            case 4: -0.0
            case 5: 1
            case 6: centre
            case 7: eighths(1)
            case 8: eighths(3)
            case 9: eighths(5)
            default: eighths(7)
            }
        }
    }

    /// Interface Builder's Value attributes: as an inspector takes them, about ±20, the library's
    /// 0, 0.5 and 1 the edges; huge ones too, always finite.
    static let attributeDomain = NumberDomain<Float>(edges: [0, 0.5, 1, -1, 100], centre: 0, radius: 20, large: huge)

    /// Bounds widths: up to 400 points, the widths of `boundsChoices` the edges, 0 included.
    static let widthDomain = NumberDomain<Double>(
        edges: boundsChoices.map(\.0), centre: 200, radius: 200, large: [1e6, 16_777_216, 1e9], nonNegative: true)

    /// Bounds heights: up to 68 points, the heights of `boundsChoices` and 48 (the thumb's
    /// touch square) the edges.
    static let heightDomain = NumberDomain<Double>(
        edges: boundsChoices.map(\.1) + [48], centre: 34, radius: 34, large: [1e6, 1e9], nonNegative: true)

    /// Holds: how long after the latest touch event (or the sequence's schedule, for a touch-down;
    /// see `holdStart`) a touch comes, never negative: arbitrary ones under 0.2 s, short decimals under a second,
    /// source 002's 0.05 s and the times about it as edges (and 1 s), so holds fall on both
    /// sides of the precision release's threshold and on it.
    static let holdDomain = NumberDomain<Double>(
        edges: [0, 0.02, 0.03, 0.05, 0.06, 0.07, 0.08, 0.1, 1], centre: 0, radius: 0.2, large: [3_600, 1e6], nonNegative: true)

    /// Where a touch's time is counted from: during a touch, the time of its latest event; else
    /// step `length`'s place on a schedule of 0.05 s per step, or the latest touch's time when
    /// that is later. Times are the latest one plus a hold that is never negative, so a
    /// sequence's touch times never go backwards, as real touch timestamps never do.
    @inline(__always)
    func holdStart(_ reference: inout ReferenceSlider, _ length: Int) -> Double {
        ReferenceSlider.isTracking(&reference) ? reference.latestTouchTime : max(Double(length) * 0.05, reference.latestTouchTime)
    }

    /// Where a finger touches down: on the thumb (three times in six), 20 points beside it, on
    /// the track, or anywhere over the bounds and 20 points around them.
    enum TouchTarget { case thumb, beside, track, anywhere }

    /// A touch-down's target.
    func touchTarget(using random: inout RandomSource) -> TouchTarget {
        switch random.below(6) {
        case 0, 1, 2: .thumb
        case 3: .beside
        case 4: .track
        default: .anywhere
        }
    }

    /// A horizontal position of a touch-down aimed at `target`, with its class. Like every
    /// position, drawn with its edges computed one at a time (their arrays were allocated for
    /// every touch).
    @inline(__always)
    func touchDownX(_ reference: inout ReferenceSlider, _ target: TouchTarget, using random: inout RandomSource) -> (ValueClass, Double) {
        let geometry = reference.geometry, thumb = geometry.thumbRect, track = geometry.trackRect
        switch target {
        case .thumb:
            return NumberDomain(edges: [], centre: thumb.midX, radius: 3, large: Self.farPositions)
                .draw(edgeCount: 3, using: &random) { Self.edge($0, thumb.midX, thumb.minX, thumb.maxX) }
        case .beside:
            let x = thumb.midX + (random.below(2) == 0 ? -20 : 20)  // as picking from [-20, 20]
            return NumberDomain(edges: [], centre: x, radius: 3, large: Self.farPositions)
                .draw(edgeCount: 3, using: &random) { Self.edge($0, x, thumb.midX - 24, thumb.midX + 24) }
        case .track:
            return NumberDomain(edges: [], centre: track.midX, radius: track.width / 2, large: Self.farPositions)
                .draw(edgeCount: 3, using: &random) { Self.edge($0, track.minX, track.midX, track.maxX) }
        case .anywhere:
            let width = geometry.bounds.width
            return NumberDomain(edges: [], centre: width / 2, radius: width / 2 + 20, large: Self.farPositions)
                .draw(edgeCount: 4, using: &random) { $0 == 3 ? width + 20 : Self.edge($0, 0, width, -20) }
        }
    }

    /// A vertical position of a touch-down aimed at `target`, with its class.
    @inline(__always)
    func touchDownY(_ reference: inout ReferenceSlider, _ target: TouchTarget, using random: inout RandomSource) -> (ValueClass, Double) {
        let geometry = reference.geometry, thumb = geometry.thumbRect
        switch target {
        case .thumb:
            return NumberDomain(edges: [], centre: thumb.midY, radius: 3, large: Self.farPositions)
                .draw(edgeCount: 3, using: &random) { Self.edge($0, thumb.midY, thumb.minY, thumb.maxY) }
        case .beside:
            return NumberDomain(edges: [], centre: thumb.midY, radius: 1, large: Self.farPositions)
                .draw(edgeCount: 1, using: &random) { _ in thumb.midY }
        case .track: return stepY(&reference, using: &random)
        case .anywhere:
            let height = geometry.bounds.height
            return NumberDomain(edges: [], centre: height / 2, radius: height / 2 + 10, large: Self.farPositions)
                .draw(edgeCount: 4, using: &random) { $0 == 3 ? thumb.midY + 24 : Self.edge($0, 0, height, thumb.midY - 24) }
        }
    }

    /// Where the finger goes next, horizontally, with its class: a step from where it was, up
    /// to 40 points either way, with the 12-point reach of source 002 (and a point either side
    /// of it), 1,000 points and the track's ends as edges.
    @inline(__always)
    func stepX(_ reference: inout ReferenceSlider, using random: inout RandomSource) -> (ValueClass, Double) {
        let geometry = reference.geometry, track = geometry.trackRect
        let from = ReferenceSlider.tracking(&reference)?.heldSinceX ?? geometry.thumbRect.midX
        return NumberDomain(edges: [], centre: from, radius: 40, large: Self.farPositions).draw(edgeCount: 11, using: &random) { index in
            switch index {
            case 0: from + 0  // turns a −0 into 0, as the mapped step did
            case 1: from - 1_000
            case 2: from - 13
            case 3: from - 12
            case 4: from - 11
            case 5: from + 11
            case 6: from + 12
            case 7: from + 13
            case 8: from + 1_000
            case 9: track.minX
            default: track.maxX
            }
        }
    }

    /// Where the finger goes next, vertically, with its class: along the track, two points
    /// either way.
    @inline(__always)
    func stepY(_ reference: inout ReferenceSlider, using random: inout RandomSource) -> (ValueClass, Double) {
        let track = reference.geometry.trackRect
        return NumberDomain(edges: [], centre: track.midY, radius: 2, large: Self.farPositions)
            .draw(edgeCount: 3, using: &random) { Self.edge($0, track.midY, track.minY, track.maxY) }
    }

    /// The edge at `index` of the three `first`, `second`, `third` (the third for any index
    /// past the second).
    @inline(__always)
    static func edge(_ index: Int, _ first: Double, _ second: Double, _ third: Double) -> Double {
        switch index {
        case 0: first
        case 1: second
        default: third
        }
    }
}
