import Foundation
import SliderEngine
import SliderMutants
import SliderSamples
import SliderSpec
import SliderWire

/// `slider-conformance bench`: how fast the suite checks, how quickly it catches and shrinks
/// every mutant, and whether a long run's memory stays flat. Figures are printed, never asserted.
@MainActor
enum BenchCommand: SliderCommand {
    /// `--seeds <n>`: seeds per mutant.
    static let seeds = Option<Int>.value(
        "--seeds", "<n>", line: 1, help: "Seeds per mutant (default: 20; at most 1000000).",
        expected: OptionRange.countDescription(upTo: 1_000_000), default: 20, parse: { OptionRange.count($0, upTo: 1_000_000) })
    /// `--long-seconds <s>`: the length of the memory run.
    static let longSeconds = Option<Double>.value(
        "--long-seconds", "<s>", line: 1,
        help: """
            Length of the memory run in seconds, 0 to skip it (default: 10;
            at most 1000000).
            """,
        expected: "a number of seconds from 0 to 1000000, such as 600", default: 10,
        parse: { Double($0).flatMap { $0.isFinite && $0 >= 0 && $0 <= OptionRange.maximumSeconds ? $0 : nil } })
    /// `--mutant <name>`: only this mutant, seed by seed.
    static let mutant = Option<String?>.text(
        "--mutant", "<name>", line: 1,
        help: """
            Measure only this mutant (a type name such as
            IgnoresValueAboveRange) and print each seed's shrunk sequence;
            skips the throughput and memory runs.
            """)
    /// `--exec <command>`: also an implementation in a child process.
    static let exec = Option<String?>.text(
        "--exec", "<command>", line: 2,
        help: """
            Also measure an implementation in a child process, e.g.
            'python3 Examples/python/slider_adapter.py' (see PROTOCOL.md).
            """)
    /// `--planted <command>`: also the default fuzz run of an adapter with planted bugs.
    static let planted = Option<String?>.text(
        "--planted", "<command>", line: 2,
        help: """
            Also time the default fuzz run of a slow-starting adapter with
            planted bugs, e.g.
            'python3 Examples/python/planted_bugs_adapter.py'.
            """)

