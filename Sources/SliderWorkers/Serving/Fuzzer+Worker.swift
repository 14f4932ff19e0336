import Foundation
import SliderEngine
import SliderSpec
import SliderWire

extension Fuzzer {
    /// Serves as one worker of a parallel run (`run(workers:…)`): reads the counterexamples the
    /// parent knows and the time left, then runs the positions the parent hands out, in order,
    /// streaming what each sequence added (see `FuzzWorkerLine`), and shrinks the failures the
    /// parent hands out (new ones are sent unshrunk: the parent shrinks only the first occurrence
    /// of each, exactly as a run in one process does), until told to finish. Returns the
    /// worker's exit status.
    public func serveWorker(_ channel: FuzzWorkerChannel) -> Int32 {
        let decoder = SliderJSON.decoder()
        guard let line = channel.readLine() else { return 2 }
        let first: FuzzWorkerLine.Command
        do {
            first = try FuzzWorkerLine.Command.parse(line[...], decoder: decoder)
        } catch {
            channel.fail("the parent's known counterexamples could not be read (\(error))")
            return 2
        }
        guard case let .known(secondsLeft, known) = first else {
            channel.fail("the parent did not begin with the counterexamples it knows")
            return 2
        }
        let deadline = secondsLeft.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
        var state = RunState(implementation: implementation, configuration: configuration, found: nil, failing: nil)
        state.report.implementation = implementationName
        state.defersShrinking = true
        for counterexample in known {
            state.known[counterexample.identity] = state.report.counterexamples.count
            state.report.counterexamples.append(counterexample)
        }
        let generator = OperationGenerator(options: state.generatorOptions)
        let inFlight = configuration.inFlightPath.map { InFlightRecord.Store(path: $0, processIdentifier: getpid()) }
        let step = max(configuration.shardCount, 1)
        let encoder = FuzzWorkerLine.encoder()
        var stopped = false
        // The rule counts of the sequences sent since the last `a` line go out before each write.
        var confirmed = state.tally
        var unconfirmed = 0
        // Consecutive sequences that found nothing new and no known failure again, not sent yet:
        // they go as one `b` line before anything else is sent.
        var quiet: (positions: Range<Int>, operations: Int)?
        func sendQuiet() {
            guard let run = quiet else { return }
            channel.send { FuzzWorkerLine.appendQuietRun(run.positions, operations: run.operations, to: &$0) }
            quiet = nil
        }
        func confirm() {
            sendQuiet()
            guard unconfirmed > 0 else { return }
            channel.send { FuzzWorkerLine.appendCounts(state.tally, since: confirmed, to: &$0) }
            confirmed = state.tally
            unconfirmed = 0
        }
        var host = WorkerSliderHost(implementation: implementation)
        // Anything but a command that serves or runs (`q`, or a line that is no command) ends it.
        commands: while let line = channel.readLine() {
            guard let command = try? FuzzWorkerLine.Command.parse(line[...], decoder: decoder) else { break }
            let positions: Range<Int>
            switch command {
            case let .sliderCall(call):
                guard host.serve(call, channel: channel) else { break commands }
                continue
            case let .check(check):
                let shrinker = Shrinker(implementation, profile: configuration.profile, stopAtFirst: configuration.stopAtFirst)
                let failed = shrinker.confirms(check.operations, failWith: check.identity)
                channel.send { FuzzWorkerLine.appendChecked(failed: failed, to: &$0) }
                channel.flush()
                continue
            case let .shrink(position, unshrunk):
                shrink(unshrunk, at: position, state: state, inFlight: inFlight, channel: channel, encoder: encoder)
                continue
            case let .run(range): positions = range
            case .known, .quit: break commands
            }
            for position in positions where !stopped {
                if let deadline, ContinuousClock.now > deadline {
                    confirm()
                    channel.send { FuzzWorkerLine.appendStopped(before: position, byTimeLimit: true, to: &$0) }
                    stopped = true
                } else if configuration.stop.isMet() {
                    confirm()
                    channel.send { FuzzWorkerLine.appendStopped(before: position, byTimeLimit: false, to: &$0) }
                    stopped = true
                } else {
                    let index = configuration.shardIndex + position * step
                    inFlight?.save(InFlightRecord(seed: configuration.seed, index: index, sequenceSeed: configuration.sequenceSeed(index), finished: false))
                    let known = state.report.counterexamples.count
                    let occurrences = state.report.counterexamples.map(\.occurrences)
                    let charged = state.report.counterexamples.map { $0.alsoCharged?.count ?? 0 }
                    let operations = state.report.operations
                    state.runSequence(
                        seed: configuration.sequenceSeed(index), origin: "seed \(configuration.seedText), sequence \(index)",
                        generator: generator, upcoming: upcomingSeeds(after: index, step: step))
                    let again = occurrences.indices.compactMap { position -> (Int, Int)? in
                        let added = state.report.counterexamples[position].occurrences - occurrences[position]
                        return added > 0 ? (position, added) : nil
                    }
                    let charges = again.flatMap { position, _ in
                        (state.report.counterexamples[position].alsoCharged ?? []).dropFirst(charged[position]).map { (position, $0) }
                    }
                    let checked = state.report.operations - operations
                    unconfirmed += 1
                    if state.report.counterexamples.count == known, again.isEmpty {
                        if let run = quiet, run.positions.upperBound == position {
                            quiet = (run.positions.lowerBound..<position + 1, run.operations + checked)
                        } else {
                            sendQuiet()
                            quiet = (position..<position + 1, checked)
                        }
                        continue
                    }
                    sendQuiet()
                    for counterexample in state.report.counterexamples[known...] {
                        channel.send { FuzzWorkerLine.appendFound(counterexample, encoder: encoder, to: &$0) }
                    }
                    channel.send {
                        FuzzWorkerLine.appendSequence(position: position, operations: checked, occurrences: again, charges: charges, to: &$0)
                    }
                    // A new failure reaches the parent (and the corpus) at once.
                    if state.report.counterexamples.count > known {
                        confirm()
                        channel.flush()
                    }
                }
            }
            confirm()
            channel.flush()
        }
        inFlight?.remove()
        channel.send { FuzzWorkerLine.appendEnd(to: &$0) }
        channel.flush()
        return 0
    }

    /// Shrinks `unshrunk`, a failure of `position`, as a run in one process does, recording its
    /// sequence in flight first, and sends `y <position> <JSON>`.
    private func shrink(
        _ unshrunk: Counterexample, at position: Int, state: RunState, inFlight: InFlightRecord.Store?, channel: FuzzWorkerChannel,
        encoder: JSONEncoder
    ) {
        let index = configuration.shardIndex + position * max(configuration.shardCount, 1)
        inFlight?.save(InFlightRecord(seed: configuration.seed, index: index, sequenceSeed: configuration.sequenceSeed(index), finished: false))
        let shrunk = state.makeCounterexample(unshrunk.operations[...], unshrunk.violation, origin: unshrunk.origin, shrink: true)
        channel.send { FuzzWorkerLine.appendShrunk(shrunk, of: position, encoder: encoder, to: &$0) }
        channel.flush()
    }
}
