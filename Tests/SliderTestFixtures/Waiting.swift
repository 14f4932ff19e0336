import Foundation

/// Waiting that holds none of the threads the tests share. Most suites run on the main actor and
/// the rest on a cooperative pool as wide as the machine has cores (2 here): a test that waits
/// for a process, a file or a moment by blocking its thread holds up every test queued behind it.
/// Awaiting these instead lets the other tests run meanwhile; what is waited for, and how long
/// at most, does not change.
package enum Waiting {
    /// Runs the blocking `work` on a thread of its own and returns its result when it ends.
    package static func offThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }

    /// Pauses for `seconds` without holding a thread.
    package static func pause(_ seconds: Double) async {
        try? await Task.sleep(for: .seconds(seconds))
    }

    /// Checks `condition` every `interval` seconds, on a thread of its own, until it holds or
    /// `seconds` have passed; whether it held. On its own thread, the checks keep their pace
    /// however busy the main actor is (a state that lasts a moment is still seen).
    package static func until(seconds: Double, every interval: Double = 0.01, _ condition: @escaping @Sendable () -> Bool) async -> Bool {
        await first(within: seconds, every: interval) { condition() ? true : nil } ?? false
    }

    /// Calls `probe` every `interval` seconds, on a thread of its own, until it returns a value
    /// or `seconds` have passed; the value, or nil.
    package static func first<T: Sendable>(within seconds: Double, every interval: Double = 0.01, _ probe: @escaping @Sendable () -> T?) async -> T? {
        await offThread {
            let deadline = Date().addingTimeInterval(seconds)
            while true {
                if let value = probe() { return value }
                if Date() > deadline { return nil }
                usleep(UInt32(interval * 1_000_000))
            }
        }
    }

    /// Waits for `process` (already started) to end; the moment it ended, as seen from the
    /// waiting thread (the awaiting test may resume later, when its actor is free: a time limit
    /// is checked against this moment).
    @discardableResult
    package static func exit(of process: Process) async -> Date {
        await offThread {
            blockUntilExit(of: process)
            return Date()
        }
    }

    /// Blocks the calling thread until `process` (already started) has ended, looking every 5 ms.
    /// Foundation's `waitUntilExit()` runs the thread's run loop until then, and on Linux a run
    /// loop with nothing to wait for returns at once: it spins a whole core for as long as the
    /// process runs, which starved the processes being waited for when the test processes already
    /// kept every core busy.
    package static func blockUntilExit(of process: Process) {
        while process.isRunning { usleep(5_000) }
    }
}
