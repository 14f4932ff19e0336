/// Runs one sequence of operations on a fresh implementation beside the reference.
///
/// By default it records each divergence, goes on from the implementation's state, and reports
/// every divergence of the sequence (ending it only when the implementation's process fails),
/// as `Fuzzer` and `Shrinker` do; with `stopAtFirst: true` it stops at the first divergence.
public struct SequenceCheck: Sendable {
    /// One divergence and the step it happened at (-1 for creation).
    public struct Divergence: Sendable {
        /// The index of the diverging operation, -1 for creation.
        public let step: Int
        /// The divergence.
        public let violation: Violation

        /// A divergence at `step`.
        public init(step: Int, violation: Violation) {
            self.step = step
            self.violation = violation
        }
    }

    /// The outcome of checking a sequence.
    public struct Result: Sendable {
        /// How many operations ran before the sequence ended or stopped (creation not counted).
        public let operationsRun: Int
        /// Every divergence, in order; at most one when stopping at the first.
        public let divergences: [Divergence]
        /// How many steps each rule decided.
        public let rulesExercised: [RuleID: Int]
        /// The implementation's observation after the last step run.
        public let finalObservation: SliderObservation

        /// The index of the first diverging operation (-1 for creation), or nil when it conforms.
        public var failingStep: Int? { divergences.first?.step }
        /// The first divergence, or nil.
        public var violation: Violation? { divergences.first?.violation }

        /// The first divergence with `identity` (or one recorded before causes were, see
        /// `FailureIdentity.matches`), or nil.
        public func firstDivergence(matching identity: FailureIdentity) -> Divergence? {
            divergences.first { $0.violation.identity.matches(identity) }
        }
    }

    /// Checks `operations` on a fresh slider of the Swift type `implementation` under `profile`
    /// (see `run(_:_:profile:stopAtFirst:stoppingAt:)` on a value).
    @MainActor
    public static func run<Implementation: SliderUnderTest>(
        _ implementation: Implementation.Type, _ operations: [SliderOperation], profile: Profile, stopAtFirst: Bool = false,
        stoppingAt target: FailureIdentity? = nil
    ) -> Result {
        run(SliderImplementation(implementation), operations, profile: profile, stopAtFirst: stopAtFirst, stoppingAt: target)
    }

    /// Checks `operations` on a fresh slider of `implementation` under `profile`. With
    /// `stoppingAt`, it also stops at the first divergence with that identity (a shrinker needs no more).
    @MainActor
    public static func run(
        _ implementation: SliderImplementation, _ operations: [SliderOperation], profile: Profile, stopAtFirst: Bool = false,
        stoppingAt target: FailureIdentity? = nil
    ) -> Result {
        var session = CheckedSession(implementation, profile: profile)
        var exercised: [RuleID: Int] = [:]
        var divergences: [Divergence] = []
        /// Counts the step and records its divergence; true when the sequence must stop there.
        func record(_ step: ConformanceChecker.Step, at index: Int) -> Bool {
            let masked = step.maskedRules
            for rule in step.rules where !masked.contains(rule) { exercised[rule, default: 0] += 1 }
            guard step.violation != nil else { return false }
            var stops = stopAtFirst
            for violation in step.violations {
                divergences.append(Divergence(step: index, violation: violation))
                if violation.rule.isProcessFailure || violation.identity == target { stops = true }
            }
            return stops
        }
        if record(session.creation, at: -1) {
            return Result(operationsRun: 0, divergences: divergences, rulesExercised: exercised, finalObservation: session.lastObservation)
        }
        for (index, operation) in operations.enumerated() {
            let stops = record(session.apply(operation), at: index)
            if stops {
                return Result(
                    operationsRun: index + 1, divergences: divergences, rulesExercised: exercised,
                    finalObservation: session.lastObservation)
            }
        }
        return Result(
            operationsRun: operations.count, divergences: divergences, rulesExercised: exercised, finalObservation: session.lastObservation)
    }
}
