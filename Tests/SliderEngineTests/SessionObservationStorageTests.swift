import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// A session whose implementation writes each observation into the session's storage, exchanged
/// with the checker's, decides every step and keeps every observation as a checker handed copies does.
@MainActor
struct SessionObservationStorageTests {
    private let generator = OperationGenerator()

    /// The step's rules, its violations (rule, field, expected and observed) and the masked rules.
    private func verdict(_ step: ConformanceChecker.Step) -> [String] {
        step.rules.map(\.rawValue) + ["|"]
            + step.violations.map { "\($0.rule.rawValue) \($0.field) \($0.expected) \($0.observed)" } + ["|"]
            + step.maskedRules.map(\.rawValue)
    }

    /// Runs `seeds` through a session on `Implementation`, then replays each sequence on a fresh
    /// instance with a checker given a copy of every observation: the verdicts, the session's
    /// last observation and the checker's must agree at every step. Returns the steps that differed.
    private func compare<Implementation: SliderUnderTest>(_ type: Implementation.Type, seeds: ClosedRange<UInt64>) -> Int {
        var differing = 0
        for seed in seeds {
            var random = RandomSource(seed: seed)
            let kinds = generator.swarm(using: &random)
            var session = CheckedSession(Implementation.self, profile: .documented)
            var steps: [(SliderOperation, [String], SliderObservation)] = []
            var length = 0
            while let operation = session.checker.withReference({
                generator.next(after: $0, length: length, kinds: kinds, using: &random)
            }) {
                length += 1
                let step = session.apply(operation)
                steps.append((operation, verdict(step), session.lastObservation))
            }
            var checker = ConformanceChecker(profile: .documented)
            var slider = Implementation()
            var observed = slider.observe()
            observed.events = []
            #expect(verdict(checker.checkCreation(observed: observed)) == verdict(session.creation), "seed \(seed)")
            for (operation, sessionVerdict, sessionObservation) in steps {
                let events: [SliderEvent]
                if case let .loadFromInterfaceBuilder(attributes) = operation {
                    slider = Implementation(interfaceBuilder: attributes)
                    events = []
                } else {
                    events = slider.perform(operation)
                }
                observed = slider.observe()
                observed.events = events
                let step = checker.check(operation, observed: observed)
                if step.differs { differing += 1 }
                #expect(verdict(step) == sessionVerdict, "seed \(seed), \(operation)")
                #expect(sessionObservation == observed, "seed \(seed), \(operation)")
                #expect(checker.lastObserved == observed, "seed \(seed), \(operation)")
            }
        }
        return differing
    }

    @Test func theReferenceWritingInPlaceGetsTheStepsOfCopiedObservations() {
        #expect(compare(ReferenceImplementation.self, seeds: 1...40) == 0)
        // UIKit's readings differ from the documented profile's preferred ones: steps differ, alike both ways.
        #expect(compare(UIKitModelImplementation.self, seeds: 1...20) > 0)
    }

    @Test func aSliderObservingByDefaultGetsTheStepsOfCopiedObservations() {
        #expect(compare(SampleSlider.self, seeds: 1...40) == 0)
    }

    @Test func aDivergingSliderGetsTheSameDivergencesThroughTheStorage() {
        #expect(compare(MisreportingSlider.self, seeds: 1...40) > 20)
    }
}

/// The reference, except that it reports its accessibility label upper-cased and its value
/// nudged by a tenth after every fifth operation: a slider whose observations the checker
/// rejects, writing them into the suite's storage through the reference's `observe(into:)`.
@MainActor
private final class MisreportingSlider: SliderUnderTest {
    private let base: ReferenceImplementation
    private var performed = 0

    init() { base = ReferenceImplementation() }

    init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        base = ReferenceImplementation(interfaceBuilder: attributes)
    }

    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        performed += 1
        return base.perform(operation)
    }

    func observe() -> SliderObservation {
        var observation = base.observe()
        misreport(&observation)
        return observation
    }

    func observe(into observation: inout SliderObservation) {
        base.observe(into: &observation)
        misreport(&observation)
    }

    private func misreport(_ observation: inout SliderObservation) {
        observation.accessibilityLabel = observation.accessibilityLabel?.uppercased()
        if performed % 5 == 4 { observation.value += 0.1 }
    }
}
