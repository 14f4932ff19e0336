import SliderEngine
import SliderMutants
import SliderSamples
import SliderSpec
import Testing

/// The checker's in-place steps (a plain setter applied to the single candidate, a conforming
/// creation checked once) decide every step exactly as its general path does.
@MainActor
struct InPlaceStepTests {
    private let generator = OperationGenerator()

    /// The step's rules, its violations' rules and fields, and the masked rules.
    private func verdict(_ step: ConformanceChecker.Step) -> [String] {
        step.rules.map(\.rawValue) + ["|"] + step.violations.map { "\($0.rule.rawValue) \($0.field)" } + ["|"]
            + step.maskedRules.map(\.rawValue)
    }

    /// Checks each sequence of `seeds` on `Implementation` with two checkers: one free to take
    /// the in-place steps, and one that never can (a field declared unread sends every step
    /// through the general path; it is the callout's value, which the documented profile never
    /// checks, so nothing else changes). Returns the plain setters checked.
    private func compare<Implementation: SliderUnderTest>(_ type: Implementation.Type, seeds: ClosedRange<UInt64>) -> Int {
        var plainSetters = 0
        var fast = ConformanceChecker(profile: .documented)
        var general = ConformanceChecker(profile: .documented, unsupportedFields: [.calloutValue])
        for seed in seeds {
            var random = RandomSource(seed: seed)
            let kinds = generator.swarm(using: &random)
            var slider = Implementation()
            var observed = slider.observe()
            observed.events = []
            #expect(verdict(fast.checkCreation(observed: observed)) == verdict(general.checkCreation(observed: observed)))
            var length = 0
            while let operation = fast.withReference({ generator.next(after: $0, length: length, kinds: kinds, using: &random) }) {
                length += 1
                let events: [SliderEvent]
                if case let .loadFromInterfaceBuilder(attributes) = operation {
                    slider = Implementation(interfaceBuilder: attributes)
                    events = []
                } else {
                    events = slider.perform(operation)
                }
                switch operation {
                case .setHighlighted, .setSelected, .setMinimumValueImage, .setMaximumValueImage, .setAccessibilityLabel,
                    .setAccessibilityValue, .setBounds, .setLayoutDirection:
                    plainSetters += 1
                default:
                    break
                }
                observed = slider.observe()
                observed.events = events
                let step = fast.check(operation, observed: observed)
                #expect(verdict(step) == verdict(general.check(operation, observed: observed)), "seed \(seed), \(operation)")
                #expect(fast.candidates.map(\.slider) == general.candidates.map(\.slider), "seed \(seed), \(operation)")
                #expect(fast.readings == general.readings, "seed \(seed), \(operation)")
            }
        }
        return plainSetters
    }

    @Test func aConformingImplementationGetsTheSameStepsInPlace() {
        #expect(compare(ReferenceImplementation.self, seeds: 1...60) > 200)
        #expect(compare(SampleSlider.self, seeds: 1...60) > 200)
    }

    @Test func everyMutantGetsTheSameStepsInPlace() {
        for mutant in MutantCatalogue.all {
            _ = compare(mutant.type, seeds: 1...3)
        }
    }
}
