import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// Sliders that decide every touch (the thumb, the square beside it, the track's band, the
/// precision release's distance) by a closed or half-open comparison in `Float` or `Double`
/// conform under `precision-release` (which checks every touch rule of the documented profile
/// too), and each still fails with a bug of a point or more planted in it.
@MainActor
@Suite("Touch decisions computed in Float or Double conform; planted bugs still fail")
struct FloatEdgeVariantTests {
    @Test func closedEdgesInDoubleConform() {
        let found = ConformingVariantRun.counterexamples(DoubleClosedEdgeSlider.self, profile: .precisionRelease)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func halfOpenEdgesInDoubleConform() {
        let found = ConformingVariantRun.counterexamples(DoubleHalfOpenEdgeSlider.self, profile: .precisionRelease)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func closedEdgesInFloatConform() {
        let found = ConformingVariantRun.counterexamples(FloatClosedEdgeSlider.self, profile: .precisionRelease)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func halfOpenEdgesInFloatConform() {
        let found = ConformingVariantRun.counterexamples(FloatHalfOpenEdgeSlider.self, profile: .precisionRelease)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aHitSquareAPointTooWideFails() {
        #expect(ConformingVariantRun.fails(DoubleClosedEdgeSliderWithWideSquare.self, profile: .precisionRelease))
    }

    @Test func aTrackBandTwoPointsTooWideFails() {
        #expect(ConformingVariantRun.fails(DoubleHalfOpenEdgeSliderWithWideBand.self, profile: .precisionRelease))
    }

    @Test func aTrackBandTwoPointsTooNarrowFails() throws {
        // A tap 10 points below the track's centre jumps; one 21 points above must jump too.
        let result = SequenceCheck.run(
            DoubleHalfOpenEdgeSliderWithNarrowBand.self,
            [
                .setBounds(width: 200, height: 34), .touchBegan(Touch(x: 150, y: 27, time: 0)), .touchEnded(Touch(x: 150, y: 27, time: 0.01)),
                .touchBegan(Touch(x: 60, y: -4, time: 0.1)),
            ],
            profile: .precisionRelease)
        let violation = try #require(result.violation)
        #expect(violation.rule == .trackingTrackTap)
    }

    @Test func aReleaseReachOfTenPointsFails() {
        #expect(ConformingVariantRun.fails(FloatClosedEdgeSliderWithShortReach.self, profile: .precisionRelease))
    }

    @Test func aPublishedReachOfTenPointsInFloatFails() {
        #expect(ConformingVariantRun.fails(FloatHalfOpenEdgeSliderWithShortReach.self, profile: .precisionRelease))
    }
}
