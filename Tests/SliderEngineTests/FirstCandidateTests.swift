import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// The checker keeps its first candidate apart from the others: whatever it holds, the first
/// candidate is the reference, the one `withReference` passes, and the readings join every one.
@MainActor
struct FirstCandidateTests {
    @Test func theReferenceIsTheFirstOfSeveralCandidatesAndTheReadingsJoinThemAll() {
        let generator = OperationGenerator()
        var stepsWithSeveral = 0
        for seed: UInt64 in 1...60 {
            var random = RandomSource(seed: seed)
            let kinds = generator.swarm(using: &random)
            var session = CheckedSession(SampleSlider.self, profile: .documented)
            var length = 0
            while let operation = session.checker.withReference({ generator.next(after: $0, length: length, kinds: kinds, using: &random) }) {
                length += 1
                _ = session.apply(operation)
                let checker = session.checker
                let candidates = checker.candidates
                if candidates.count > 1 { stepsWithSeveral += 1 }
                #expect(checker.reference == candidates[0].slider)
                #expect(checker.withReference { $0 } == candidates[0].slider)
                #expect(checker.readings == candidates.dropFirst().reduce(candidates[0].readings) { $0.union($1.readings) })
            }
        }
        // Several candidates are kept at some steps of these seeds, so the others are exercised.
        #expect(stepsWithSeveral > 0)
    }
}
