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
    /// `timedRounds` times each, keeps the fastest of each, and checks that both print the same report.
    static func measureJobs(context: CommandContext, output: inout CommandOutput) {
        let jobs = FuzzJobs.defaultCount
        let unavailability = FuzzJobs.unavailability(context.workerExecutable)
        if jobs < 2 || unavailability != nil {
            output.write("JOBS: skipped: " + (unavailability ?? "one active processor, nothing to spread over") + "\n\n")
            return
        }
        func timed<S: SliderUnderTest>(_ type: S.Type, _ name: String, _ workers: FuzzWorkers) -> (report: FuzzReport, seconds: Double) {
            let fuzzer = Fuzzer(type, name: name, configuration: FuzzConfiguration(seed: throughputSeed, sequences: throughputSequences))
            let started = ContinuousClock.now
            let report = fuzzer.run(workers: workers)
            return (report, (ContinuousClock.now - started).seconds)
        }
        func fastest(_ first: (report: FuzzReport, seconds: Double), _ second: (report: FuzzReport, seconds: Double))
            -> (report: FuzzReport, seconds: Double)
        {
            second.seconds < first.seconds ? second : first
        }
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
            func row(_ count: Int, _ run: (report: FuzzReport, seconds: Double), _ report: String) -> String {
                let rate = Int(Double(run.report.operations) / max(run.seconds, 1e-9))
                return "  " + name.padding(toLength: 14, withPad: " ", startingAt: 0)
                    + String(format: "%4d  %10d  %7.2f  %13d  %7.2f×  ", count, run.report.operations, run.seconds, rate, one.seconds / run.seconds)
                    + report
            }
            return [row(1, one, "-"), row(workers.used, many, same ? "same" : "DIFFERENT")] + workers.notices.map { "  note: " + $0 }
        }
        output.write("JOBS (timings, fastest of \(timedRounds) alternate runs; fuzz --jobs 1 and --jobs \(jobs) on the throughput runs above; target ≥ 1.8× on 2 cores)\n")
        output.write("  implementation  jobs  operations  seconds  checked ops/s  speed-up  report\n")
        output.write((rows(ReferenceImplementation.self, "reference") + rows(SampleSlider.self, "sample")).joined(separator: "\n") + "\n\n")
    }
}
