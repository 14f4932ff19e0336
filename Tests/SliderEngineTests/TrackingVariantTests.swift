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
        // Lay out, turn continuous off (in code or by loading a discrete slider), touch the thumb, move.
        #expect(counterexample.operations.count == 4)
        #expect(counterexample.operations.contains { operation in
            switch operation {
            case .setContinuous(false): true
            case .loadFromInterfaceBuilder(let attributes): attributes.continuous == false
            default: false
            }
        })
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
        // The callout is checked after a step that sends valueChanged (source 004 moves it in its action).
        #expect(counterexample.operations == [.setBounds(width: 200, height: 34), .accessibilityIncrement])
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

/// The documented reference with some readings pinned, run as an implementation the way
/// `ReferenceImplementation` runs (the classic layout after every operation): a reasonable
/// implementation that takes one particular answer to each open tracking question.
@MainActor
class PinnedReference: SliderUnderTest {
    /// The readings this implementation takes.
    class var pinned: Readings { Profile.documented.readings }
    private var slider = ReferenceSlider()
    private var readings: Readings
    required init() {
        readings = Self.pinned
        slider.geometry = slider.classicGeometry()
    }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        readings = Self.pinned
        _ = perform(.loadFromInterfaceBuilder(attributes))
    }
    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        guard let outcome = slider.outcomes(of: operation, readings: readings).first else { return [] }
        let settled = outcome.settled(observedValue: nil)
        slider = settled.slider
        slider.geometry = slider.classicGeometry()
        readings = outcome.readings
        return settled.events
    }
    func observe() -> SliderObservation { slider.observation(readings: readings) }
}

/// Centres the thumb under the finger and makes track taps jump, reporting each move at touch-down.
@MainActor
final class ReportsTouchDownChange: PinnedReference {
    override class var pinned: Readings {
        super.pinned.with(\.grabOffset, ReadingSet([.centersOnTouch])).with(\.trackTap, ReadingSet([.jumpsToTouch]))
            .with(\.touchDownEvent, ReadingSet([.reportsChange]))
    }
}

/// Puts the value back where it was when a touch is cancelled.
@MainActor
final class RevertsOnCancel: PinnedReference {
    override class var pinned: Readings { super.pinned.with(\.cancelledTouch, ReadingSet([.reverts])) }
}

/// Ends a cancelled touch as a release at the finger's last position.
@MainActor
final class ReleasesOnCancel: PinnedReference {
    override class var pinned: Readings { super.pinned.with(\.cancelledTouch, ReadingSet([.reportsFinalValue])) }
}

/// Ends the touch, reverting it, when disabled mid-touch.
@MainActor
final class CancelsWhenDisabled: PinnedReference {
    override class var pinned: Readings {
        super.pinned.with(\.disabledWhileTracking, ReadingSet([.endsAsCancel])).with(\.cancelledTouch, ReadingSet([.reverts]))
    }
}

/// Ignores `value =` during a touch, keeps a touch's continuity until it ends, and ignores
/// touches on an empty range.
@MainActor
final class StubbornDuringTouches: PinnedReference {
    override class var pinned: Readings {
        super.pinned.with(\.valueSetWhileTracking, ReadingSet([.isIgnored]))
            .with(\.continuousToggledMidTouch, ReadingSet([.appliesToNextTouch])).with(\.emptyRangeTouch, ReadingSet([.isIgnored]))
    }
}

/// SampleSlider (which tracks a touch at the origin of a slider never laid out) sending
/// `valueChanged` at every step of such a touch.
@MainActor
final class ChattyWhenUnlaidOut: SliderUnderTest {
    let base: SampleSlider
    init() { base = SampleSlider() }
    init(interfaceBuilder attributes: InterfaceBuilderAttributes) { base = SampleSlider(interfaceBuilder: attributes) }
    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let events = base.perform(operation)
        guard operation.isTouch, base.observe().geometry.bounds.width == 0 else { return events }
        return events + [.valueChanged(base.value)]
    }
    func observe() -> SliderObservation { base.observe() }
}

