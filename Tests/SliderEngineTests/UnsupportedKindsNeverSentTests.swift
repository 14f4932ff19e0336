@testable import SliderEngine
import SliderSpec
import Testing

/// An operation kind the implementation declares unsupported is never performed on it: not by
/// the generator, the shrinker, nor the cause analysis and adapter diagnosis that run variants of
/// a counterexample (a setter storing a differing field, a simpler operation, the opposite one).
@MainActor
@Suite("Unsupported operation kinds are never sent", .serialized)
struct UnsupportedKindsNeverSentTests {
    /// The reference, except that a touch never highlights it (as some toolkits do), which
    /// cannot be told to be highlighted or selected, nor have a touch cancelled; it records every
    /// kind it performs.
    final class NeverHighlightedByTouches: SliderUnderTest {
        static var implementationName: String { "never-highlighted" }
        static var unsupportedOperationKinds: Set<SliderOperationKind> { [.setHighlighted, .setSelected, .touchCancelled] }
        /// Every kind performed on any instance.
        static var performed: Set<SliderOperationKind> = []

        private let reference: ReferenceImplementation

        init() { reference = ReferenceImplementation() }

        init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
            reference = ReferenceImplementation(interfaceBuilder: attributes)
        }

        func perform(_ operation: SliderOperation) -> [SliderEvent] {
            Self.performed.insert(operation.kind)
            let events = reference.perform(operation)
            if case .touchBegan = operation, reference.observe().isHighlighted { _ = reference.perform(.setHighlighted(false)) }
            return events
        }

        func observe() -> SliderObservation { reference.observe() }
    }

    @Test func aCauseAnalysisVariantWithAnUnsupportedKindIsNeverRun() {
        NeverHighlightedByTouches.performed = []
        let analysis = CauseAnalysis(implementation: SliderImplementation(NeverHighlightedByTouches.self), profile: .documented)
        // What the analysis of a touch that did not highlight tries: the setter storing the state expected.
        var expected = ReferenceSlider().observation(readings: Profile.documented.readings)
        expected.isHighlighted = true
        let setters = ObservationField.setters(storing: [.isHighlighted], in: expected)
        #expect(setters == [.setHighlighted(true)])
        #expect(analysis.check([.setValue(0.5)] + setters) == nil)
        #expect(analysis.check([.setValue(0.5), .touchCancelled(time: 0)]) == nil)
        #expect(NeverHighlightedByTouches.performed.isEmpty, "\(NeverHighlightedByTouches.performed)")
        // A variant of supported kinds is run as before.
        #expect(analysis.check([.setValue(0.5)])?.divergences.isEmpty == true)
        #expect(NeverHighlightedByTouches.performed == [.setValue])
    }

    @Test func aFuzzRunNeverPerformsAKindTheImplementationDeclaredUnsupported() {
        NeverHighlightedByTouches.performed = []
        let report = Fuzzer(NeverHighlightedByTouches.self, configuration: FuzzConfiguration(seed: 3, sequences: 300)).run()
        #expect(report.counterexamples.contains { $0.identity.rule == .trackingHighlighted }, "\(report.counterexamples.map(\.identity))")
        #expect(NeverHighlightedByTouches.performed.contains(.touchBegan))
        #expect(NeverHighlightedByTouches.performed.isDisjoint(with: NeverHighlightedByTouches.unsupportedOperationKinds),
                "\(NeverHighlightedByTouches.performed.intersection(NeverHighlightedByTouches.unsupportedOperationKinds))")
    }
}
