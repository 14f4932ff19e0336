import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// Issue 37's reproductions of touches one rounding away from an edge: each was rejected
/// because the model decided in exact arithmetic what the slider decided in `Double`.
@MainActor
@Suite("A touch within floating-point rounding of an edge may land either way")
struct FloatEdgeReproductionTests {
    private static func divergences(_ result: SequenceCheck.Result) -> [String] {
        result.divergences.map { "step \($0.step): \($0.violation.rule) (\($0.violation.field))" }
    }

    @Test func aTouchOneUlpAboveTheTrackBandTestedClosedInDoubleConforms() {
        // SampleSlider tests `abs(touch.y - centre.y) <= 22`: -5.000000000000001 rounds onto the edge.
        let result = SequenceCheck.run(
            SampleSlider.self, [.setBounds(width: 200, height: 34), .touchBegan(Touch(x: 100, y: -5.000000000000001, time: 0))],
            profile: .documented)
        #expect(Self.divergences(result).isEmpty, "\(Self.divergences(result))")
        #expect(result.finalObservation.isTracking)
        #expect(result.finalObservation.value == 0.5)
    }

    @Test func aTouchOneUlpLeftOfTheHitSquareTestedClosedInDoubleConforms() {
        // The thumb's centre at x = 24 (a 16-point image and SampleSlider's 8-point gap).
        let result = SequenceCheck.run(
            DoubleClosedEdgeSlider.self,
            [.setMinimumValueImage(ImageToken("image-1")), .setBounds(width: 200, height: 34), .touchBegan(Touch(x: -Double.leastNonzeroMagnitude, y: 0, time: 0))],
            profile: .documented)
        #expect(Self.divergences(result).isEmpty, "\(Self.divergences(result))")
        #expect(result.finalObservation.isHighlighted)
    }

    /// The bundled samples' failure in `fuzz --seed 3` and in the nightly shard of 0xa87f55a697811543.
    @Test(arguments: [("sample", 0), ("precision-sample", 1), ("callout-sample", 2)])
    func theBundledSamplesConformOnATouchAtTheSmallestNegativeY(name: String, index: Int) {
        let operations: [SliderOperation] = [
            .setBounds(width: 200.00000000000003, height: 44), .touchBegan(Touch(x: 33, y: -Double.leastNonzeroMagnitude, time: 0)),
            .touchEnded(Touch(x: 33, y: -Double.leastNonzeroMagnitude, time: 0.1)),
        ]
        let result =
            switch index {
            case 0: SequenceCheck.run(SampleSlider.self, operations, profile: .documented)
            case 1: SequenceCheck.run(PrecisionSlider.self, operations, profile: .precisionRelease)
            default: SequenceCheck.run(CalloutSlider.self, operations, profile: .valueCallout)
            }
        #expect(Self.divergences(result).isEmpty, "\(name): \(Self.divergences(result))")
    }

    @Test func aTouchOnAnEmptyRangeAtTheSmallestNegativeYConforms() {
        // `bench`'s workload, seed 2026, sequence 1791, shrunk.
        let result = SequenceCheck.run(
            SampleSlider.self,
            [.setMinimumValue(1), .setBounds(width: 16_777_216, height: 44), .touchBegan(Touch(x: 33, y: -Double.leastNonzeroMagnitude, time: 0))],
            profile: .documented)
        #expect(Self.divergences(result).isEmpty, "\(Self.divergences(result))")
        #expect(result.finalObservation.isTracking)
    }

    @Test func sampleSliderConformsOnBenchsWorkload() {
        let report = Fuzzer(SampleSlider.self, configuration: FuzzConfiguration(seed: 2026, sequences: 20_000, profile: .documented)).run()
        #expect(report.counterexamples.isEmpty, "\(report.counterexamples.map(\.identity))")
    }

    @Test func aTouchAPointBeyondTheBandStillFails() throws {
        // The band is 23 points high on each side: a touch 22.5 points above the centre tracks.
        let result = SequenceCheck.run(
            FloatHalfOpenEdgeSliderWithWideBand.self,
            [.setBounds(width: 200, height: 34), .touchBegan(Touch(x: 100, y: -5.5, time: 0))], profile: .documented)
        let violation = try #require(result.violation)
        #expect(violation.rule == .trackingOffTarget)
    }

    @Test func aTouchHalfAPointBeyondTheHitSquareStillFails() throws {
        let result = SequenceCheck.run(
            DoubleClosedEdgeSliderWithWideSquare.self,
            [.setMinimumValueImage(ImageToken("image-1")), .setBounds(width: 200, height: 34), .touchBegan(Touch(x: -0.5, y: 0, time: 0))],
            profile: .documented)
        let violation = try #require(result.violation)
        #expect(violation.rule == .trackingOffTarget)
    }
}
