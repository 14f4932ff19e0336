import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// One `CheckedSession` reused across sequences (`SequenceRun.serial(…reusing:)`, as fuzz runs
/// check them) gives each sequence exactly the run a fresh session gives it.
@MainActor
struct SessionReuseTests {
    private let generator = OperationGenerator()

    /// Every sequence of `seeds`, checked in one reused session and in a fresh one each.
    private func compare<Implementation: SliderUnderTest>(_ type: Implementation.Type, profile: Profile, seeds: ClosedRange<UInt64>) {
        var session: CheckedSession?
        for seed in seeds {
            let reused = SequenceRun.serial(SliderImplementation(type), profile: profile, generator: generator, seed: seed, reusing: &session)
            let fresh = SequenceRun.serial(type, profile: profile, generator: generator, seed: seed)
            #expect(reused.operations == fresh.operations, "seed \(seed)")
            #expect(reused.tally == fresh.tally, "seed \(seed)")
            #expect(reused.divergences.map(\.step) == fresh.divergences.map(\.step), "seed \(seed)")
            #expect(reused.divergences.map(\.violation) == fresh.divergences.map(\.violation), "seed \(seed)")
        }
    }

    @Test func aReusedSessionChecksAConformingImplementationAsAFreshOne() {
        compare(SampleSlider.self, profile: .documented, seeds: 1...40)
        compare(ReferenceImplementation.self, profile: .documented, seeds: 1...40)
    }

    /// The toolkit slider diverges from creation on: every sequence after the first starts from
    /// a session whose checker re-synchronised on a divergence and kept several candidates.
    @Test func aReusedSessionChecksADivergingImplementationAsAFreshOne() {
        compare(ToolkitSlider.self, profile: .documented, seeds: 1...40)
    }

    @Test func aRestartedSessionStartsFromACreatedSlider() {
        var session = CheckedSession(ToolkitSlider.self, profile: .documented)
        for operation in [SliderOperation.setValue(0.5), .setMaximumValue(0.25), .setEnabled(false)] { _ = session.apply(operation) }
        session.restart()
        let fresh = CheckedSession(ToolkitSlider.self, profile: .documented)
        #expect(session.lastObservation == fresh.lastObservation)
        #expect(session.creation.violations == fresh.creation.violations)
        #expect(session.checker.readings == fresh.checker.readings)
        #expect(session.checker.candidates.map(\.slider) == fresh.checker.candidates.map(\.slider))
    }
}
