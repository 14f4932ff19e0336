import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP while the suite runs (SIGHUP, a closed terminal, is treated like
/// SIGTERM).
///
/// By default the first signal kills every child's process group and ends the suite at once
/// (130 for SIGINT, 128 + the signal otherwise). Between `beginGracefulStop()` and
/// `endGracefulStop()` (a fuzz run), the first signal sets `isRequested` and kills the children
/// (so none can hold the run up until its timeout), except fuzz workers, which are sent SIGINT to
/// stop the same way: the run ends the sequence it is on, ignoring
/// the failures the killing caused, stops shrinking, saves what it found and prints the partial
/// report; a second signal ends the suite at once.
///
/// The handlers are plain signal handlers that write the signal's number to a pipe read by a
/// thread of their own, so a signal is never ignored between installing them and acting on it.
/// After `recordEarlySignals()` (the first thing the command line does) a signal that comes
/// before the command decides how to stop is recorded, not acted on: `beginGracefulStop()` starts
/// with the stop already requested, and `endEarlySignals()` (any other command) ends the suite.
public enum Interruption {
    /// Whether a signal asked the current run to stop.
    public static var isRequested: Bool { state.isRequested }

    /// Installs the handlers and records any signal until `beginGracefulStop()` or
    /// `endEarlySignals()`; call it first thing in `main`.
    public static func recordEarlySignals() {
        state.record()
        installHandlers()
    }

    /// Stops recording signals: a signal recorded meanwhile ends the suite now, as it would have
    /// when it came (the command is not one that stops gracefully).
    public static func endEarlySignals() {
        if let number = state.endRecording() { ChildProcess.killAllAndExit(exitCode(number)) }
    }

    /// Installs the handlers (once) and makes the next signal a request to stop gracefully (a
    /// signal recorded since `recordEarlySignals()` already is one); `quietly` (in a fuzz worker,
    /// whose parent speaks for it) prints no note on the signal.
    public static func beginGracefulStop(quietly: Bool = false) {
        installHandlers()
        state.begin(quietly: quietly)
    }

    /// Returns to ending the suite at once on a signal, forgetting any request.
    public static func endGracefulStop() { state.end() }

    /// Installs the SIGINT, SIGTERM and SIGHUP handlers once.
    public static func installHandlers() { _ = handlers }

    /// The exit code for a signal: 130 for SIGINT, 128 + the signal otherwise.
    public static func exitCode(_ number: Int32) -> Int32 { number == SIGINT ? 130 : 128 + number }

    /// What a signal asks of the suite.
    private enum Action {
        /// A first signal during a graceful stop: stop gracefully.
        case stopGracefully
        /// A signal before the command decided: recorded.
        case recorded
        /// End at once.
        case exit
    }

    /// The flags, shared with the signal thread.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var graceful = false
        private var requested = false
        private var quiet = false
        private var recording = false
        private var early: Int32?

        var isRequested: Bool { lock.withLock { requested } }

        /// Whether the note on a graceful stop is left out.
        var isQuiet: Bool { lock.withLock { quiet } }

        func record() { lock.withLock { recording = true } }

        /// Stops recording; the signal recorded meanwhile, if any.
        func endRecording() -> Int32? {
            lock.withLock {
                defer { (recording, early) = (false, nil) }
                return early
            }
        }

        func begin(quietly: Bool) {
            lock.withLock {
                (graceful, requested, quiet) = (true, early != nil, quietly)
                (recording, early) = (false, nil)
            }
        }

        func end() { lock.withLock { (graceful, requested, quiet, recording, early) = (false, false, false, false, nil) } }

        /// Records signal `number` and says what to do.
        func signalled(_ number: Int32) -> Action {
            lock.withLock {
                if recording {
                    if early == nil {
                        early = number
                        return .recorded
                    }
                    return .exit
                }
                if graceful, !requested {
                    requested = true
                    return .stopGracefully
                }
                return .exit
            }
        }
    }

    private static let state = State()

    /// The handlers and the thread that acts on what they write, kept for the process's lifetime.
    private final class Handlers: @unchecked Sendable {
        /// Installs the handlers, after starting the thread that reads the pipe they write to.
        init(state: State) {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            signalPipe = ends[1]
            let reading = ends[0]
            let thread = Thread {
                var number: UInt8 = 0
                while true {
                    let count = read(reading, &number, 1)
                    if count < 0, errno == EINTR { continue }
                    guard count == 1 else { return }
                    Handlers.act(on: Int32(number), state: state)
                }
            }
            thread.name = "slider-conformance signals"
            thread.start()
            // Whoever started the suite may have blocked them (a test runner's thread does):
            // unblocked here, they are delivered to this thread at least.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblocked, number) }
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            for number in [SIGINT, SIGTERM, SIGHUP] {
                signal(number) { number in
                    var byte = UInt8(truncatingIfNeeded: number)
                    let saved = errno
                    _ = write(signalPipe, &byte, 1)
                    errno = saved
                }
            }
        }

        /// Does what signal `number` asks.
        private static func act(on number: Int32, state: State) {
            switch state.signalled(number) {
            case .recorded: return
            case .stopGracefully:
                ChildProcess.interruptGracefully()
                guard !state.isQuiet else { return }
                let note = "\ninterrupted: finishing the current sequence, then the partial report (interrupt again to stop at once)\n"
                _ = note.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
            case .exit:
                ChildProcess.killAllAndExit(exitCode(number))
            }
        }
    }

    private static let handlers = Handlers(state: state)
}

/// The write end of the signal pipe, written by the signal handlers (set once, before they are
/// installed).
///
/// Global mutable state kept on purpose (with `OrphanedDescendants`' subreaper flag): a C signal handler
/// captures nothing, so the descriptor it writes to must be global, and signals belong to the
/// whole process anyway. It is written once, before any handler can run, and only read after.
/// (The registry of running children, `ChildProcess`, is process-wide for the same reason, and
/// locked; whether the process is a child subreaper, `OrphanedDescendants`, is too.)
nonisolated(unsafe) private var signalPipe: Int32 = -1