/// Counts only the thumb rectangle, as `CGRect.contains` reads it, as the thumb: a touch beside it
/// is ignored.
@MainActor
final class ThumbOnlyHitTest: ReferenceVariant {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let thumb = base.observe().geometry.thumbRect
        if case let .touchBegan(touch) = operation, !base.observe().isTracking, !thumb.contains(x: touch.x, y: touch.y),
           abs(touch.x - thumb.midX) <= 24, abs(touch.y - thumb.midY) <= 24 {
            return []
        }
        return base.perform(operation)
    }
}

@MainActor
@Suite("Tracking readings")
struct TrackingReadingTests {
    private let laidOutAtHalf: [SliderOperation] = [.setBounds(width: 200, height: 34), .setValue(0.5)]

    private func conforms<S: SliderUnderTest>(_ type: S.Type, sequences: Int = 1_000) -> Bool {
        let report = Fuzzer(type, configuration: FuzzConfiguration(seed: 5, sequences: sequences)).run()
        if !report.conforms { Issue.record("\(type): \(report.counterexamples.map(\.identity))") }
        return report.conforms
    }

    @Test func touchDownEventAThumbThatCentresAndReportsItPassesDocumented() {
        let centred = SequenceCheck.run(ReportsTouchDownChange.self, laidOutAtHalf + [.touchBegan(Touch(x: 105, y: 17, time: 0))], profile: .documented)
        #expect(centred.violation == nil)
        #expect(centred.finalObservation.events.count == 1)
        let tapped = SequenceCheck.run(ReportsTouchDownChange.self, [.setBounds(width: 200, height: 34), .touchBegan(Touch(x: 150, y: 17, time: 0))], profile: .documented)
        #expect(tapped.violation == nil)
        #expect(tapped.finalObservation.events == [.valueChanged(tapped.finalObservation.value)])
        #expect(conforms(ReportsTouchDownChange.self))
        // uikit-observed still wants a silent touch-down.
        let uikit = SequenceCheck.run(ReportsTouchDownChange.self, laidOutAtHalf + [.touchBegan(Touch(x: 105, y: 17, time: 0))], profile: .uikitObserved)
        #expect(uikit.violation != nil)
    }

    @Test func cancelEachReadingPassesDocumentedAndUIKitPinsKeepsSilently() {
        let cancelled = laidOutAtHalf + [.touchBegan(Touch(x: 100, y: 17, time: 0)), .touchMoved(Touch(x: 1000, y: 17, time: 0.05)), .touchCancelled(time: 0.1)]
        let reverted = SequenceCheck.run(RevertsOnCancel.self, cancelled, profile: .documented)
        #expect(reverted.violation == nil)
        #expect(reverted.finalObservation.value == 0.5 && reverted.finalObservation.events == [.valueChanged(0.5)])
        let released = SequenceCheck.run(ReleasesOnCancel.self, cancelled, profile: .documented)
        #expect(released.violation == nil)
        #expect(released.finalObservation.value == 1)
        #expect(SequenceCheck.run(RevertsOnCancel.self, cancelled, profile: .uikitObserved).violation?.rule == .trackingCancel)
        #expect(SequenceCheck.run(UIKitModelImplementation.self, cancelled, profile: .uikitObserved).violation == nil)
        #expect(RuleCatalogue.allowedReadings(for: .trackingCancel, under: .uikitObserved) == ["keepsSilently"])
        #expect(conforms(RevertsOnCancel.self) && conforms(ReleasesOnCancel.self))
    }

    @Test func disabledWhileTrackingIsAReadingBothProfilesLeaveOpen() {
        for profile in [Profile.documented, .uikitObserved] {
            #expect(RuleCatalogue.allowedReadings(for: .trackingDisabledWhileTracking, under: profile) == ["continues", "endsAsCancel"])
        }
        #expect(RuleCatalogue.reading(for: .trackingDisabledWhileTracking)?.options.count == 2)
        let disabled = laidOutAtHalf + [.touchBegan(Touch(x: 100, y: 17, time: 0)), .touchMoved(Touch(x: 1000, y: 17, time: 0.05)), .setEnabled(false)]
        let result = SequenceCheck.run(CancelsWhenDisabled.self, disabled, profile: .documented)
        #expect(result.violation == nil)
        #expect(!result.finalObservation.isTracking && result.finalObservation.value == 0.5)
        #expect(conforms(CancelsWhenDisabled.self))
    }

