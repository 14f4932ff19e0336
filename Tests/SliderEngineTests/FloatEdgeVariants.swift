import SliderSamples
import SliderSpec

/// A `SampleSlider` that decides every touch in the closed forms the sources describe, in the
/// arithmetic and with the edges its class chooses: the thumb, the 48 × 48 square around its
/// centre and the track's band (22 points above and below its centre) at touch-down, and, as
/// source 002's precision release, the newest hold that lasted longer than 0.05 s restored
/// when the release is within 12 points of it. Holds are kept one per touch-down and move, as
/// the article's algorithm records them ("after each movement").
///
/// `decidesInFloat` converts the touch and the geometry to `Float` before comparing (as code on
/// UIKit's `Float` value might); `closedEdges` tests `<=` where false tests half-open (`<` on the
/// far edges, as `CGRect.contains`). `measuresValue` measures the release distance as the value
/// difference scaled to the bounds' width (as 002's published slider does), else between finger
/// positions. Subclasses plant bugs by changing one of the sizes.
class FloatEdgeSlider: SampleSlider {
    class var decidesInFloat: Bool { false }
    class var closedEdges: Bool { true }
    class var measuresValue: Bool { false }
    /// The side of the square around the thumb's centre that starts tracking.
    class var hitSide: Double { 48 }
    /// How far above and below the track's centre a touch lands on the track.
    class var bandHalfHeight: Double { 22 }
    /// How near the release must be to a hold to restore it.
    class var releaseReach: Double { 12 }

    override class var implementationName: String { String(describing: self) }

    /// One value the touch set: the value, the finger's place and the time.
    private struct Hold {
        let value: Float
        let x: Double
        let time: Double
    }

    /// The holds of the current touch, one per touch-down and move, oldest first.
    private var holds: [Hold] = []

    override func beginTracking(_ touch: Touch) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let lands = Self.decidesInFloat ? Self.lands(Float.self, touch, thumb: thumb, track: track) : Self.lands(Double.self, touch, thumb: thumb, track: track)
        guard lands else { return false }
        value = valueForThumbCenter(x: touch.x)
        holds = [Hold(value: value, x: touch.x, time: touch.time)]
        return true
    }

    override func continueTracking(_ touch: Touch) -> Bool {
        let keepsTracking = super.continueTracking(touch)
        holds.append(Hold(value: value, x: touch.x, time: touch.time))
        return keepsTracking
    }

    override func endTracking(_ touch: Touch) {
        let release = valueForThumbCenter(x: touch.x)
        var final = release
        var until = touch.time
        for hold in holds.reversed() {
            if until - hold.time > 0.05 {
                let near = Self.decidesInFloat ? isNear(Float.self, hold, touch, release) : isNear(Double.self, hold, touch, release)
                if near { final = hold.value }
                break
            }
            until = hold.time
        }
        holds = []
        finishTracking(withFinalValue: final)
    }

    override func cancelTracking() {
        holds = []
        super.cancelTracking()
    }

    /// `a <= b` for closed edges, `a < b` for half-open ones.
    private static func below<T: BinaryFloatingPoint & Sendable>(_ a: T, _ b: T) -> Bool { closedEdges ? a <= b : a < b }

    /// Whether a touch-down lands on the thumb, beside it or on the track, computed in `T`.
    private static func lands<T: BinaryFloatingPoint & Sendable>(_: T.Type, _ touch: Touch, thumb: Rect, track: Rect) -> Bool {
        let x = T(touch.x), y = T(touch.y)
        let thumbX = T(thumb.minX), thumbY = T(thumb.minY), thumbWidth = T(thumb.width), thumbHeight = T(thumb.height)
        let onThumb = x >= thumbX && below(x, thumbX + thumbWidth) && y >= thumbY && below(y, thumbY + thumbHeight)
        let centreX = thumbX + thumbWidth / 2, centreY = thumbY + thumbHeight / 2, half = T(hitSide / 2)
        let besideThumb = x - centreX >= -half && below(x - centreX, half) && y - centreY >= -half && below(y - centreY, half)
        let trackX = T(track.minX), trackEnd = trackX + T(track.width), trackCentre = T(track.minY) + T(track.height) / 2
        let band = T(bandHalfHeight)
        let onTrack = x >= trackX && below(x, trackEnd) && y - trackCentre >= -band && below(y - trackCentre, band)
        return onThumb || besideThumb || onTrack
    }

    /// Whether the release is near enough to `hold` to restore it, computed in `T`.
    private func isNear<T: BinaryFloatingPoint & Sendable>(_: T.Type, _ hold: Hold, _ touch: Touch, _ release: Float) -> Bool {
        let reach = T(Self.releaseReach)
        guard Self.measuresValue else { return Self.below(abs(T(touch.x) - T(hold.x)), reach) }
        let distance = abs(T(hold.value) - T(release)) / abs(T(maximumValue) - T(minimumValue)) * T(bounds.width)
        return Self.below(distance, reach)
    }
}

