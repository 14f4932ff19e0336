import Foundation

/// The sequence a fuzz run is about to check, written before it runs so that a crash of the
/// whole process (a trap in an in-process implementation) does not lose it. A finished run
/// writes `finished: true`; a record without it is replayed first by the next run.
package struct InFlightRecord: Codable, Hashable, Sendable {
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
    ///
    /// Given a process id, the record is `<name>.<pid>.json` beside `<name>.json`, so runs at the
    /// same time keep separate records; `abandoned()` finds those of runs that ended unfinished.
    package final class Store {
        /// The record's file.
        public let path: String
        /// The path without a process id, `<folder>/<name>.json`.
        private let basePath: String
        private var descriptor: Int32 = -1

        /// A store for `path`, or for `<name>.<processIdentifier>.json` beside it when given.
        public init(path: String, processIdentifier: Int32? = nil) {
            basePath = path
            if let processIdentifier, path.hasSuffix(".json") {
                self.path = String(path.dropLast(".json".count)) + ".\(processIdentifier).json"
            } else {
                self.path = path
            }
        }

        deinit { if descriptor >= 0 { _ = Foundation.close(descriptor) } }

        /// The record a run that did not finish left, or nil.
        public func unfinished() -> InFlightRecord? {
            guard let data = FileManager.default.contents(atPath: path),
                let record = try? JSONDecoder().decode(InFlightRecord.self, from: data), !record.finished, record.index >= 0
            else { return nil }
            return record
        }

        /// Why the record could not be written (said once on standard error), or nil.
        public private(set) var problem: String?

        /// The unfinished records of other runs that no longer run: `<name>.json`, and each
        /// `<name>.<pid>.json` whose process is gone, or whose process id now belongs to a process
        /// started after the record was last written (a reused id); sorted by path.
        ///
        /// A record of a run that is provably over but cannot be read (truncated, not JSON, a
        /// folder) or that finished is removed, saying so on standard error; one that cannot be read
        /// and whose run may still go on is left, with a warning.
        public func abandoned() -> [(path: String, record: InFlightRecord)] {
            let folder = (basePath as NSString).deletingLastPathComponent
            let stem = String((basePath as NSString).lastPathComponent.dropLast(".json".count))
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            return names.sorted().compactMap { name -> (path: String, record: InFlightRecord)? in
                let candidate = (folder as NSString).appendingPathComponent(name)
                guard candidate != path, name.hasPrefix(stem + "."), name.hasSuffix(".json") else { return nil }
                let middle = name.dropFirst(stem.count + 1).dropLast(".json".count)
                var over = false
                if !middle.isEmpty {
                    guard let pid = Int32(middle) else { return nil }
                    guard !Self.isRunning(pid) || Self.started(pid, after: candidate) else { return nil }
                    over = true
                }
                let record = Store(path: candidate).readRecord()
                if let record, !record.finished, record.index >= 0 { return (candidate, record) }
                if over {
                    try? FileManager.default.removeItem(atPath: candidate)
                    if record == nil { Self.warn("removed the in-flight record \(candidate): it cannot be read and its run is over") }
                } else if record == nil {
                    Self.warn("the in-flight record \(candidate) cannot be read; left alone (remove it if no older run of slider-conformance still goes on)")
                }
                return nil
            }
        }

        /// The record in the file, finished or not; nil when it cannot be read.
        private func readRecord() -> InFlightRecord? {
            FileManager.default.contents(atPath: path).flatMap { try? JSONDecoder().decode(InFlightRecord.self, from: $0) }
        }

        /// Whether process `pid` started after `file` was last written, so it cannot be the
        /// process that wrote it (its id was reused). False when either time is unknown.
        static func started(_ pid: Int32, after file: String) -> Bool {
            guard let modified = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date,
                let start = startTime(of: pid)
            else { return false }
            return start.timeIntervalSince(modified) > 1
        }

        /// When process `pid` started (Linux: `/proc/<pid>/stat` and the boot time); nil elsewhere.
        static func startTime(of pid: Int32) -> Date? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"),
                let system = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
                let bootLine = system.split(separator: "\n").first(where: { $0.hasPrefix("btime ") }),
                let boot = Double(bootLine.dropFirst("btime ".count))
            else { return nil }
            // Fields after the command name start at field 3; the start time is field 22.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
            let perSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
            guard perSecond > 0 else { return nil }
            return Date(timeIntervalSince1970: boot + ticks / perSecond)
        }

        /// Writes `warning: <text>` to standard error.
        static func warn(_ text: String) {
            let line = "warning: \(text)\n"
            _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
        }

        /// Removes the record at `path` (another run's, once replayed) or this store's own.
        public func remove(_ path: String? = nil) {
            if path == nil || path == self.path, descriptor >= 0 {
                _ = Foundation.close(descriptor)
                descriptor = -1
            }
            try? FileManager.default.removeItem(atPath: path ?? self.path)
        }

        /// Whether process `pid` exists.
        static func isRunning(_ pid: Int32) -> Bool {
            pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
        }

        /// Writes `record` (errors are ignored: the record is a safety net).
        /// A record that cannot be written (a file or a read-only folder named `.in-flight`) turns
        /// the safety net off for this run, said once on standard error and kept in `problem`.
        public func save(_ record: InFlightRecord) {
            if descriptor < 0 {
                guard problem == nil else { return }
                let folder = (path as NSString).deletingLastPathComponent
                if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                guard descriptor >= 0 else {
                    let reason = String(cString: strerror(errno))
                    problem = "cannot write the in-flight record \(path) (\(reason)): a crash of this run would not be replayed by the next one"
                    Self.warn(problem ?? "")
                    return
                }
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