    /// The command's declaration.
    static let spec = CommandSpec(
        name: "bench", abstract: "Measure throughput, mutant detection and shrinking, and memory.",
        discussion: """
            Measures the suite on this machine and prints the figures; nothing is asserted. Meant for
            a release build: swift run -c release slider-conformance bench

              1. Throughput: checked operations per second for the reference and for SampleSlider,
                 timing fuzz runs of 20,000 sequences (seed 2026, documented profile), the two
                 alternating three times (the fastest of each counts). Jobs: runs of 100,000
                 sequences (long enough that the workers' fixed start weighs about 1%, as in the
                 long runs --jobs is for) in this process and with one worker per active processor
                 (--jobs), alternating, five rounds for the reference and three for SampleSlider:
                 the fastest runs' speed-up, processor time per operation of this process and its
                 workers and what the workers add to it, and whether every run printed the same
                 report. Each of the reference's rounds also times the machine's own ceiling: one
                 single-job run of the reference in a child process alone, then one per processor
                 at once (the speed-up --jobs could reach if it cost nothing, below the processor
                 count where processors are shared, as on a virtual machine, and the processor
                 time the machine charges each of them for running together). The reference's
                 --jobs run is read against the ceiling of its own round, and the medians over
                 the rounds are printed: the share of the ceiling it reaches (target 95%, which is
                 1.9× on two processors that share nothing) and the suite's own processor-time
                 overhead once the machine's charge is taken out (target < 5%). Then the workers'
                 start on its own (their processor time in runs of one sequence per worker).
                 With --exec, also for that command across the process boundary (6,000 sequences),
                 one request at a time and pipelined 64 deep, and the suite's own ceiling: the
                 same runs replayed from a child that answers at once with the answers recorded
                 in one more run, which is not timed ("suite ceiling (canned answers)"). Each
                 row has the suite's own processor time per operation (not the child's). At
                 depth 64 the command's runs alternate with the canned runs three times, the
                 fastest of each counting, and the suite's processor time against the command
                 is compared with its time against canned answers round by round. With --planted,
                 the default fuzz run (2,000 sequences, one job per processor) of that
                 slow-starting adapter with planted bugs: its time, failures, how many shrank
                 to a fixed point, and the children it started (counted by the adapter)
                 against 2 × jobs + 1. Then the time to shrink a failure needing four
                 operations among 1,600 (NilImageClearsOnlyThumbTint), with its attempts per second.
              2. Mutants: for each mutant of SliderMutants and each seed 1...n, generated sequences
                 (as fuzz draws them) run until the first failure, at most 5,000,000 checked
                 operations per seed; the failure is then shrunk (within fuzz's default attempts). Deterministic table: how many seeds caught it, the median
                 sequences and operations until the first failure, the median and shortest shrunk
                 length against the documented minimal length, how many seeds shrank to it, the
                 number of distinct shrunk sequences and of distinct failures (rule, field and the
                 operation kind that caused it, which shrinking keeps), how many shrinks a cap
                 stopped, and whether every failure named the mutant's rule. Timings table: median and slowest milliseconds until the first failure,
                 median milliseconds spent shrinking and shrink attempts per second. Then a summary
                 against the targets (among them the single-cause mutants shrunk to one sequence
                 and the shrinks a cap stopped), with attempts per second over every shrink.
              3. Memory: a long run of generated sequences on SampleSlider, sampling the resident
                 set (/proc/self/statm) every tenth of the run, then the peak (ru_maxrss).

            The deterministic table is the same on every machine, whatever its speed or load: its
            budgets count operations and attempts, never seconds. Timings and memory are this
            machine's.
            """,
        options: [seeds, longSeconds, mutant, exec, planted], helpColumn: 24,
        epilogue: """
            EXIT CODES: 0 measured, 2 the --exec command could not be started, 64 usage error,
                        130 interrupted (children are killed).

            EXAMPLES:
              slider-conformance bench
              slider-conformance bench --seeds 3 --mutant IgnoresValueAboveRange --long-seconds 0
            """)

    /// Sequences in each throughput run.
    static let throughputSequences = 20_000
    /// The throughput runs' seed.
    static let throughputSeed: UInt64 = 2026
    /// The most operations one seed may check while searching for a mutant's first failure: a
    /// count, so the table is the same however loaded the machine is (the slowest mutant to
    /// catch needs about 70,000 at the median).
    static let huntOperations = 5_000_000

    /// Measures what `options` ask for and prints the figures.
    static func run(_ options: ParsedOptions, context: CommandContext, output: inout CommandOutput) throws -> Int32 {
        let seeds = options[Self.seeds]
        let longSeconds = options[Self.longSeconds]
        let exec = options[Self.exec]
        let planted = options[Self.planted]
        let only = options[Self.mutant]
        var entries = MutantCatalogue.all
        if let only {
            guard let entry = MutantCatalogue.named(only) else {
                throw UsageError("unknown mutant '\(only)'; expected one of: \(entries.map(\.name).joined(separator: ", ")).", command: spec.name)
            }
            entries = [entry]
        }

        if only == nil {
            measureThroughput(output: &output)
            measureJobs(context: context, output: &output)
            measureLongShrink(output: &output)
        }
        if let exec {
            guard measureProcessThroughput(exec, output: &output) else { return ExitCode.badInput }
        }
        if let planted {
            guard measurePlanted(planted, context: context, output: &output) else { return ExitCode.badInput }
        }
        let results = entries.enumerated().map { position, entry in
            if output.showsProgress { output.writeError("\r\(position + 1)/\(entries.count) \(entry.name)\u{1B}[K") }
            return MutantResult(entry: entry, seeds: (1...seeds).map { measure(entry, seed: UInt64($0)) })
        }
        if output.showsProgress { output.writeError("\r\u{1B}[K") }
        printMutants(results, seeds: seeds, output: &output)
        if only != nil, let result = results.first { printSeeds(result, output: &output) }
        if only == nil, longSeconds > 0 { measureMemory(seconds: longSeconds, output: &output) }
        return ExitCode.success
    }

