import Foundation
import SliderEngine
import SliderSpec

extension Fuzzer {
    /// Runs as `run(progress:failing:found:)` does, with the generated sequences spread over
    /// `workers` (worker processes of this executable) and their results merged in sequence
    /// order: the report is the same, byte for byte.
    ///
    /// The corpus and the sequences earlier runs left in flight are replayed here first. Each
    /// worker shrinks the first occurrence it sees of each failure; the report keeps the one of
    /// the earliest sequence, as one process would have found it, and counts the others.
    /// A new counterexample is passed to `found` once every earlier sequence is merged, and its
    /// unshrunk sequence to `failing` when its shrinking is handed out. An implementation in a
    /// child process (one with a `host`) needs `workers.exec`, so each worker starts its own. With
    /// one worker, or workers that do not start or answer (`workers.notices` says why),
    /// everything runs in this process. A new counterexample of a Swift type is confirmed from a
    /// fresh start in a fresh worker process of `workers.executable` (even with one worker).
    public func run(
        workers: FuzzWorkers, progress: ((FuzzProgress) -> Void)? = nil,
        failing: ((ArraySlice<SliderOperation>, Violation) -> Void)? = nil, found: ((Counterexample) -> Void)? = nil
    ) -> FuzzReport {
        var configuration = configuration
        if configuration.freshStart == nil, let executable = workers.executable, implementation.isInProcess {
            configuration.freshStart = FreshStart(executable: executable, arguments: workers.arguments)
        }
        var state = RunState(implementation: implementation, configuration: configuration, found: found, failing: failing)
        let step = max(configuration.shardCount, 1)
        let total = max(0, (configuration.sequences - configuration.shardIndex + step - 1) / step)
        // At least 8 chunks a worker, so that they end together; at most 128 sequences (a few
        // milliseconds of a Swift type's), so that the parent wakes up, reads and merges a few
        // hundred times a second rather than thousands (each chunk costs it one `b` and one `a` line).
        let chunk = max(1, min(128, total / max(workers.count * 8, 1)))
        let count = min(workers.count, (total + chunk - 1) / chunk)
        var pool: FuzzWorkerPool?
        // A Swift type runs in a worker even with one job, so that a trap in it is met like any failure.
        let inWorkers = count > 1 || (count == 1 && implementation.isInProcess)
        if inWorkers, let executable = workers.executable, implementation.isInProcess || workers.exec != nil {
            do {
                pool = try FuzzWorkerPool(
                    executable: executable, arguments: workers.arguments, count: count,
                    job: FuzzWorkerJob(implementation: implementationName, configuration: configuration, exec: workers.exec))
            } catch {
                workers.notices.append("\(implementationName): running one job: the worker processes could not be started (\(error))")
            }
        }
        let generator = replayFirst(&state)
        if let started = pool, let problem = started.awaitReady(seconds: 30, typeName: implementation.typeName) {
            workers.notices.append("\(implementationName): running one job: \(executable(workers)) did not serve as a fuzz worker: \(problem)")
            started.close()
            pool = nil
        }
        workers.used = pool?.count ?? 1
        guard let pool else {
            runSequences(&state, generator: generator, progress: progress)
            return state.finish()
        }
        var merge = FuzzWorkerMerge(pool: pool, total: total, chunk: chunk, timeLimit: configuration.timeLimit)
        merge.known = state.report.counterexamples
        merge.failing = state.failing
        merge.unshrunk = configuration.unshrunk
        merge.run { sequence, found, counted in
            state.merge(sequence, found: found, counted: counted)
            // Every 64 positions, as in one process (a run of quiet ones may pass one).
            let merged = sequence.position + sequence.count
            if let progress, merged / 64 > sequence.position / 64 {
                progress(FuzzProgress(sequences: merged, total: total, operations: state.report.operations,
                                      failures: state.report.counterexamples.count))
            }
        }
        pool.close()
        // The workers this process closed (every one but one that crashed) left their records of
        // the sequence in flight: this process saw them end, so no later run may take them for a crash.
        if let path = configuration.inFlightPath {
            for worker in 0..<pool.count where pool.pid(worker) != merge.crash?.pid {
                InFlightRecord.Store(path: path, processIdentifier: pool.pid(worker)).remove()
            }
        }
        if merge.frontier < total { state.report.stoppedEarly = merge.stopReason(limit: configuration.timeLimit) }
        if let crash = merge.crash {
            workers.crash = crash.text(configuration, step: step)
            // The sequence that crashed it is the first of those it had not reported that crashes
            // again on its own (the lines of sequences it finished last may have died with it),
            // or, when its in-flight record is kept, the one that record names: the worker wrote
            // it as it began that sequence, so those before it finished and those after it never began.
            var candidates = crash.shrinking ? [] : (crash.unreported.isEmpty ? crash.position.map { [$0] } ?? [] : crash.unreported)
            if let running = inFlightPosition(crash.pid, step: step), candidates.contains(running) { candidates = [running] }
            for position in candidates {
                let index = configuration.shardIndex + position * step
                let origin = "seed \(configuration.seedText), sequence \(index)"
                if state.recordCrash(seed: configuration.sequenceSeed(index), origin: origin, generator: generator) {
                    if let path = configuration.inFlightPath { InFlightRecord.Store(path: path, processIdentifier: crash.pid).remove() }
                    workers.crash = "worker process \(crash.pid) crashed (\(crash.how)) while running sequence \(index) of seed"
                        + " \(configuration.seedText); it crashes again in a worker process: reported as a process.crash counterexample"
                    break
                }
            }
            workers.notices.append("\(implementationName): \(workers.crash ?? "")")
        }
        return state.finish()
    }

