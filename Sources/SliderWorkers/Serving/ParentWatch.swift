import Foundation
import SliderEngine
import SliderWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes a fuzz worker die with its parent, whatever kills the parent (SIGKILL, the OOM killer,
/// SIGHUP): a worker must not go on shrinking with fresh children once nobody reads its output.
///
/// On Linux the kernel sends the worker SIGHUP when its parent dies (`PR_SET_PDEATHSIG`), which
/// `Interruption` handles like SIGTERM. Everywhere, a thread watches the pipe to the parent
/// (standard input) and the parent's process id: when the pipe's other end is closed or the
/// worker was handed to another parent, the worker kills its children's process groups and exits.
public enum ParentWatch {
    /// How often the watching thread looks at the parent, in milliseconds.
    static let interval: Int32 = 200

    /// Starts watching this process's parent through `input`, its pipe from the parent; does
    /// nothing when `input` is not a pipe (a worker run by hand).
    public static func begin(input: Int32 = STDIN_FILENO) {
        var status = stat()
        guard fstat(input, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return }
        let parent = getppid()
        Interruption.installHandlers()
        askForSignalOnParentDeath()
        if getppid() != parent || parent == 1 { ChildProcess.killAllAndExit(Interruption.exitCode(SIGHUP)) }
        let thread = Thread {
            while true {
                var request = pollfd(fd: input, events: 0, revents: 0)
                let ready = poll(&request, 1, interval)
                let closed = ready > 0 && request.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
                if closed || getppid() != parent { ChildProcess.killAllAndExit(Interruption.exitCode(SIGHUP)) }
            }
        }
        thread.name = "slider-conformance parent watch"
        thread.start()
    }

    /// On Linux, `prctl(PR_SET_PDEATHSIG, SIGHUP)` (looked up at run time: Swift cannot call the
    /// variadic C declaration); elsewhere nothing, the watching thread alone notices.
    private static func askForSignalOnParentDeath() {
        #if os(Linux)
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        _ = prctl(1 /* PR_SET_PDEATHSIG */, UInt(SIGHUP), 0, 0, 0)
        #endif
    }
}
