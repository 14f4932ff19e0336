import SliderSpec

extension Fuzzer.RunState {
    /// Runs `body` with a run state whose sliders live in fresh worker processes of
    /// `freshStart` (`FreshProcesses.serving`), serving this implementation; nil when there are
    /// none (library use in-process, or an implementation that is not a Swift type in this process).
    func inWorker<Result>(_ body: (inout Fuzzer.RunState) -> Result) -> Result? {
        guard implementation.isInProcess, let freshStart else { return nil }
        let connection = freshStart.serving(implementation, implementation: report.implementation, configuration: configuration)
        defer { connection.close() }
        var probe = Fuzzer.RunState(implementation: connection.implementation, configuration: configuration, found: nil, failing: nil)
        probe.report.implementation = report.implementation
        probe.freshStart = nil
        return body(&probe)
    }

    /// Runs `body` with a run state whose sliders are this implementation's under the
    /// `TrapMemo` beside the in-flight record (`<record>.traps`), where no worker process serves
    /// it: a trap still ends this process, but the next run knows the prefix that trapped, and
    /// answers it with a `process.crash` instead of running it. Nil with workers, without an
    /// in-flight record, or for an implementation that is not a Swift type in this process.
    func underTrapMemo<Result>(_ body: (inout Fuzzer.RunState) -> Result) -> Result? {
        guard implementation.isInProcess, freshStart == nil, let path = configuration.inFlightPath else { return nil }
        let memo = TrapMemo(stem: path.hasSuffix(".json") ? String(path.dropLast(".json".count)) : path)
        defer { memo.close() }
        var probe = Fuzzer.RunState(implementation: memo.wrapping(implementation), configuration: configuration, found: nil, failing: nil)
        probe.report.implementation = report.implementation
        return body(&probe)
    }

    /// Checks the sequence drawn from `seed` (which took a worker process down, or was left in
    /// flight by a run that did not finish) again in a worker process, and when the
    /// implementation crashes there, records the crash like any failure: a `process.crash`
    /// counterexample ending with the operation it crashed in, its explanation naming the signal
    /// and the call (`killed by signal 4 (SIGILL) in perform`), shrunk with every attempt in a
    /// worker process (a crash of the attempt is the attempt failing), passed to `failing` first
    /// and to `found` once shrunk. Where no worker serves, the same happens in this process under
    /// the trap memo (`underTrapMemo`): a trap ends the process, one prefix learned, until a run
    /// reaches the minimal sequence without trapping. Returns whether it crashed again (or reached
    /// a prefix known to trap); false without workers or a memo.
    ///
    /// The divergences the sequence showed before its crash are not recorded from it: their
    /// shrinking would run the implementation in this process.
    package mutating func recordCrash(seed: UInt64, origin: String, generator: OperationGenerator) -> Bool {
        let known = known
        func crashIn(_ probe: inout Fuzzer.RunState) -> (identity: FailureIdentity, counterexample: Counterexample?)? {
            let run = SequenceRun.serial(
                probe.implementation, profile: configuration.profile, generator: generator, seed: seed, stopAtFirst: configuration.stopAtFirst)
            guard let crash = run.divergences.first(where: { $0.violation.rule == .processCrash }) else { return nil }
            // A crash already known is counted again, not shrunk again.
            guard known[crash.violation.identity] == nil else { return (crash.violation.identity, nil) }
            let operations = run.operations.prefix(crash.step + 1)
            failing?(operations, crash.violation)
            return (crash.violation.identity, probe.makeCounterexample(operations, crash.violation, origin: origin, shrink: true))
        }
        var found = inWorker(crashIn)
        if found == nil {
            // Where no worker serves, a trap ends this process: each run learns one prefix that traps.
            found = underTrapMemo(crashIn)
            if case .some(.some) = found { trappedInProcess = true }
        }
        guard let crash = found ?? nil else { return false }
        if let counterexample = crash.counterexample {
            keep(counterexample)
        } else if let position = known[crash.identity] {
            report.counterexamples[position] = report.counterexamples[position].countedAgain()
        }
        return true
    }

    /// Records a crash replayed from the corpus (`replayCrash`), made in a worker process:
    /// shrunk there unless it is the crash the entry recorded.
    mutating func recordReplayedCrash(_ operations: ArraySlice<SliderOperation>, _ violation: Violation, origin: String, shrink: Bool) {
        if let position = known[violation.identity] {
            report.counterexamples[position] = report.counterexamples[position].countedAgain()
            return
        }
        if shrink { failing?(operations, violation) }
        guard let counterexample = inWorker({ $0.makeCounterexample(operations, violation, origin: origin, shrink: shrink) }) else { return }
        keep(counterexample, announce: shrink)
    }

    /// Keeps a new counterexample made in a worker process (counted again when already known),
    /// passing it to `found` when `announce` (a new failure, shrunk).
    private mutating func keep(_ counterexample: Counterexample, announce: Bool = true) {
        if let position = known[counterexample.identity] {
            report.counterexamples[position] = report.counterexamples[position].countedAgain()
        } else {
            known[counterexample.identity] = report.counterexamples.count
            report.counterexamples.append(counterexample)
            if announce { found?(counterexample) }
        }
    }

    /// Replays a saved crash (`process.crash`) of this implementation in a worker process; nil
    /// without workers (the entry is then a replay problem, as before).
    func replayCrash(_ entry: CorpusEntry) -> SequenceCheck.Result? {
        inWorker { probe in SequenceCheck.run(probe.implementation, entry.operations, profile: configuration.profile, stopAtFirst: configuration.stopAtFirst) }
    }
}
