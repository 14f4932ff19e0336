import SliderSpec

/// Checks one generated sequence against a child process without waiting for each answer
/// before sending the next request.
///
/// Which operation comes next depends on the reference's state after the last one, and that
/// state is known only once the child has answered. So the run *guesses*: it draws ahead from
/// the state the reference would reach if the child did what the reference prefers, and sends
/// up to `ProcessConnection.window` requests before reading the first answer. As each answer
/// arrives it is checked exactly as in `SequenceRun.serial`, and the next operation is drawn
/// from the true state; when that is not, byte for byte and with the same random state, the
/// request already sent, the guess was wrong and `run` returns nil. It also returns nil when
/// the child fails (it may have failed on a request sent ahead). The caller then runs the
/// sequence again one request at a time, so the result never depends on the guesses: the same
/// seed gives the same report either way, only faster.
@MainActor
public struct PipelinedSequence {
    /// The child.
    public let connection: ProcessConnection
    /// The profile checked against.
    public let profile: Profile
    /// The generator drawing the operations.
    public let generator: OperationGenerator

    /// Creates a runner for sequences on `connection`.
    public init(connection: ProcessConnection, profile: Profile, generator: OperationGenerator) {
        self.connection = connection
        self.profile = profile
        self.generator = generator
    }

    /// The reference's state as guessed after the requests sent so far.
    private struct Guess {
        var slider = ReferenceSlider()
        var readings: Readings
        var random: RandomSource
        var length = 0
        var stopped = false
    }

    /// Checks the sequence drawn from `random` (after its swarm draw, which chose `kinds`), or
    /// returns nil when it must be run again one request at a time.
    public func run(kinds: [SliderOperationKind], random: RandomSource) -> SequenceRun? {
        var random = random
        var guess = Guess(readings: profile.readings, random: random)
        var sent: [(operation: SliderOperation, random: RandomSource)] = []
        var checker = ConformanceChecker(profile: profile)
        var run = SequenceRun()
        guard case .success = connection.submit(.create(nil)) else { return nil }
        guard sendAhead(&guess, &sent, kinds: kinds), case let .success(created) = connection.receive() else { return nil }
        run.steps.append(checker.checkCreation(observed: created.observation))
        run.violation = run.steps[0].violation
        while run.violation == nil {
            guard let operation = generator.next(after: checker.reference, length: run.operations.count, kinds: kinds, using: &random) else {
                // Whether to stop is drawn from the random state alone, so the guess stopped here too.
                if sent.isEmpty { return run }
                connection.discardOutstanding()
                return nil
            }
            guard let first = sent.first, first.random == random, first.operation == operation,
                Self.numberBits(first.operation) == Self.numberBits(operation)
            else {
                connection.discardOutstanding()
                return nil
            }
            sent.removeFirst()
            guard sendAhead(&guess, &sent, kinds: kinds), case let .success(reply) = connection.receive() else { return nil }
            var observed = reply.observation
            observed.events = reply.events
            run.operations.append(operation)
            let step = checker.check(operation, observed: observed)
            run.steps.append(step)
            run.violation = step.violation
        }
        connection.discardOutstanding()
        return run
    }

    /// Tops up the requests awaiting answers with operations drawn from the guessed state; false
    /// when the child cannot take them.
    private func sendAhead(_ guess: inout Guess, _ sent: inout [(operation: SliderOperation, random: RandomSource)], kinds: [SliderOperationKind]) -> Bool {
        while !guess.stopped, connection.outstandingRequests < connection.window {
            guard let operation = generator.next(after: guess.slider, length: guess.length, kinds: kinds, using: &guess.random) else {
                guess.stopped = true
                break
            }
            guard case .success = connection.submit(WireRequest(operation)) else { return false }
            sent.append((operation, guess.random))
            let outcome = guess.slider.outcomes(of: operation, readings: guess.readings, features: profile.features)[0]
            guess.slider = outcome.slider
            guess.readings = outcome.readings
            guess.length += 1
        }
        return true
    }

    /// The bit patterns of the operation's numbers. `==` compares numbers by value, so `0` and
    /// `-0.0` pass as equal, though the child is sent different text for them.
    private static func numberBits(_ operation: SliderOperation) -> [UInt64] {
        switch operation {
        case let .setValue(value), let .setMinimumValue(value), let .setMaximumValue(value), let .setValueAnimated(value, _):
            [UInt64(value.bitPattern)]
        case let .loadFromInterfaceBuilder(attributes):
            [attributes.minimum, attributes.maximum, attributes.value].map { UInt64($0?.bitPattern ?? 0) }
        case let .setBounds(width, height): [width.bitPattern, height.bitPattern]
        case let .touchBegan(touch), let .touchMoved(touch), let .touchEnded(touch): [touch.x.bitPattern, touch.y.bitPattern, touch.time.bitPattern]
        case let .touchCancelled(time): [time.bitPattern]
        default: []
        }
    }
}
