import Foundation
import SliderEngine
import SliderSpec
import SliderWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fuzz worker process `WorkerSlider` talks to: started from a `FreshStart` (this
/// executable again, serving the run's `FuzzWorkerJob`), one call per line (see
/// `WorkerSliderHost`), and started afresh after it died. Its standard error is discarded and
/// the Swift runtime's backtracer is off, so a trap repeated by every shrinking attempt costs
/// little and prints nothing (the run that first met the crash printed it).
@MainActor
public final class WorkerSliderConnection: SliderHost, FreshlyServed {
    /// The served implementation (a Swift type in this process), whose declarations sliders in
    /// the worker keep.
    public let served: SliderImplementation
    private let freshStart: FreshStart
    private let job: FuzzWorkerJob
    private let seconds: Double
    private var child: ChildProcess?
    private var buffer: [UInt8] = []
    /// The JSON encoder of the calls sent (`FuzzWorkerLine.encoder()`), made once.
    private let encoder = FuzzWorkerLine.encoder()
    /// The JSON decoder of the answers (`SliderJSON.decoder()`), made once.
    private let decoder = SliderJSON.decoder()
    /// Workers started so far (the first, and one after each crash).
    public private(set) var started = 0

    /// A connection to workers started from `freshStart` serving `job`; a worker that does not
    /// answer a call within `seconds` (a safety net for a hang, not a budget) is killed.
    public init(freshStart: FreshStart, job: FuzzWorkerJob, serving served: SliderImplementation, seconds: Double = 60) {
        self.freshStart = freshStart
        var job = job
        job.inFlightPath = nil
        job.freshStart = nil
        self.job = job
        self.served = served
        self.seconds = seconds
    }

    /// The served implementation with every slider made in the worker: its name and
    /// declarations, this connection as its host.
    public var implementation: SliderImplementation {
        var implementation = served
        implementation.host = self
        implementation.make = { [self] attributes in WorkerSlider(connection: self, attributes: attributes) }
        return implementation
    }

    /// Never: one worker serves slider after slider until it dies.
    public var freshHostForEachSlider: Bool { false }

    /// Nothing: calls go to the worker one at a time.
    public func plan(_ operations: [SliderOperation]) {}

    /// Ends the worker, so the next slider starts in a fresh one.
    public func startFresh() { close() }

    /// Checks `operations` on `implementation` (a Swift type in this process) under `profile`
    /// with every call made in a worker process started from `freshStart`, as `replay` does for a
    /// saved crash: a trap shows as a `process.crash` divergence at the step it happened in.
    public static func check(
        _ implementation: SliderImplementation, _ operations: [SliderOperation], profile: Profile, freshStart: FreshStart
    ) -> SequenceCheck.Result {
        var configuration = FuzzConfiguration(seed: 0, sequences: 0)
        configuration.profile = profile
        let connection = WorkerSliderConnection(
            freshStart: freshStart, job: FuzzWorkerJob(implementation: implementation.name, configuration: configuration),
            serving: implementation)
        defer { connection.close() }
        return SequenceCheck.run(connection.implementation, operations, profile: profile, stopAtFirst: false)
    }

    /// Ends the worker (the next call starts a fresh one).
    public func close() {
        child?.close()
        child = nil
        buffer = []
    }

    /// Makes `call` on the worker's slider and returns the worker's answer, or how the worker
    /// failed, naming the call it died in (`during`).
    func request(_ call: FuzzWorkerLine.SliderCall, during name: String) -> Result<FuzzWorkerLine.SliderAnswer, ImplementationFailure> {
        if child == nil, let failure = start() { return .failure(failure) }
        guard let child else { return .failure(ImplementationFailure(kind: .crash, detail: "no worker is running")) }
        var line: [UInt8] = []
        FuzzWorkerLine.Command.sliderCall(call).append(to: &line, encoder: encoder)
        guard write(line, to: child) else { return .failure(crash(in: name)) }
        guard let answer = readLine(from: child) else { return .failure(crash(in: name)) }
        do {
            return .success(try FuzzWorkerLine.SliderAnswer.parse(answer[...], answering: call, decoder: decoder))
        } catch {
            close()
            return .failure(ImplementationFailure(kind: .protocolError, detail: "the worker's answer could not be read (\(error))"))
        }
    }

    /// Starts a worker and waits for its `ready` line; the failure when it does not serve the type.
    private func start() -> ImplementationFailure? {
        do {
            child = try ChildProcess(
                executable: freshStart.executable, arguments: freshStart.arguments, interruptible: true, quiet: true)
        } catch {
            return ImplementationFailure(kind: .crash, detail: "the worker \(freshStart.executable) could not be started (\(error))")
        }
        started += 1
        guard let child else { return nil }
        var lines = job.line
        FuzzWorkerLine.Command.known(secondsLeft: nil, counterexamples: []).append(to: &lines, encoder: encoder)
        guard write(lines, to: child) else { return crash(in: "start-up") }
        while let line = readLine(from: child) {
            switch FuzzWorkerLine.parse(line[...]) {
            case let .fail(reason)?:
                close()
                return ImplementationFailure(kind: .protocolError, detail: "the worker could not serve it: " + reason)
            case let .ready(answer)?:
                guard answer == FuzzWorkerLine.fingerprint + " " + served.typeName else {
                    close()
                    return ImplementationFailure(kind: .protocolError, detail: "the worker checks another type or rule catalogue")
                }
                return nil
            default:
                continue
            }
        }
        return crash(in: "start-up")
    }

    /// How the worker ended, in `call`; the worker is closed, so the next slider starts a fresh one.
    private func crash(in call: String) -> ImplementationFailure {
        defer { close() }
        guard let child, child.waitForExit(seconds: 5), let termination = child.termination else {
            return ImplementationFailure(kind: .crash, detail: "the worker stopped answering in \(call)")
        }
        if let number = termination.signal {
            return ImplementationFailure(kind: .crash, detail: "killed by signal \(number) (\(ProcessConnection.signalName(number))) in \(call)")
        }
        return ImplementationFailure(kind: .crash, detail: "exited with status \(termination.status) in \(call)")
    }

    /// Writes all of `bytes`; false when the worker no longer reads.
    private func write(_ bytes: [UInt8], to child: ChildProcess) -> Bool {
        var written = 0
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while written < bytes.count, ContinuousClock.now < deadline {
            let count = bytes.withUnsafeBytes { Foundation.write(child.input, $0.baseAddress! + written, $0.count - written) }
            if count > 0 {
                written += count
            } else if count < 0, errno == EAGAIN || errno == EINTR {
                var request = pollfd(fd: child.input, events: Int16(POLLOUT), revents: 0)
                _ = poll(&request, 1, 100)
            } else {
                return false
            }
        }
        return written == bytes.count
    }

    /// The next line, without its newline; nil when the worker's output ended or it did not
    /// answer in time (it is then killed).
    private func readLine(from child: ChildProcess) -> [UInt8]? {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return line
            }
            guard ContinuousClock.now < deadline, !Interruption.isRequested else {
                kill(-child.pid, SIGKILL)
                return nil
            }
            var request = pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { read(child.output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }
}
