import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// Ignores a minimum below −1,000: a failure shown by every whole number past a threshold.
final class IgnoresFarMinimumSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setMinimumValue(limit) = operation, limit < -1_000 { return [] }
        return base.perform(operation)
    }
}

@MainActor
@Suite("Shrinking a large whole number")
struct WholeNumberShrinkTests {
    @Test func aLimitOfMillionsIsLoweredByHalvingNotOneAtATime() throws {
        let operations: [SliderOperation] = [.setMinimumValue(-9_999_017)]
        let found = try #require(SequenceCheck.run(IgnoresFarMinimumSlider.self, operations, profile: .documented).violation)
        let result = Shrinker(IgnoresFarMinimumSlider.self, profile: .documented).shrink(operations, violation: found)
        #expect(result.operations == [.setMinimumValue(-1_001)], "\(result.operations.map(\.swiftStatement))")
        #expect(result.shrinks < 60, "\(result.shrinks) successful shrinks")
        #expect(result.stoppedBy == nil)
    }
}
