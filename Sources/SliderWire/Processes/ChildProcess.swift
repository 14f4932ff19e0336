import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn` in a process group of its own, its standard input
/// and output connected to pipes (standard error is inherited).
///
/// Killing the child kills its whole group, so an adapter behind `sh -c` or a script, and
/// anything it started, ends with it. SIGINT and SIGTERM kill every child's group before the
/// suite exits (see `Interruption`). Only the
/// two pipe descriptors the parent keeps are open until `close()`; nothing else is retained. On
/// Linux the child inherits no other descriptor of the parent's (`InheritedDescriptors`).
public final class ChildProcess {
    /// The child's process id, which is also its process group id.
    public let pid: pid_t
    /// The write end of the child's standard input, non-blocking.
    public private(set) var input: Int32
    /// The read end of the child's standard output.
    public private(set) var output: Int32
    /// The wait status once the child was reaped, or nil while it runs.
    private var waitStatus: Int32?

    /// A child that could not be started.
    public struct LaunchFailure: Error {
        /// Why, e.g. `No such file or directory`.
        public let reason: String
    }

    /// Starts `executable` with `arguments` (the first is the program's name) and the suite's
    /// environment. An `interruptible` child (a fuzz worker) is sent SIGINT instead of being
    /// killed at the first SIGINT or SIGTERM of a fuzz run, so it can end gracefully. A `quiet`
    /// child's standard error goes to `/dev/null` and the Swift runtime's backtracer is off
    /// (`SWIFT_BACKTRACE=enable=no`): a worker expected to trap, again and again.
    public init(executable: String, arguments: [String], interruptible: Bool = false, quiet: Bool = false) throws {
        Interruption.installHandlers()
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        guard Self.makePipe(&toChild) else { throw LaunchFailure(reason: String(cString: strerror(errno))) }
        guard Self.makePipe(&fromChild) else {
            let reason = String(cString: strerror(errno))
            _ = Foundation.close(toChild[0])
            _ = Foundation.close(toChild[1])
            throw LaunchFailure(reason: reason)
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO)
        if quiet { posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0) }
        #if os(Linux)
        // Nothing else: not another thread's pipe opened without close-on-exec (`InheritedDescriptors`).
        InheritedDescriptors.closeAll(in: &actions)
        #endif
        // Its own process group; the signals the suite ignores or handles back to their defaults.
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var environment: [UnsafeMutablePointer<CChar>?] = []
        if quiet {
            var index = 0
            while let variable = environ[index] {
                if !String(cString: variable).hasPrefix("SWIFT_BACKTRACE=") { environment.append(strdup(variable)) }
                index += 1
            }
            environment += [strdup("SWIFT_BACKTRACE=enable=no"), nil]
        }
        defer { for variable in environment { free(variable) } }
        var pid: pid_t = 0
        let started = Self.registry.spawning(interruptible: interruptible) {
            let code = quiet
                ? posix_spawn(&pid, executable, &actions, &attributes, argv, environment)
                : posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
            return code == 0 ? pid : -code
        }
        _ = Foundation.close(toChild[0])
        _ = Foundation.close(fromChild[1])
        guard started > 0 else {
            _ = Foundation.close(toChild[1])
            _ = Foundation.close(fromChild[0])
            throw LaunchFailure(reason: String(cString: strerror(-started)))
        }
        self.pid = started
        input = toChild[1]
        output = fromChild[0]
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
    }

    deinit { close() }

    /// Whether the child has not exited yet (reaping it when it has).
    public var isRunning: Bool {
        guard waitStatus == nil else { return false }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { finish(status) }
        if result < 0, errno == ECHILD { finish(0) }
        return waitStatus == nil
    }

    /// Waits up to `seconds` for the child to exit; true when it did.
    public func waitForExit(seconds: Double) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while isRunning {
            if ContinuousClock.now > deadline { return false }
            usleep(1_000)
        }
        return true
    }

    /// Kills the child's process group with SIGKILL, reaps the child and closes the pipes.
    public func close() {
        if waitStatus == nil {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            _ = waitForExit(seconds: 5)
        }
        Self.registry.killAdopted()
        if input >= 0 { _ = Foundation.close(input) }
        if output >= 0 { _ = Foundation.close(output) }
        input = -1
        output = -1
    }

    /// How the child ended: the signal that killed it (nil when it exited) and its exit status
    /// (or the signal's number); nil while it runs.
    public var termination: (signal: Int32?, status: Int32)? {
        guard !isRunning, let waitStatus else { return nil }
        let low = waitStatus & 0x7f
        if low == 0 { return (nil, (waitStatus >> 8) & 0xff) }
        return (low, low)
    }

    /// Records the wait status and forgets the pid for the signal handlers.
    private func finish(_ status: Int32) {
        waitStatus = status
        Self.registry.remove(pid)
    }

    /// A close-on-exec pipe.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    // MARK: Signals

    /// The process groups of the children that run, for the signal handlers.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        /// Each group, and whether it is interruptible.
        private var groups: [pid_t: Bool] = [:]

        /// Runs `spawn` (which returns a pid, or a negative error) and records the pid.
        func spawning(interruptible: Bool, _ spawn: () -> pid_t) -> pid_t {
            lock.lock()
            defer { lock.unlock() }
            let pid = spawn()
            if pid > 0 { groups[pid] = interruptible }
            return pid
        }

        /// Forgets `pid`.
        func remove(_ pid: pid_t) {
            lock.lock()
            defer { lock.unlock() }
            groups[pid] = nil
        }

        /// Kills and reaps the processes this one adopted (`OrphanedDescendants`), locked so that
        /// no child starting meanwhile is taken for one.
        func killAdopted() {
            lock.lock()
            defer { lock.unlock() }
            OrphanedDescendants.killAdopted(except: Set(groups.keys))
        }

        /// Kills every recorded group.
        func killAll() {
            lock.lock()
            defer { lock.unlock() }
            for group in groups.keys { kill(-group, SIGKILL) }
        }

        /// Kills every recorded group and exits with `code`, the registry locked so no child can
        /// start in between.
        func killAllAndExit(_ code: Int32) -> Never {
            lock.lock()
            for group in groups.keys { kill(-group, SIGKILL) }
            _exit(code)
        }

        /// Kills every group but the interruptible ones, which are sent SIGINT.
        func interruptGracefully() {
            lock.lock()
            defer { lock.unlock() }
            for (group, interruptible) in groups { kill(interruptible ? group : -group, interruptible ? SIGINT : SIGKILL) }
        }
    }

    private static let registry = Registry()

    /// Kills the process group of every child still running.
    public static func killAll() { registry.killAll() }

    /// Kills the process group of every child still running and exits with `code` at once.
    public static func killAllAndExit(_ code: Int32) -> Never { registry.killAllAndExit(code) }

    /// Kills the process group of every child still running, except interruptible children
    /// (fuzz workers), which are sent SIGINT to end gracefully.
    public static func interruptGracefully() { registry.interruptGracefully() }

}
