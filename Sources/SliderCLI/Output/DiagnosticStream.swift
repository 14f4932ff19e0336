import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard error as the command line's diagnostics go to it: when it cannot be written (a full
/// device, a closed pipe) the diagnostics are dropped from then on and the run goes on, so the
/// report on a working standard output is never withheld by them.
package final class DiagnosticStream: @unchecked Sendable {
    private let lock = NSLock()
    private var lost = false
    private let descriptor: Int32

    /// Diagnostics written to `descriptor` (standard error by default).
    public init(descriptor: Int32 = STDERR_FILENO) {
        self.descriptor = descriptor
    }

    /// True once a write failed: nothing more is written.
    public var isLost: Bool { lock.withLock { lost } }

    /// Writes `text`, unless an earlier write failed; a failure marks the stream lost.
    public func forward(_ text: String) {
        lock.withLock {
            guard !lost else { return }
            if StandardStream.write(text, to: descriptor) != .written { lost = true }
        }
    }
}
