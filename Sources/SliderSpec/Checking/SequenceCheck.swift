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
        // Steps decided per rule, indexed by `RuleID.index`: a dictionary updated for every rule
        // of every step was a fifth of a shrink's instructions (callgrind); it is built once, at the end.
        var counts: [Int] = []
        var divergences: [Divergence] = []
        /// Counts the step and records its divergence; true when the sequence must stop there.
        func record(_ step: ConformanceChecker.Step, at index: Int) -> Bool {
            if step.differs {
                let masked = step.maskedRules
                for rule in step.rules where !masked.contains(rule) { Self.count(rule.index, in: &counts) }
            } else {
                step.rules.withIndices { for index in $0 { Self.count(index, in: &counts) } }
            }
            guard step.violation != nil else { return false }
            var stops = stopAtFirst
            for violation in step.violations {
                divergences.append(Divergence(step: index, violation: violation))
                if violation.rule.isProcessFailure || violation.identity == target { stops = true }
            }
            return stops
        }
        if record(session.creation, at: -1) {
            return Result(
                operationsRun: 0, divergences: divergences, rulesExercised: Self.exercised(counts),
                finalObservation: session.lastObservation)
        }
        for (index, operation) in operations.enumerated() {
            let stops = record(session.apply(operation), at: index)
            if stops {
                return Result(
                    operationsRun: index + 1, divergences: divergences, rulesExercised: Self.exercised(counts),
                    finalObservation: session.lastObservation)
            }
        }
        return Result(
            operationsRun: operations.count, divergences: divergences, rulesExercised: Self.exercised(counts),
            finalObservation: session.lastObservation)
    }

    /// Adds one to the count at `index` (a rule's `RuleID.index`), growing `counts` to hold it.
    private static func count(_ index: UInt16, in counts: inout [Int]) {
        let position = Int(index)
        if position >= counts.count { counts.append(contentsOf: repeatElement(0, count: position + 1 - counts.count)) }
        counts[position] += 1
    }

    /// The rules counted in `counts` (indexed by `RuleID.index`), each with its count.
    private static func exercised(_ counts: [Int]) -> [RuleID: Int] {
        var exercised: [RuleID: Int] = [:]
        for (index, count) in counts.enumerated() where count > 0 { exercised[RuleID(interned: UInt16(index))] = count }
        return exercised
    }
}
