import Foundation
import SliderEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fuzz worker's side of the conversation with its parent: lines read from its standard
/// input, lines written (buffered) to its standard output. See `FuzzWorkerLine` for the lines.
public final class FuzzWorkerChannel {
    private let input: Int32
    private let output: Int32
    private var lines = LineBuffer()
    /// Where `readLine` reads into, kept between reads.
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    private var pending: [UInt8] = []

    /// A channel over the descriptors (default: standard input and output).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Reads the job, the first line; nil at the end of the input or when it is not a job.
    public func readJob() -> FuzzWorkerJob? {
        readLine().flatMap { FuzzWorkerJob(line: $0[...]) }
    }

    /// Says the job cannot be run, and why.
    public func fail(_ reason: String) {
        send { FuzzWorkerLine.appendFail(reason, to: &$0) }
        flush()
    }

    /// Says the job was read and is run on `typeName`, with this build's rule catalogue.
    public func ready(_ typeName: String) {
        send { FuzzWorkerLine.appendReady(typeName, to: &$0) }
        flush()
    }

    /// Reads one line without its newline; nil at the end of the input. Linear in the line's
    /// length however the pipe cuts it (`LineBuffer`).
    func readLine() -> [UInt8]? {
        while true {
            if let line = lines.nextLine() { return line }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            lines.append(chunk[..<count])
        }
    }

    /// Queues the bytes `append` adds (a whole line, newline included).
    func send(appending append: (inout [UInt8]) -> Void) {
        append(&pending)
    }

    /// Writes what was queued; exits the worker when its parent no longer reads (it is gone).
    func flush() {
        var written = 0
        while written < pending.count {
            let count = pending.withUnsafeBytes { write(output, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { exit(141) }
            written += count
        }
        pending.removeAll(keepingCapacity: true)
    }
}
