import Foundation

/// The sequence a fuzz run is about to check, written before it runs so that a crash of the
/// whole process (a trap in an in-process implementation) does not lose it. A finished run
/// writes `finished: true`; a record without it is replayed first by the next run.
public struct InFlightRecord: Codable, Hashable, Sendable {
    /// The run's seed.
    public var seed: UInt64
    /// The sequence's index in the run (-1 once finished).
    public var index: Int
    /// The seed the sequence is drawn from.
    public var sequenceSeed: UInt64
    /// True once the run finished.
    public var finished: Bool

    /// Creates a record.
    public init(seed: UInt64, index: Int, sequenceSeed: UInt64, finished: Bool) {
        self.seed = seed
        self.index = index
        self.sequenceSeed = sequenceSeed
        self.finished = finished
    }

    /// Reads and writes the record at one path. Writes overwrite one fixed-width line in place
    /// with a single `pwrite`, which costs microseconds and survives a crash of the process.
    public final class Store {
        /// The record's file.
        public let path: String
        private var descriptor: Int32 = -1

        /// A store for `path`.
        public init(path: String) { self.path = path }

        deinit { if descriptor >= 0 { _ = Foundation.close(descriptor) } }

        /// The record a run that did not finish left, or nil.
        public func unfinished() -> InFlightRecord? {
            guard let data = FileManager.default.contents(atPath: path),
                let record = try? JSONDecoder().decode(InFlightRecord.self, from: data), !record.finished, record.index >= 0
            else { return nil }
            return record
        }

        /// Writes `record` (errors are ignored: the record is a safety net).
        public func save(_ record: InFlightRecord) {
            if descriptor < 0 {
                let folder = (path as NSString).deletingLastPathComponent
                if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                guard descriptor >= 0 else { return }
            }
            // Seeds are written as strings: some JSON readers lose integers above 2^53.
            var text = #"{"finished":\#(record.finished),"index":\#(record.index),"seed":"\#(record.seed)","sequenceSeed":"\#(record.sequenceSeed)"}"#
            text += String(repeating: " ", count: max(0, 127 - text.utf8.count)) + "\n"
            _ = text.utf8CString.withUnsafeBufferPointer { pwrite(descriptor, $0.baseAddress, $0.count - 1, 0) }
        }
    }

    private enum CodingKeys: String, CodingKey { case seed, index, sequenceSeed, finished }

    /// Reads seeds written as strings or numbers.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func seed(_ key: CodingKeys) throws -> UInt64 {
            if let text = try? container.decode(String.self, forKey: key), let value = UInt64(text) { return value }
            return try container.decode(UInt64.self, forKey: key)
        }
        self.init(seed: try seed(.seed), index: try container.decode(Int.self, forKey: .index),
                  sequenceSeed: try seed(.sequenceSeed), finished: try container.decode(Bool.self, forKey: .finished))
    }
}
