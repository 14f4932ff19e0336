import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// Source 002's published algorithm measuring its distance in `Float`, as the published slider does.
class FloatPublishedHoldsSlider: PublishedHoldsSlider {
    override class var measuresInFloat: Bool { true }
}

/// `FloatPublishedHoldsSlider` that counts only holds longer than 0.1 s.
final class FloatPublishedHoldsSliderWithLongHold: FloatPublishedHoldsSlider {
    override class var holdSeconds: Double { 0.1 }
}

@MainActor
@Suite("Holds are kept one per move, as source 002 and its published slider keep them")
struct HoldsPerMoveVariantTests {
    /// The issue's reproduction: a move that leaves the value where it was is a hold of its own,
    /// so neither 0.04 s hold at x = 150 counts and the release point's value stands.
    private static let twoShortHolds: [SliderOperation] = [
        .setBounds(width: 200, height: 34), .setValue(0.5), .touchBegan(Touch(x: 100, y: 17, time: 0)),
        .touchMoved(Touch(x: 150, y: 17, time: 0.04)), .touchMoved(Touch(x: 150, y: 17, time: 0.08)),
        .touchEnded(Touch(x: 155, y: 17, time: 0.12)),
    ]

    @Test func thePublishedSliderKeepsTheReleaseValueAfterTwoShortHoldsOfOneValue() {
        for result in [
            SequenceCheck.run(PublishedPrecisionSlider.self, Self.twoShortHolds, profile: .precisionRelease),
            SequenceCheck.run(FloatPublishedHoldsSlider.self, Self.twoShortHolds, profile: .precisionRelease),
        ] {
            #expect(result.divergences.isEmpty, "\(result.divergences.map { "\($0.step): \($0.violation.rule)" })")
            #expect(abs(result.finalObservation.value - 0.8198) < 0.0001)
        }
    }

    @Test func theModelKeepsOneHoldPerMoveAsItsOwnReading() {
        let slider = PrecisionReferenceImplementation()
        for operation in Self.twoShortHolds { _ = slider.perform(operation) }
        #expect(abs(slider.observe().value - 0.8198) < 0.0001)
    }

    @Test func equalNeighboursReadAsOneHoldStillConform() {
        // PrecisionSlider merges equal neighbours: the two holds make one of 0.08 s, restored.
        let result = SequenceCheck.run(PrecisionSlider.self, Self.twoShortHolds, profile: .precisionRelease)
        #expect(result.divergences.isEmpty, "\(result.divergences.map { "\($0.step): \($0.violation.rule)" })")
        #expect(result.finalObservation.value == SampleSlider.valueAt(150, onBoundsOf: result.finalObservation))
    }

    @Test func thePublishedAlgorithmConforms() {
        let published = ConformingVariantRun.counterexamples(PublishedPrecisionSlider.self, profile: .precisionRelease)
        #expect(published.isEmpty, "\(published)")
        let inFloat = ConformingVariantRun.counterexamples(FloatPublishedHoldsSlider.self, profile: .precisionRelease)
        #expect(inFloat.isEmpty, "\(inFloat)")
    }

    @Test func thePublishedAlgorithmWithALongerHoldFails() {
        #expect(ConformingVariantRun.fails(FloatPublishedHoldsSliderWithLongHold.self, profile: .precisionRelease))
    }
}

extension SampleSlider {
    /// SampleSlider's value for a thumb centre at `x` on the bounds of `observation`, with its range.
    @MainActor
    static func valueAt(_ x: Double, onBoundsOf observation: SliderObservation) -> Float {
        let slider = SampleSlider(minimumValue: observation.minimumValue, maximumValue: observation.maximumValue, value: observation.value)
        slider.bounds = observation.geometry.bounds
        return slider.valueForThumbCenter(x: x)
    }
}
