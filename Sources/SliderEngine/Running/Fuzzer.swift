import Foundation
import SliderSpec
import SliderWire

/// Runs an implementation beside the reference: corpus entries first, then generated
/// sequences. A divergence is recorded and the sequence goes on from the implementation's state
/// (or stops there, with `stopAtFirst`). Reports every distinct failure (by rule, field and the
/// operation kind that caused it), each shrunk on its own, and a verdict on every rule.
@MainActor
public struct Fuzzer {
    /// The implementation under test.
    public let implementation: SliderImplementation
    /// The run's settings.
    public let configuration: FuzzConfiguration
    /// The name in reports and corpus files.
    public var implementationName: String { implementation.name }

    /// How many of the sequences that follow a child's running one its pipeline may guess into
    /// (`SequencePipeline.run(seed:upcoming:)`): enough to fill the default window of 64 requests
    /// and deeper ones with sequences of about 18 operations.
    static let sequencesGuessedAhead = 16

    /// The seeds of the sequences after the one at `index`, `step` apart, that the run checks:
    /// at most `sequencesGuessedAhead`.
    package func upcomingSeeds(after index: Int, step: Int) -> [UInt64] {
        // A plain loop: mapping through closures cost the connection's thread about 860
        // instructions an operation (isolation checks, the configuration captured by copy).
        var seeds = [UInt64]()
        seeds.reserveCapacity(Self.sequencesGuessedAhead)
        var next = index + step
        while seeds.count < Self.sequencesGuessedAhead, next < configuration.sequences {
            seeds.append(configuration.sequenceSeed(next))
            next += step
        }
        return seeds
    }

    /// Creates a fuzzer for the Swift type `implementation`, named `name` (by default its
    /// `implementationName`).
    public init<Implementation: SliderUnderTest>(_ implementation: Implementation.Type, name: String? = nil, configuration: FuzzConfiguration) {
        self.init(SliderImplementation(implementation, name: name), configuration: configuration)
    }

    /// Creates a fuzzer for `implementation`.
    public init(_ implementation: SliderImplementation, configuration: FuzzConfiguration) {
        self.implementation = implementation
        self.configuration = configuration
    }

    /// Runs the corpus and the generated sequences; `progress` is called every 64 sequences, and
    /// `failing` with each new failure's unshrunk sequence before it is shrunk, and `found` with
    /// each new counterexample as soon as it is shrunk (to save it at once).
    ///
    /// With `configuration.inFlightPath` set, a record of the sequence about to run is written
    /// there first; a record left by a run that did not finish is replayed first, as a
    /// suspected crash.
    public func run(
        progress: ((FuzzProgress) -> Void)? = nil, failing: ((ArraySlice<SliderOperation>, Violation) -> Void)? = nil,
        found: ((Counterexample) -> Void)? = nil
    ) -> FuzzReport {
        var state = RunState(implementation: implementation, configuration: configuration, found: found, failing: failing)
        let generator = replayFirst(&state)
        runSequences(&state, generator: generator, progress: progress)
        return state.finish()
    }

    /// Replays the corpus, then each sequence a run that did not finish left in flight (as a
    /// suspected crash); returns the generator for the run's own sequences.
    package func replayFirst(_ state: inout RunState) -> OperationGenerator {
        state.replayCorpus(implementationName)
        let generator = OperationGenerator(options: state.generatorOptions)
        // This run's record is its own (by process id): runs at the same time do not share one.
        let inFlight = configuration.inFlightPath.map { InFlightRecord.Store(path: $0, processIdentifier: getpid()) }
        for (path, unfinished) in inFlight?.abandoned() ?? [] {
            state.replaySuspectedCrash(unfinished, generator: generator)
            inFlight?.remove(path)
        }
        return generator
    }

