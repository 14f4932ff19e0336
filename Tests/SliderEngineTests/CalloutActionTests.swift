import SliderEngine
import SliderSamples
import SliderSpec
import SliderTestFixtures
import Testing

/// Source 004's design: the callout is placed over the thumb in the `valueChanged` action only,
/// so a layout change or a programmatic `value =` leaves it where the last action put it.
final class CalloutMovedByActionSlider: PlantedSlider {
    private var calloutCenterX: Double?
    private var calloutValue: Float?

    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case .loadFromInterfaceBuilder = operation { calloutCenterX = nil; calloutValue = nil }
        let events = base.perform(operation)
        if events.contains(where: { $0.event == .valueChanged }) {
            let observation = base.observe()
            calloutCenterX = observation.geometry.bounds.width > 0 ? observation.geometry.thumbRect.midX : nil
            calloutValue = observation.value
        }
        return events
    }

    override func observe() -> SliderObservation {
        var observation = base.observe()
        observation.calloutCenterX = calloutCenterX
        observation.calloutValue = calloutValue
        return observation
    }
}

@MainActor
@Suite("callout.follows-thumb: the callout moves in the valueChanged action")
struct CalloutActionTests {
    @Test func aCalloutPlacedOnlyByTheValueChangedActionConformsToTheValueCalloutProfile() {
        // The layout and the programmatic value send no event: the callout stays behind until the increment.
        let operations: [SliderOperation] = [.setBounds(width: 200, height: 34), .setValue(0.9), .accessibilityIncrement]
        #expect(SequenceCheck.run(CalloutMovedByActionSlider.self, operations, profile: .valueCallout, stopAtFirst: false).divergences.isEmpty)
        let report = Fuzzer(CalloutMovedByActionSlider.self, configuration: FuzzConfiguration(seed: 5, sequences: 400, profile: .valueCallout)).run()
        #expect(report.counterexamples.isEmpty, "\(report.counterexamples.map(\.identity))")
        #expect(report.verdicts.first { $0.rule == .calloutFollowsThumb }?.outcome == .pass)
    }

    @Test func aCalloutThatLagsBehindTheThumbAfterAnEventStillFails() {
        final class LaggingCallout: PlantedSlider {
            override func observe() -> SliderObservation {
                var observation = base.observe()
                observation.calloutCenterX = observation.geometry.bounds.width > 0 ? observation.geometry.thumbRect.midX + 5 : nil
                return observation
            }
        }
        let operations: [SliderOperation] = [.setBounds(width: 200, height: 34), .accessibilityIncrement]
        #expect(SequenceCheck.run(LaggingCallout.self, operations, profile: .valueCallout).violation?.rule == .calloutFollowsThumb)
    }
}
