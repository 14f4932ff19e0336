import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// Source 002's published slider (AHKSlider), its distance measured in `Double`.
final class PublishedPrecisionSlider: PublishedHoldsSlider {}

@MainActor
@Suite("precision-release accepts source 002's own slider")
struct PrecisionReleaseTests {
    private static let bounds = SliderOperation.setBounds(width: 200, height: 34)

    @Test func aCorrectedReleaseMaySendUIKitsEventAndThenTheRestoredValue() {
        // Grab the thumb at 0.5, hold it 0.2 s, lift 8 points to the right.
        let operations: [SliderOperation] = [
            Self.bounds, .setValue(0.5), .touchBegan(Touch(x: 100, y: 17, time: 0)), .touchMoved(Touch(x: 100, y: 17, time: 0.01)),
            .touchEnded(Touch(x: 108, y: 17, time: 0.21)),
        ]
        let result = SequenceCheck.run(PublishedPrecisionSlider.self, operations, profile: .precisionRelease, stopAtFirst: false)
        #expect(result.divergences.isEmpty, "\(result.divergences.map(\.violation.rule))")
        #expect(result.finalObservation.value == 0.5)
    }

    @Test func theSourcesOwnSliderConformsToThePrecisionProfile() {
        let report = Fuzzer(PublishedPrecisionSlider.self, configuration: FuzzConfiguration(seed: 9, sequences: 1_500, profile: .precisionRelease)).run()
        #expect(report.counterexamples.isEmpty, "\(report.counterexamples.map { "\($0.identity) \($0.operations.map(\.swiftStatement))" })")
        #expect(report.verdicts.first { $0.rule == .precisionRestoresHeldValue }?.outcome == .pass)
    }

    @Test func aReleaseThatRestoresNothingWhereTheSourceRestoresStillFails() throws {
        let operations: [SliderOperation] = [
            Self.bounds, .setValue(0.5), .touchBegan(Touch(x: 100, y: 17, time: 0)), .touchMoved(Touch(x: 100, y: 17, time: 0.01)),
            .touchEnded(Touch(x: 104, y: 17, time: 0.21)),
        ]
        // The reference without the correction: well inside both readings' reach, it must restore.
        let violation = try #require(SequenceCheck.run(PlantedSlider.self, operations, profile: .precisionRelease).violation)
        #expect(violation.rule == .precisionRestoresHeldValue)
    }
}
