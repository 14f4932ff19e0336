import Foundation
import SliderEngine
import SliderSpec
import SliderWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands a parallel run's sequence positions to its workers in chunks (two at a time each, so
/// none waits for the next) and passes their results on in position order.
///
/// Workers send new failures unshrunk. Once every earlier position has reported, a failure no
/// earlier position showed is handed to the least busy worker to shrink, so different failures
/// shrink at once and none twice; merging waits for it, and later occurrences are counted, as
/// in one process.
///
/// A run that stops early (the time limit, an interruption, a worker's crash) keeps exactly the
/// positions before the first one not run, like a run in one process: the rest are dropped.
@MainActor
struct FuzzWorkerMerge {
    /// Why positions were not run.
    enum Stop {
        /// The time limit.
        case time
        /// SIGINT or SIGTERM.
        case interruption
    }

    /// A worker that crashed: its process id, how it ended and the position it was running or
    /// shrinking a failure of.
    struct Crash {
        /// The worker's process id.
        let pid: Int32
        /// How it ended, e.g. `killed by signal 4 (SIGILL)`.
        let how: String
        /// The position it was running, or nil when it was idle.
        let position: Int?
        /// Whether it was shrinking a failure of that position.
        let shrinking: Bool
        /// Every position it had been handed to run and had not reported, in order (`position`
        /// first): the sequence that crashed it is one of them, since the lines of sequences it
        /// finished just before it died may have been lost with it.
        var unreported: [Int] = []

        /// The sentence for the notice.
        func text(_ configuration: FuzzConfiguration, step: Int) -> String {
            let running = position.map { position -> String in
                let index = configuration.shardIndex + position * step
                let record = configuration.inFlightPath.map { path in
                    "; " + InFlightRecord.Store(path: path, processIdentifier: pid).path + " keeps it, and the next run replays it first (suspected crash)"
                } ?? ""
                return " while \(shrinking ? "shrinking a failure of" : "running") sequence \(index) of seed \(configuration.seedText)" + record
            } ?? ""
            return "worker process \(pid) crashed (\(how))\(running)"
        }
    }

    /// What a worker was asked to do.
    private enum Task: Equatable {
        /// Run the sequence at this position.
        case run(Int)
        /// Shrink a failure of this position.
        case shrink(Int)

        /// The position.
        var position: Int {
            switch self {
            case let .run(position), let .shrink(position): position
            }
        }
    }

    /// A failure at a position.
    private struct Occurrence: Hashable {
        let position: Int
        let identity: FailureIdentity
    }

    /// What each worker has been given and has sent.
    private struct Slot {
        /// Tasks handed out and not yet reported, in order.
        var outstanding: [Task] = []
        /// Sequences among them.
        var runs = 0
        /// The identities of the worker's counterexamples, by their position in its list.
        var identities: [FailureIdentity] = []
        /// Counterexamples sent for the worker's next sequence.
        var found: [Counterexample] = []
        /// Sequences sent whose rule counts (the next `a` line) have not arrived yet.
        var unconfirmed: [(FuzzWorkerLine.Sequence, [Counterexample], [(FailureIdentity, Int)])] = []
        /// It stopped running positions (time, interruption) or crashed.
        var stopped = false
        /// It was told to finish.
        var quit = false
        /// Its output ended.
        var closed = false
    }