/// Closed edges and the finger's distance, in `Double`.
final class DoubleClosedEdgeSlider: FloatEdgeSlider {}

/// Half-open edges and the published slider's value distance, in `Double`.
final class DoubleHalfOpenEdgeSlider: FloatEdgeSlider {
    override class var closedEdges: Bool { false }
    override class var measuresValue: Bool { true }
}

/// Closed edges and the finger's distance, in `Float`.
final class FloatClosedEdgeSlider: FloatEdgeSlider {
    override class var decidesInFloat: Bool { true }
}

/// Half-open edges and the published slider's value distance, in `Float`.
final class FloatHalfOpenEdgeSlider: FloatEdgeSlider {
    override class var decidesInFloat: Bool { true }
    override class var closedEdges: Bool { false }
    override class var measuresValue: Bool { true }
}

/// `DoubleClosedEdgeSlider` with a 50-point hit square: a touch a point beyond the 48-point
/// square, off the track, starts tracking. (A smaller square is no bug: `tracking.near-thumb`
/// lets any touch inside the 48-point square be ignored.)
final class DoubleClosedEdgeSliderWithWideSquare: FloatEdgeSlider {
    override class var hitSide: Double { 50 }
}

/// `DoubleHalfOpenEdgeSlider` whose track answers 24 points above and below its centre.
final class DoubleHalfOpenEdgeSliderWithWideBand: FloatEdgeSlider {
    override class var closedEdges: Bool { false }
    override class var measuresValue: Bool { true }
    override class var bandHalfHeight: Double { 24 }
}

/// `DoubleHalfOpenEdgeSlider` whose track answers only within 20 points of its centre: a tap
/// 21 points away is ignored where the jump reading the slider showed requires a jump. Random
/// sequences seldom show it (`tracking.track-tap` lets a slider ignore every track tap: it
/// takes a jump and an ignored tap in one sequence), so a fixed sequence pins it.
final class DoubleHalfOpenEdgeSliderWithNarrowBand: FloatEdgeSlider {
    override class var closedEdges: Bool { false }
    override class var measuresValue: Bool { true }
    override class var bandHalfHeight: Double { 20 }
}

/// `FloatClosedEdgeSlider` restoring only within 10 points of the hold.
final class FloatClosedEdgeSliderWithShortReach: FloatEdgeSlider {
    override class var decidesInFloat: Bool { true }
    override class var releaseReach: Double { 10 }
}

/// `FloatHalfOpenEdgeSlider` whose published measure restores only under 10 points.
final class FloatHalfOpenEdgeSliderWithShortReach: FloatEdgeSlider {
    override class var decidesInFloat: Bool { true }
    override class var closedEdges: Bool { false }
    override class var measuresValue: Bool { true }
    override class var releaseReach: Double { 10 }
}

/// `FloatHalfOpenEdgeSlider` whose track answers 23 points above and below its centre (random
/// sequences seldom touch between 22 and 23 points from the track's centre: a fixed sequence
/// pins it).
final class FloatHalfOpenEdgeSliderWithWideBand: FloatEdgeSlider {
    override class var decidesInFloat: Bool { true }
    override class var closedEdges: Bool { false }
    override class var measuresValue: Bool { true }
    override class var bandHalfHeight: Double { 23 }
}
