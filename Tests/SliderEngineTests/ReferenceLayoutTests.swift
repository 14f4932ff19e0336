import SliderEngine
import SliderSpec
import Testing

/// The reference run as an implementation computes its classic geometry again only when what it
/// depends on changed: what it reports must still be the classic layout of its state, bit for bit.
@MainActor
struct ReferenceLayoutTests {
    private let generator = OperationGenerator()

    /// Runs `seeds` on `ReferenceImplementation` beside a `ReferenceSlider` taking the same
    /// preferred outcomes with its geometry computed afresh after every operation; returns the
    /// steps checked, recording an issue wherever the reported geometry differs (printed, so
    /// that −0 and +0 differ).
    private func compare(seeds: ClosedRange<UInt64>) -> Int {
        let profile = Profile.documented
        var steps = 0
        for seed in seeds {
            var random = RandomSource(seed: seed)
            let kinds = generator.swarm(using: &random)
            let implementation = ReferenceImplementation()
            var model = ReferenceSlider()
            model.geometry = model.classicGeometry()
            var readings = profile.readings.preferredOnly
            var scratch: [ReferenceOutcome] = []
            var length = 0
            while let operation = generator.next(after: model, length: length, kinds: kinds, using: &random) {
                length += 1
                // A load too is performed on the same instance, as its `init(interfaceBuilder:)`
                // performs it: the slider it starts afresh has no geometry yet.
                _ = implementation.perform(operation)
                model.applyPreferred(operation, readings: &readings, features: profile.features, settling: true, scratch: &scratch)
                model.geometry = model.classicGeometry()
                #expect("\(implementation.observe().geometry)" == "\(model.geometry)", "seed \(seed), \(operation)")
                steps += 1
            }
        }
        return steps
    }

    @Test func theReferenceReportsTheClassicLayoutOfItsStateAfterEveryOperation() {
        #expect(compare(seeds: 1...200) > 2_000)
    }

    @Test func aSliderLoadedInPlaceOfOneLaidOutAlikeReportsItsLayout() {
        // The slider loaded has the value, range and bounds the one before it had.
        let load = SliderOperation.loadFromInterfaceBuilder(InterfaceBuilderAttributes())
        let implementation = ReferenceImplementation()
        _ = implementation.perform(.setValue(0.5))
        _ = implementation.perform(load)
        var model = ReferenceSlider()
        var readings = Profile.documented.readings.preferredOnly
        var scratch: [ReferenceOutcome] = []
        model.applyPreferred(load, readings: &readings, features: [], settling: true, scratch: &scratch)
        #expect(model.value == 0.5)
        #expect("\(implementation.observe().geometry)" == "\(model.classicGeometry())")
        #expect(implementation.observe().geometry != .zero)
    }
}