    private let pool: FuzzWorkerPool
    private let total: Int
    private let chunk: Int
    private let deadline: ContinuousClock.Instant?
    private var slots: [Slot]
    private var next = 0
    private var results: [Int: (FuzzWorkerLine.Sequence, [Counterexample], [(FailureIdentity, Int)])] = [:]
    /// The identities merged so far (the known ones first).
    private var merged: Set<FailureIdentity> = []
    /// The expected failures kept as found, not handed out to shrink (`FuzzConfiguration.unshrunk`).
    var unshrunk: [Expectations.Entry] = []
    /// The position each failure was handed out to shrink for (its first).
    private var shrinking: [FailureIdentity: Int] = [:]
    /// Shrunk counterexamples, by the failure they were shrunk from.
    private var shrunk: [Occurrence: Counterexample] = [:]
    /// Why each position handed out and then given up was not run.
    private var abandoned: [Int: Stop] = [:]
    /// Why positions were no longer handed out.
    private var stop: Stop?
    /// When the interruption was first seen: the workers were resumed then, and any still
    /// running `stragglerGrace` later is killed.
    private var interruptedAt: ContinuousClock.Instant?
    /// How long workers get to end after an interruption (each ends the sequence it is on, whose
    /// children were killed, and stops shrinking at once) before they are killed.
    static let stragglerGrace: Duration = .seconds(10)
    /// Whether the workers still running `stragglerGrace` after the interruption were killed.
    private var stragglersKilled = false
    /// The counterexamples the parent knows before the workers start (from the corpus).
    var known: [Counterexample] = []
    /// Told each failure's unshrunk sequence when its shrinking is handed out (to save a
    /// process failure before a crash can take it).
    var failing: ((ArraySlice<SliderOperation>, Violation) -> Void)?
    /// The first position not merged yet.
    private(set) var frontier = 0
    /// The first position not reported yet: every failure before it that needs shrinking was handed out.
    private var scanned = 0
    /// The first worker that crashed.
    private(set) var crash: Crash?

    /// Hands out `total` positions in chunks of `chunk`; `timeLimit` seconds from now, no
    /// more are started.
    init(pool: FuzzWorkerPool, total: Int, chunk: Int, timeLimit: Double?) {
        self.pool = pool
        self.total = total
        self.chunk = chunk
        deadline = timeLimit.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
        slots = Array(repeating: Slot(), count: pool.count)
    }

