import Foundation
import SliderSpec

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one child's answer lines, splits them and decodes them (`WireAnswerDecoder`): at first
/// on the connection's thread, when it must wait for an answer; after `startThread()`, on a
/// thread of its own, so that reading and decoding overlap with the connection's thread
/// drawing, sending and checking. Either way the lines reach the connection in the order the
/// child wrote them, so nothing the connection reports depends on the thread. A thread pays when
/// many answers are in flight (a child that declared pipelining) and the suite is the slower
/// side; one request at a time, or against a child slower than the suite, each batch of answers
/// handed across threads costs a wake-up of its own and overlaps nothing (`keepReading(on:)`).
///
/// The reader reads a duplicate of the child's output descriptor and closes it when it is done:
/// at the end of the output, at a line longer than `ProcessConnection.maximumLineLength`, or
/// soon after `stop()`. Its thread keeps at most about `maximumPending` bytes of lines not taken.
final class AnswerReader: @unchecked Sendable {
    /// One thing read from the child, in order: a whole line, or the end of the output.
    ///
    /// A struct rather than an enum with payloads, so that an answer's observation can be
    /// reached and moved out where it lies (an enum's payload is copied to be looked at).
    struct Line: Sendable {
        /// What was read.
        enum Kind: Sendable {
            /// A whole line, without its line feed.
            case line
            /// A line longer than `ProcessConnection.maximumLineLength` (nothing is read after it).
            case tooLong
            /// The child closed its output, or it could not be read (nothing is read after it).
            case end
        }

        /// What was read.
        var kind: Kind
        /// A line's answer, when the fast decoder read it (nil when it declined).
        var answer: WireAnswer?
        /// A line's bytes, kept when the decoder declined, when the line is the first (the
        /// handshake) and while `keepsText` is set.
        var text: [UInt8]?

        /// A whole line: its `answer` and `text`.
        static func line(answer: WireAnswer?, text: [UInt8]?) -> Line { Line(kind: .line, answer: answer, text: text) }
        /// A line too long.
        static var tooLong: Line { Line(kind: .tooLong) }
        /// The end of the output.
        static var end: Line { Line(kind: .end) }

        /// The observation of a decoded answer to the request `id` that carries all it must,
        /// with the answer's events set in its `events`, moved out and leaving an end in its
        /// place; nil, and the line left as it is, for any other line.
        @inline(__always) mutating func takeObservation(answering id: Int, wantsEvents: Bool) -> SliderObservation? {
            // Looked at and taken where it lies (`answer?.observation != nil` would copy it).
            guard kind == .line, answer?.id == id, answer?.observation?.value != nil, !wantsEvents || answer?.events != nil else { return nil }
            kind = .end
            answer!.observation!.events = answer!.events.take() ?? []
            return answer!.observation.take()
        }
    }

    /// The most bytes of lines read and not yet taken before the reader's thread waits.
    static let maximumPending = 16 << 20
    /// How many lines decoded wait for the connection to take the lines handed over before
    /// them, at most, before they are handed over behind those (`pendingNext`).
    static let handOverEvery = 8

    /// What only the reading side touches: the connection's thread until `startThread()`, the
    /// reader's own thread after it.
    private struct Input {
        /// Bytes read into place: those before `filled` were read, those before `consumed` split
        /// into lines already.
        var buffer = [UInt8](repeating: 0, count: 2 * chunk)
        var filled = 0
        var consumed = 0
        var memo = WireAnswerDecoder.ObservationMemo()
        /// Lines decoded and not yet handed over, each decoded where it lies; their bytes.
        var batch: [Line] = []
        var batchBytes = 0
        var first = true
        /// Whether the end, or an overlong line, was read: nothing more will be.
        var done = false
        /// While the reader reads on the connection's thread and would move to its own once the
        /// suite is the slower side (`ProcessConnection.ReaderThread.whenSuiteIsSlower`): how long
        /// the connection waits for the child.
        var waits: WaitShare?

        /// The most bytes one read asks for.
        static var chunk: Int { 65_536 }

        /// Moves the bytes read and not yet split (part of a line) to the front of `buffer`, which
        /// grows when less than a chunk is left after them.
        mutating func makeRoom() {
            if consumed > 0 {
                let kept = filled - consumed
                if kept > 0 { buffer.withUnsafeMutableBytes { _ = memmove($0.baseAddress!, $0.baseAddress! + consumed, kept) } }
                (filled, consumed) = (kept, 0)
            }
            if buffer.count - filled < Self.chunk { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
        }
    }

