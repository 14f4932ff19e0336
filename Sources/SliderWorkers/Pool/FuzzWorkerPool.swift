import Foundation
import SliderEngine
import SliderWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker processes of one parallel fuzz run: started as interruptible children (SIGINT or
/// SIGTERM sends them SIGINT, so they end the sequence they are on), each given the job on its
/// standard input; their lines are read as they come.
@MainActor
final class FuzzWorkerPool {
    /// What happened at one worker.
    enum Event {
        /// It sent a message.
        case message(FuzzWorkerLine.Message)
        /// It sent a line that is not a message.
        case garbage(String)
        /// Its output ended: how it ended (`killed by signal 11 (SIGSEGV)`, `exited with status 2`).
        case closed(String)
    }

    private let workers: [ChildProcess]
    private var buffers: [LineBuffer]
    /// Bytes for each worker's input that did not fit in its pipe yet: written as it reads, so
    /// neither side ever blocks on the other.
    private var outgoing: [[UInt8]]
    private var open: [Bool]
    /// Where `collect` reads into, kept between calls.
    private var readBuffer = [UInt8](repeating: 0, count: 262_144)
    /// Whether each worker still reads its input.
    private var reading: [Bool]
    /// The JSON encoder of the commands sent (`FuzzWorkerLine.encoder()`), made once.
    private let encoder = FuzzWorkerLine.encoder()

    /// Starts `count` workers running `executable` with `arguments` (the first is the program's
    /// name) and writes `job` to each.
    init(executable: String, arguments: [String], count: Int, job: FuzzWorkerJob) throws {
        signal(SIGPIPE, SIG_IGN)
        var started: [ChildProcess] = []
        for _ in 0..<count { started.append(try ChildProcess(executable: executable, arguments: arguments, interruptible: true)) }
        workers = started
        buffers = Array(repeating: LineBuffer(), count: count)
        outgoing = Array(repeating: [], count: count)
        open = Array(repeating: true, count: count)
        reading = Array(repeating: true, count: count)
        let line = job.line
        for worker in workers.indices {
            outgoing[worker] = line
            write(worker)
        }
    }

    /// The number of workers.
    var count: Int { workers.count }

    /// Worker `worker`'s process id.
    func pid(_ worker: Int) -> Int32 { workers[worker].pid }

    /// Waits up to `seconds` for every worker's first message, `ready <typeName>`; the reason
    /// when one sends anything else, ends, or stays silent.
    func awaitReady(seconds: Double, typeName: String) -> String? {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var ready = Set<Int>()
        while ready.count < workers.count {
            guard ContinuousClock.now < deadline else { return "a worker did not answer within \(Int(seconds)) s" }
            for (worker, event) in collect(milliseconds: 100) where !ready.contains(worker) {
                switch event {
                case let .message(.ready(answer)) where answer == FuzzWorkerLine.fingerprint + " " + typeName: ready.insert(worker)
                case let .message(.ready(answer)) where !answer.hasPrefix(FuzzWorkerLine.fingerprint + " "):
                    return "a worker was built with another rule catalogue"
                case let .message(.ready(answer)): return "a worker checks \(answer.split(separator: " ", maxSplits: 1).last ?? ""), not \(typeName)"
                case let .message(.fail(reason)): return reason
                case .message: return "a worker answered out of turn"
                case let .garbage(line): return "a worker answered '\(line.prefix(80))' instead of ready"
                case let .closed(how): return "a worker ended (\(how)) before it was ready"
                }
            }
        }
        return nil
    }

    /// Queues `command`'s line for `worker` and writes what its pipe takes now (the rest as it
    /// reads); false when it no longer reads.
    @discardableResult
    func send(_ command: FuzzWorkerLine.Command, to worker: Int) -> Bool {
        guard reading[worker] else { return false }
        command.append(to: &outgoing[worker], encoder: encoder)
        write(worker)
        return reading[worker]
    }

    /// Writes as much of `worker`'s queued input as its pipe takes without blocking.
    private func write(_ worker: Int) {
        var written = 0
        while written < outgoing[worker].count {
            let count = outgoing[worker].withUnsafeBytes { Foundation.write(workers[worker].input, $0.baseAddress! + written, $0.count - written) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                if count < 0, errno != EAGAIN { reading[worker] = false }
                break
            }
        }
        outgoing[worker].removeSubrange(..<written)
        if !reading[worker] { outgoing[worker] = [] }
    }

    /// Sends SIGINT to `worker`, which ends the sequence it is on and reports where it stopped.
    func interrupt(_ worker: Int) {
        if open[worker] { Foundation.kill(workers[worker].pid, SIGINT) }
    }

    /// Sends SIGCONT to `worker`: one that was stopped (SIGSTOP) goes on, and acts on a SIGINT
    /// it was sent.
    func resume(_ worker: Int) {
        if open[worker] { Foundation.kill(workers[worker].pid, SIGCONT) }
    }

    /// Kills `worker`'s process group; its output ends, which `collect` reports.
    func kill(_ worker: Int) {
        if open[worker] { Foundation.kill(-workers[worker].pid, SIGKILL) }
    }

    /// Waits up to `milliseconds` for output and returns the events of every worker that had some,
    /// in order.
    func collect(milliseconds: Int32) -> [(worker: Int, event: Event)] {
        var events: [(worker: Int, event: Event)] = []
        collect(milliseconds: milliseconds) { events.append(($0, $1)) }
        return events
    }

    /// Waits up to `milliseconds` for output and hands `handle` the events of every worker that
    /// had some, in order, as each line is read (no list of them is built).
    func collect(milliseconds: Int32, _ handle: (_ worker: Int, _ event: Event) -> Void) {
        let indices = workers.indices.filter { open[$0] }
        let writers = workers.indices.filter { open[$0] && !outgoing[$0].isEmpty }
        var requests = indices.map { pollfd(fd: workers[$0].output, events: Int16(POLLIN), revents: 0) }
            + writers.map { pollfd(fd: workers[$0].input, events: Int16(POLLOUT), revents: 0) }
        guard !requests.isEmpty else { return }
        let ready = poll(&requests, nfds_t(requests.count), milliseconds)
        guard ready > 0 else { return }
        for (request, worker) in zip(requests[indices.count...], writers) where request.revents != 0 { write(worker) }
        for (request, worker) in zip(requests[..<indices.count], indices) where request.revents != 0 {
            let count = readBuffer.withUnsafeMutableBytes { read(workers[worker].output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            if count > 0 { buffers[worker].append(readBuffer[..<count]) }
            while let line = buffers[worker].nextLine() {
                if let message = FuzzWorkerLine.parse(line[...]) {
                    handle(worker, .message(message))
                } else {
                    handle(worker, .garbage(String(decoding: line.prefix(200), as: UTF8.self)))
                }
            }
            if count <= 0 {
                open[worker] = false
                handle(worker, .closed(termination(worker)))
            }
        }
    }

    /// How `worker` ended, once it did (waiting a little for it).
    private func termination(_ worker: Int) -> String {
        let process = workers[worker]
        guard process.waitForExit(seconds: 5), let termination = process.termination else { return "closed its output but kept running" }
        if let number = termination.signal { return "killed by signal \(number) (\(ProcessConnection.signalName(number)))" }
        return "exited with status \(termination.status)"
    }

    /// Kills every worker still running and reaps it (a worker that was not closed is killed
    /// when the pool goes away).
    func close() {
        for worker in workers { worker.close() }
    }
}
