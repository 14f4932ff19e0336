import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// A `SampleSlider` that maps the finger to a value in `Float` throughout, as code written
/// against `UISlider`'s `Float` value and limits might: the finger's x, the thumb centres at the
/// ends, the fraction and the value are all `Float`, the value interpolated as
/// `(1 - f) * minimum + f * maximum` (no range overflows). At the generator's widest bounds
/// (1e9 points) the finger's x alone is rounded by up to 32 points (issue 37).
class FloatTouchValueSlider: SampleSlider {
    override class var implementationName: String { String(describing: self) }
    /// How far right of the finger the thumb's centre is put: 0, or a planted bug.
    class var plantedOffset: Float { 0 }

    override func valueForThumbCenter(x: Double) -> Float {
        let track = trackRect(forBounds: bounds)
        let low = Float(thumbRect(forBounds: bounds, trackRect: track, value: minimumValue).midX)
        let high = Float(thumbRect(forBounds: bounds, trackRect: track, value: maximumValue).midX)
        let travel = high - low
        guard abs(travel) >= 1 else { return value }
        let fraction = (Float(x) + Self.plantedOffset - low) / travel
        guard !fraction.isNaN else { return value }
        let limited = min(max(fraction, 0), 1)
        return min(max((1 - limited) * minimumValue + limited * maximumValue, minimumValue), maximumValue)
    }
}

/// `FloatTouchValueSlider` with the thumb put 4 points right of the finger.
final class FloatTouchValueOffSlider: FloatTouchValueSlider {
    override class var plantedOffset: Float { 4 }
}

@MainActor
@Suite("A finger mapped to a value in Float")
struct FloatTouchValueVariantTests {
    @Test func aValueComputedInFloatFromTheFingerConformsUpToTheGeneratorsWidestBounds() {
        let found = ConformingVariantRun.counterexamples(FloatTouchValueSlider.self)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aThumbFourPointsFromTheFingerStillFails() {
        #expect(ConformingVariantRun.fails(FloatTouchValueOffSlider.self))
    }
}