    // MARK: Throughput

    private static func measureThroughput(output: inout CommandOutput) {
        /// One timed run of `type`: its report and wall-clock seconds.
        func timed<S: SliderUnderTest>(_ type: S.Type, _ name: String) -> (report: FuzzReport, seconds: Double) {
            let fuzzer = Fuzzer(type, name: name, configuration: FuzzConfiguration(seed: throughputSeed, sequences: throughputSequences))
            let started = ContinuousClock.now
            let report = fuzzer.run()
            return (report, (ContinuousClock.now - started).seconds)
        }
        var reference = timed(ReferenceImplementation.self, "reference")
        var sample = timed(SampleSlider.self, "sample")
        for _ in 1..<timedRounds {
            let (nextReference, nextSample) = (timed(ReferenceImplementation.self, "reference"), timed(SampleSlider.self, "sample"))
            if nextReference.seconds < reference.seconds { reference = nextReference }
            if nextSample.seconds < sample.seconds { sample = nextSample }
        }
        func row(_ name: String, _ run: (report: FuzzReport, seconds: Double)) -> [String] {
            [name, grouped(run.report.operations), String(format: "%.2f", run.seconds), grouped(Int(Double(run.report.operations) / run.seconds)),
             run.report.conforms ? "conforms" : "FAILS"]
        }
        output.write("THROUGHPUT (timings, fastest of \(timedRounds) alternate runs; \(grouped(throughputSequences)) sequences, seed \(throughputSeed), documented profile; target ≥ 1,000,000 checked operations/s)\n")
        output.write(table(["implementation", "operations", "seconds", "checked ops/s", "result"], [row("reference", reference), row("sample", sample)],
                           rightAligned: [1, 2, 3]) + "\n")
    }

    /// Shrinks `MutantCatalogue.longShrinkCase()` (four needed operations among 1,600) and
    /// prints the time, attempts and shrunk length against the mutant's minimal length.
    private static func measureLongShrink(output: inout CommandOutput) {
        guard let entry = MutantCatalogue.named("NilImageClearsOnlyThumbTint") else { return }
        let operations = MutantCatalogue.longShrinkCase()
        guard let violation = SequenceCheck.run(NilImageClearsOnlyThumbTint.self, operations, profile: entry.profile).violation else {
            output.write("LONG SHRINK: the long case did not fail\n\n")
            return
        }
        let started = ContinuousClock.now
        let result = Shrinker(NilImageClearsOnlyThumbTint.self, profile: entry.profile).shrink(operations, violation: violation)
        let seconds = (ContinuousClock.now - started).seconds
        output.write("LONG SHRINK (timings; \(entry.name), 4 needed operations among \(grouped(operations.count)); target < 1 s to minimal)\n")
        output.write(table(["operations", "seconds", "attempts", "attempts/s", "shrunk", "minimal", "stopped by"],
                           [[grouped(operations.count), String(format: "%.3f", seconds), grouped(result.attempts),
                             grouped(Int(Double(result.attempts) / seconds)), String(result.operations.count),
                             String(entry.minimalLength), result.stoppedBy ?? "-"]],
                           rightAligned: [0, 1, 2, 3, 4, 5]) + "\n")
    }

    // MARK: Mutants

    /// What one seed showed for one mutant.
    private struct SeedResult {
        /// The shrunk counterexample, or nil when the operations budget ran out first.
        var shrunk: [SliderOperation]?
        /// The failure the shrunk counterexample shows.
        var identity: FailureIdentity?
        /// The rule the shrunk counterexample names.
        var rule: RuleID? { identity?.rule }
        /// Sequences run up to and including the first failure.
        var sequences = 0
        /// Operations checked up to and including the first failure.
        var operations = 0
        /// Time until the first failure.
        var failureTime = Duration.zero
        /// Time spent shrinking it.
        var shrinkTime = Duration.zero
        /// The attempts the shrinking made.
        var shrinkAttempts = 0
        /// The cap that stopped the shrinking before a fixed point, or nil.
        var stoppedBy: String?
    }