    private func executable(_ workers: FuzzWorkers) -> String { workers.executable ?? "the executable" }

    /// The position of the sequence worker `pid` was running when it ended, as its in-flight
    /// record says; nil without records, or when the record is of another run or shard.
    private func inFlightPosition(_ pid: Int32, step: Int) -> Int? {
        guard let path = configuration.inFlightPath,
            let record = InFlightRecord.Store(path: path, processIdentifier: pid).unfinished(), record.seed == configuration.seed,
            record.index >= configuration.shardIndex, (record.index - configuration.shardIndex) % step == 0
        else { return nil }
        return (record.index - configuration.shardIndex) / step
    }
}

extension Fuzzer.RunState {
    /// Adds one sequence a worker ran (or a run of quiet ones): its counts, the counterexamples it found first (kept when
    /// no earlier sequence found them, else counted) and the known ones it found again.
    mutating func merge(_ sequence: FuzzWorkerLine.Sequence, found new: [Counterexample], counted: [(FailureIdentity, Int)]) {
        report.sequences += sequence.count
        report.operations += sequence.operations
        let rules = RuleCatalogue.rules
        for (position, added) in sequence.counts where position < rules.count { tally.add(decided: added, diverged: 0, to: rules[position].id) }
        for (position, added) in sequence.diverged where position < rules.count { tally.add(decided: 0, diverged: added, to: rules[position].id) }
        for counterexample in new {
            if let position = known[counterexample.identity] {
                // Counted, and standing for every rule this occurrence was charged to, as in one process.
                for _ in 0..<counterexample.occurrences { report.counterexamples[position] = report.counterexamples[position].countedAgain() }
                report.counterexamples[position] = report.counterexamples[position].charging(counterexample.chargedRules)
            } else {
                known[counterexample.identity] = report.counterexamples.count
                report.counterexamples.append(counterexample)
                found?(counterexample)
            }
        }
        for (identity, times) in counted {
            guard let position = known[identity] else { continue }
            for _ in 0..<times { report.counterexamples[position] = report.counterexamples[position].countedAgain() }
        }
        // The rules the worker's occurrences charged afresh (its own list may stand for fewer
        // than the merged one, which then already stands for them).
        for (identity, rule) in sequence.charged {
            guard let position = known[identity] else { continue }
            report.counterexamples[position] = report.counterexamples[position].charging([rule])
        }
    }
}
