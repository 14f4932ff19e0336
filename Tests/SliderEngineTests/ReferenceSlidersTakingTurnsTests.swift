import SliderEngine
import SliderSpec
import Testing

@Suite("Reference sliders performing in turn build their outcomes in one shared list")
@MainActor
struct ReferenceSlidersTakingTurnsTests {
    /// Two sliders of different reference classes, alive together, perform drawn sequences one
    /// operation each in turn (so each operation finds the list holding the other slider's last
    /// outcomes): each sends the events and shows the observation of a slider built here under
    /// its own profile, step after step. (Run once against a list not emptied between
    /// operations: it failed.)
    @Test("sliders taking turns perform as each one built afresh", arguments: [(0, 1), (1, 2), (2, 3), (3, 0)])
    func takingTurns(first: Int, second: Int) {
        let classes: [ReferenceImplementation.Type] = [
            ReferenceImplementation.self, UIKitModelImplementation.self, PrecisionReferenceImplementation.self,
            CalloutReferenceImplementation.self,
        ]
        let generator = OperationGenerator(options: .init(maxLength: 60, meanLength: 30, robustness: true))
        var random = RandomSource(seed: 2028)
        var compared = 0
        for _ in 0..<60 {
            let implementations = [classes[first], classes[second]]
            let performers = implementations.map { $0.init() }
            var built = [ReferenceSlider(), ReferenceSlider()]
            var readings = implementations.map { $0.profile.readings.preferredOnly }
            var scratch: [ReferenceOutcome] = []
            for index in 0..<2 { built[index].geometry = built[index].classicGeometry() }
            let kinds = generator.swarm(using: &random)
            var length = 0
            var turn = 0
            while let operation = generator.next(after: built[turn], length: length, kinds: kinds, using: &random) {
                let profile = implementations[turn].profile
                let events = performers[turn].perform(operation)
                let expected = built[turn].applyPreferred(
                    operation, readings: &readings[turn], features: profile.features, settling: true, scratch: &scratch)
                built[turn].geometry = built[turn].classicGeometry()
                #expect(events == expected, "\(profile.id): \(operation)")
                #expect(performers[turn].observe() == built[turn].observation(readings: readings[turn]), "\(profile.id): \(operation)")
                compared += 1
                if turn == 1 { length += 1 }
                turn = 1 - turn
            }
        }
        #expect(compared > 500)
    }
}
