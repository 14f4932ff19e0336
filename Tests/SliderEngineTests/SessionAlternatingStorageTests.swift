import SliderEngine
import SliderSpec
import Testing

/// A session keeps each observation where the implementation wrote it, alternating two storages:
/// a step the implementation failed is not checked, and the next step is checked against the
/// observation checked before it, as a checker handed copies checks it.
@MainActor
struct SessionAlternatingStorageTests {
    private let generator = OperationGenerator()

    /// The step's rules, its violations (rule, field, expected and observed) and the masked rules.
    private func verdict(_ step: ConformanceChecker.Step) -> [String] {
        step.rules.map(\.rawValue) + ["|"]
            + step.violations.map { "\($0.rule.rawValue) \($0.field) \($0.expected) \($0.observed)" } + ["|"]
            + step.maskedRules.map(\.rawValue)
    }

    /// Runs `seeds` through one session (restarted for each) on `StumblingSlider`, then replays
    /// each sequence on a fresh instance with a checker handed a copy of every observation it
    /// checks (none of a failed step). Returns the failed steps and the diverging ones seen.
    private func compare(seeds: ClosedRange<UInt64>) -> (failed: Int, diverged: Int) {
        var failed = 0, diverged = 0
        var session = CheckedSession(StumblingSlider.self, profile: .documented)
        for seed in seeds {
            if seed != seeds.lowerBound { session.restart() }
            var random = RandomSource(seed: seed)
            let kinds = generator.swarm(using: &random)
            var steps: [(SliderOperation, [String], SliderObservation)] = []
            while let operation = session.checker.withReference({
                generator.next(after: $0, length: steps.count, kinds: kinds, using: &random)
            }) {
                steps.append((operation, verdict(session.apply(operation)), session.lastObservation))
            }
            var checker = ConformanceChecker(profile: .documented)
            var slider = StumblingSlider()
            var observed = slider.observe()
            observed.events = []
            _ = checker.checkCreation(observed: observed)
            for (operation, sessionVerdict, sessionObservation) in steps {
                let events: [SliderEvent]
                if case let .loadFromInterfaceBuilder(attributes) = operation {
                    slider = StumblingSlider(interfaceBuilder: attributes)
                    events = []
                } else {
                    events = slider.perform(operation)
                }
                observed = slider.observe()
                observed.events = events
                #expect(sessionObservation == observed, "seed \(seed), \(operation)")
                if slider.failure != nil {
                    failed += 1
                    #expect(sessionVerdict.contains(ImplementationFailure.Kind.crash.rule.rawValue), "seed \(seed), \(operation)")
                    continue
                }
                let step = checker.check(operation, observed: observed)
                if step.differs { diverged += 1 }
                #expect(verdict(step) == sessionVerdict, "seed \(seed), \(operation)")
            }
        }
        return (failed, diverged)
    }

    @Test func aStepAfterAFailureIsCheckedAgainstTheLastObservationChecked() {
        let (failed, diverged) = compare(seeds: 1...30)
        #expect(failed > 20)
        #expect(diverged > 20)
    }
}

/// The reference, except that every seventh operation fails (as a crashed process would) with
/// its value and label misreported, and the operation after it reports its value nudged by a
/// tenth: a slider whose failed and diverging steps follow each other.
@MainActor
private final class StumblingSlider: SliderUnderTest {
    private var base = ReferenceImplementation()
    private var performed = 0
    private(set) var failure: ImplementationFailure?

    init() {}

    init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        base = ReferenceImplementation(interfaceBuilder: attributes)
    }

    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        performed += 1
        failure = performed % 7 == 0 ? ImplementationFailure(kind: .crash, detail: "stumbled") : nil
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
        if failure != nil {
            observation.value += 0.5
            observation.accessibilityLabel = "stumbled"
        } else if performed % 7 == 1, performed > 1 {
            observation.value += 0.1
        }
    }
}