    /// Touched by one thread at a time (the reading side), so not checked for exclusivity at
    /// run time: the checks showed in the reader's instructions.
    @exclusivity(unchecked) private var input = Input()
    private let descriptor: Int32
    /// Guards every `var` below: the reader's thread and the connection's thread share them.
    private let condition = NSCondition()
    private var pending: [Line] = []
    /// Lines handed over after `pending`'s while the connection had not taken those: they
    /// become `pending` when it does (arrays swapped, nothing copied).
    private var pendingNext: [Line] = []
    /// The bytes of `pending`'s lines and of `pendingNext`'s.
    private var pendingBytes = 0
    private var pendingNextBytes = 0
    private var stopped = false
    private var threaded = false
    private var keepsTextFlag: Bool

    /// A reader of `output` (duplicated: the caller keeps and closes its own); nil when it
    /// cannot be duplicated. The first line's text is always kept; the others' when `keepsText`.
    init?(output: Int32, keepsText: Bool) {
        let descriptor = dup(output)
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        self.descriptor = descriptor
        keepsTextFlag = keepsText
    }

    deinit {
        if !threaded { _ = close(descriptor) }
    }

    /// Where the reader goes on reading after the handshake. Called once, from the thread that
    /// took lines so far.
    func keepReading(on thread: ProcessConnection.ReaderThread) {
        switch thread {
        case .connection: break
        case .own: startThread()
        case .whenSuiteIsSlower: input.waits = WaitShare()
        }
    }

    /// Whether the reader reads on a thread of its own.
    var isThreaded: Bool { condition.withLock { threaded } }

    /// Goes on reading on a thread of its own. Called once, from the thread that took lines so far.
    private func startThread() {
        guard !condition.withLock({ threaded }) else { return }
        condition.withLock { threaded = true }
        let thread = Thread { [self] in run() }
        thread.name = "slider-conformance answer reader"
        thread.start()
    }

    /// Whether every line's bytes are kept (`ProcessConnection.answerRecording`).
    var keepsText: Bool {
        get { condition.withLock { keepsTextFlag } }
        set { condition.withLock { keepsTextFlag = newValue } }
    }

    /// Makes the reader's thread end within about 50 ms, dropping what it read; the connection
    /// stops taking lines from this reader.
    func stop() {
        condition.withLock {
            stopped = true
            pending = []
            pendingNext = []
            pendingBytes = 0
            pendingNextBytes = 0
            condition.broadcast()
        }
    }

    /// Replaces `lines` with every line read and not yet taken, oldest first, waiting until
    /// `deadline` when there is none (not at all when `deadline` is nil). `lines`' storage is
    /// handed back to the reader for the next lines, so taking allocates nothing.
    func take(into lines: inout [Line], waitingUntil deadline: Date?) {
        lines.removeAll(keepingCapacity: true)
        if let deadline, !condition.withLock({ threaded }) {
            // No thread: read here, waiting for the child.
            while condition.withLock({ pending.isEmpty }), !input.done {
                let remaining = deadline.timeIntervalSinceNow
                guard remaining > 0 else { break }
                readOnce(waitingMilliseconds: Int32(min(max(remaining * 1000, 1), 60_000)))
            }
            // The lines just read are taken below, whichever thread reads the next.
            if input.waits?.suiteIsSlower() == true {
                input.waits = nil
                startThread()
            }
        }
        condition.withLock {
            if let deadline {
                while pending.isEmpty, !stopped, threaded, condition.wait(until: deadline) {}
            }
            swap(&lines, &pending)
            swap(&pending, &pendingNext)
            (pendingBytes, pendingNextBytes) = (pendingNextBytes, 0)
            condition.broadcast()
        }
    }

    /// Waits up to `milliseconds` for the child's `input` to take more bytes. Without a thread of
    /// its own, the reader meanwhile reads what the child answered (up to `maximumPending`
    /// bytes not taken), so a child blocked writing its answers can go on reading.
    func waitToWrite(_ input: Int32, milliseconds: Int32) {
        let reads = condition.withLock { !threaded && pendingBytes + pendingNextBytes < Self.maximumPending } && !self.input.done
        var requests = [
            pollfd(fd: input, events: Int16(POLLOUT), revents: 0),
            pollfd(fd: reads ? descriptor : -1, events: Int16(POLLIN), revents: 0),
        ]
        if poll(&requests, 2, milliseconds) > 0, requests[1].revents != 0 { readOnce(waitingMilliseconds: 0) }
    }

    // MARK: Reading

