import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// The 48 × 48 hit square tested closed, as `abs(dx) <= 24 && abs(dy) <= 24`: a touch on its
/// right or bottom edge tracks (the reference reads the square half-open, as `CGRect` does, so it
/// is moved a hair inside, which the touch tolerance absorbs).
final class ClosedHitSquareSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .touchBegan(touch) = operation, let thumb = EdgeTouchTests.thumbIfOnFarEdge(touch, of: base) else {
            return base.perform(operation)
        }
        let inside = Touch(x: min(touch.x, (thumb.midX + 24).nextDown), y: min(touch.y, (thumb.midY + 24).nextDown), time: touch.time)
        return base.perform(.touchBegan(inside))
    }
}

/// The hit square tested half-open, as `CGRect.contains`: a touch on its right or bottom edge is
/// outside it, and (off the track) does nothing.
final class HalfOpenHitSquareSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .touchBegan(touch) = operation, EdgeTouchTests.thumbIfOnFarEdge(touch, of: base) != nil { return [] }
        return base.perform(operation)
    }
}

/// A slider whose track tap makes the thumb jump under the finger (the other `tracking.track-tap`
/// reading; the thumb is grabbed at its centre and moved there), testing the track's band
/// half-open as `CGRect.contains` does: a touch exactly on the track's trailing end does nothing.
final class HalfOpenTrackSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let observation = base.observe()
        let thumb = observation.geometry.thumbRect, track = observation.geometry.trackRect
        guard case let .touchBegan(touch) = operation, observation.isEnabled, !observation.isTracking,
            abs(touch.x - thumb.midX) > 24 || abs(touch.y - thumb.midY) > 24, abs(touch.y - track.midY) < 22,
            touch.x >= track.minX, touch.x <= track.maxX
        else { return base.perform(operation) }
        guard touch.x < track.maxX else { return [] }
        _ = base.perform(.touchBegan(Touch(x: thumb.midX, y: thumb.midY, time: touch.time)))
        return base.perform(.touchMoved(touch))
    }
}

@MainActor
@Suite("Touches on an edge the sources leave open may land either way")
struct EdgeTouchTests {
    /// The thumb rectangle when `touch` lies on the right or bottom edge of the 48 × 48 square
    /// centred on it, outside the thumb, and the slider is not tracking; nil otherwise.
    static func thumbIfOnFarEdge(_ touch: Touch, of slider: ReferenceImplementation) -> Rect? {
        let observation = slider.observe()
        let thumb = observation.geometry.thumbRect
        let dx = touch.x - thumb.midX, dy = touch.y - thumb.midY
        guard !observation.isTracking, abs(dx) <= 24, abs(dy) <= 24, dx == 24 || dy == 24 else { return nil }
        guard touch.x < thumb.minX || touch.x > thumb.maxX || touch.y < thumb.minY || touch.y > thumb.maxY else { return nil }
        return thumb
    }

    /// Lays out a roomy slider at 0.5 (thumb centred at (100, 17)), then touches at `x`, `y`,
    /// moves and lifts: every step must conform.
    private func touchSequence<S: SliderUnderTest>(_ type: S.Type, x: Double, y: Double, profile: Profile = .documented) -> (tracked: Bool, divergences: [String]) {
        var session = CheckedSession(type, profile: profile)
        var divergences: [String] = []
        var tracked = false
        let operations: [SliderOperation] = [
            .setBounds(width: 200, height: 34), .setValue(0.5), .touchBegan(Touch(x: x, y: y, time: 0)),
            .touchMoved(Touch(x: x + 20, y: 17, time: 0.1)), .touchEnded(Touch(x: x + 20, y: 17, time: 0.2)),
        ]
        for operation in operations {
            let step = session.apply(operation)
            if case .touchBegan = operation { tracked = session.lastObservation.isTracking }
            if let violation = step.violation { divergences.append("\(operation): \(violation.rule) (\(violation.field))") }
        }
        return (tracked, divergences)
    }

    @Test(arguments: [(124.0, 17.0), (100.0, 41.0), (124.0, 41.0)])
    func aClosedHitSquareConformsOnItsFarEdges(x: Double, y: Double) {
        for profile in [Profile.documented, .uikitObserved] {
            let run = touchSequence(ClosedHitSquareSlider.self, x: x, y: y, profile: profile)
            #expect(run.tracked)
            #expect(run.divergences.isEmpty, "\(profile.id): \(run.divergences)")
        }
    }

    @Test(arguments: [(124.0, 17.0), (100.0, 41.0), (124.0, 41.0)])
    func aHalfOpenHitSquareStillConformsOnItsFarEdges(x: Double, y: Double) {
        let run = touchSequence(HalfOpenHitSquareSlider.self, x: x, y: y)
        #expect(!run.tracked)
        #expect(run.divergences.isEmpty, "\(run.divergences)")
    }

    @Test func anEdgeTouchIsDecidedByTheEdgeRuleAfterTheRegionRule() {
        var checker = ConformanceChecker(profile: .documented)
        let slider = ReferenceImplementation()
        _ = checker.checkCreation(observed: slider.observe())
        var rules: RuleList = []
        for operation: SliderOperation in [.setBounds(width: 200, height: 34), .setValue(0.5), .touchBegan(Touch(x: 124, y: 17, time: 0))] {
            let events = slider.perform(operation)
            var observed = slider.observe()
            observed.events = events
            rules = checker.check(operation, observed: observed).rules
        }
        #expect(rules.contains(.trackingEdgeTouch))
        #expect(rules.contains(.trackingNearThumb))
    }

    @Test func bothClosedAndHalfOpenHitSquaresPassAFuzzRun() {
        let configuration = FuzzConfiguration(seed: 5, sequences: 200, profile: .documented)
        let closed = Fuzzer(ClosedHitSquareSlider.self, configuration: configuration).run()
        #expect(closed.counterexamples.isEmpty, "\(closed.counterexamples.map(\.identity))")
        let halfOpen = Fuzzer(HalfOpenHitSquareSlider.self, configuration: configuration).run()
        #expect(halfOpen.counterexamples.isEmpty, "\(halfOpen.counterexamples.map(\.identity))")
    }

    @Test func aHalfOpenTrackThatJumpsConformsOnTheTracksEnd() throws {
        var session = CheckedSession(HalfOpenTrackSlider.self, profile: .documented)
        _ = session.apply(.setBounds(width: 200, height: 34))
        let end = session.lastObservation.geometry.trackRect.maxX
        // A jump in the middle of the track pins the reading; a touch on its end then does nothing.
        for operation: SliderOperation in [
            .touchBegan(Touch(x: 150, y: 17, time: 0)), .touchEnded(Touch(x: 150, y: 17, time: 0.1)), .setValue(0),
            .touchBegan(Touch(x: end, y: 17, time: 0.2)),
        ] {
            let step = session.apply(operation)
            #expect(step.violation == nil, "\(operation): \(String(describing: step.violation?.rule))")
        }
        #expect(!session.lastObservation.isTracking)
    }
}
