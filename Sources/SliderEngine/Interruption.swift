import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM while the suite runs.
///
/// By default the first signal kills every child's process group and ends the suite at once
/// (130 for SIGINT, 128 + the signal otherwise). Between `beginGracefulStop()` and
/// `endGracefulStop()` (a fuzz run), the first signal sets `isRequested` and kills the children
/// (so none can hold the run up until its timeout), except fuzz workers, which are sent SIGINT to
/// stop the same way: the run ends the sequence it is on, ignoring
/// the failures the killing caused, stops shrinking, saves what it found and prints the partial
/// report; a second signal ends the suite at once.
public enum Interruption {
    /// Whether a signal asked the current run to stop.
    public static var isRequested: Bool { state.isRequested }

    /// Installs the handlers (once) and makes the next signal a request to stop gracefully;
    /// `quietly` (in a fuzz worker, whose parent speaks for it) prints no note on the signal.
    public static func beginGracefulStop(quietly: Bool = false) {
        installHandlers()
        state.begin(quietly: quietly)
    }

    /// Returns to ending the suite at once on a signal, forgetting any request.
    public static func endGracefulStop() { state.end() }

    /// Installs the SIGINT and SIGTERM handlers once.
    static func installHandlers() { _ = handlers }

    /// The flags, shared with the signal handlers' queue.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var graceful = false
        private var requested = false
        private var quiet = false

        var isRequested: Bool { lock.withLock { requested } }

        /// Whether the note on a graceful stop is left out.
        var isQuiet: Bool { lock.withLock { quiet } }

        func begin(quietly: Bool) { lock.withLock { (graceful, requested, quiet) = (true, false, quietly) } }

        func end() { lock.withLock { (graceful, requested, quiet) = (false, false, false) } }

        /// Records a signal; true when the suite must end at once.
        func signalled() -> Bool {
            lock.withLock {
                if graceful, !requested {
                    requested = true
                    return false
                }
                return true
            }
        }
    }

    private static let state = State()

    /// The signal sources, kept alive for the process's lifetime.
    private final class Handlers: @unchecked Sendable {
        private let sources: [any DispatchSourceSignal]

        /// Ignores both signals' default action and handles them on a global queue instead.
        init(state: State) {
            sources = [SIGINT, SIGTERM].map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    guard state.signalled() else {
                        ChildProcess.interruptGracefully()
                        guard !state.isQuiet else { return }
                        let note = "\ninterrupted: finishing the current sequence, then the partial report (interrupt again to stop at once)\n"
                        _ = note.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
                        return
                    }
                    ChildProcess.killAll()
                    _exit(number == SIGINT ? 130 : 128 + number)
                }
                source.resume()
                return source
            }
        }
    }

    private static let handlers = Handlers(state: state)
}
