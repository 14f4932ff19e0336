import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import SliderWorkers

extension BenchCommand {
    /// How many times bench times each run it compares (jobs, the canned ceiling); the fastest
    /// counts (the others carry the machine's noise: other processes, frequency changes).
    static let timedRounds = 3

    /// Sequences in each jobs run: five times the throughput runs', so that the workers' fixed
    /// start (timed on its own after them) weighs about 1% of a run, as in the long runs
    /// `--jobs` is for, instead of about 4% of the half-second throughput run.
    static let jobsSequences = 100_000

    /// Rounds of the reference's jobs measure: each times it in this process, the machine's
    /// ceiling (one child alone, then one per processor at once) and `--jobs`, one after the
    /// other, so that a round's ratios compare runs made while the machine was in one state.
    static let jobsRounds = 5

    /// Times the runs of `jobsSequences` sequences (seed 2026) of the reference and of
    /// SampleSlider with one job and with one per active processor (`fuzz --jobs`), alternately
    /// (`jobsRounds` times the reference, `timedRounds` SampleSlider), keeps the fastest of each,
    /// and checks that both print the same report. Each run's processor time counts this process
    /// and its workers (user + system), so the parallel run's overhead is its processor time per
    /// operation against the single run's. The reference's rounds also time the machine's
    /// ceiling, and its speed-up and overhead are then read against the ceiling round by round
    /// (the median counts), which takes out what the machine charges any two processes at once.
    /// Then the workers' start on its own: their processor time in runs of one sequence per worker.
    static func measureJobs(context: CommandContext, output: inout CommandOutput) {
        let jobs = FuzzJobs.defaultCount
        let unavailability = FuzzJobs.unavailability(context.workerExecutable)
        if jobs < 2 || unavailability != nil {
            output.write("JOBS: skipped: " + (unavailability ?? "one active processor, nothing to spread over") + "\n\n")
            return
        }
        /// A run's report, wall-clock seconds, processor seconds (this process and its workers), the
        /// workers' share of those, and the workers it used.
        typealias Timed = (report: FuzzReport, seconds: Double, cpu: Double, children: Double, workers: Int)
        func timed<S: SliderUnderTest>(_ type: S.Type, _ name: String, _ workers: FuzzWorkers, sequences: Int = jobsSequences) -> Timed {
            var configuration = FuzzConfiguration(seed: throughputSeed, sequences: sequences)
            // Both runs confirm a new counterexample in a fresh process, as `fuzz` does, so their reports compare.
            configuration.freshStart = FuzzJobs.freshStart(context.workerExecutable)
            let fuzzer = Fuzzer(type, name: name, configuration: configuration)
            let started = ContinuousClock.now
            let (cpu, own) = (processorSeconds(children: true), processorSeconds())
            let report = fuzzer.run(workers: workers)
            let seconds = (ContinuousClock.now - started).seconds
            let (cpuAfter, ownAfter) = (processorSeconds(children: true), processorSeconds())
            return (report, seconds, cpuAfter - cpu, (cpuAfter - ownAfter) - (cpu - own), workers.used)
        }
        func parallelWorkers(_ type: any SliderUnderTest.Type, _ name: String) -> FuzzWorkers {
            FuzzJobs.workers(jobs, for: SliderImplementation(type, name: name), executable: context.workerExecutable)
        }
        /// `rounds` rounds of `type`: a run in this process, `eachRound`, then a run with `jobs`
        /// workers; each round's pair, and the last parallel run's notices.
        func pairs<S: SliderUnderTest>(_ type: S.Type, _ name: String, rounds: Int, eachRound: () -> Void = {})
            -> (pairs: [(one: Timed, many: Timed)], notices: [String]) {
            var result: [(one: Timed, many: Timed)] = []
            var notices: [String] = []
            for _ in 0..<rounds {
                let one = timed(type, name, .single)
                eachRound()
                let parallel = parallelWorkers(type, name)
                result.append((one, timed(type, name, parallel)))
                notices = parallel.notices
            }
            return (result, notices)
        }
        /// The two rows of `name`'s fastest runs, and whether every run printed the same report.
        func rows(_ name: String, _ measured: (pairs: [(one: Timed, many: Timed)], notices: [String])) -> [String] {
            let one = measured.pairs.map(\.one).min { $0.seconds < $1.seconds }!
            let many = measured.pairs.map(\.many).min { $0.seconds < $1.seconds }!
            let expected = ReportFormat.text.render([one.report])
            let same = measured.pairs.allSatisfy { ReportFormat.text.render([$0.one.report]) == expected && ReportFormat.text.render([$0.many.report]) == expected }
            func row(_ count: Int, _ run: Timed, _ report: String) -> String {
                let rate = Int(Double(run.report.operations) / max(run.seconds, 1e-9))
                let perOperation = run.cpu * 1e6 / Double(max(run.report.operations, 1))
                let overhead = (run.cpu / max(one.cpu, 1e-9) - 1) * 100
                return "  " + name.padding(toLength: 14, withPad: " ", startingAt: 0)
                    + String(format: "%4d  %10d  %7.2f  %13d  %7.2f×  %9.2f  %+8.1f%%  ", count, run.report.operations, run.seconds, rate,
                             one.seconds / run.seconds, perOperation, overhead)
                    + report
            }
            return [row(1, one, "-"), row(many.workers, many, same ? "same" : "DIFFERENT")] + measured.notices.map { "  note: " + $0 }
        }
        output.write("JOBS (timings, fastest of \(jobsRounds) rounds for the reference and \(timedRounds) for SampleSlider, each a run in this process then one with --jobs \(jobs); \(grouped(jobsSequences)) sequences, seed \(throughputSeed); target ≥ 1.9× on 2 cores, CPU overhead < 5%)\n")
        output.write("  implementation  jobs  operations  seconds  checked ops/s  speed-up  CPU µs/op  CPU extra  report\n")
        var ceiling: MachineCeiling? = MachineCeiling(count: jobs)
        var ceilingRounds: [MachineCeiling.Round] = []
        let reference = pairs(ReferenceImplementation.self, "reference", rounds: jobsRounds) {
            guard let executable = context.workerExecutable, let round = ceiling?.time(executable: executable, sequences: jobsSequences) else {
                ceiling = nil
                return
            }
            ceilingRounds.append(round)
        }
        let sample = pairs(SampleSlider.self, "sample", rounds: timedRounds)
        output.write((rows("reference", reference) + rows("sample", sample)).joined(separator: "\n") + "\n")
        output.write("CPU µs/op: processor time (user + system) of this process and its workers per operation; CPU extra: beyond the run in this process\n")
        if let ceiling, ceilingRounds.count == reference.pairs.count {
            output.write(ceilingLines(ceiling, reference: reference.pairs.map { ($0.one.seconds, $0.one.cpu, $0.many.seconds, $0.many.cpu) }))
        } else {
            output.write("machine's ceiling: not measured (a `fuzz --implementation reference --jobs 1` child of this executable could not run)\n")
        }
        // The workers' start on its own: parallel runs of one sequence per worker, whose workers
        // do little but start, read the job, say they are ready and end.
        func started() -> Timed {
            timed(ReferenceImplementation.self, "reference", parallelWorkers(ReferenceImplementation.self, "reference"), sequences: jobs)
        }
        var start = started()
        for _ in 1..<timedRounds {
            let again = started()
            if again.children < start.children { start = again }
        }
        let single = reference.pairs.map(\.one.cpu).min() ?? 0
        output.write(String(
            format: "workers' start: %.1f ms of processor time each (the workers' own, start to exit, in the fastest of %d runs of one sequence per worker); the %d of them: %.1f%% of the reference's run in this process above\n\n",
            start.children * 1000 / Double(max(start.workers, 1)), timedRounds, start.workers, start.children / max(single, 1e-9) * 100))
    }

