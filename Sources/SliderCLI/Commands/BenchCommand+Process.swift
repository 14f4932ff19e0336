import Foundation
import SliderEngine
import SliderSpec
import SliderWire

extension BenchCommand {
    /// Sequences in the process-boundary throughput run.
    static let processSequences = 6_000

    /// The pipeline depths the process-boundary run is timed at: one request at a time, and the default.
    static let processDepths = [1, ProcessConnection.defaultDepth]

    /// What one fuzz run across the process boundary measured.
    struct ProcessRun {
        /// The run's report.
        var report: FuzzReport
        /// Its wall-clock time.
        var seconds: Double
        /// The suite's own processor time in it (this process's user + system time, not the child's).
        var cpu: Double
        /// The requests in flight at once.
        var window: Int
        /// The sequences guessed ahead wrongly and run again one request at a time.
        var rerun: Int
        /// Whether the answers were read on a thread of their own at the end of the run
        /// (`ProcessConnection.ReaderThread.whenSuiteIsSlower`), not on the connection's.
        var readOnItsOwnThread: Bool
        /// The child's handshake.
        var handshake: ProcessConnection.Handshake
        /// Every answer line read after the handshake, when the run recorded them.
        var answers: [UInt8]?

        /// The suite's processor time per operation, in microseconds.
        var microsecondsPerOperation: Double { cpu * 1_000_000 / Double(max(report.operations, 1)) }

        /// The throughput table's row for this run, under `name`.
        @MainActor func row(_ name: String) -> [String] {
            [name, "\(window)", grouped(report.operations), String(format: "%.2f", seconds), grouped(Int(Double(report.operations) / seconds)),
             microseconds(cpu, per: report.operations), readOnItsOwnThread ? "own thread" : "connection's", grouped(rerun),
             report.conforms ? "conforms" : "FAILS"]
        }
    }

    /// Fuzzes `command` as a child process at `depth` (`processSequences` sequences, the
    /// throughput seed, the operations its handshake supports), recording its answers when
    /// `recording`: keeping every answer's text costs the suite time, so a timed run never records.
    static func processRun(_ command: String, depth: Int, name: String? = nil, recording: Bool = false) throws -> ProcessRun {
        let connection = try ProcessConnection(command: command, timeout: 2, profile: Profile.documented.id, depth: depth)
        defer { connection.close() }
        var configuration = FuzzConfiguration(seed: throughputSeed, sequences: processSequences)
        let unsupported = Set(connection.handshake.unsupported)
        configuration.generator.kinds = SliderOperationKind.allCases.filter { !unsupported.contains($0) }
        if recording { connection.answerRecording = [] }
        let started = ContinuousClock.now
        let cpu = processorSeconds()
        let report = Fuzzer(connection.implementation(name: name), configuration: configuration).run()
        let seconds = (ContinuousClock.now - started).seconds
        return ProcessRun(report: report, seconds: seconds, cpu: processorSeconds() - cpu, window: connection.window,
                          rerun: connection.sequencesRerun, readOnItsOwnThread: connection.readsOnItsOwnThread,
                          handshake: connection.handshake, answers: connection.answerRecording)
    }

    /// Times `command` as a child process at each of `processDepths`, and the suite's own ceiling:
    /// the same run replayed from the canned child (`CannedAnswers`) with the answers recorded in
    /// one more run of `command`, which is not timed. When pipelined, the command's runs and the
    /// canned runs alternate `timedRounds` times, so both see the machine in the same state; the
    /// fastest of each is shown, and the suite's processor time against the command is compared
    /// with its time against canned answers round by round. False when `command` failed to run.
    static func measureProcessThroughput(_ command: String, output: inout CommandOutput) -> Bool {
        let cannedName = "suite ceiling (canned answers)"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slider-canned-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var (commandRows, cannedRows, ratioLines) = ([[String]](), [[String]](), [String]())
        for depth in processDepths {
            let recorded: ProcessRun
            do {
                recorded = try processRun(command, depth: depth, recording: true)
            } catch {
                output.writeError("error: \(error)\n")
                return false
            }
            let path = folder + "/depth-\(depth).jsonl"
            let replay = CannedAnswers.prepare(recorded.answers ?? [], handshake: recorded.handshake, at: path)
            var fastest: (child: ProcessRun?, canned: ProcessRun?)
            var (ratios, cannedProblem) = ([Double](), replay == nil ? "could not write \(path)" : nil)
            for _ in 0..<(depth > 1 ? timedRounds : 1) {
                let child: ProcessRun
                do {
                    child = try processRun(command, depth: depth)
                } catch {
                    output.writeError("error: \(error)\n")
                    return false
                }
                if fastest.child.map({ child.seconds < $0.seconds }) ?? true { fastest.child = child }
                guard let replay, cannedProblem == nil else { continue }
                do {
                    let canned = try processRun(replay, depth: depth, name: cannedName)
                    if fastest.canned.map({ canned.seconds < $0.seconds }) ?? true { fastest.canned = canned }
                    ratios.append(child.microsecondsPerOperation / canned.microsecondsPerOperation)
                } catch {
                    cannedProblem = "could not start: \(error)"
                }
            }
            if let child = fastest.child { commandRows.append(child.row(recorded.handshake.implementation)) }
            if let cannedProblem {
                cannedRows.append([cannedName, "\(depth)", "-", "-", "-", "-", "-", "-", cannedProblem])
            } else if let canned = fastest.canned {
                cannedRows.append(canned.row(cannedName))
            }
            if ratios.count > 1 {
                ratioLines.append("suite CPU per operation against \(recorded.handshake.implementation) ÷ against canned answers, depth \(recorded.window), round by round: "
                    + ratios.map { String(format: "%.2f×", $0) }.joined(separator: ", ")
                    + String(format: " (median %.2f×; target ≤ 1.3×)", median(ratios)))
            }
        }
        output.write("PROCESS THROUGHPUT (timings; \(grouped(processSequences)) sequences, seed \(throughputSeed); target ≥ 20,000 operations/s)\n")
        output.write(table(["implementation", "depth", "operations", "seconds", "ops/s", "suite CPU µs/op", "answers read on", "sequences rerun", "result"],
                           commandRows + cannedRows, rightAligned: [1, 2, 3, 4, 5, 7]) + "\n")
        for line in ratioLines { output.write(line + "\n") }
        output.write("depth: requests awaiting answers at once (1 unless the child declares pipelining); pipelined rows: the fastest of \(timedRounds) runs, the command's and the canned child's alternating; suite CPU: this process's processor time (user + system, not the child's) per operation, never while answers are recorded; answers read on: the thread that read them at the end of the run, the connection's while it mostly waits for the child, their own once the suite is the slower side; sequences rerun: guessed ahead wrongly, run again one request at a time\n")
        return true
    }
}
