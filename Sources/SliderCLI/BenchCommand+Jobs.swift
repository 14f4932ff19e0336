import Foundation
import SliderEngine
import SliderSamples
import SliderSpec

extension BenchCommand {
    /// How many times bench times each run it compares (jobs, the canned ceiling); the fastest
    /// counts (the others carry the machine's noise: other processes, frequency changes).
    static let timedRounds = 3

    /// Sequences in each jobs run: five times the throughput runs', so that the workers' fixed
    /// start (timed on its own after them) weighs about 1% of a run, as in the long runs
    /// `--jobs` is for, instead of about 4% of the half-second throughput run.
    static let jobsSequences = 100_000

    /// Times the runs of `jobsSequences` sequences (seed 2026) of the reference and of
    /// SampleSlider with one job and with one per active processor (`fuzz --jobs`), alternately
    /// `timedRounds` times each, keeps the fastest of each, and checks that both print the same
    /// report. Each run's processor time counts this process and its workers (user + system), so
    /// the parallel run's overhead is its processor time per operation against the single run's.
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
        func fastest(_ first: Timed, _ second: Timed) -> Timed { second.seconds < first.seconds ? second : first }
        /// The two rows of `type`, the processor seconds of its run in this process and its
        /// speed-up; `eachRound` runs once in each round, between the runs it alternates.
        func rows<S: SliderUnderTest>(_ type: S.Type, _ name: String, eachRound: () -> Void = {}) -> (lines: [String], single: Double, speedUp: Double) {
            var one = timed(type, name, .single)
            eachRound()
            var parallel = parallelWorkers(type, name)
            var many = timed(type, name, parallel)
            for _ in 1..<timedRounds {
                one = fastest(one, timed(type, name, .single))
                eachRound()
                parallel = parallelWorkers(type, name)
                many = fastest(many, timed(type, name, parallel))
            }
            let same = ReportFormat.text.render([one.report]) == ReportFormat.text.render([many.report])
            func row(_ count: Int, _ run: Timed, _ report: String) -> String {
                let rate = Int(Double(run.report.operations) / max(run.seconds, 1e-9))
                let perOperation = run.cpu * 1e6 / Double(max(run.report.operations, 1))
                let overhead = (run.cpu / max(one.cpu, 1e-9) - 1) * 100
                return "  " + name.padding(toLength: 14, withPad: " ", startingAt: 0)
                    + String(format: "%4d  %10d  %7.2f  %13d  %7.2f×  %9.2f  %+8.1f%%  ", count, run.report.operations, run.seconds, rate,
                             one.seconds / run.seconds, perOperation, overhead)
                    + report
            }
            return ([row(1, one, "-"), row(parallel.used, many, same ? "same" : "DIFFERENT")] + parallel.notices.map { "  note: " + $0 },
                    one.cpu, one.seconds / many.seconds)
        }
        output.write("JOBS (timings, fastest of \(timedRounds) alternate runs; \(grouped(jobsSequences)) sequences, seed \(throughputSeed), in this process, then with --jobs \(jobs); target ≥ 1.9× on 2 cores, CPU overhead < 5%)\n")
        output.write("  implementation  jobs  operations  seconds  checked ops/s  speed-up  CPU µs/op  CPU extra  report\n")
        var ceiling: MachineCeiling? = MachineCeiling(count: jobs)
        let reference = rows(ReferenceImplementation.self, "reference") {
            if let executable = context.workerExecutable, ceiling?.time(executable: executable, sequences: jobsSequences) == false { ceiling = nil }
        }
        output.write((reference.lines + rows(SampleSlider.self, "sample").lines).joined(separator: "\n") + "\n")
        output.write("CPU µs/op: processor time (user + system) of this process and its workers per operation; CPU extra: beyond the run in this process\n")
        if let ceiling {
            output.write(String(
                format: "machine's ceiling: %d single-job runs of the reference at once, each its own process, give %.2f× the throughput of one alone (fastest of %d, alternating with the reference's runs above); --jobs %d reaches %.0f%% of it\n",
                jobs, ceiling.speedUp, timedRounds, jobs, reference.speedUp / ceiling.speedUp * 100))
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
        output.write(String(
            format: "workers' start: %.1f ms of processor time each (the workers' own, start to exit, in the fastest of %d runs of one sequence per worker); the %d of them: %.1f%% of the reference's run in this process above\n\n",
            start.children * 1000 / Double(max(start.workers, 1)), timedRounds, start.workers, start.children / max(reference.single, 1e-9) * 100))
    }
}
