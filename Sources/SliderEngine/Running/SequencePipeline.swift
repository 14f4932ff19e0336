import SliderSpec
import SliderWire

/// Checks generated sequences against a child process without waiting for each answer before
/// sending the next request, and without pausing between sequences.
///
/// Which operation comes next depends on the reference's state after the last one, and that
/// state is known only once the child has answered. So the pipeline *guesses*: it draws ahead
/// from the state the reference would reach if the child did what the reference prefers, and
/// keeps up to `ProcessConnection.window` requests awaiting answers; when the guessed sequence
/// stops, it goes on with the `create` and the operations of the next one, and of the ones after
/// it, so that each wake-up of the child or of the suite serves a whole window, not only the
/// rest of one sequence and the next (sequences are about 18 operations long). As each answer
/// arrives it is checked exactly as in `SequenceRun.serial`, and the next operation is drawn
/// from the true state; when that is not, bit for bit and with the same random state, the
/// operation already sent, the guess was wrong and `run` returns nil. It also returns nil when
/// the child fails (it may have failed on a request sent ahead). The caller then runs the
/// sequence again one request at a time, so the result never depends on the guesses: the same
/// seed gives the same report either way, only faster.
@MainActor
package final class SequencePipeline {
    /// The child.
    public let connection: ProcessConnection
    /// The profile checked against.
    public let profile: Profile
    /// The generator drawing the operations.
    public let generator: OperationGenerator
    /// Whether a sequence goes on past its divergences, as `SequenceRun.serial` with
    /// `stopAtFirst` false does (each later step checked from the state the check went on from,
    /// the next operation drawn from it, a wrong guess run again one request at a time); false
    /// stops it at its first one.
    public var goesOnPastDivergences = false

    /// A request awaiting its answer: the sequence it belongs to, its operation (nil for the
    /// `create` that opens the sequence), and the random state after it was drawn.
    private struct Sent {
        var seed: UInt64
        var operation: SliderOperation?
        var random: RandomSource
    }

    /// The reference's state as guessed after the requests sent so far.
    private struct Guess {
        var seed: UInt64
        var kinds: [SliderOperationKind]
        var random: RandomSource
        var slider = ReferenceSlider()
        var readings: Readings
        var length = 0
        var stopped = false
        /// The outcomes of the last guessed step, kept for the array's capacity.
        var scratch: [ReferenceOutcome] = []
    }

    /// The requests awaiting answers, oldest first, from `sentStart` on: the same number as the
    /// connection's. Answered requests are dropped from the front now and then, not one by one.
    /// Not checked for exclusivity at run time, like the stored properties below: only the
    /// pipeline's own methods reach them, on the main actor, never through two overlapping
    /// accesses, and the checks cost about 400 instructions per operation (callgrind).
    @exclusivity(unchecked) private var sent: [Sent] = []
    @exclusivity(unchecked) private var sentStart = 0
    @exclusivity(unchecked) private var guess: Guess?
    /// The running sequence's seed, then those of the sequences after it, in order: where the
    /// guess goes on to when the sequence it guesses stops.
    @exclusivity(unchecked) private var order: [UInt64] = []
    /// The connection's `createCalls` when the pipeline last used it.
    @exclusivity(unchecked) private var createCalls = 0
    /// The connection's `childFailures` when the running `run` began.
    private var childFailuresBefore = 0
    /// The child's failure that ended the last `run` (which then returned nil), with the seed of
    /// the sequence whose request it failed on, until taken.
    private var childFailure: (seed: UInt64, failure: ImplementationFailure)?
    /// The seed of the sequence whose answer is being awaited.
    private var awaitedSeed: UInt64 = 0

    /// A pipeline to `implementation`'s host when it is a child process that takes pipelined
    /// requests and serves many sliders; nil otherwise (run its sequences with `SequenceRun.serial`).
    public convenience init?(for implementation: SliderImplementation, profile: Profile, generator: OperationGenerator) {
        guard let connection = implementation.processConnection, connection.window > 1, !connection.freshChildForEachSlider else { return nil }
        self.init(connection: connection, profile: profile, generator: generator)
    }

    /// Creates a pipeline on `connection`.
    public init(connection: ProcessConnection, profile: Profile, generator: OperationGenerator) {
        self.connection = connection
        self.profile = profile
        self.generator = generator
    }

    /// Checks the sequence drawn from `seed`, guessing on into the sequence drawn from `next`,
    /// or returns nil when it must be run again one request at a time.
    public func run(seed: UInt64, next: UInt64?) -> SequenceRun? {
        run(seed: seed, upcoming: next.map { [$0] } ?? [])
    }

    /// Checks the sequence drawn from `seed`, guessing on into the sequences drawn from
    /// `upcoming` in order (those the caller checks next), or returns nil when it must be run
    /// again one request at a time.
    public func run(seed: UInt64, upcoming: [UInt64]) -> SequenceRun? {
        childFailure = nil
        childFailuresBefore = connection.childFailures
        order.removeAll(keepingCapacity: true)
        order.append(seed)
        order.append(contentsOf: upcoming)
        // Someone else used the connection (a serial run or the shrinker drops what is due).
        if connection.outstandingRequests != sent.count - sentStart || connection.createCalls != createCalls { forget() }
        createCalls = connection.createCalls
        defer { createCalls = connection.createCalls }
        // Requests of a sequence that stopped at a divergence: their answers are not needed.
        while let first = oldestSent, first.seed != seed || first.operation != nil {
            awaitedSeed = first.seed
            guard case .success = connection.receive() else { return failed() }
            dropOldestSent()
        }
        if oldestSent == nil, !startGuess(seed) { return failed() }
        var random = RandomSource(seed: seed)
        // Read once: the closure below would copy the generator for every operation it draws.
        let generator = generator
        let kinds = generator.swarm(using: &random)
        var checker = ConformanceChecker(profile: profile, unsupportedFields: connection.handshake.unreadFields)
        var run = SequenceRun()
        awaitedSeed = seed
        guard sendAhead(), case let .success(created) = connection.receive() else { return failed() }
        dropOldestSent()
        // Past a divergence the check goes on from the state it chose, as a serial run's does:
        // an operation guessed from the reference's own state is then often a wrong guess, and
        // the sequence runs again one request at a time.
        let stopAtFirst = !goesOnPastDivergences
        var stopped = run.record(checker.checkCreation(observed: created.observation), at: -1, stopAtFirst: stopAtFirst)
        while !stopped {
            // The reference is lent by address, not copied out of the checker.
            let length = run.operations.count
            guard let operation = checker.lendReference({ generator.next(lending: &$0, length: length, kinds: kinds, using: &random) }) else {
                // Whether to stop is drawn from the random state alone, so the guess stopped here too.
                return oldestSent?.seed == seed ? wrongGuess() : run
            }
            guard let first = oldestSent, first.seed == seed, let guessed = first.operation, first.random == random, guessed == operation,
                WireRequest.haveSameNumberBits(guessed, operation)
            else { return wrongGuess() }
            dropOldestSent()
            // The observation alone, moved once: it is large.
            guard sendAhead(), let observed = connection.receiveObservation() else { return failed() }
            run.operations.append(operation)
            stopped = run.record(checker.check(operation, observed: observed), at: run.operations.count - 1, stopAtFirst: stopAtFirst)
        }
        return run
    }

    /// Starts guessing the sequence drawn from `seed` with its `create`; false when the child cannot take it.
    private func startGuess(_ seed: UInt64) -> Bool {
        guard let started = guessing(seed) else { return false }
        guess = started
        return true
    }

    /// Sends the `create` of the sequence drawn from `seed` and returns its guess, or nil when the
    /// child cannot take it.
    private func guessing(_ seed: UInt64) -> Guess? {
        var random = RandomSource(seed: seed)
        let kinds = generator.swarm(using: &random)
        guard case .success = connection.submit(.create(nil)) else { return nil }
        sent.append(Sent(seed: seed, operation: nil, random: random))
        // The preferred readings, pinned (as `ReferenceImplementation` takes them): each guessed
        // step builds only the outcome the reference prefers.
        return Guess(seed: seed, kinds: kinds, random: random, readings: profile.readings.preferredOnly)
    }

    /// Tops up the requests awaiting answers with operations drawn from the guessed state, going
    /// on into the next sequence; false when the child cannot take them.
    private func sendAhead() -> Bool {
        // The guess is changed where it lies, neither copied nor moved: it holds a whole
        // reference slider. `sendAhead(guessing:)` does not reach `guess` itself.
        guard guess != nil else { return true }
        return sendAhead(guessing: &guess!)
    }

    /// `sendAhead()` on `current`, the guess where it lies in `guess`.
    private func sendAhead(guessing current: inout Guess) -> Bool {
        while connection.outstandingRequests < connection.window {
            if current.stopped {
                guard let at = order.firstIndex(of: current.seed), at + 1 < order.count else { return true }
                guard let started = guessing(order[at + 1]) else { return false }
                current = started
                continue
            }
            guard let operation = generator.next(lending: &current.slider, length: current.length, kinds: current.kinds, using: &current.random) else {
                current.stopped = true
                continue
            }
            guard case .success = connection.submit(operation) else { return false }
            sent.append(Sent(seed: current.seed, operation: operation, random: current.random))
            // With the readings pinned, the only outcome is the one the reference prefers; it is
            // applied in place, neither settled nor laid out.
            current.slider.applyPreferred(operation, readings: &current.readings, features: profile.features, settling: false, scratch: &current.scratch)
            current.length += 1
        }
        return true
    }

    /// Drops the answers still due after a wrong guess; the sequence must run again.
    private func wrongGuess() -> SequenceRun? {
        // A failure while the answers due are dropped is charged to the first sequence guessed ahead.
        if let ahead = sent[sentStart...].first(where: { $0.seed != awaitedSeed }) { awaitedSeed = ahead.seed }
        connection.discardOutstanding()
        return failed()
    }

    /// Forgets every guess (the child failed and was stopped, or its answers were dropped).
    private func failed() -> SequenceRun? {
        forget()
        if connection.childFailures > childFailuresBefore, let failure = connection.lastChildFailure { childFailure = (awaitedSeed, failure) }
        return nil
    }

    /// The failure of the child (a crash, a hang, a protocol error) that made the last `run`
    /// return nil, with the seed of the sequence whose request failed (the sequence run, or one
    /// guessed after it); nil when it returned nil for a wrong guess or returned a run; cleared
    /// by reading it. A child that fails only after serving other sliders may pass when that
    /// sequence runs again: the caller reports it either way (`process.*`, depending on earlier instances).
    public func takeChildFailure() -> (seed: UInt64, failure: ImplementationFailure)? {
        defer { childFailure = nil }
        return childFailure
    }

    private func forget() {
        sent = []
        sentStart = 0
        guess = nil
    }

    /// The oldest request awaiting its answer, if any.
    private var oldestSent: Sent? { sentStart < sent.count ? sent[sentStart] : nil }

    /// Drops the oldest request awaiting its answer, moving the others to the front only now and
    /// then (each `removeFirst()` would move them all).
    private func dropOldestSent() {
        sentStart += 1
        if sentStart == sent.count {
            sent.removeAll(keepingCapacity: true)
            sentStart = 0
        } else if sentStart >= 256 {
            sent.removeFirst(sentStart)
            sentStart = 0
        }
    }
}