    /// Runs the shard's generated sequences one after the other in this process, each recorded
    /// in flight first.
    package func runSequences(_ state: inout RunState, generator: OperationGenerator, progress: ((FuzzProgress) -> Void)?) {
        let inFlight = configuration.inFlightPath.map { InFlightRecord.Store(path: $0, processIdentifier: getpid()) }
        let step = max(configuration.shardCount, 1)
        let indices = stride(from: configuration.shardIndex, to: configuration.sequences, by: step)
        let total = max(0, (configuration.sequences - configuration.shardIndex + step - 1) / step)
        let started = ContinuousClock.now
        if state.trappedInProcess {
            // The next generated sequence that traps would end this process again, unshrunk.
            state.report.stoppedEarly = "a trap in the slider, found again in the sequence the last run left in flight; "
                + "no worker process serves this check, so the \(total) generated sequences were not run (fix the trap, then run again)"
            inFlight?.remove()
            return
        }
        for (position, index) in indices.enumerated() {
            if let limit = configuration.timeLimit, ContinuousClock.now - started > .milliseconds(Int(limit * 1000)) {
                state.report.stoppedEarly = "the \(limit) s time limit, after \(position) of \(total) sequences"
                break
            }
            if configuration.stop.isMet() {
                state.report.stoppedEarly = "an interruption (SIGINT or SIGTERM), after \(position) of \(total) sequences"
                break
            }
            inFlight?.save(InFlightRecord(seed: configuration.seed, index: index, sequenceSeed: configuration.sequenceSeed(index), finished: false))
            // What was printed so far reaches a captured log even if the sequence takes this process down.
            fflush(nil)
            state.runSequence(
                seed: configuration.sequenceSeed(index), origin: "seed \(configuration.seedText), sequence \(index)", generator: generator,
                upcoming: upcomingSeeds(after: index, step: step))
            if let progress, position % 64 == 63 {
                progress(FuzzProgress(sequences: position + 1, total: total, operations: state.report.operations,
                                      failures: state.report.counterexamples.count))
            }
        }
        state.recordUnexplainedChildFailure()
        inFlight?.remove()
    }

