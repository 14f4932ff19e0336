import SliderSpec
import Testing

@Suite("Whether the percentage's arithmetics give different texts is told as rounding each would tell it")
struct PercentArithmeticsDifferTests {
    /// Values across several ranges, each step of 1/200 of the range and its neighbours a unit in
    /// the last place away, and the catalogue's examples (0.025 in 0 … 1, 0.4 in −8 … 8):
    /// `percentArithmeticsDiffer` is true exactly when two of the three percents round to
    /// different whole numbers under either rounding. (Run once against a shortcut that called
    /// three percents between the same two whole numbers alike, a half among them: it failed.)
    @Test("percentArithmeticsDiffer as the whole percents of the three arithmetics say")
    func differAsRounded() {
        var differing = 0
        var compared = 0
        for (minimum, maximum) in [(Float(0), Float(1)), (-8, 8), (0, 200), (-1, 3), (-300, -100), (0, 3)] {
            var values = [Float(0.025), 0.4]
            for step in 0...200 {
                let onStep = minimum + (maximum - minimum) * Float(step) / 200
                values += [onStep.nextDown, onStep, onStep.nextUp]
            }
            for value in values {
                var slider = ReferenceSlider()
                var readings = Profile.documented.readings.preferredOnly
                var scratch: [ReferenceOutcome] = []
                for operation in [SliderOperation.setMinimumValue(minimum), .setMaximumValue(maximum), .setValue(value)] {
                    slider.applyPreferred(operation, readings: &readings, features: [], settling: true, scratch: &scratch)
                }
                let percents = [PercentArithmetic.floatProduct, .doubleProduct, .exactFraction].map { slider.percent($0) }
                var expected = false
                if let float = percents[0], let double = percents[1], let exact = percents[2] {
                    for (one, other) in [(float, double), (float, exact), (double, exact)] {
                        expected =
                            expected || one.rounded(.toNearestOrEven) != other.rounded(.toNearestOrEven)
                            || one.rounded(.toNearestOrAwayFromZero) != other.rounded(.toNearestOrAwayFromZero)
                    }
                }
                #expect(slider.percentArithmeticsDiffer == expected, "\(value) in \(minimum) … \(maximum)")
                if expected { differing += 1 }
                compared += 1
            }
        }
        #expect(compared > 3_000)
        #expect(differing > 10)
    }
}