    /// Every seed's result for one mutant.
    private struct MutantResult {
        let entry: MutantCatalogue.Entry
        let seeds: [SeedResult]
        var caught: [SeedResult] { seeds.filter { $0.shrunk != nil } }
        var atMinimum: Int { caught.filter { $0.shrunk?.count == entry.minimalLength }.count }
        var distinct: Int { Set(caught.compactMap(\.shrunk)).count }
        /// The distinct failures (rule, field, causing kind) the seeds found.
        var identities: Int { Set(caught.compactMap(\.identity)).count }
        /// For each failure the seeds found, whether all its seeds shrank it to one sequence.
        var singleByIdentity: [Bool] {
            Dictionary(grouping: caught, by: { $0.identity }).values.map { Set($0.compactMap(\.shrunk)).count == 1 }
        }
        var rightRule: Bool { caught.allSatisfy { $0.rule == entry.rule } }
        /// The seeds whose shrinking a cap stopped.
        var capped: Int { caught.filter { $0.stoppedBy != nil }.count }
    }

    /// Searches sequences of `seed` for the mutant's first failure, as `Fuzzer` generates them,
    /// then shrinks it.
    private static func measure(_ entry: MutantCatalogue.Entry, seed: UInt64) -> SeedResult {
        func hunt<S: SliderUnderTest>(_ type: S.Type) -> SeedResult {
            var configuration = FuzzConfiguration(seed: seed, profile: entry.profile)
            configuration.generator.robustness = entry.needsRobustness
            let runner = SequenceRunner(type, configuration: configuration)
            var result = SeedResult()
            let started = ContinuousClock.now
            var index = 0
            while result.operations < huntOperations {
                let sequence = runner.run(index)
                result.sequences = index + 1
                result.operations += sequence.operations.count
                if let violation = sequence.violation {
                    result.failureTime = ContinuousClock.now - started
                    let shrinkStarted = ContinuousClock.now
                    let shrunk = Shrinker(type, profile: configuration.profile, limits: configuration.shrinkLimits, domain: configuration.generator)
                        .shrink(sequence.operations, violation: violation)
                    result.shrinkTime = ContinuousClock.now - shrinkStarted
                    result.shrunk = shrunk.operations
                    result.shrinkAttempts = shrunk.attempts
                    result.identity = shrunk.violation.identity
                    result.stoppedBy = shrunk.stoppedBy
                    return result
                }
                index += 1
            }
            return result
        }
        return hunt(entry.type)
    }

