import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// Reports a wrong accessibility label once a touch begins in the right quarter of bounds at
/// least a million points wide: a failure that needs huge bounds and a touch placed relative to them.
final class MislabelsTouchInRightQuarterOfHugeBounds: PlantedSlider {
    private var mislabelled = false

    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .touchBegan(touch) = operation {
            let width = base.observe().geometry.bounds.width
            if width >= 1_000_000, touch.x >= width * 0.75, touch.x <= width { mislabelled = true }
        }
        return base.perform(operation)
    }

    override func observe() -> SliderObservation {
        var observation = base.observe()
        if mislabelled { observation.accessibilityLabel = "Wide" }
        return observation
    }
}

/// Keeps a value set in code to tenths: `value = 0.37` shows 0.4 (a rounding bug that typed
/// decimals show).
final class KeepsTypedValueToTenths: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setValue(value) = operation, value.isFinite {
            return base.perform(.setValue(Float((Double(value) * 10).rounded() / 10)))
        }
        return base.perform(operation)
    }
}

/// Shows the old minimum when the maximum is set below it (UIKit lowers the minimum with it):
/// a bug one operation shows, which seeds reach after other operations.
final class ShowsOldMinimumUnderLoweredMaximum: PlantedSlider {
    private var staleMinimum: Float?

    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case let .setMaximumValue(maximum) where maximum < base.observe().minimumValue: staleMinimum = base.observe().minimumValue
        case .setMinimumValue, .loadFromInterfaceBuilder: staleMinimum = nil
        default: break
        }
        return base.perform(operation)
    }

    override func observe() -> SliderObservation {
        var observation = base.observe()
        if let staleMinimum { observation.minimumValue = staleMinimum }
        return observation
    }
}

/// Planted single-bug sliders, each found by fuzzing with ten seeds: every seed's shrunk
/// counterexample of the planted failure is the same sequence, and no cap stopped any shrinking.
@MainActor
@Suite("Canonical shrinking across seeds")
struct CanonicalAcrossSeedsTests {
    /// The seeds each planted bug is fuzzed with.
    static let seeds: ClosedRange<UInt64> = 1...10

    /// Fuzzes `type` with each seed (`sequences` sequences at most, until the failure is found) and expects every seed to shrink the
    /// failure `expected` shows (its rule, field and cause) to `expected` itself, and no cap to
    /// stop any of the seeds' shrinks.
    private func expectEverySeed<Slider: SliderUnderTest>(
        _ type: Slider.Type, toShrinkTo expected: [SliderOperation], sequences: Int = 2_000, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let identity = try #require(SequenceCheck.run(type, expected, profile: .documented).violation?.identity, sourceLocation: sourceLocation)
        for seed in Self.seeds {
            // The run stops once the planted failure is shrunk: what a seed draws after it is not asked about.
            let reached = Reached()
            var configuration = FuzzConfiguration(seed: seed, sequences: sequences)
            configuration.stop = StopCondition { reached.value }
            let report = Fuzzer(type, name: String(describing: type), configuration: configuration).run(found: { found in
                if found.identity == identity { reached.value = true }
            })
            // Another failure shrunk once the planted one was reached is cut short by that stop
            // (`an interruption`): only caps are asked about.
            for counterexample in report.counterexamples where counterexample.identity == identity || counterexample.shrinkStoppedBy != "an interruption" {
                #expect(counterexample.shrinkStoppedBy == nil, "seed \(seed): \(counterexample.shrinkStoppedBy ?? "") at \(counterexample.identity), \(counterexample.operations.map(\.swiftStatement))", sourceLocation: sourceLocation)
            }
            let shrunk = report.counterexamples.filter { $0.identity == identity }.map { $0.operations.map(\.swiftStatement) }
            #expect(shrunk == [expected.map(\.swiftStatement)], "seed \(seed)", sourceLocation: sourceLocation)
        }
    }

    /// Whether a run's planted failure was found (read by its stop condition).
    private final class Reached: @unchecked Sendable {
        var value = false
    }

    @Test func hugeBoundsAndTouchesShrinkTogether() throws {
        try expectEverySeed(MislabelsTouchInRightQuarterOfHugeBounds.self, toShrinkTo: [
            .setBounds(width: 1_000_000, height: 34), .touchBegan(Touch(x: 750_000, y: 0, time: 0)),
        ])
    }

    @Test func aTypedDecimalShrinksToTheSimplestDecimalThatStillRoundsWrongly() throws {
        try expectEverySeed(KeepsTypedValueToTenths.self, toShrinkTo: [.setValue(0.01)])
    }

    @Test func aTypedValueBelowATypedLimitShrinksWithTheLimit() throws {
        // The value just below the minimum rounds up past it: lowering either alone loses the
        // failure, so the two move together, digit by digit, the value never less simple.
        let operations: [SliderOperation] = [.setMinimumValue(-8.71), .setValue(-8.72)]
        let found = try #require(SequenceCheck.run(KeepsTypedValueToTenths.self, operations, profile: .documented).violation)
        let result = Shrinker(KeepsTypedValueToTenths.self, profile: .documented).shrink(operations, violation: found)
        #expect(result.operations == [.setMinimumValue(-0.001), .setValue(-0.01)], "\(result.operations.map(\.swiftStatement))")
        #expect(result.violation.identity == found.identity)
        #expect(result.stoppedBy == nil)
    }

    @Test func aBugOneOperationShowsShrinksToThatOperation() throws {
        try expectEverySeed(ShowsOldMinimumUnderLoweredMaximum.self, toShrinkTo: [.setMaximumValue(-1)])
    }

    @Test func aHugeWholeNumberIsHalvedInLogarithmicallyManyShrinks() throws {
        let operations: [SliderOperation] = [
            .setBounds(width: 999_999_999_999_028, height: 65.5), .touchBegan(Touch(x: 999_999_999_999_028, y: 17, time: 0.35)),
        ]
        let found = try #require(SequenceCheck.run(MislabelsTouchInRightQuarterOfHugeBounds.self, operations, profile: .documented).violation)
        let result = Shrinker(MislabelsTouchInRightQuarterOfHugeBounds.self, profile: .documented).shrink(operations, violation: found)
        #expect(result.operations == [.setBounds(width: 1_000_000, height: 34), .touchBegan(Touch(x: 750_000, y: 0, time: 0))],
                "\(result.operations.map(\.swiftStatement))")
        #expect(result.stoppedBy == nil)
        // About 50 halvings each for the width and the touch, not a million steps of one.
        #expect(result.shrinks < 200, "\(result.shrinks) successful shrinks")
    }
}
