import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import SliderTestFixtures
import Testing

@MainActor
@Suite("Fuzzer")
struct FuzzerTests {
    private func run<S: SliderUnderTest>(_ type: S.Type, _ configure: (inout FuzzConfiguration) -> Void = { _ in }) -> FuzzReport {
        var configuration = FuzzConfiguration(seed: 42, sequences: 300)
        configure(&configuration)
        return Fuzzer(type, configuration: configuration).run()
    }

    @Test func theSameSeedGivesAByteIdenticalReport() {
        let first = ReportFormat.text.render([run(ForgetsToPullValueDown.self)])
        let second = ReportFormat.text.render([run(ForgetsToPullValueDown.self)])
        #expect(first == second)
        #expect(ReportFormat.json.render([run(SampleSlider.self)]) == ReportFormat.json.render([run(SampleSlider.self)]))
    }

    @Test func aBrokenImplementationIsCaughtAttributedAndShrunkToTwoOperations() throws {
        let report = run(ForgetsToPullValueDown.self)
        #expect(report.counterexamples.count == 1)
        let counterexample = try #require(report.counterexamples.first)
        #expect(counterexample.identity == FailureIdentity(rule: .limitsMaximumPullsValue, field: "value", cause: .setMaximumValue))
        #expect(counterexample.operations.count == 2)
        #expect(counterexample.occurrences > 1)
        #expect(counterexample.origin.hasPrefix("seed 0x2a, sequence "))
    }

    /// Rules the documented profile never reaches: those of other profiles.
    static let otherProfilesRules: Set<RuleID> = Set(
        RuleCatalogue.rules.filter { $0.example.profile != nil }.map(\.id) + [.geometryClassicUIKit])

    @Test func conformingImplementationsPassAndEveryCheckableRuleIsReached() {
        // 2,000 sequences: disabling the slider mid-touch (`tracking.disabled-while-tracking`) is rare.
        for report in [run(SampleSlider.self) { $0.sequences = 2_000 }, run(ReferenceImplementation.self) { $0.sequences = 2_000 }] {
            #expect(report.conforms)
            #expect(report.sequences == 2_000)
            #expect(report.operations > 10_000)
            #expect(Set(report.unreachedRules).isSubset(of: Self.otherProfilesRules.union([.valueNotANumber, .valueInfinite, .limitsNonFinite])))
        }
        let robust = run(SampleSlider.self) { $0.generator.robustness = true; $0.sequences = 1_500 }
        #expect(robust.conforms)
        #expect(Set(robust.unreachedRules).isSubset(of: Self.otherProfilesRules))
    }

    @Test func shardsTogetherRunExactlyTheWholeRun() {
        let whole = run(SampleSlider.self)
        let halves = (0..<2).map { index in run(SampleSlider.self) { $0.shardIndex = index; $0.shardCount = 2 } }
        #expect(halves.map(\.sequences).reduce(0, +) == whole.sequences)
        #expect(halves.map(\.operations).reduce(0, +) == whole.operations)
        #expect(halves[0].shard == "1/2")
    }

    @Test func eachDistinctFailureIsReportedOnceAndTheRunGoesOn() {
        let report = run(UIKitModelImplementation.self) { $0.profile = .documented }
        let identities = report.counterexamples.map(\.identity)
        #expect(identities.count > 1)
        #expect(Set(identities).count == identities.count)
        #expect(report.sequences == 300)
    }

    @Test func everyFoundCounterexampleIsHandedOverAsSoonAsItIsShrunk() {
        var handed: [FailureIdentity] = []
        let report = Fuzzer(UIKitModelImplementation.self, configuration: FuzzConfiguration(seed: 1, sequences: 200, profile: .documented))
            .run(found: { handed.append($0.identity) })
        #expect(handed == report.counterexamples.map(\.identity))
    }

    @Test func counterexampleReadsAsSwiftWithADiff() throws {
        let counterexample = try #require(run(ForgetsToPullValueDown.self).counterexamples.first)
        let text = CounterexampleFormatter().format(counterexample, implementation: "ForgetsToPullValueDown")
        #expect(text.contains("✗ limits.maximum-pulls-value: Lowering `maximumValue` below the current value"))
        #expect(text.contains("source: 001_75099abadf7135a6.txt, maximumValue"))
        // Which two operations the seed finds (`value = 1` or an increment, then the maximum) depends on the draws.
        #expect(text.contains("    let slider = ForgetsToPullValueDown()\n    _ = slider.perform(."))
        #expect(text.contains("\n    _ = slider.perform(.setMaximumValue(0.0))  // ← diverges here\n"))
        #expect(text.contains("\n    precondition(slider.observe().value == 0.0, \"value: expected 0.0, observed "))
        #expect(text.contains("    - value: 0.0\n    + value: "))
    }
}