    private static func printMutants(_ results: [MutantResult], seeds: Int, output: inout CommandOutput) {
        output.write("MUTANTS: DETECTION AND SHRINKING (deterministic; seeds 1…\(seeds), at most \(grouped(huntOperations)) operations each)\n")
        let detection = results.map { result -> [String] in
            let caught = result.caught
            return [result.entry.name, result.entry.rule.rawValue, "\(caught.count)/\(seeds)",
                    caught.isEmpty ? "-" : number(median(caught.map { Double($0.sequences) })),
                    caught.isEmpty ? "-" : number(median(caught.map { Double($0.operations) })),
                    caught.isEmpty ? "-" : number(median(caught.map { Double($0.shrunk!.count) })),
                    caught.isEmpty ? "-" : "\(caught.map { $0.shrunk!.count }.min()!)",
                    "\(result.entry.minimalLength)", "\(result.atMinimum)/\(caught.count)", "\(result.distinct)", "\(result.identities)",
                    "\(result.capped)", result.rightRule ? "yes" : "NO"]
        }
        output.write(table(["mutant", "rule", "caught", "median seqs", "median ops", "median shrunk", "shortest", "minimal", "= minimal", "distinct",
                            "failures", "capped", "rule named"], detection, rightAligned: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) + "\n")

        output.write("MUTANTS: TIMINGS (this machine; medians over the seeds that caught it)\n")
        let timings = results.map { result -> [String] in
            let caught = result.caught
            return [result.entry.name,
                    caught.isEmpty ? "-" : milliseconds(median(caught.map { $0.failureTime.seconds })),
                    caught.isEmpty ? "-" : milliseconds(caught.map(\.failureTime.seconds).max()!),
                    caught.isEmpty ? "-" : milliseconds(median(caught.map { $0.shrinkTime.seconds })),
                    caught.isEmpty ? "-" : grouped(Int(median(caught.map { Double($0.shrinkAttempts) / max($0.shrinkTime.seconds, 1e-9) })))]
        }
        output.write(table(["mutant", "ms to failure", "max ms to failure", "shrink ms", "shrink attempts/s"], timings, rightAligned: [1, 2, 3, 4])
            + "\n")

        let pairs = results.flatMap(\.caught)
        let allPairs = results.count * seeds
        let everySeed = results.filter { $0.caught.count == seeds }.count
        let atMinimum = results.map(\.atMinimum).reduce(0, +)
        let single = results.filter { $0.distinct == 1 }.count
        let oneFailure = results.filter { $0.identities == 1 }.count
        let byIdentity = results.flatMap(\.singleByIdentity)
        let singleByIdentity = byIdentity.filter { $0 }.count
        let singleCause = results.filter { $0.identities == 1 }
        let singleCauseOne = singleCause.filter { $0.distinct == 1 }.count
        let capped = results.map(\.capped).reduce(0, +)
        let lines: [[String]] = [
            ["mutants caught in every seed", "\(everySeed)/\(results.count)", "every mutant, 20/20 within the budget"],
            ["mutant-seed pairs caught", "\(pairs.count)/\(allPairs)", ""],
            ["pairs shrunk to the minimal length", percent(atMinimum, allPairs) + " (\(atMinimum)/\(allPairs))", "≥ 98%"],
            ["mutants with one distinct shrunk result", percent(single, results.count) + " (\(single)/\(results.count))", "≥ 90%"],
            ["  mutants whose seeds found one failure", percent(oneFailure, results.count) + " (\(oneFailure)/\(results.count))", "(the most the line above can reach)"],
            ["  failures with one distinct shrunk result", percent(singleByIdentity, byIdentity.count) + " (\(singleByIdentity)/\(byIdentity.count))", "(per rule, field and cause)"],
            ["single-cause mutants with one distinct shrunk result", percent(singleCauseOne, singleCause.count) + " (\(singleCauseOne)/\(singleCause.count))", "≥ 50%"],
            ["shrinks stopped by a cap", "\(capped)/\(pairs.count)", "0"],
            ["median time to first failure", pairs.isEmpty ? "-" : milliseconds(median(pairs.map { $0.failureTime.seconds })) + " ms", "< 5 ms"],
            ["median shrink time", pairs.isEmpty ? "-" : milliseconds(median(pairs.map { $0.shrinkTime.seconds })) + " ms", "< 10 ms"],
            ["shrink attempts per second (all pairs)", shrinkRate(pairs), ""],
        ]
        output.write("SUMMARY\n" + table(["measure", "measured", "target"], lines, rightAligned: [1]) + "\n")
    }

    /// Attempts per second over every pair's shrinking together (the shrinker's budget counts attempts).
    private static func shrinkRate(_ pairs: [SeedResult]) -> String {
        let seconds = pairs.map(\.shrinkTime.seconds).reduce(0, +)
        guard seconds > 0 else { return "-" }
        return grouped(Int(Double(pairs.map(\.shrinkAttempts).reduce(0, +)) / seconds))
    }

    /// Each seed's shrunk sequence, for one mutant.
    private static func printSeeds(_ result: MutantResult, output: inout CommandOutput) {
        let rows = result.seeds.enumerated().map { index, seed -> [String] in
            ["\(index + 1)", seed.shrunk == nil ? "-" : "\(seed.sequences)", seed.shrunk == nil ? "-" : "\(seed.operations)",
             seed.identity?.description ?? "not caught",
             seed.shrunk.map { $0.isEmpty ? "(creation)" : $0.map(\.swiftStatement).joined(separator: "; ") } ?? ""]
        }
        output.write("SEEDS: \(result.entry.name) (deterministic)\n")
        output.write(table(["seed", "seqs", "ops", "failure", "shrunk sequence"], rows, rightAligned: [0, 1, 2]) + "\n")
    }

