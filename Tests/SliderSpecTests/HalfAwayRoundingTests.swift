import SliderSpec
import Testing

@Suite("The reference rounds halves away from zero exactly as `rounded()` does, without the C library")
struct HalfAwayRoundingTests {
    /// `slider` after `operations`, each applied as the reference prefers.
    static func slider(_ operations: [SliderOperation]) -> ReferenceSlider {
        var slider = ReferenceSlider()
        var readings = Profile.documented.readings.preferredOnly
        var scratch: [ReferenceOutcome] = []
        for operation in operations {
            slider.applyPreferred(operation, readings: &readings, features: [], settling: true, scratch: &scratch)
        }
        return slider
    }

    /// Values across several ranges, each step of 1/200 of the range and its neighbours a unit in
    /// the last place away (percentages on a half, just below and just above one): the text under
    /// each arithmetic and rounding is the whole percent `rounded(_:)` gives. (Run once against a
    /// rounding that sent an exact half towards zero: it failed.)
    @Test("accessibilityValue's whole percent, halves included")
    func percentText() {
        var halves = 0
        var compared = 0
        for (minimum, maximum) in [(Float(0), Float(1)), (-8, 8), (0, 200), (-1, 3), (-300, -100)] {
            for step in 0...200 {
                let onStep = minimum + (maximum - minimum) * Float(step) / 200
                for value in [onStep.nextDown, onStep, onStep.nextUp] {
                    let slider = Self.slider([.setMinimumValue(minimum), .setMaximumValue(maximum), .setValue(value)])
                    for arithmetic in [PercentArithmetic.floatProduct, .doubleProduct, .exactFraction] {
                        guard let percent = slider.percent(arithmetic) else { continue }
                        if percent - percent.rounded(.down) == 0.5 { halves += 1 }
                        let away = slider.accessibilityValue(arithmetic: arithmetic, rounding: .halfAwayFromZero)
                        let even = slider.accessibilityValue(arithmetic: arithmetic, rounding: .halfToEven)
                        #expect(away == "\(Int(percent.rounded(.toNearestOrAwayFromZero)))%", "\(percent)")
                        #expect(even == "\(Int(percent.rounded(.toNearestOrEven)))%", "\(percent)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 2_000)
        #expect(halves > 50)
    }

    /// Bounds whose classic layout centres the track and places the thumb on half points: each
    /// position is the one `rounded()` gives.
    @Test("the classic layout's positions, halves included")
    func classicLayout() {
        var halves = 0
        for width in stride(from: 100.0, through: 141, by: 1) {
            for height in stride(from: 20.0, through: 41, by: 1) {
                for value in [Float(0.125), 0.25, 0.5, 0.75] {
                    let geometry = Self.slider([.setBounds(width: width, height: height), .setValue(value)]).classicGeometry()
                    let thumbX = (width - ReferenceSlider.builtInThumbSize.width) * Double(value)
                    if thumbX - thumbX.rounded(.down) == 0.5 { halves += 1 }
                    #expect(geometry.thumbRect.minX == thumbX.rounded(), "\(width) × \(height), \(value)")
                    #expect(geometry.trackRect.minY == ((height - 4) / 2).rounded(), "\(width) × \(height)")
                }
            }
        }
        #expect(halves > 100)
    }
}
