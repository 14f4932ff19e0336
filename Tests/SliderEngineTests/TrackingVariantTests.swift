import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// Wraps the documented reference and changes one thing.
@MainActor
class ReferenceVariant: SliderUnderTest {
    let base: ReferenceImplementation
    class var baseType: ReferenceImplementation.Type { ReferenceImplementation.self }
    required init() { base = Self.baseType.init() }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { base = Self.baseType.init(interfaceBuilder: attributes) }
    func perform(_ operation: SliderOperation) -> [SliderEvent] { base.perform(operation) }
    func observe() -> SliderObservation { base.observe() }
}

/// Sends `valueChanged` on every move even while `isContinuous` is false.
@MainActor
final class ChattyDiscreteSlider: ReferenceVariant {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let events = base.perform(operation)
        let now = base.observe()
        if case .touchMoved = operation, now.isTracking, !now.isContinuous { return events + [.valueChanged(now.value)] }
        return events
    }
}

/// Reports a thumb at the maximum that reaches 40 points past the track's trailing end.
@MainActor
final class OvershootingThumbSlider: ReferenceVariant {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        observation.geometry.thumbRectAtMaximum.x += 40
        return observation
    }
}

/// Places its callout by the value's fraction of the bounds' width, as the article's naive
/// arithmetic does: it drifts by half the thumb's width at the ends.
@MainActor
final class DriftingCalloutSlider: ReferenceVariant {
    override class var baseType: ReferenceImplementation.Type { CalloutReferenceImplementation.self }
    override func observe() -> SliderObservation {
        var observation = base.observe()
        let range = Double(observation.maximumValue - observation.minimumValue)
        let fraction = range > 0 ? Double(observation.value - observation.minimumValue) / range : 0
        observation.calloutCenterX = fraction * observation.geometry.bounds.width
        return observation
    }
}

@MainActor
@Suite("Tracking, geometry and callout variants")
struct TrackingVariantTests {
    private func firstCounterexample<S: SliderUnderTest>(_ type: S.Type, profile: Profile = .documented, sequences: Int = 2_000) throws -> Counterexample {
        let report = Fuzzer(type, configuration: FuzzConfiguration(seed: 3, sequences: sequences, profile: profile)).run()
        return try #require(report.counterexamples.first, "\(type) was not caught")
    }

    @Test func eventsDuringADiscreteDragAreCaughtAndShrunkToFourOperations() throws {
        let counterexample = try firstCounterexample(ChattyDiscreteSlider.self)
        #expect(counterexample.identity.rule == .trackingDiscreteEvents)
        // Lay out, turn continuous off, touch the thumb, move.
        #expect(counterexample.operations.count == 4)
        #expect(counterexample.operations.contains(.setContinuous(false)))
        #expect(counterexample.operations.last?.kind == .touchMoved)
    }

    @Test func aThumbPastTheTrackEndIsCaughtAfterLayoutAlone() throws {
        let counterexample = try firstCounterexample(OvershootingThumbSlider.self)
        #expect(counterexample.identity.rule == .geometryThumbAtTrackEnds)
        #expect(counterexample.operations == [.setBounds(width: 200, height: 34)])
        #expect(counterexample.violation.explanation?.contains("trailing end") == true)
    }

    @Test func aCalloutThatDriftsAtTheEndsIsCaughtUnderTheCalloutProfile() throws {
        let counterexample = try firstCounterexample(DriftingCalloutSlider.self, profile: .valueCallout)
        #expect(counterexample.identity.rule == .calloutFollowsThumb)
        #expect(counterexample.operations == [.setBounds(width: 200, height: 34)])
        // The same slider passes every profile that does not ask for a callout.
        let report = Fuzzer(DriftingCalloutSlider.self, configuration: FuzzConfiguration(seed: 3, sequences: 300)).run()
        #expect(report.conforms)
    }

    @Test func theSamplesConformToTheirOwnProfiles() {
        for (type, profile) in [(SampleSlider.self as any SliderUnderTest.Type, Profile.documented), (PrecisionSlider.self, .precisionRelease), (CalloutSlider.self, .valueCallout)] {
            func run<S: SliderUnderTest>(_ type: S.Type) -> FuzzReport {
                Fuzzer(type, configuration: FuzzConfiguration(seed: 8, sequences: 1_000, profile: profile)).run()
            }
            let report = run(type)
            #expect(report.conforms, "\(type) under \(profile.id): \(report.counterexamples.map(\.identity))")
        }
    }

    @Test func everyTrackingAndGeometryRuleIsExercisedByTheDefaultRun() {
        let report = Fuzzer(SampleSlider.self, configuration: FuzzConfiguration(seed: 0, sequences: 2_000)).run()
        let reached = Set(report.ruleCounts.filter { $0.count > 0 }.map(\.rule))
        for rule in RuleCatalogue.rules where rule.example.profile == nil && rule.id != .geometryClassicUIKit
            && (rule.id.rawValue.hasPrefix("tracking.") || rule.id.rawValue.hasPrefix("geometry.") || rule.id.rawValue.hasPrefix("layout.")) {
            #expect(reached.contains(rule.id), "\(rule.id) never reached")
        }
    }

    @Test func thePrecisionReleaseRestoresAValueHeldNearby() {
        let operations: [SliderOperation] = [
            .setBounds(width: 200, height: 34), .setValue(0.5), .touchBegan(Touch(x: 100, y: 17, time: 0)),
            .touchMoved(Touch(x: 146, y: 17, time: 0.05)), .touchEnded(Touch(x: 150, y: 17, time: 0.2)),
        ]
        let held = SequenceCheck.run(PrecisionSlider.self, operations, profile: .precisionRelease)
        let plain = SequenceCheck.run(SampleSlider.self, operations, profile: .documented)
        #expect(held.violation == nil && plain.violation == nil)
        // The release point is 4 points from where the value was held for 0.15 s: the held value wins.
        #expect(held.finalObservation.value < plain.finalObservation.value)
        #expect(held.rulesExercised[.precisionRestoresHeldValue, default: 0] == 1)
    }
}
