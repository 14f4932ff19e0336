import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one child's answer lines on a thread of its own and decodes them there
/// (`WireAnswerDecoder`), while the connection's thread draws, sends and checks: the two overlap,
/// and the lines reach the connection in the order the child wrote them, so nothing the
/// connection reports depends on the thread.
///
/// The reader reads a duplicate of the child's output descriptor and closes it when it ends: at
/// the end of the output, at a line longer than `ProcessConnection.maximumLineLength`, or soon
/// after `stop()`. It keeps at most about `maximumPending` bytes of lines not taken yet.
final class AnswerReader: @unchecked Sendable {
    /// One thing read from the child, in order.
    enum Line: Sendable {
        /// A whole line, without its line feed: the answer the fast decoder read (nil when it
        /// declined) and the line's bytes, kept when the decoder declined, when the line is the
        /// first (the handshake) and while `keepsText` is set.
        case line(answer: WireAnswer?, text: [UInt8]?)
        /// A line longer than `ProcessConnection.maximumLineLength` (nothing is read after it).
        case tooLong
        /// The child closed its output, or it could not be read (nothing is read after it).
        case end
    }

    /// The most bytes of lines read and not yet taken before the reader waits.
    static let maximumPending = 16 << 20

    /// Guards every `var` below: the reader thread and the connection's thread share them.
    private let condition = NSCondition()
    private var pending: [Line] = []
    private var pendingBytes = 0
    private var stopped = false
    private var keepsTextFlag: Bool
    private let descriptor: Int32

    /// Starts reading `output` (duplicated: the caller keeps and closes its own); nil when it
    /// cannot be duplicated. The first line's text is always kept; the others' when `keepsText`.
    init?(output: Int32, keepsText: Bool) {
        let descriptor = dup(output)
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        self.descriptor = descriptor
        keepsTextFlag = keepsText
        let thread = Thread { [self] in run() }
        thread.name = "slider-conformance answer reader"
        thread.start()
    }

    /// Whether every line's bytes are kept (`ProcessConnection.answerRecording`).
    var keepsText: Bool {
        get { condition.withLock { keepsTextFlag } }
        set { condition.withLock { keepsTextFlag = newValue } }
    }

    /// Makes the thread end within about 50 ms, dropping what it read; the connection stops
    /// taking lines from this reader.
    func stop() {
        condition.withLock {
            stopped = true
            pending = []
            pendingBytes = 0
            condition.broadcast()
        }
    }

    /// Replaces `lines` with every line read and not yet taken, oldest first, waiting until
    /// `deadline` when there is none (not at all when `deadline` is nil). `lines`' storage is
    /// handed back to the reader for the next lines, so taking allocates nothing.
    func take(into lines: inout [Line], waitingUntil deadline: Date?) {
        lines.removeAll(keepingCapacity: true)
        condition.withLock {
            if let deadline {
                while pending.isEmpty, !stopped, condition.wait(until: deadline) {}
            }
            swap(&lines, &pending)
            pendingBytes = 0
            condition.broadcast()
        }
    }

    // MARK: The thread

    /// Reads, splits and decodes until the output ends, a line is too long, or `stop()`.
    private func run() {
        defer { _ = close(descriptor) }
        var buffer: [UInt8] = []
        var consumed = 0
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var memo = WireAnswerDecoder.ObservationMemo()
        var batch: [Line] = []
        var first = true
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                guard errno == EAGAIN || errno == EWOULDBLOCK else { return finish([.end]) }
                // Nothing to read: wait for the child, looking at `stopped` every 50 ms.
                if condition.withLock({ stopped }) { return }
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&request, 1, 50)
                continue
            }
            if count == 0 { return finish([.end]) }
            guard let keepsText = condition.withLock({ stopped ? nil : keepsTextFlag }) else { return }
            if consumed > 0 {
                buffer.removeSubrange(..<consumed)
                consumed = 0
            }
            let searchFrom = buffer.count
            buffer.append(contentsOf: chunk[..<count])
            var bytes = 0
            var from = searchFrom
            while let newline = buffer.withUnsafeBufferPointer({ Self.lineFeed(in: $0, from: from) }) {
                let line = consumed..<newline
                guard line.count <= ProcessConnection.maximumLineLength else { return finish(batch + [.tooLong]) }
                let answer = buffer.withUnsafeBufferPointer { WireAnswerDecoder.decode(UnsafeBufferPointer(rebasing: $0[line]), memo: &memo) }
                batch.append(.line(answer: answer, text: answer == nil || first || keepsText ? Array(buffer[line]) : nil))
                first = false
                bytes += line.count + 1
                consumed = newline + 1
                from = consumed
            }
            if buffer.count - consumed > ProcessConnection.maximumLineLength { return finish(batch + [.tooLong]) }
            guard !batch.isEmpty else { continue }
            let full = condition.withLock {
                pending.append(contentsOf: batch)
                pendingBytes += bytes
                condition.broadcast()
                return pendingBytes > Self.maximumPending
            }
            batch.removeAll(keepingCapacity: true)
            if full {
                // Waits for the connection to take the lines before reading more.
                let goOn = condition.withLock {
                    while pendingBytes > Self.maximumPending, !stopped { _ = condition.wait(until: Date(timeIntervalSinceNow: 0.05)) }
                    return !stopped
                }
                if !goOn { return }
            }
        }
    }

    /// Hands the last `lines` over; the thread then ends.
    private func finish(_ lines: [Line]) {
        condition.withLock {
            guard !stopped else { return }
            pending.append(contentsOf: lines)
            condition.broadcast()
        }
    }

    /// The index of the first line feed in `bytes` at or after `from`, or nil.
    private static func lineFeed(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < bytes.count, let base = bytes.baseAddress else { return nil }
        return memchr(base + from, Int32(UInt8(ascii: "\n")), bytes.count - from)
            .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
    }
}
