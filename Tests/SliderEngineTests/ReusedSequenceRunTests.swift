import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// One `SequenceRun` checked into again and again (`SequenceRun.serial(…into:)`, as a fuzz run
/// checks its sequences in process) holds each sequence's operations and divergences exactly as
/// a fresh run does, and its tally adds up every sequence checked into it.
@MainActor
struct ReusedSequenceRunTests {
    private let generator = OperationGenerator()

    /// Every sequence of `seeds`, checked into one reused run and into a fresh one each.
    private func compare<Implementation: SliderUnderTest>(
        _ type: Implementation.Type, seeds: ClosedRange<UInt64>, stopAtFirst: Bool = false
    ) {
        var session: CheckedSession?
        var diverging = 0
        var reused = SequenceRun()
        var total = RuleTally()
        for seed in seeds {
            SequenceRun.serial(
                SliderImplementation(type), profile: .documented, generator: generator, seed: seed, stopAtFirst: stopAtFirst,
                reusing: &session, into: &reused)
            let fresh = SequenceRun.serial(type, profile: .documented, generator: generator, seed: seed, stopAtFirst: stopAtFirst)
            total.add(fresh.tally)
            #expect(reused.operations == fresh.operations, "seed \(seed)")
            #expect(reused.divergences.map(\.step) == fresh.divergences.map(\.step), "seed \(seed)")
            #expect(reused.divergences.map(\.violation) == fresh.divergences.map(\.violation), "seed \(seed)")
            #expect(reused.tally == total, "seed \(seed)")
            if !fresh.divergences.isEmpty { diverging += 1 }
        }
        if Implementation.self != ReferenceImplementation.self { #expect(diverging > 0, "no sequence diverged: the comparison shows nothing") }
    }

    @Test func aReusedRunHoldsEachSequenceOfAConformingImplementationAsAFreshOne() {
        compare(ReferenceImplementation.self, seeds: 1...40)
    }

    /// The toolkit slider diverges in most sequences, some more often than the next: a run that
    /// kept an earlier sequence's divergences or operations would show them.
    @Test func aReusedRunHoldsEachSequenceOfADivergingImplementationAsAFreshOne() {
        compare(ToolkitSlider.self, seeds: 1...40)
    }

    /// Stopping at the first divergence (the two-bug slider's come mid-sequence) leaves
    /// sequences shorter than the one before them.
    @Test func aReusedRunStoppingAtTheFirstDivergenceHoldsOnlyThatSequence() {
        compare(TwoBugSlider.self, seeds: 1...40, stopAtFirst: true)
    }
}
