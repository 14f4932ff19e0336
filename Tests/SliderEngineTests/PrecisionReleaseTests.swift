import SliderEngine
import SliderSpec
import Testing

/// Source 002's published slider (AHKSlider), over the reference's UIKit behaviour: during a
/// touch it records each value and how long it was held; when the touch ends UIKit's release
/// runs first, then the newest value held for longer than 0.05 s is restored when its value
/// difference, scaled to the frame's width, is strictly under 12 points, and `valueChanged` is
/// sent once more.
final class PublishedPrecisionSlider: PlantedSlider {
    private struct Entry {
        var value: Float
        var start: Double
        var duration: Double = 0
    }
    private var entries: [Entry] = []

    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case let .touchBegan(touch):
            // A touch-down while another touch is tracked never reaches the slider's tracking.
            guard !base.observe().isTracking else { return base.perform(operation) }
            let events = base.perform(operation)
            if base.observe().isTracking { entries = [Entry(value: base.observe().value, start: touch.time)] }
            return events
        case let .touchMoved(touch):
            guard base.observe().isTracking else { return base.perform(operation) }
            let events = base.perform(operation)
            if !entries.isEmpty { entries[entries.count - 1].duration = touch.time - entries[entries.count - 1].start }
            entries.append(Entry(value: base.observe().value, start: touch.time))
            return events
        case let .touchEnded(touch):
            guard base.observe().isTracking else { return base.perform(operation) }
            var events = base.perform(operation)
            if !entries.isEmpty { entries[entries.count - 1].duration = touch.time - entries[entries.count - 1].start }
            let observation = base.observe()
            let range = abs(Double(observation.maximumValue) - Double(observation.minimumValue))
            if let entry = entries.last(where: { $0.duration > 0.05 }),
                abs(Double(entry.value) - Double(observation.value)) / range * observation.geometry.bounds.width < 12
            {
                _ = base.perform(.setValue(entry.value))
                events.append(.valueChanged(base.observe().value))
            }
            entries = []
            return events
        default:
            return base.perform(operation)
        }
    }
}

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