    /// The mutable state of one run (internal: worker processes and the merge of their results
    /// in `Fuzzer+Jobs.swift` and `Fuzzer+Worker.swift` share it).
    @MainActor
    package struct RunState {
        package let implementation: SliderImplementation
        package let configuration: FuzzConfiguration
        package let found: ((Counterexample) -> Void)?
        package let failing: ((ArraySlice<SliderOperation>, Violation) -> Void)?
        package var report: FuzzReport
        /// The rules every checked step decided, and the divergences blamed on each.
        package var tally = RuleTally()
        /// The operation kinds never generated: the implementation's and the configuration's.
        package let unsupported: Set<SliderOperationKind>
        package var known: [FailureIdentity: Int] = [:]
        /// Whether a child failed while requests were pipelined, or the pipeline's guesses went
        /// wrong too often (`guessCheckInterval`): the run then checks one request at a time.
        package var pipelineGivenUp = false
        /// How many sequences the pipeline was asked to check in this run.
        package var pipelinedSequences = 0
        /// How many of the last ones (since the last multiple of `guessCheckInterval`) it had to
        /// give back to be run again one request at a time.
        package var rerunsSinceGuessCheck = 0
        /// Every this many pipelined sequences, the pipeline is given up when more than a third of
        /// them were run again.
        package static let guessCheckInterval = 24
        /// Whether a trap was found in this process under the trap memo (`underTrapMemo`): the
        /// run's own sequences are then not run, since the next that traps would end the process.
        package var trappedInProcess = false
        /// The first failure of a child that the sequence being run did not show when it ran again
        /// one request at a time, with that sequence: reported at the end of the run unless a
        /// failure of the process of that kind was (`recordUnexplainedChildFailure`).
        package var unexplainedChildFailure: (failure: ImplementationFailure, operations: [SliderOperation], origin: String)?
        /// The pipeline to a child process that takes pipelined requests, made on first use.
        package var pipeline: SequencePipeline?
        /// The session every sequence checked in this process is checked in, restarted for each
        /// (a Swift implementation's; a child process's gets a fresh one each time).
        package var session: CheckedSession?
        /// The run every sequence checked in this process is checked into (`SequenceRun.serial(…into:)`),
        /// so that its arrays are allocated once; its tally stays empty between sequences.
        package var reusedRun = SequenceRun()
        /// Keep new failures unshrunk (a fuzz worker's: the parent hands the shrinking out).
        package var defersShrinking = false
        /// Where a new counterexample of a Swift type is confirmed from a fresh start, or nil
        /// to confirm it in this process (see `recheck`).
        package var freshStart: (any FreshProcesses)?

        package init(
            implementation: SliderImplementation, configuration: FuzzConfiguration, found: ((Counterexample) -> Void)?,
            failing: ((ArraySlice<SliderOperation>, Violation) -> Void)?
        ) {
            self.implementation = implementation
            self.configuration = configuration
            self.found = found
            self.failing = failing
            freshStart = configuration.freshStart
            unsupported = configuration.unsupportedKinds.union(implementation.undrawnOperationKinds(history: configuration.protocolHistory))
            report = FuzzReport(
                implementation: "", typeName: implementation.typeName, profile: configuration.profile.id, seed: configuration.seedText,
                shard: configuration.shardCount > 1 ? "\(configuration.shardIndex + 1)/\(configuration.shardCount)" : nil,
                robustness: configuration.generator.robustness, sequences: 0, operations: 0, corpus: [], corpusProblems: [],
                counterexamples: [], ruleCounts: [], unreachedRules: [], stoppedEarly: nil)
            report.budget = configuration.sequences
            report.command = implementation.processConnection?.command
        }

        /// The generator's options without the unsupported kinds.
        package var generatorOptions: OperationGenerator.Options {
            var options = configuration.generator
            options.kinds.removeAll { unsupported.contains($0) }
            options.attributes.subtract(implementation.revisionGap(history: configuration.protocolHistory).attributes)
            return options
        }

        /// Replays the corpus entries recorded for this implementation and profile.
        package mutating func replayCorpus(_ name: String) {
            report.implementation = name
            // Nothing of this implementation made in this process yet: the first replay starts
            // fresh. Noted before anything runs, with a corpus or without.
            var first = implementation.isInProcess && !ImplementationsRunInThisProcess.names.contains(name)
            ImplementationsRunInThisProcess.names.insert(name)
            guard !configuration.corpusPaths.isEmpty else { return }
            let loaded = CorpusStore.load(from: configuration.corpusPaths, implementation: name)
            report.corpusProblems = loaded.problems.map(\.description)
            for (path, entry) in loaded.entries where Profile.named(entry.profile) == nil {
                report.corpusProblems.append(CorpusProblem(
                    path: path,
                    message: "names profile '\(entry.profile)', which is unknown; expected one of: " + Profile.all.map(\.id).joined(separator: ", ")
                ).description)
            }
            let inProcess = implementation.isInProcess
            // Entries saved without a fresh-start confirmation go first, so that each run in a
            // fresh process confirms one more of them (`checkFromFreshStart`).
            let entries = loaded.entries.filter { $0.entry.confirmation != nil } + loaded.entries.filter { $0.entry.confirmation == nil }
            for (path, entry) in entries where entry.profile == configuration.profile.id && !configuration.stop.isMet() {
                // A saved crash of a Swift type is replayed in a worker process, where it cannot take this one down.
                let crash = inProcess && entry.rule == .processCrash ? replayCrash(entry) : nil
                if crash == nil, let problem = entry.replayProblem(inProcess: inProcess) {
                    report.corpusProblems.append(CorpusProblem(path: path, message: problem).description)
                    continue
                }
                let result = crash ?? SequenceCheck.run(implementation, entry.operations, profile: configuration.profile, stopAtFirst: configuration.stopAtFirst)
                let outcome: CorpusReplay.Outcome =
                    result.divergences.isEmpty ? .passes : result.firstDivergence(matching: entry.identity) != nil ? .stillFails : .failsDifferently
                for divergence in result.divergences {
                    let recorded = divergence.violation.identity.matches(entry.identity)
                    if crash == nil {
                        record(entry.operations.prefix(divergence.step + 1), divergence.violation, origin: path, shrink: !recorded)
                    } else if divergence.violation.rule == .processCrash {
                        // Divergences before a crash are not shrunk here: that would run the implementation in this process.
                        recordReplayedCrash(entry.operations.prefix(divergence.step + 1), divergence.violation, origin: path, shrink: !recorded)
                    }
                }
                var replay = CorpusReplay(path: path, recorded: entry.identity, outcome: outcome)
                if entry.confirmation != nil, crash == nil {
                    replay.freshCheck = outcome == .stillFails ? checkFromFreshStart(entry, at: path, first: first) : .unavailable
                }
                first = false
                report.corpus.append(replay)
            }
        }

        /// Replays the sequence a run that did not finish was running, as a suspected crash.
        package mutating func replaySuspectedCrash(_ record: InFlightRecord, generator: OperationGenerator) {
            let origin = "seed 0x\(String(record.seed, radix: 16)), sequence \(record.index), replayed first: the run that drew it did not finish (suspected crash)"
            let before = report.counterexamples.count
            let sequences = report.sequences
            let operations = report.operations
            // In a worker process first: a sequence that crashes there would take this process down.
            if !recordCrash(seed: record.sequenceSeed, origin: origin, generator: generator) {
                runSequence(seed: record.sequenceSeed, origin: origin, generator: generator)
            }
            report.sequences = sequences
            report.operations = operations
            let earlier = report.suspectedCrash.map { $0 + "; " } ?? ""
            report.suspectedCrash = earlier + "seed 0x\(String(record.seed, radix: 16)), sequence \(record.index): "
                + (report.counterexamples.count > before ? "fails when replayed" : "passes when replayed (the run may have been interrupted)")
        }

        /// Generates and checks the sequence drawn from `seed`: through the pipeline when the
        /// implementation's host takes pipelined requests (`SequencePipeline(for:…)`, guessing on
        /// into the sequences drawn from `upcoming`), otherwise (or when that must be run again) one
        /// operation at a time, with the same result either way. `origin` is worked out only for a
        /// sequence that fails (building its text for every sequence cost about 1% of a run).
        package mutating func runSequence(
            seed: UInt64, origin: @autoclosure () -> String, generator: OperationGenerator, upcoming: @autoclosure () -> [UInt64] = []
        ) {
            var run: SequenceRun?
            var childFailure: ImplementationFailure?
            // An implementation in this process has no host to pipeline through: not asked again every sequence.
            if pipeline == nil, !implementation.isInProcess, !pipelineGivenUp {
                pipeline = SequencePipeline(for: implementation, profile: configuration.profile, generator: generator)
                pipeline?.goesOnPastDivergences = !configuration.stopAtFirst
            }
            if let pipeline, !pipelineGivenUp {
                run = pipeline.run(seed: seed, upcoming: upcoming())
                // A child that failed on a request sent ahead (its answers to the requests before
                // it may be lost with it, so which sequence failed is unknown): the rest of the
                // run goes one request at a time, where a failure shows in the sequence that causes it.
                if let failed = pipeline.takeChildFailure() {
                    childFailure = failed.failure
                    pipelineGivenUp = true
                }
                pipelinedSequences += 1
                if run == nil {
                    pipeline.connection.sequencesRerun += 1
                    rerunsSinceGuessCheck += 1
                }
                // Guesses that go wrong this often (an implementation that keeps diverging, say,
                // such as a toolkit with many expected deviations) cost more than the round trips
                // they save: the rest of the run goes one request at a time, with the same results.
                if pipelinedSequences % Self.guessCheckInterval == 0 {
                    if rerunsSinceGuessCheck * 3 > Self.guessCheckInterval { pipelineGivenUp = true }
                    rerunsSinceGuessCheck = 0
                }
            }
            if !implementation.isInProcess { session = nil }
            let checked: SequenceRun
            if let run {
                checked = run
                tally.add(run.tally)
            } else {
                // Checked into the run kept for every sequence (its arrays allocated once), counting
                // straight into this run's tally (not a tally of its own added up after).
                swap(&reusedRun.tally, &tally)
                SequenceRun.serial(
                    implementation, profile: configuration.profile, generator: generator, seed: seed, stopAtFirst: configuration.stopAtFirst,
                    reusing: &session, into: &reusedRun)
                swap(&reusedRun.tally, &tally)
                checked = reusedRun
            }
            report.sequences += 1
            report.operations += checked.operations.count
            if let childFailure, unexplainedChildFailure == nil, !checked.divergences.contains(where: { $0.violation.rule.isProcessFailure }) {
                unexplainedChildFailure = (childFailure, checked.operations, origin())
            }
            guard !checked.divergences.isEmpty else { return }
            let origin = origin()
            for divergence in checked.divergences {
                record(checked.operations.prefix(divergence.step + 1), divergence.violation, origin: origin, shrink: true)
            }
        }

        /// Records a failure: counted when already known, otherwise shrunk and kept.
        package mutating func record(_ operations: ArraySlice<SliderOperation>, _ violation: Violation, origin: String, shrink: Bool) {
            let identity = violation.identity
            // The interruption killed the child: the failures that follow are its doing.
            if configuration.stop.isMet(), identity.rule.isProcessFailure { return }
            if let position = known[identity] {
                // Counted, and standing for every rule this occurrence was charged to as well.
                report.counterexamples[position] = report.counterexamples[position].countedAgain().charging(violation.chargedRules)
                return
            }
            if shrink, configuration.keepsAsFound(violation, after: operations.last?.kind) {
                known[identity] = report.counterexamples.count
                report.counterexamples.append(.asFound(Array(operations), violation, origin: origin))
                return
            }
            if shrink { failing?(operations, violation) }
            let counterexample = shrink && defersShrinking
                ? Counterexample(
                    identity: identity, operations: Array(operations), violation: violation, originalLength: operations.count,
                    origin: origin, occurrences: 1, shrinks: 0, shrinkStoppedBy: nil)
                : makeCounterexample(operations, violation, origin: origin, shrink: shrink)
            known[identity] = report.counterexamples.count
            // The shrunk sequence may involve fewer rules than the occurrence found: it still
            // stands for them (the tally charged them), so no rule fails without a counterexample.
            report.counterexamples.append(counterexample.charging(violation.chargedRules))
            if shrink { found?(counterexample) }
        }

        /// Reports the child's failure no sequence showed again (`unexplainedChildFailure`), unless
        /// the run found a failure of the process of the same kind: a crash is never hidden
        /// because the sequence it was met in passed when run again.
        package mutating func recordUnexplainedChildFailure() {
            guard let (failure, operations, origin) = unexplainedChildFailure else { return }
            unexplainedChildFailure = nil
            guard !report.counterexamples.contains(where: { $0.identity.rule == failure.kind.rule }) else { return }
            recordPipelined(failure, operations: operations, origin: origin)
        }

        /// Records a child's failure that ended a pipelined run when the sequence, run again one
        /// request at a time, did not fail that way: the child failed only after serving other
        /// sliders (or on a request guessed ahead), so it is kept as it is, unshrunk, as a failure
        /// that depends on earlier instances; never dropped because the re-run passed.
        package mutating func recordPipelined(_ failure: ImplementationFailure, operations: [SliderOperation], origin: String) {
            let observed = ReferenceSlider().observation(readings: configuration.profile.readings)
            let violation = Violation(
                rule: failure.kind.rule, field: "implementation", expected: observed, observed: observed, rulesApplied: [failure.kind.rule],
                explanation: failure.detail + " while serving requests sent ahead (pipelined); the sequence passes when run again"
                    + " one request at a time in a fresh child")
            if configuration.stop.isMet() { return }
            if let position = known[violation.identity] {
                report.counterexamples[position] = report.counterexamples[position].countedAgain()
                return
            }
            let counterexample = Counterexample(
                identity: violation.identity, operations: operations, violation: violation, originalLength: operations.count,
                origin: origin, occurrences: 1, shrinks: 0, shrinkStoppedBy: "a failure that depends on earlier instances is not shrunk",
                confirmation: .dependsOnEarlierInstances)
            known[violation.identity] = report.counterexamples.count
            report.counterexamples.append(counterexample)
            found?(counterexample)
        }

        /// The counterexample kept for a new failure: shrunk when `shrink`, then confirmed from a
        /// fresh start (`recheck`; kept unshrunk when only the sequence found fails there, marked
        /// `dependsOnEarlierInstances` when neither does), with the divergences before its last step.
        package func makeCounterexample(_ operations: ArraySlice<SliderOperation>, _ violation: Violation, origin: String, shrink: Bool) -> Counterexample {
            let identity = violation.identity
            var shrinker = Shrinker(
                implementation, profile: configuration.profile, limits: configuration.shrinkLimits, stopAtFirst: configuration.stopAtFirst,
                unsupportedKinds: unsupported, domain: generatorOptions)
            shrinker.stop = configuration.stop
            // A child process implementation that gets a fresh child for every slider (`"reusable":
            // false`) checks the sequence found from a fresh start first, and does not shrink it
            // when it passes there; a reused child shrinks first and confirms only the result.
            let child = shrink && !configuration.stop.isMet() && implementation.host?.freshHostForEachSlider == true
            let original = child ? recheck(Array(operations), failWith: identity, shrinker: shrinker) : nil
            var shrunk = shrink && !(original?.passes ?? false) ? shrinker.shrink(Array(operations), violation: violation) : nil
            var stoppedBy = shrunk?.stoppedBy
            var confirmation: Counterexample.Confirmation?
            // Confirmed from a fresh start before it is kept and saved (see `recheck`): the shrunk
            // sequence, else the one found; when neither fails there, it depends on earlier instances.
            if shrunk != nil, configuration.stop.isMet(), !implementation.isInProcess {
                shrunk = nil
                stoppedBy = "an interruption; kept unshrunk"
            } else if shrink {
                var found = shrunk.flatMap { $0.shrinks > 0 ? recheck($0.operations, failWith: identity, shrinker: shrinker) : nil }
                if found?.passes == true {
                    found = original ?? recheck(Array(operations), failWith: identity, shrinker: shrinker)
                    if found?.passes == false {
                        shrunk = nil
                        stoppedBy = "the shrunk sequence did not fail the same way again in a fresh run; kept unshrunk"
                    }
                }
                switch found ?? original ?? recheck(Array(operations), failWith: identity, shrinker: shrinker) {
                case .reproduces(inProcess: true): confirmation = .inProcess
                case .reproduces: break
                case .doesNotReproduce: confirmation = .dependsOnEarlierInstances
                }
            }
            let kept = shrunk?.operations ?? Array(operations)
            return Counterexample(
                identity: identity, operations: kept, violation: shrunk?.violation ?? violation,
                originalLength: operations.count, origin: origin, occurrences: 1, shrinks: shrunk?.shrinks ?? 0,
                shrinkStoppedBy: stoppedBy, earlierDivergences: confirmation == .dependsOnEarlierInstances ? nil : earlierDivergences(of: kept),
                confirmation: confirmation)
        }

        /// The divergences of `operations` before its last step, which the check went on from.
        package func earlierDivergences(of operations: [SliderOperation]) -> [Counterexample.EarlierDivergence] {
            guard !configuration.stopAtFirst else { return [] }
            let result = SequenceCheck.run(implementation, operations, profile: configuration.profile, stopAtFirst: false)
            return result.divergences.filter { $0.step < operations.count - 1 }.map {
                Counterexample.EarlierDivergence(step: $0.step, rule: $0.violation.rule, field: $0.violation.field)
            }
        }

        /// Fills in the rule counts, the rules never reached and the verdict on every rule.
        package func finish() -> FuzzReport {
            var report = report
            report.ruleCounts = RuleCatalogue.rules.map { FuzzReport.RuleCount(rule: $0.id, count: tally.decided($0.id)) }
            report.unreachedRules = report.ruleCounts.filter { $0.count == 0 }.map(\.rule)
            report.protocolRevision = implementation.conformanceRevision
            if !unsupported.isEmpty { report.skippedKinds = SliderOperationKind.allCases.filter(unsupported.contains) }
            let unread = implementation.unsupportedObservationFields
            if !unread.isEmpty { report.unreadFields = ObservationField.all.filter(unread.contains).map(\.description) }
            if !configuration.stopAtFirst, !configuration.stop.isMet() {
                let diagnosed = diagnoseAdapter(report.counterexamples)
                report.counterexamples = diagnosed.kept
                if !diagnosed.diagnostics.isEmpty { report.diagnostics = diagnosed.diagnostics }
                report.counterexamples = CauseAnalysis(implementation: implementation, profile: configuration.profile)
                    .annotate(report.counterexamples)
            }
            let charged = Set(report.counterexamples.flatMap(\.chargedRules))
            let spared = Self.rulesSpared(by: report.diagnostics, keeping: report.counterexamples)
            report.verdicts = RuleCatalogue.rules.map { rule in
                // A rule only diagnosed failures charged: its diverging steps are no evidence either way.
                let (decided, diverged) = (tally.decided(rule.id), tally.diverged(rule.id))
                let isSpared = spared.contains(rule.id)
                return RuleVerdict(
                    rule: rule.id, decided: isSpared ? max(decided - diverged, 0) : decided, diverged: isSpared ? 0 : diverged, isExpected: false,
                    inapplicable: RuleVerdict.inapplicability(
                        of: rule, profile: configuration.profile, unsupported: unsupported,
                        unsupportedFields: implementation.unreadObservationFields(history: configuration.protocolHistory),
                        gap: implementation.revisionGap(history: configuration.protocolHistory)),
                    counterexample: report.counterexamples.firstIndex { $0.identity.rule == rule.id }
                        ?? report.counterexamples.firstIndex { $0.violation.involvedRules?.contains(rule.id) == true }
                        ?? report.counterexamples.firstIndex { $0.alsoCharged?.contains(rule.id) == true },
                    chargedByCounterexample: charged.contains(rule.id))
            }
            for process in [RuleID.processCrash, .processTimeout, .processProtocol] {
                let occurrences = report.counterexamples.filter { $0.identity.rule == process }.reduce(0) { $0 + $1.occurrences }
                if occurrences > 0 {
                    report.verdicts.append(RuleVerdict(
                        rule: process, decided: occurrences, diverged: occurrences, isExpected: false, inapplicable: nil,
                        counterexample: report.counterexamples.firstIndex { $0.identity.rule == process }))
                }
            }
            return report
        }
    }
}