    /// Runs until every worker ended, calling `apply` with each position's results in order (a
    /// run of quiet positions at once).
    mutating func run(_ apply: (FuzzWorkerLine.Sequence, [Counterexample], [(FailureIdentity, Int)]) -> Void) {
        let left = deadline.map { deadline -> Double in
            let duration = deadline - ContinuousClock.now
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        let knownCommand = FuzzWorkerLine.Command.known(secondsLeft: left, counterexamples: known)
        let identities = known.map(\.identity)
        merged = Set(identities)
        for worker in slots.indices {
            slots[worker].identities = identities
            pool.send(knownCommand, to: worker)
            assign(worker)
        }
        while slots.contains(where: { !$0.closed }) {
            if stop == nil, Interruption.isRequested { stop = .interruption }
            if stop == nil, let deadline, ContinuousClock.now > deadline { stop = .time }
            if Interruption.isRequested { holdNoStop() }
            pool.collect(milliseconds: 50) { worker, event in handle(event, from: worker) }
            while scanned < frontier || results[scanned] != nil {
                guard let result = results[scanned] else {
                    scanned += 1
                    continue
                }
                shrinkNew(result.1, at: scanned)
                scanned += result.0.count
            }
            while let result = results[frontier], let found = shrunkFailures(result.1, at: frontier) {
                results[frontier] = nil
                merged.formUnion(found.map(\.identity))
                apply(result.0, found, result.2)
                frontier += result.0.count
            }
            for worker in slots.indices {
                assign(worker)
                finishIfDone(worker)
            }
        }
    }

    /// After an interruption, lets no worker hold up the stop: a stopped one (SIGSTOP) is
    /// resumed to act on its SIGINT; one still running `stragglerGrace` later is killed (its
    /// sequences are given up, and its in-flight record stays for the next run).
    private mutating func holdNoStop() {
        guard let interruptedAt else {
            interruptedAt = .now
            for worker in slots.indices where !slots[worker].closed { pool.resume(worker) }
            return
        }
        guard !stragglersKilled, ContinuousClock.now - interruptedAt > Self.stragglerGrace else { return }
        stragglersKilled = true
        for worker in slots.indices where !slots[worker].closed { pool.kill(worker) }
    }

    /// Why the run ended before `total`: the sentence a run in one process writes.
    func stopReason(limit: Double?) -> String {
        let after = "after \(frontier) of \(total) sequences"
        if let crash { return "a crash of worker process \(crash.pid) (\(crash.how)), \(after)" }
        switch abandoned[frontier] ?? stop ?? .interruption {
        case .time: return "the \(limit ?? 0) s time limit, \(after)"
        case .interruption: return "an interruption (SIGINT or SIGTERM), \(after)"
        }
    }

    /// The failures a position found first, shrunk where no earlier position found them (each
    /// with the occurrences it had in its sequence); nil while a shrink is still awaited.
    private func shrunkFailures(_ failures: [Counterexample], at position: Int) -> [Counterexample]? {
        var result: [Counterexample] = []
        for failure in failures {
            guard !merged.contains(failure.identity) else {
                result.append(failure)
                continue
            }
            guard var kept = shrunk[Occurrence(position: position, identity: failure.identity)] else { return nil }
            for _ in 1..<max(failure.occurrences, 1) { kept = kept.countedAgain() }
            result.append(kept.charging(failure.chargedRules))
        }
        return result
    }

    /// Hands the failures `position` found first to be shrunk, unless an earlier position's
    /// occurrence is merged or being shrunk (positions are handed in order).
    private mutating func shrinkNew(_ failures: [Counterexample], at position: Int) {
        for failure in failures where !merged.contains(failure.identity) {
            if shrinking[failure.identity] != nil { continue }
            if unshrunk.contains(where: { $0.matches(failure) }) {
                // Kept as found, as a run in one process keeps it.
                shrinking[failure.identity] = position
                shrunk[Occurrence(position: position, identity: failure.identity)] =
                    Counterexample.asFound(failure.operations, failure.violation, origin: failure.origin).charging(failure.alsoCharged ?? [])
                continue
            }
            let candidates = slots.indices.filter { !slots[$0].quit && !slots[$0].closed }
            guard let worker = candidates.min(by: { load($0) < load($1) }) else { return }
            failing?(failure.operations[...], failure.violation)
            guard pool.send(.shrink(position: position, unshrunk: failure), to: worker) else { continue }
            shrinking[failure.identity] = position
            slots[worker].outstanding.append(.shrink(position))
        }
    }

    /// How busy `worker` is: its shrinks first, then its sequences.
    private func load(_ worker: Int) -> Int {
        (slots[worker].outstanding.count - slots[worker].runs) * 1_000_000 + slots[worker].runs
    }

    /// Positions handed out at most beyond the first one not merged, which bounds the results
    /// held while a long shrink holds up merging.
    private var window: Int { max(8_192, chunk * slots.count * 4) }

    /// Whether `worker` has a shrink to do.
    private func hasShrinks(_ worker: Int) -> Bool { slots[worker].outstanding.count > slots[worker].runs }

    /// Hands `worker` another chunk while it has fewer than two, unless it has a shrink to do
    /// and another worker has none (which takes the chunks meanwhile).
    private mutating func assign(_ worker: Int) {
        if hasShrinks(worker), slots.indices.contains(where: { !hasShrinks($0) && !slots[$0].stopped && !slots[$0].quit }) { return }
        while stop == nil, crash == nil, next < total, next < frontier + window, !slots[worker].stopped, slots[worker].runs <= chunk {
            let end = min(next + chunk, total)
            guard pool.send(.run(next..<end), to: worker) else { return }
            slots[worker].outstanding += (next..<end).map(Task.run)
            slots[worker].runs += end - next
            next = end
        }
    }

    /// Tells `worker` to finish once no worker has anything left to do and none can be given
    /// more (an idle worker waits till then: it may yet be given a shrink).
    private mutating func finishIfDone(_ worker: Int) {
        let idle = slots.allSatisfy { $0.outstanding.isEmpty } && (stop != nil || crash != nil || next >= total)
        guard idle, !slots[worker].quit, !slots[worker].closed else { return }
        slots[worker].quit = true
        pool.send(.quit, to: worker)
    }

    private mutating func handle(_ event: FuzzWorkerPool.Event, from worker: Int) {
        switch event {
        case let .message(.found(counterexample)):
            slots[worker].found.append(counterexample)
        case let .message(.sequence(sequence)):
            guard startsOutstanding(sequence, of: worker) else { return crashed(worker, "sent sequence \(sequence.position) out of turn") }
            slots[worker].outstanding.removeFirst(sequence.count)
            slots[worker].runs -= sequence.count
            let found = slots[worker].found
            slots[worker].identities += found.map(\.identity)
            slots[worker].found = []
            var counted: [(FailureIdentity, Int)] = []
            for (index, times) in sequence.occurrences {
                guard index < slots[worker].identities.count else { return crashed(worker, "counted an unknown failure") }
                counted.append((slots[worker].identities[index], times))
            }
            var sequence = sequence
            let rules = RuleCatalogue.rules
            for (index, rule) in sequence.charges {
                guard index < slots[worker].identities.count, rule < rules.count else { return crashed(worker, "charged an unknown failure or rule") }
                sequence.charged.append((slots[worker].identities[index], rules[rule].id))
            }
            slots[worker].unconfirmed.append((sequence, found, counted))
            assign(worker)
        case let .message(.counts(counts, diverged)):
            var group = slots[worker].unconfirmed
            slots[worker].unconfirmed = []
            guard !group.isEmpty else { return crashed(worker, "sent counts without sequences") }
            group[group.count - 1].0.counts = counts
            group[group.count - 1].0.diverged = diverged
            for result in group { results[result.0.position] = result }
        case let .message(.shrunk(position, counterexample)):
            guard slots[worker].outstanding.first == .shrink(position) else { return crashed(worker, "sent a shrink of \(position) out of turn") }
            slots[worker].outstanding.removeFirst()
            shrunk[Occurrence(position: position, identity: counterexample.identity)] = counterexample
        case let .message(.timeUp(position)):
            give(up: worker, from: position, .time)
        case let .message(.interrupted(position)):
            give(up: worker, from: position, .interruption)
        case .message(.end):
            break
        case .message(.ready), .message(.fail), .message(.checked):
            crashed(worker, "answered out of turn")
        case let .garbage(line):
            crashed(worker, "sent '\(line.prefix(80))'")
        case let .closed(how):
            slots[worker].closed = true
            guard !slots[worker].quit || !slots[worker].outstanding.isEmpty else { return }
            if Interruption.isRequested {
                give(up: worker, from: slots[worker].outstanding.first?.position ?? next, .interruption)
            } else {
                crashed(worker, how)
            }
        }
    }

    /// Whether the positions `sequence` covers are the next ones `worker` was handed to run.
    private func startsOutstanding(_ sequence: FuzzWorkerLine.Sequence, of worker: Int) -> Bool {
        guard slots[worker].outstanding.count >= sequence.count else { return false }
        var position = sequence.position
        for task in slots[worker].outstanding[..<sequence.count] {
            guard case let .run(handed) = task, handed == position else { return false }
            position += 1
        }
        return true
    }

    /// Records that `worker` will not run `position` and the rest of the sequences it was given
    /// (it still shrinks).
    private mutating func give(up worker: Int, from position: Int, _ reason: Stop) {
        for case let .run(abandonedPosition) in slots[worker].outstanding where abandonedPosition >= position {
            abandoned[abandonedPosition] = reason
        }
        slots[worker].outstanding.removeAll { if case .run = $0 { true } else { false } }
        slots[worker].runs = 0
        slots[worker].stopped = true
        if stop == nil { stop = reason }
    }

    /// Records the first crash, stops the worker, and asks the others to end the sequence they are on.
    private mutating func crashed(_ worker: Int, _ how: String) {
        if crash == nil {
            let task = slots[worker].outstanding.first
            crash = Crash(pid: pool.pid(worker), how: how, position: task?.position, shrinking: task.map { $0 != .run($0.position) } ?? false)
            crash?.unreported = slots[worker].outstanding.compactMap { if case let .run(position) = $0 { position } else { nil } }
        }
        slots[worker].outstanding = []
        slots[worker].runs = 0
        slots[worker].quit = true
        slots[worker].stopped = true
        if !slots[worker].closed { pool.kill(worker) }
        for other in slots.indices where other != worker && !slots[other].stopped { pool.interrupt(other) }
    }
}