    /// The reader's thread: reads, splits and decodes until the output ends, a line is too long,
    /// or `stop()`.
    private func run() {
        defer { _ = close(descriptor) }
        while !input.done, !condition.withLock({ stopped }) {
            // Reads at once; waits only when nothing is there, looking at `stopped` every 50 ms.
            guard readOnce(waitingMilliseconds: 0) else {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&request, 1, 50)
                continue
            }
            // Waits for the connection to take the lines before reading more.
            condition.withLock {
                while pendingBytes + pendingNextBytes > Self.maximumPending, !stopped { _ = condition.wait(until: Date(timeIntervalSinceNow: 0.05)) }
            }
        }
    }

    /// Reads what the child wrote, first waiting up to `waitingMilliseconds` for it when that is
    /// not zero, and hands the whole lines over; false when nothing was there to read.
    @discardableResult
    private func readOnce(waitingMilliseconds: Int32) -> Bool {
        if waitingMilliseconds > 0 {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let waitStarted = input.waits == nil ? nil : ContinuousClock.now
            let ready = poll(&request, 1, waitingMilliseconds) > 0
            if let waitStarted { input.waits!.waited += ContinuousClock.now - waitStarted }
            guard ready else { return false }
        }
        // Read straight into place after the part of a line kept, not into a chunk to be copied.
        input.makeRoom()
        let filled = input.filled
        let count = input.buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, min($0.count - filled, Input.chunk)) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { return false }
            finish(.end)
            return true
        }
        if count == 0 {
            finish(.end)
            return true
        }
        guard let keepsText = condition.withLock({ stopped ? nil : keepsTextFlag }) else { return true }
        var from = input.filled
        input.filled += count
        while let newline = input.buffer.withUnsafeBufferPointer({ Self.lineFeed(in: UnsafeBufferPointer(rebasing: $0[..<input.filled]), from: from) }) {
            let line = input.consumed..<newline
            guard line.count <= ProcessConnection.maximumLineLength else {
                finish(.tooLong)
                return true
            }
            // Decoded where it will be taken from, not built and moved there.
            input.batch.append(Line.line(answer: WireAnswer(), text: nil))
            let last = input.batch.count - 1
            let decoded = input.buffer.withUnsafeBufferPointer {
                WireAnswerDecoder.decode(UnsafeBufferPointer(rebasing: $0[line]), into: &input.batch[last].answer!, memo: &input.memo)
            }
            if !decoded { input.batch[last].answer = nil }
            if !decoded || input.first || keepsText { input.batch[last].text = Array(input.buffer[line]) }
            input.batchBytes += line.count + 1
            input.first = false
            input.waits?.lines += 1
            input.consumed = newline + 1
            from = input.consumed
            handOver(whole: false)
        }
        handOver(whole: true)
        if input.filled - input.consumed > ProcessConnection.maximumLineLength {
            finish(.tooLong)
            return true
        }
        return true
    }

    /// Hands the lines decoded over to the connection: they become `pending`, or `pendingNext`
    /// while the connection has not taken `pending` (the arrays' storage is swapped, nothing is
    /// copied), else join `pendingNext`.
    ///
    /// After each line (not `whole`) only when the connection has taken every line (it may be
    /// waiting: it gets this one at once), or `handOverEvery` lines wait and `pendingNext` is
    /// free; at the end of a read (`whole`) always, so no line waits for the next read.
    private func handOver(whole: Bool) {
        guard !input.batch.isEmpty else { return }
        let handed = condition.withLock {
            if stopped {
                // Dropped, as `stop()` drops what is pending.
            } else if pending.isEmpty {
                swap(&pending, &input.batch)
                pendingBytes += input.batchBytes
                // The connection waits only while nothing is pending.
                condition.broadcast()
            } else if pendingNext.isEmpty, whole || input.batch.count >= Self.handOverEvery {
                swap(&pendingNext, &input.batch)
                pendingNextBytes += input.batchBytes
            } else if whole {
                pendingNext.append(contentsOf: input.batch)
                pendingNextBytes += input.batchBytes
            } else {
                return false
            }
            return true
        }
        guard handed else { return }
        input.batch.removeAll(keepingCapacity: true)
        input.batchBytes = 0
    }

    /// Hands `last` over after the lines read; nothing is read after it.
    private func finish(_ last: Line) {
        handOver(whole: true)
        input.done = true
        condition.withLock {
            if stopped {
                // Dropped.
            } else if pendingNext.isEmpty {
                pending.append(last)
            } else {
                pendingNext.append(last)
            }
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