    /// The lines that read the reference's `--jobs` runs against the machine's ceiling, round by
    /// round: `reference` holds each round's (seconds, processor seconds) in this process and
    /// with `--jobs`, in the order of `ceiling.rounds`. Each figure is the median over the rounds.
    static func ceilingLines(_ ceiling: MachineCeiling, reference: [(one: Double, oneCPU: Double, many: Double, manyCPU: Double)]) -> String {
        let rounds = zip(ceiling.rounds, reference).map { round, run in
            let speedUp = run.one / run.many
            let jobsExtra = run.manyCPU / run.oneCPU - 1
            let machineExtra = ceiling.extraProcessorTime(round)
            return (ceiling: ceiling.speedUp(round), share: speedUp / ceiling.speedUp(round), speedUp: speedUp,
                    jobsExtra: jobsExtra, machineExtra: machineExtra, suiteExtra: (1 + jobsExtra) / (1 + machineExtra) - 1)
        }
        let count = ceiling.count
        let target = 0.95
        let ceilings = rounds.map(\.ceiling)
        let share = median(rounds.map(\.share))
        let suiteExtra = median(rounds.map(\.suiteExtra))
        func times(_ value: Double) -> String { String(format: "%.2f×", value) }
        func percent(_ fraction: Double) -> String { String(format: "%+.1f%%", fraction * 100) }
        func seconds(_ value: Double) -> String { String(format: "%.2f", value) }
        let perRound = zip(ceiling.rounds, reference).enumerated().map { index, pair in
            let (round, run) = pair
            return [String(index + 1), seconds(run.one), seconds(run.many), times(rounds[index].speedUp), seconds(round.alone.seconds),
                    seconds(round.together.seconds), times(rounds[index].ceiling), String(format: "%.0f%%", rounds[index].share * 100),
                    seconds(run.oneCPU), seconds(run.manyCPU), seconds(round.alone.cpu), seconds(round.together.cpu),
                    percent(rounds[index].machineExtra), percent(rounds[index].suiteExtra)]
        }
        return "the reference's rounds (seconds; CPU: processor seconds of the run and its processes; ceiling: \(count) children at once against 1 alone):\n"
            + table(["round", "in process", "--jobs \(count)", "speed-up", "1 child", "\(count) children", "ceiling", "share",
                     "CPU in process", "CPU --jobs", "CPU 1 child", "CPU \(count) children", "machine's charge", "suite's own"],
                    perRound, rightAligned: Set(0..<14)) + "\n"
            + "machine's ceiling: \(count) single-job runs of the reference at once, each its own process, against one alone,"
            + " round by round (median of \(rounds.count)): \(times(median(ceilings))) the throughput (rounds \(times(ceilings.min() ?? 0))"
            + "–\(times(ceilings.max() ?? 0))), each taking \(percent(median(rounds.map(\.machineExtra)))) processor time"
            + " (what the machine charges any \(count) processes at once)\n"
            + "--jobs \(count) of the reference against it, round by round (median of \(rounds.count)): \(times(median(rounds.map(\.speedUp)))),"
            + String(format: " %.0f%% of the ceiling (target ≥ %.0f%%, %.2f× on %d processors that share nothing): ", share * 100, target * 100,
                     target * Double(count), count)
            + (share >= target ? "met" : "missed")
            + "; processor time \(percent(median(rounds.map(\.jobsExtra)))) beyond the run in this process, \(percent(suiteExtra)) beyond"
            + " the ceiling's: the suite's own overhead (target < 5%): " + (suiteExtra < 0.05 ? "met" : "missed")
            + " (on a virtual machine processor time also counts what the host takes, so read the rounds above;"
            + " BENCHMARKS.md counts the workers' instructions, which the host cannot change)\n"
    }
}
