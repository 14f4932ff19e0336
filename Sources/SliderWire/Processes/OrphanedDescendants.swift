import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processes a child leaves outside its process group (`setsid`, a daemon's double fork),
/// which killing the group misses.
///
/// On Linux, `slider-conformance` makes itself a child subreaper (`PR_SET_CHILD_SUBREAPER`): a
/// descendant whose parent dies is handed to it instead of to init. Whenever one of its children
/// ends (`ChildProcess.close`), it kills and reaps every process it adopted this way (every child
/// it did not start itself), then those they leave in turn. Elsewhere nothing is adopted and
/// such processes outlive the run.
public enum OrphanedDescendants {
    /// Whether this process adopts orphaned descendants (set once, before any child starts).
    /// Process-wide on purpose, as the signal pipe (`Interruption`) is: a process is a subreaper
    /// or not, whoever asks.
    nonisolated(unsafe) private static var adopting = false

    /// Makes this process a child subreaper; false where that is not possible (not Linux).
    ///
    /// Call it first thing in an executable's `main`, and only in a process whose children are
    /// all started as `ChildProcess`es: every other child is taken for an adopted one and killed.
    @discardableResult
    public static func adopt() -> Bool {
        #if os(Linux)
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return false }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        adopting = prctl(36 /* PR_SET_CHILD_SUBREAPER */, 1, 0, 0, 0) == 0
        return adopting
        #else
        return false
        #endif
    }

    /// Kills and reaps every child of this process whose id is not in `own` (the children it
    /// started and has not reaped), until none is left: each may leave children of its own to
    /// this process. Does nothing unless `adopt()` succeeded.
    static func killAdopted(except own: Set<pid_t>) {
        guard adopting else { return }
        for _ in 0..<64 {
            let adopted = children().filter { !own.contains($0) }
            guard !adopted.isEmpty else { return }
            for pid in adopted { kill(pid, SIGKILL) }
            for pid in adopted {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            }
        }
    }

    /// This process's children: listed by each of its threads (`/proc/self/task/*/children`).
    private static func children() -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.flatMap { task -> [pid_t] in
            let list = (try? String(contentsOfFile: "/proc/self/task/\(task)/children", encoding: .utf8)) ?? ""
            return list.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }
}
