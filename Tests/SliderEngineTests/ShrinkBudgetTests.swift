import SliderEngine
import SliderReports
import SliderSpec
import SliderTestFixtures
import SliderWorkers
import Testing

/// Shrinking is bounded by counts, never by the clock: a slow slider shrinks to what a fast one
/// does, caps stop it after the same attempt, and the optional wall-clock safety net says so.
@MainActor
@Suite("Shrink budgets")
struct ShrinkBudgetTests {
    private func violation(_ operations: [SliderOperation]) throws -> Violation {
        try #require(SequenceCheck.run(ForgetsToPullValueDown.self, operations, profile: .documented).violation)
    }

    @Test func theDefaultLimitsCountAttemptsAndHaveNoClock() {
        let limits = ShrinkLimits()
        #expect(limits.seconds == nil)
        #expect(limits.maxAttempts == ShrinkLimits.defaultMaxAttempts)
    }

    @Test func aSlowSliderShrinksToTheSameCounterexampleAsAFastOne() throws {
        let found = try violation(ShrinkerTests.longFailure)
        let fast = Shrinker(ForgetsToPullValueDown.self, profile: .documented).shrink(ShrinkerTests.longFailure, violation: found)
        let slow = Shrinker(SlowForgetsToPullValueDown.self, profile: .documented).shrink(ShrinkerTests.longFailure, violation: found)
        #expect(slow.operations == fast.operations)
        #expect(slow.attempts == fast.attempts && slow.shrinks == fast.shrinks)
        #expect(slow.stoppedBy == nil && !slow.stoppedBySafetyNet)
    }

    @Test func theAttemptCapStopsAfterExactlyThatManyChecksWhateverTheSpeed() throws {
        let found = try violation(ShrinkerTests.longFailure)
        let limits = ShrinkLimits(maxAttempts: 7)
        let fast = Shrinker(ForgetsToPullValueDown.self, profile: .documented, limits: limits).shrink(ShrinkerTests.longFailure, violation: found)
        let slow = Shrinker(SlowForgetsToPullValueDown.self, profile: .documented, limits: limits)
            .shrink(ShrinkerTests.longFailure, violation: found)
        #expect(fast.attempts == 7 && slow.attempts == 7)
        #expect(fast.stoppedBy == "7 attempts in all" && !fast.stoppedBySafetyNet)
        #expect(slow.operations == fast.operations && slow.stoppedBy == fast.stoppedBy)
        #expect(SequenceCheck.run(ForgetsToPullValueDown.self, fast.operations, profile: .documented).violation?.identity == found.identity)
    }

    @Test func theSafetyNetSaysWhenItStopsAShrink() throws {
        let found = try violation(ShrinkerTests.longFailure)
        let result = Shrinker(SlowForgetsToPullValueDown.self, profile: .documented, limits: ShrinkLimits(seconds: 0.001))
            .shrink(ShrinkerTests.longFailure, violation: found)
        #expect(result.stoppedBySafetyNet)
        #expect(result.stoppedBy == "the wall-clock safety net after 0.001 s")
        let counterexample = Counterexample(
            identity: found.identity, operations: result.operations, violation: result.violation,
            originalLength: ShrinkerTests.longFailure.count, origin: "test", occurrences: 1, shrinks: result.shrinks,
            shrinkStoppedBy: result.stoppedBy)
        #expect(counterexample.shrinkStoppedBySafetyNet)
        let text = CounterexampleFormatter(colored: false).format(counterexample, implementation: "slow", typeName: nil)
        #expect(text.contains("shrinking stopped by the wall-clock safety net after 0.001 s"))
    }

    @Test func aFuzzRunOfASlowSliderReportsTheSameCounterexamplesAsAFastOne() {
        let configuration = FuzzConfiguration(seed: 3, sequences: 200)
        let fast = Fuzzer(ForgetsToPullValueDown.self, name: "forgets", configuration: configuration).run()
        let slow = Fuzzer(SlowForgetsToPullValueDown.self, name: "forgets", configuration: configuration).run()
        #expect(!fast.counterexamples.isEmpty)
        #expect(slow.counterexamples.map(\.operations) == fast.counterexamples.map(\.operations))
        #expect(slow.counterexamples.map(\.shrinks) == fast.counterexamples.map(\.shrinks))
    }

    @Test func workersAreGivenTheSameLimits() {
        var configuration = FuzzConfiguration()
        configuration.shrinkLimits = ShrinkLimits(maxShrinks: 5, maxStalledAttempts: 6, maxAttempts: 77, seconds: 2.5)
        #expect(FuzzWorkerJob(implementation: "sample", configuration: configuration).configuration?.shrinkLimits == configuration.shrinkLimits)
        configuration.shrinkLimits = ShrinkLimits(maxAttempts: 12)
        #expect(FuzzWorkerJob(implementation: "sample", configuration: configuration).configuration?.shrinkLimits.seconds == nil)
    }
}
