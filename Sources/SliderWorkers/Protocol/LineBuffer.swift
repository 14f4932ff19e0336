/// Bytes read from a stream, split into lines as they arrive (both ends of the fuzz worker
/// channel read through one).
///
/// Linear in the bytes received, however the reads cut them: each byte is searched for a line
/// feed once (the search goes on where the last one stopped), and the lines taken are dropped
/// only once they make up half the buffer, so each byte is moved at most about once.
public struct LineBuffer: Sendable {
    private var bytes: [UInt8] = []
    /// Where the next line starts in `bytes`.
    private var start = 0
    /// Where the search for the next line feed goes on: `bytes[start..<searched]` has none.
    private var searched = 0

    /// Bytes examined for a line feed, plus bytes moved to drop the lines taken, so far: the
    /// work of splitting the lines (what a test counts instead of timing it).
    public private(set) var work = 0

    /// An empty buffer.
    public init() {}

    /// Bytes received after the last line taken (an unfinished line, or lines not yet taken).
    public var pendingCount: Int { bytes.count - start }

    /// Appends bytes read from the stream.
    public mutating func append(_ chunk: some Collection<UInt8>) {
        if start > 0, start * 2 >= bytes.count {
            work += bytes.count - start
            bytes.removeSubrange(..<start)
            searched -= start
            start = 0
        }
        bytes.append(contentsOf: chunk)
    }

    /// Takes the next whole line, without its line feed; nil until one has arrived.
    public mutating func nextLine() -> [UInt8]? {
        let from = max(searched, start)
        let newline = bytes[from...].firstIndex(of: UInt8(ascii: "\n"))
        work += (newline.map { $0 + 1 } ?? bytes.count) - from
        guard let newline else {
            searched = bytes.count
            return nil
        }
        let line = Array(bytes[start..<newline])
        start = newline + 1
        searched = start
        return line
    }
}

import SliderEngine