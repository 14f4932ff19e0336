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
        var session = CheckedSession(implementation, profile: profile)
        var exercised: [RuleID: Int] = [:]
        func count(_ step: ConformanceChecker.Step) { for rule in step.rules { exercised[rule, default: 0] += 1 } }
        count(session.creation)
        if let violation = session.creation.violation {
            return Result(operationsRun: 0, failingStep: -1, violation: violation, rulesExercised: exercised,
                          finalObservation: session.lastObservation)
        }
        for (index, operation) in operations.enumerated() {
            let step = session.apply(operation)
            count(step)
            if let violation = step.violation {
                return Result(operationsRun: index + 1, failingStep: index, violation: violation, rulesExercised: exercised,
                              finalObservation: session.lastObservation)
            }
        }
        return Result(operationsRun: operations.count, failingStep: nil, violation: nil, rulesExercised: exercised,
                      finalObservation: session.lastObservation)
    }
}
