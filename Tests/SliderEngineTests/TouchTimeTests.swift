import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// Sends one more `valueChanged` on every move of a touch that came down 5 s or more into the
/// sequence: its failure needs a late touch-down, never a late move.
@MainActor
final class LateTouchDownSlider: ReferenceVariant {
    var touchedDownLate = false
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .touchBegan(touch) = operation { touchedDownLate = touch.time >= 5 }
        let events = base.perform(operation)
        if case .touchMoved = operation, touchedDownLate { return events + [.valueChanged(base.observe().value)] }
        return events
    }
}

/// Real touch timestamps never go backwards: the generator draws a sequence's touch times in
/// order, and the shrinker keeps them in order.
@MainActor
@Suite("Touch times")
struct TouchTimeTests {
    @Test func admitsTimesRejectsATouchEarlierThanTheOneBeforeIt() {
        let options = OperationGenerator.Options()
        func touches(_ times: [Double]) -> [SliderOperation] {
            times.enumerated().map { index, time in
                index == 0 ? .touchBegan(Touch(x: 14, y: 17, time: time)) : .touchMoved(Touch(x: 20, y: 17, time: time))
            }
        }
        #expect(options.admitsTimes(of: touches([0, 0, 0.05, 3_600])))
        #expect(options.admitsTimes(of: [.setValue(1)] + touches([2]) + [.setValue(0), .touchCancelled(time: 2)]))
        #expect(!options.admitsTimes(of: touches([0, 1, 0])))
        #expect(!options.admitsTimes(of: touches([-0.01])))
        #expect(!options.admitsTimes(of: touches([1]) + [.touchEnded(Touch(x: 20, y: 17, time: 2)), .touchCancelled(time: 1.5)]))
    }

    @Test func generatedTouchTimesNeverGoBackwards() {
        let generator = OperationGenerator()
        let kinds: [SliderOperationKind] = [.setBounds, .setEnabled, .touchBegan, .touchMoved, .touchEnded, .touchCancelled]
        // Touch-downs whose step's place on the 0.05 s schedule lies before the latest touch
        // (after a long hold): drawn on the schedule, they would go backwards.
        var behindTheSchedule = 0
        for seed in 0..<300 as Range<UInt64> {
            var random = RandomSource(seed: seed)
            var reference = ReferenceSlider()
            var readings = Profile.precisionRelease.readings
            var operations: [SliderOperation] = []
            while let operation = generator.next(after: reference, length: operations.count, kinds: kinds, using: &random) {
                if case .touchBegan = operation, reference.latestTouchTime > Double(operations.count) * 0.05 { behindTheSchedule += 1 }
                operations.append(operation)
                let outcome = reference.outcomes(of: operation, readings: readings, features: Profile.precisionRelease.features)[0]
                reference = outcome.slider
                readings = outcome.readings
            }
            #expect(generator.options.admitsTimes(of: operations), "seed \(seed): \(operations.compactMap(\.touchTime))")
        }
        #expect(behindTheSchedule > 0)
    }

    @Test func aShrunkSequenceKeepsItsTouchTimesInOrder() throws {
        let operations: [SliderOperation] = [
            .setBounds(width: 200, height: 34), .touchBegan(Touch(x: 14, y: 17, time: 6)), .touchMoved(Touch(x: 60, y: 17, time: 7)),
        ]
        let found = try #require(SequenceCheck.run(LateTouchDownSlider.self, operations, profile: .documented).violation)
        let result = Shrinker(LateTouchDownSlider.self, profile: .documented).shrink(operations, violation: found)
        let times = result.operations.compactMap(\.touchTime)
        // The move's time would shrink to 0 on its own; it may go no lower than the touch-down's.
        #expect(times.count == 2 && times[0] >= 5 && times[1] >= times[0], "\(result.operations.map(\.swiftStatement))")
    }
}
