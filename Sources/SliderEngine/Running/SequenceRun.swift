import SliderSpec

/// One generated sequence checked against an implementation: the operations performed, the rules
/// its steps decided (creation first), and its divergences.
public struct SequenceRun: Sendable {
    /// The operations performed, in order.
    public var operations: [SliderOperation] = []
    /// The rules the checked creation and each operation's step decided, counted as they ran.
    public var tally = RuleTally()
    /// Every divergence, in order; when stopping at the first, the sequence stopped there.
    public var divergences: [SequenceCheck.Divergence] = []
    /// The kinds the sequence's swarm enabled (`OperationGenerator.swarm(using:)`), kept for
    /// their array's room: a run checked into again and again draws each swarm into it.
    var kinds: [SliderOperationKind] = []

    /// An empty run.
    public init() {}

    /// The first divergence, or nil.
    public var violation: Violation? { divergences.first?.violation }

    /// Checks the sequence drawn from `seed` one operation at a time: each operation is drawn
    /// from the reference's state after the last. By default (`stopAtFirst` false, as in
    /// `FuzzConfiguration`, `Shrinker` and `SequenceCheck.run`) it goes on past a divergence from
    /// the state the implementation showed, ending only when the generator stops or the
    /// implementation's process fails.
    @MainActor
    public static func serial<Implementation: SliderUnderTest>(
        _ implementation: Implementation.Type, profile: Profile, generator: OperationGenerator, seed: UInt64,
        stopAtFirst: Bool = false
    ) -> SequenceRun {
        serial(SliderImplementation(implementation), profile: profile, generator: generator, seed: seed, stopAtFirst: stopAtFirst)
    }

    /// Checks the sequence drawn from `seed` on `implementation` one operation at a time, as
    /// `serial(_:profile:generator:seed:stopAtFirst:)` does for a Swift type.
    @MainActor
    public static func serial(
        _ implementation: SliderImplementation, profile: Profile, generator: OperationGenerator, seed: UInt64,
        stopAtFirst: Bool = false
    ) -> SequenceRun {
        var session: CheckedSession?
        return serial(implementation, profile: profile, generator: generator, seed: seed, stopAtFirst: stopAtFirst, reusing: &session)
    }

    /// The same as `serial(_:profile:generator:seed:stopAtFirst:)`, checked in `session`
    /// (restarted, `CheckedSession.restart()`) when one is given, else in a new session left
    /// there: a caller checking many sequences under one profile keeps one session for them all.
    @MainActor
    public static func serial(
        _ implementation: SliderImplementation, profile: Profile, generator: OperationGenerator, seed: UInt64,
        stopAtFirst: Bool = false, reusing session: inout CheckedSession?
    ) -> SequenceRun {
        var run = SequenceRun()
        serial(implementation, profile: profile, generator: generator, seed: seed, stopAtFirst: stopAtFirst, reusing: &session, into: &run)
        return run
    }

    /// Checks the sequence drawn from `seed` as `serial(_:profile:generator:seed:stopAtFirst:reusing:)`
    /// does, into `run`: its operations and divergences become this sequence's (their arrays keep
    /// their room, so a caller checking many sequences allocates them once), and its tally counts
    /// on from where it was (so a caller adding up many sequences counts them all into one).
    @MainActor
    public static func serial(
        _ implementation: SliderImplementation, profile: Profile, generator: OperationGenerator, seed: UInt64,
        stopAtFirst: Bool = false, reusing session: inout CheckedSession?, into run: inout SequenceRun
    ) {
        var random = RandomSource(seed: seed)
        generator.swarm(using: &random, into: &run.kinds)
        // Read through a local for the sequence (one retain), not through `run` at each draw.
        let kinds = run.kinds
        run.operations.removeAll(keepingCapacity: true)
        run.divergences.removeAll(keepingCapacity: true)
        // Room for twice the mean length (most sequences) at once: grown by doubling from empty,
        // the operations were copied into a new array about five times a sequence.
        run.operations.reserveCapacity(min(generator.options.maxLength, 2 * generator.options.meanLength))
        if session == nil {
            session = CheckedSession(implementation, profile: profile)
        } else {
            precondition(session!.checker.profile.id == profile.id, "a session is reused only under its own profile")
            session!.restart()
        }
        if run.record(session!.creation, at: -1, stopAtFirst: stopAtFirst) { return }
        // Each operation is kept as it is drawn (the session applies and records every one it
        // draws): stored from the value drawn, not copied from the one the session lends the
        // recording closure (an outlined copy, about 60 instructions an operation).
        // The reference is lent by address, down to each draw that reads it (passed borrowed, it
        // was copied whole for every operation: callgrind).
        session!.run(lending: { reference, operation in
            guard let drawn = generator.next(lending: &reference, length: run.operations.count, kinds: kinds, using: &random) else {
                return false
            }
            run.operations.append(drawn)
            operation = drawn
            return true
        }) { _, step in
            run.record(step, at: run.operations.count - 1, stopAtFirst: stopAtFirst)
        }
    }

    /// Appends `step`; true when the sequence must stop there.
    @inline(__always)
    mutating func record(_ step: ConformanceChecker.Step, at index: Int, stopAtFirst: Bool) -> Bool {
        // A step at which nothing differed (nearly every one) asks nothing more of the step.
        guard step.differs else {
            tally.countConforming(step)
            return false
        }
        tally.count(step)
        guard step.blamedRule != nil else { return false }
        for violation in step.violations { divergences.append(SequenceCheck.Divergence(step: index, violation: violation)) }
        return stopAtFirst || step.violations.contains { $0.rule.isProcessFailure }
    }
}