    @Test func valueSetWhileTrackingContinuousToggledMidTouchAndEmptyRangeAcceptTheOtherReading() {
        let ignored = SequenceCheck.run(StubbornDuringTouches.self, laidOutAtHalf + [.touchBegan(Touch(x: 100, y: 17, time: 0)), .setValue(0.25)], profile: .documented)
        #expect(ignored.violation == nil && ignored.finalObservation.value == 0.5)
        let kept = SequenceCheck.run(
            StubbornDuringTouches.self, laidOutAtHalf + [.touchBegan(Touch(x: 100, y: 17, time: 0)), .setContinuous(false), .touchMoved(Touch(x: 1000, y: 17, time: 0.05))],
            profile: .documented)
        #expect(kept.violation == nil && kept.finalObservation.events == [.valueChanged(1)])
        let empty = SequenceCheck.run(
            StubbornDuringTouches.self, [.setBounds(width: 200, height: 34), .setMaximumValue(0), .touchBegan(Touch(x: 14, y: 17, time: 0))],
            profile: .documented)
        #expect(empty.violation == nil && !empty.finalObservation.isTracking)
        #expect(conforms(StubbornDuringTouches.self))
    }

    @Test func degenerateLayoutTouchesAreNotCheckedUntilTheyEnd() {
        let touch: [SliderOperation] = [
            .touchBegan(Touch(x: 0, y: 0, time: 0)), .touchMoved(Touch(x: 0, y: 5, time: 0.05)), .touchEnded(Touch(x: 0, y: 5, time: 0.1)),
        ]
        let result = SequenceCheck.run(ChattyWhenUnlaidOut.self, touch, profile: .documented)
        #expect(result.violation == nil)
        #expect(result.finalObservation.events.count == 1)
    }

    @Test func hitTestingExcludesTheThumbsMaxEdgesAsCGRectContainsDoes() {
        let rect = Rect(x: 0, y: 3, width: 28, height: 28)
        #expect(rect.contains(x: 0, y: 3))
        #expect(!rect.contains(x: 28, y: 17))
        #expect(!rect.contains(x: 14, y: 31))
        #expect(!Rect(x: 5, y: 5, width: 0, height: 0).contains(x: 5, y: 5))
        // A touch on the thumb's right edge is beside the thumb, which may be ignored.
        let edge = SequenceCheck.run(ThumbOnlyHitTest.self, [.setBounds(width: 200, height: 34), .touchBegan(Touch(x: 28, y: 17, time: 0))], profile: .documented)
        #expect(edge.violation == nil && !edge.finalObservation.isTracking)
        let inside = SequenceCheck.run(ThumbOnlyHitTest.self, [.setBounds(width: 200, height: 34), .touchBegan(Touch(x: 27, y: 17, time: 0))], profile: .documented)
        #expect(inside.violation == nil && inside.finalObservation.isTracking)
    }

    @Test func precisionRestoresHeldValueOnlyWhenHeldLongerThanFiftyMilliseconds() {
        let grab: [SliderOperation] = laidOutAtHalf + [.touchBegan(Touch(x: 100, y: 17, time: 0))]
        for type in [PrecisionReferenceImplementation.self as any SliderUnderTest.Type, PrecisionSlider.self] {
            func value<S: SliderUnderTest>(_ type: S.Type, releasedAt time: Double) -> Float {
                let result = SequenceCheck.run(type, grab + [.touchEnded(Touch(x: 108, y: 17, time: time))], profile: .precisionRelease)
                #expect(result.violation == nil)
                return result.finalObservation.value
            }
            // Held exactly 0.05 s: not restored; held longer: restored.
            #expect(value(type, releasedAt: 0.05) > 0.5)
            #expect(value(type, releasedAt: 0.0625) == 0.5)
        }
        let operations: [SliderOperation] = laidOutAtHalf + [.touchBegan(Touch(x: 100, y: 17, time: 0)), .touchEnded(Touch(x: 108, y: 17, time: 0.2))]
        let precise = SequenceCheck.run(PrecisionSlider.self, operations, profile: .precisionRelease)
        let plain = SequenceCheck.run(SampleSlider.self, operations, profile: .documented)
        #expect(precise.violation == nil && plain.violation == nil)
        #expect(precise.finalObservation.value == 0.5 && plain.finalObservation.value > 0.5)
    }
}
