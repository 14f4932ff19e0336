import SliderSpec

/// One generated sequence checked against an implementation: the operations performed, the step
/// of each (creation first), and the divergence that ended it, if any.
public struct SequenceRun: Sendable {
    /// The operations performed, in order.
    public var operations: [SliderOperation] = []
    /// The checked creation, then one step per operation.
    public var steps: [ConformanceChecker.Step] = []
    /// The first divergence; the sequence stopped there.
    public var violation: Violation?

    /// An empty run.
    public init() {}

    /// Checks the sequence drawn from `seed` one operation at a time: each operation is drawn
    /// from the reference's state after the last.
    @MainActor
    public static func serial<Implementation: SliderUnderTest>(
        _ implementation: Implementation.Type, profile: Profile, generator: OperationGenerator, seed: UInt64
    ) -> SequenceRun {
        var random = RandomSource(seed: seed)
        let kinds = generator.swarm(using: &random)
        var run = SequenceRun()
        var session = CheckedSession(implementation, profile: profile)
        run.steps.append(session.creation)
        run.violation = session.creation.violation
        while run.violation == nil,
            let operation = generator.next(after: session.checker.reference, length: run.operations.count, kinds: kinds, using: &random)
        {
            run.operations.append(operation)
            let step = session.apply(operation)
            run.steps.append(step)
            run.violation = step.violation
        }
        return run
    }
}
