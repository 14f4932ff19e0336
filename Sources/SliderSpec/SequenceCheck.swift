/// Runs one sequence of operations on a fresh implementation beside the reference and stops at
/// the first divergence.
public struct SequenceCheck: Sendable {
    /// The outcome of checking a sequence.
    public struct Result: Sendable {
        /// How many operations ran before the sequence ended or diverged (creation not counted).
        public let operationsRun: Int
        /// The index of the diverging operation (-1 for creation), or nil when it conforms.
        public let failingStep: Int?
        /// The divergence, or nil.
        public let violation: Violation?
        /// How many steps each rule decided.
        public let rulesExercised: [RuleID: Int]
        /// The implementation's observation after the last step run.
        public let finalObservation: SliderObservation
    }

    /// Checks `operations` on a fresh `implementation` under `profile`.
    @MainActor
    public static func run<Implementation: SliderUnderTest>(
        _ implementation: Implementation.Type, _ operations: [SliderOperation], profile: Profile
    ) -> Result {
        var checker = ConformanceChecker(profile: profile)
        var exercised: [RuleID: Int] = [:]
        var slider = implementation.init()
        var observed = slider.observe()
        observed.events = []
        var step = checker.checkCreation(observed: observed)
        for rule in step.rules { exercised[rule, default: 0] += 1 }
        if let violation = step.violation {
            return Result(operationsRun: 0, failingStep: -1, violation: violation, rulesExercised: exercised, finalObservation: observed)
        }
        for (index, operation) in operations.enumerated() {
            let events: [SliderEvent]
            if case let .loadFromInterfaceBuilder(attributes) = operation {
                slider = implementation.init(interfaceBuilder: attributes)
                events = []
            } else {
                events = slider.perform(operation)
            }
            observed = slider.observe()
            observed.events = events
            step = checker.check(operation, observed: observed)
            for rule in step.rules { exercised[rule, default: 0] += 1 }
            if let violation = step.violation {
                return Result(
                    operationsRun: index + 1, failingStep: index, violation: violation, rulesExercised: exercised,
                    finalObservation: observed)
            }
        }
        return Result(
            operationsRun: operations.count, failingStep: nil, violation: nil, rulesExercised: exercised, finalObservation: observed)
    }
}
