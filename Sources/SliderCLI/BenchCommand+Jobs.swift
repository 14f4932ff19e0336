import Foundation
import SliderEngine
import SliderSamples
import SliderSpec

extension BenchCommand {
    /// How many times bench times each run it compares (jobs, the canned ceiling); the fastest
    /// counts (the others carry the machine's noise: other processes, frequency changes).
    static let timedRounds = 3

    /// Times the throughput runs (20,000 sequences, seed 2026) of the reference and of
    /// SampleSlider with one job and with one per active processor (`fuzz --jobs`), alternately
    /// `timedRounds` times each, keeps the fastest of each, and checks that both print the same
    /// report. Each run's processor time counts this process and its workers (user + system), so
    /// the parallel run's overhead is its processor time per operation against the single run's.
    static func measureJobs(context: CommandContext, output: inout CommandOutput) {
        let jobs = FuzzJobs.defaultCount
        let unavailability = FuzzJobs.unavailability(context.workerExecutable)
        if jobs < 2 || unavailability != nil {
            output.write("JOBS: skipped: " + (unavailability ?? "one active processor, nothing to spread over") + "\n\n")
            return
        }
        typealias Timed = (report: FuzzReport, seconds: Double, cpu: Double)
        func timed<S: SliderUnderTest>(_ type: S.Type, _ name: String, _ workers: FuzzWorkers) -> Timed {
            var configuration = FuzzConfiguration(seed: throughputSeed, sequences: throughputSequences)
            // Both runs confirm a new counterexample in a fresh process, as `fuzz` does, so their reports compare.
            configuration.freshStart = FuzzJobs.freshStart(context.workerExecutable)
            let fuzzer = Fuzzer(type, name: name, configuration: configuration)
            let started = ContinuousClock.now
            let cpu = processorSeconds(children: true)
            let report = fuzzer.run(workers: workers)
            return (report, (ContinuousClock.now - started).seconds, processorSeconds(children: true) - cpu)
        }
        func fastest(_ first: Timed, _ second: Timed) -> Timed { second.seconds < first.seconds ? second : first }
        func rows<S: SliderUnderTest>(_ type: S.Type, _ name: String) -> [String] {
            var one = timed(type, name, .single)
            var workers = FuzzJobs.workers(jobs, for: SliderImplementation(type, name: name), executable: context.workerExecutable)
            var many = timed(type, name, workers)
            for _ in 1..<timedRounds {
                one = fastest(one, timed(type, name, .single))
                workers = FuzzJobs.workers(jobs, for: SliderImplementation(type, name: name), executable: context.workerExecutable)
                many = fastest(many, timed(type, name, workers))
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
            return [row(1, one, "-"), row(workers.used, many, same ? "same" : "DIFFERENT")] + workers.notices.map { "  note: " + $0 }
        }
        output.write("JOBS (timings, fastest of \(timedRounds) alternate runs; the throughput runs above in this process, then with --jobs \(jobs); target ≥ 1.9× on 2 cores, CPU overhead < 5%)\n")
        output.write("  implementation  jobs  operations  seconds  checked ops/s  speed-up  CPU µs/op  CPU extra  report\n")
        output.write((rows(ReferenceImplementation.self, "reference") + rows(SampleSlider.self, "sample")).joined(separator: "\n") + "\n")
        output.write("CPU µs/op: processor time (user + system) of this process and its workers per operation; CPU extra: beyond the run in this process\n\n")
    }
}
