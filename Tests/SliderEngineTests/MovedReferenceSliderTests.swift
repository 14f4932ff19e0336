import SliderEngine
import SliderSpec
import Testing

@Suite("The reference implementation applies each operation to its own slider, moved rather than copied")
@MainActor
struct MovedReferenceSliderTests {
    /// The reference implementations, one per profile they take.
    static let implementations: [ReferenceImplementation.Type] = [
        ReferenceImplementation.self, UIKitModelImplementation.self, PrecisionReferenceImplementation.self,
        CalloutReferenceImplementation.self,
    ]

    /// Drawn sequences (every kind, NaN and the infinities included) performed by the reference
    /// implementation, which moves its slider into the outcome it applies each operation to, send
    /// the events and show the observation that the same operations give a slider that copies
    /// itself into that outcome (`applyPreferred`, public), laid out as the implementation lays
    /// itself out, step after step. (Run once against a moving path that lost the highlight on
    /// `setContinuous`: it failed.)
    @Test("the moved slider performs as the copied one", arguments: 0..<4)
    func movedAsCopied(index: Int) {
        let implementation = Self.implementations[index]
        let profile = implementation.profile
        let generator = OperationGenerator(options: .init(maxLength: 60, meanLength: 30, robustness: true))
        var random = RandomSource(seed: 2026)
        var compared = 0
        for _ in 0..<150 {
            let performer = implementation.init()
            var copied = ReferenceSlider()
            var readings = profile.readings.preferredOnly
            var scratch: [ReferenceOutcome] = []
            copied.geometry = copied.classicGeometry()
            let kinds = generator.swarm(using: &random)
            var length = 0
            while let operation = generator.next(after: copied, length: length, kinds: kinds, using: &random) {
                length += 1
                let events = performer.perform(operation)
                let expected = copied.applyPreferred(
                    operation, readings: &readings, features: profile.features, settling: true, scratch: &scratch)
                copied.geometry = copied.classicGeometry()
                #expect(events == expected, "\(operation)")
                #expect(performer.observe() == copied.observation(readings: readings), "\(operation)")
                compared += 1
            }
        }
        #expect(compared > 1_000)
    }
}
