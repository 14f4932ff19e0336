import Foundation
import SliderEngine
import SliderSpec
import SliderWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a new counterexample of a Swift type is confirmed from a fresh start before it is
/// reported or saved: a fresh worker process of the command-line executable (`arguments` make it
/// serve a `FuzzWorkerJob`, as `fuzz --jobs` starts it), which checks the sequence once with
/// the first instance it creates, and ends.
///
/// Without one (library use in-process, e.g. `expectConformance`), the counterexample is
/// confirmed in the process that found it and says so (`Counterexample.Confirmation.inProcess`).
/// An implementation in a child process (`--exec`) needs none: a freshly started child confirms it.
public struct FreshStart: FreshProcesses, Codable, Hashable {
    /// The executable to start.
    public var executable: String
    /// Its command line: the program's name, then what makes it serve a worker job.
    public var arguments: [String]

    /// A fresh start of `executable` with `arguments` (the first is the program's name).
    public init(executable: String, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// Checks `operations` in a fresh worker serving the run's job (one sequence: no record in
    /// flight, and no fresh start of its own).
    public func check(
        _ operations: [SliderOperation], failWith identity: FailureIdentity, implementation: String,
        configuration: FuzzConfiguration, typeName: String
    ) -> FreshStartOutcome {
        var job = FuzzWorkerJob(implementation: implementation, configuration: configuration)
        job.inFlightPath = nil
        job.freshStart = nil
        return check(operations, failWith: identity, job: job, typeName: typeName)
    }

    /// `served` with every slider made in a worker started from this fresh start.
    public func serving(_ served: SliderImplementation, implementation: String, configuration: FuzzConfiguration) -> any FreshlyServed {
        WorkerSliderConnection(freshStart: self, job: FuzzWorkerJob(implementation: implementation, configuration: configuration), serving: served)
    }

    /// Starts a fresh worker for `job` (whose type must be `typeName`), has it check
    /// `operations` once, and returns whether it failed with `identity`; a worker that does not
    /// answer within `seconds` (a safety net, not a budget) is killed and reported unavailable.
    @MainActor
    func check(
        _ operations: [SliderOperation], failWith identity: FailureIdentity, job: FuzzWorkerJob, typeName: String, seconds: Double = 120
    ) -> FreshStartOutcome {
        signal(SIGPIPE, SIG_IGN)
        let process: ChildProcess
        do {
            process = try ChildProcess(executable: executable, arguments: arguments, interruptible: true)
        } catch {
            return .unavailable("\(executable) could not be started (\(error))")
        }
        defer { process.close() }
        let task = Check(operations: operations, identity: identity)
        let encoder = FuzzWorkerLine.encoder()
        var pending = job.line
        for command in [FuzzWorkerLine.Command.known(secondsLeft: nil, counterexamples: []), .check(task), .quit] {
            command.append(to: &pending, encoder: encoder)
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            var requests = [pollfd(fd: process.output, events: Int16(POLLIN), revents: 0)]
            if !pending.isEmpty { requests.append(pollfd(fd: process.input, events: Int16(POLLOUT), revents: 0)) }
            guard poll(&requests, nfds_t(requests.count), 100) >= 0 || errno == EINTR else { break }
            if requests.count > 1, requests[1].revents != 0 {
                let count = pending.withUnsafeBytes { write(process.input, $0.baseAddress!, $0.count) }
                if count > 0 { pending.removeSubrange(..<count) } else if count < 0, errno != EAGAIN, errno != EINTR { pending = [] }
            }
            guard requests[0].revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(process.output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            received += buffer[..<count]
            if let outcome = Self.outcome(received, typeName: typeName) { return outcome }
        }
        return Self.outcome(received, typeName: typeName, ended: true) ?? .unavailable("\(executable) did not answer within \(Int(seconds)) s")
    }

    /// The outcome the worker's lines so far give, or nil while it is still due (`ended`: the
    /// worker's output ended, so whatever it said is all there is).
    static func outcome(_ received: [UInt8], typeName: String, ended: Bool = false) -> FreshStartOutcome? {
        for line in received.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            switch FuzzWorkerLine.parse(line) {
            case let .fail(reason)?: return .unavailable("the worker could not serve it: " + reason)
            case let .ready(answer)? where answer != FuzzWorkerLine.fingerprint + " " + typeName:
                return .unavailable("the worker checks another type or rule catalogue (\(answer))")
            case let .checked(failed)?: return failed ? .reproduces : .doesNotReproduce
            default: continue
            }
        }
        return ended ? .unavailable("the worker ended without an answer") : nil
    }
}

extension FreshStart {
    /// A sequence a fresh worker checks once (`v <JSON>`), and the identity it must fail with.
    package struct Check: Codable, Hashable, Sendable {
        /// The sequence, applied to a slider created in code.
        package var operations: [SliderOperation]
        /// The failure to confirm.
        package var identity: FailureIdentity

        /// A check of `operations` for `identity`.
        package init(operations: [SliderOperation], identity: FailureIdentity) {
            self.operations = operations
            self.identity = identity
        }
    }
}
