import Foundation
import SliderEngine
import SliderSpec
import SliderWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension BenchCommand {
    /// The environment variable the planted-bugs fixture appends a line to the file it names on each start.
    static let startLogVariable = "PLANTED_BUGS_START_LOG"

    /// Times the default fuzz run (2,000 sequences of at most 50 operations, seed 0, shrinking by
    /// attempts) of `command`, a slow-starting adapter with planted bugs such as
    /// `Examples/python/planted_bugs_adapter.py`, with one job per active processor, and prints
    /// the failures, how many shrank to a fixed point and to which lengths, and the children the
    /// adapter counted starting (in the file `$PLANTED_BUGS_START_LOG`) against 2 × jobs + 1 (the
    /// first child, and each job's own and confirmation children).
    static func measurePlanted(_ command: String, context: CommandContext, output: inout CommandOutput) -> Bool {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("slider-planted-\(getpid()).log").path
        try? FileManager.default.removeItem(atPath: log)
        setenv(startLogVariable, log, 1)
        defer {
            unsetenv(startLogVariable)
            try? FileManager.default.removeItem(atPath: log)
        }
        let started = ContinuousClock.now
        let cpu = processorSeconds()
        let connection: ProcessConnection
        do {
            connection = try ProcessConnection(command: command, timeout: 2, profile: Profile.documented.id)
        } catch {
            output.writeError("error: \(error)\n")
            return false
        }
        var configuration = FuzzConfiguration(seed: 0, sequences: 2_000)
        configuration.generator.maxLength = 50
        let implementation = connection.implementation()
        let workers = FuzzJobs.workers(FuzzJobs.defaultCount, for: implementation, executable: context.workerExecutable)
        let report = Fuzzer(implementation, configuration: configuration).run(workers: workers)
        connection.close()
        let seconds = (ContinuousClock.now - started).seconds
        let suiteCPU = processorSeconds() - cpu
        let children = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").count
        let failures = report.counterexamples.count
        let causes = ReportCause.causes(of: report.counterexamples)
        let shrunk = report.counterexamples.filter { $0.shrinkStoppedBy == nil }.count
        let lengths = report.counterexamples.map { String($0.operations.count) }.joined(separator: " ")
        output.write("SLOW-STARTING CHILD (timings; \(command); fuzz defaults: 2,000 sequences, seed 0, \(workers.used) jobs;"
            + " target < 60 s with every counterexample shrunk, children ≤ 2 × jobs + 1)\n")
        output.write(table(
            ["sequences", "operations", "seconds", "suite CPU s", "failures", "causes", "shrunk", "children", "bound"],
            [[grouped(report.sequences), grouped(report.operations), String(format: "%.2f", seconds), String(format: "%.2f", suiteCPU),
              String(failures), String(causes.count), String(shrunk), String(children), String(2 * workers.used + 1)]],
            rightAligned: [0, 1, 2, 3, 4, 5, 6, 7, 8]) + "\n")
        output.write("shrunk lengths: \(lengths); failures: \(report.counterexamples.map { "\($0.identity.rule)" }.joined(separator: ", "))\n")
        output.write("causes: \(causes.map { "\($0.counterexample.identity.rule)" + ($0.followers.isEmpty ? "" : " (+\($0.followers.count))") }.joined(separator: ", "))\n")
        for notice in workers.notices { output.write("note: \(notice)\n") }
        output.write("\n")
        return true
    }

    /// The processor time this process (all its threads, not its children) has used, in seconds;
    /// with `children`, also that of its children that ended and were waited for (a parallel
    /// run's workers, once their pool closed).
    static func processorSeconds(children: Bool = false) -> Double {
        func used(_ who: Int32) -> Double {
            var usage = rusage()
            #if os(Linux)
            _ = getrusage(__rusage_who_t(who), &usage)
            #else
            _ = getrusage(who, &usage)
            #endif
            func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
            return seconds(usage.ru_utime) + seconds(usage.ru_stime)
        }
        #if os(Linux)
        let (me, reaped) = (RUSAGE_SELF.rawValue, RUSAGE_CHILDREN.rawValue)
        #else
        let (me, reaped) = (RUSAGE_SELF, RUSAGE_CHILDREN)
        #endif
        return used(me) + (children ? used(reaped) : 0)
    }
}
