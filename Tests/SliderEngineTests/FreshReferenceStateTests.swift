import SliderEngine
import SliderSpec
import Testing

@Suite("A reference implementation starts from its own class's fresh state, copied rather than built")
@MainActor
struct FreshReferenceStateTests {
    /// The reference implementations, one per profile they take.
    static let implementations: [ReferenceImplementation.Type] = [
        ReferenceImplementation.self, UIKitModelImplementation.self, PrecisionReferenceImplementation.self,
        CalloutReferenceImplementation.self,
    ]

    /// Drawn sequences, the classes taking turns (so each new slider is created after sliders of
    /// the others, used), performed by a new slider of each: it sends the events and shows the
    /// observation of a slider built here under its class's profile, and a slider loaded from
    /// Interface Builder (`init(interfaceBuilder:)`) shows what the load operation gave. (Run
    /// once against a copy that every class shared, the first class's: it failed.)
    @Test("each new slider, in code or from Interface Builder, performs as one built afresh under its profile")
    func freshPerClass() {
        let generator = OperationGenerator(options: .init(maxLength: 60, meanLength: 30, robustness: true))
        var random = RandomSource(seed: 2027)
        var compared = 0
        var loads = 0
        for round in 0..<240 {
            let implementation = Self.implementations[round % Self.implementations.count]
            let profile = implementation.profile
            let performer = implementation.init()
            var built = ReferenceSlider()
            var readings = profile.readings.preferredOnly
            var scratch: [ReferenceOutcome] = []
            built.geometry = built.classicGeometry()
            #expect(performer.observe() == built.observation(readings: readings), "\(implementation.implementationName)")
            let kinds = generator.swarm(using: &random)
            var length = 0
            while let operation = generator.next(after: built, length: length, kinds: kinds, using: &random) {
                length += 1
                let events = performer.perform(operation)
                let expected = built.applyPreferred(
                    operation, readings: &readings, features: profile.features, settling: true, scratch: &scratch)
                built.geometry = built.classicGeometry()
                #expect(events == expected, "\(implementation.implementationName): \(operation)")
                #expect(performer.observe() == built.observation(readings: readings), "\(implementation.implementationName): \(operation)")
                if case let .loadFromInterfaceBuilder(attributes) = operation {
                    let loaded = implementation.init(interfaceBuilder: attributes)
                    #expect(loaded.observe() == performer.observe(), "\(implementation.implementationName): \(operation)")
                    loads += 1
                }
                compared += 1
            }
        }
        #expect(compared > 2_000)
        #expect(loads > 20)
    }
}