    // MARK: Memory

    private static func measureMemory(seconds: Double, output: inout CommandOutput) {
        let runner = SequenceRunner(SampleSlider.self, configuration: FuzzConfiguration(seed: throughputSeed))
        let interval = seconds / 10
        var rows: [[String]] = [["0", "0", grouped(residentKiB())]]
        var operations = 0
        var index = 0
        let started = ContinuousClock.now
        var nextSample = interval
        while true {
            operations += runner.run(index).operations.count
            index += 1
            guard index % 64 == 0 else { continue }
            let elapsed = (ContinuousClock.now - started).seconds
            guard elapsed >= nextSample else { continue }
            rows.append([String(format: "%.1f", elapsed), grouped(operations), grouped(residentKiB())])
            nextSample += interval
            if elapsed >= seconds { break }
        }
        output.write("MEMORY (long run: sample, \(number(seconds)) s, \(grouped(index)) sequences)\n")
        output.write(table(["seconds", "operations", "resident KiB"], rows, rightAligned: [0, 1, 2]) + "\n")
        let first = rows.count > 2 ? rows[1][2] : rows[0][2]
        output.write("  resident after the first tenth: \(first) KiB; at the end: \(rows.last![2]) KiB; peak (ru_maxrss): \(grouped(peakResidentKiB())) KiB\n")
    }

    /// The current resident set in KiB, from `/proc/self/statm` (0 where it does not exist).
    private static func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// The peak resident set in KiB (`ru_maxrss`: KiB on Linux, bytes on Apple platforms).
    private static func peakResidentKiB() -> Int {
        var usage = rusage()
        #if os(Linux)
        _ = getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
        #else
        _ = getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss) / 1024
        #endif
    }

    // MARK: Formatting

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    private static func milliseconds(_ seconds: Double) -> String {
        let ms = seconds * 1000
        return String(format: ms < 10 ? "%.3f" : ms < 100 ? "%.2f" : "%.1f", ms)
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "-" : String(format: "%.1f%%", Double(part) * 100 / Double(whole))
    }

    /// `seconds` per operation in microseconds, to two decimals.
    static func microseconds(_ seconds: Double, per operations: Int) -> String {
        operations > 0 ? String(format: "%.2f", seconds * 1_000_000 / Double(operations)) : "-"
    }

    /// `value` with thousands separated by commas, e.g. `1,600`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return (value < 0 ? "-" : "") + result
    }

    /// Columns padded to their widest cell, two spaces apart, indented by two; the columns in
    /// `rightAligned` are aligned right.
    static func table(_ header: [String], _ rows: [[String]], rightAligned: Set<Int>) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            "  " + row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n") + "\n"
    }
}

/// Generates and checks one sequence exactly as `Fuzzer` does, stopping at the first divergence.
@MainActor
private struct SequenceRunner<Implementation: SliderUnderTest> {
    let configuration: FuzzConfiguration
    let generator: OperationGenerator

    init(_ implementation: Implementation.Type, configuration: FuzzConfiguration) {
        self.configuration = configuration
        generator = OperationGenerator(options: configuration.generator)
    }

    /// Runs sequence `index` of the configuration's seed: the operations run and the divergence, if any.
    func run(_ index: Int) -> (operations: [SliderOperation], violation: Violation?) {
        var random = RandomSource(seed: configuration.sequenceSeed(index))
        let kinds = generator.swarm(using: &random)
        var session = CheckedSession(Implementation.self, profile: configuration.profile)
        var operations: [SliderOperation] = []
        var violation = session.creation.violation
        while violation == nil,
            let operation = generator.next(after: session.checker.reference, length: operations.count, kinds: kinds, using: &random)
        {
            operations.append(operation)
            violation = session.apply(operation).violation
        }
        return (operations, violation)
    }
}
