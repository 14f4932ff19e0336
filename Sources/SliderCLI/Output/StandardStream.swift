import SliderEngine
import SliderWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the command line's standard output without trapping when it cannot be written: a
/// closed pipe (`| head`, `| true`) ends the suite quietly with 141 (128 + SIGPIPE, as a program
/// killed by SIGPIPE), any other failure (`> /dev/full`) with a message on standard error and 74
/// (`EX_IOERR`). Either way the children still running are killed first. Standard error goes
/// through `DiagnosticStream`, whose failure never stops the run.
package enum StandardStream {
    /// The exit code after standard output or error turned out to be a closed pipe.
    public static let closedPipeExitCode: Int32 = 141
    /// The exit code after standard output or error could not be written for another reason.
    public static let writeFailureExitCode: Int32 = 74

    /// How a write ended.
    public enum Outcome: Equatable, Sendable {
        /// Every byte was written.
        case written
        /// The reader went away (EPIPE).
        case closedPipe
        /// Another error, with its `errno`.
        case failed(Int32)
    }

    /// Writes every byte of `text` to `descriptor`, retrying after interruptions.
    public static func write(_ text: String, to descriptor: Int32) -> Outcome {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno == EPIPE ? .closedPipe : .failed(errno)
            }
            written += count
        }
        return .written
    }

    /// Writes `text` to `descriptor` (standard output or error), or ends the process as described
    /// above when that fails.
    public static func forward(_ text: String, to descriptor: Int32) {
        switch write(text, to: descriptor) {
        case .written:
            return
        case .closedPipe:
            endAfterClosedPipe()
        case let .failed(code):
            ProcessConnection.killAllChildren()
            if descriptor != STDERR_FILENO {
                let name = descriptor == STDOUT_FILENO ? "standard output" : "descriptor \(descriptor)"
                _ = write("Error: cannot write \(name): \(String(cString: strerror(code)))\n", to: STDERR_FILENO)
            }
            exit(writeFailureExitCode)
        }
    }
}

extension StandardStream {
    /// Ends the suite quietly after standard output or error turned out to be a closed pipe,
    /// killing the children still running.
    public static func endAfterClosedPipe() -> Never {
        ProcessConnection.killAllChildren()
        exit(closedPipeExitCode)
    }
}

/// The C library's `write`, which `StandardStream.write` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
