/// Bytes read from a stream, split into lines as they arrive (both ends of the fuzz worker
/// channel read through one).
public struct LineBuffer: Sendable {
    private var bytes: [UInt8] = []

    /// Bytes examined for a line feed, plus bytes moved to drop the lines taken, so far: the
    /// work of splitting the lines (what a test counts instead of timing it).
    public private(set) var work = 0

    /// An empty buffer.
    public init() {}

    /// Bytes received after the last line taken (an unfinished line, or lines not yet taken).
    public var pendingCount: Int { bytes.count }

    /// Appends bytes read from the stream.
    public mutating func append(_ chunk: some Collection<UInt8>) {
        bytes.append(contentsOf: chunk)
    }

    /// Takes the next whole line, without its line feed; nil until one has arrived.
    public mutating func nextLine() -> [UInt8]? {
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n"))
        work += (newline.map { $0 + 1 } ?? bytes.count)
        guard let newline else { return nil }
        let line = Array(bytes[..<newline])
        work += bytes.count - newline - 1
        bytes.removeSubrange(...newline)
        return line
    }
}
