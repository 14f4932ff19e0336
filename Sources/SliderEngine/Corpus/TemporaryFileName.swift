import Foundation

/// The name of a temporary file the suite writes before renaming it into place, which proves who
/// wrote it: `.slider-conformance~<host>~<pid>~<nonce>~<check>~<target>.tmp`, where `check` is the
/// FNV-1a 32 of the other fields. Only a name that parses, check included, is the suite's own;
/// anything else (a user's `.draft.tmp`, a file under `.git`) is never removed.
package struct TemporaryFileName: Hashable, Sendable {
    /// The prefix every temporary file of the suite starts with.
    public static let prefix = ".slider-conformance~"
    /// How long a temporary file named after another machine is left alone: its writer may be
    /// alive there, and no write of the suite takes a week.
    public static let otherHostAge: TimeInterval = 7 * 24 * 3600

    /// The writer's host name (only letters, digits, `-` and `.`).
    public var host: String
    /// The writer's process id.
    public var processIdentifier: Int32
    /// A random nonce of the write.
    public var nonce: String
    /// The name of the file the write will become.
    public var target: String

    /// A name for a new write of `target` by this process on this host.
    public init(target: String) {
        host = Self.currentHost
        processIdentifier = getpid()
        nonce = String(UUID().uuidString.filter { $0 != "-" }.prefix(16)).lowercased()
        self.target = target
    }

    /// The name read back; nil unless it is exactly a name the suite writes (check included).
    public init?(parsing name: String) {
        guard name.hasPrefix(Self.prefix), name.hasSuffix(".tmp") else { return nil }
        let body = name.dropFirst(Self.prefix.count).dropLast(".tmp".count)
        let parts = body.split(separator: "~", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count == 5, !parts[0].isEmpty, let pid = Int32(parts[1]), pid > 0, parts[2].count == 16,
            !parts[4].isEmpty
        else { return nil }
        host = String(parts[0])
        processIdentifier = pid
        nonce = String(parts[2])
        target = String(parts[4])
        guard parts[3] == check else { return nil }
    }

    /// The file name.
    public var name: String {
        "\(Self.prefix)\(host)~\(processIdentifier)~\(nonce)~\(check)~\(target).tmp"
    }

    /// This machine's host name, reduced to letters, digits, `-` and `.` (`localhost` when empty).
    public static let currentHost: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        let raw = gethostname(&buffer, buffer.count - 1) == 0
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let cleaned = String(raw.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".") }
            .map(Character.init).prefix(64))
        return cleaned.isEmpty ? "localhost" : cleaned
    }()

    /// Whether the write that left this file is over, as far as this machine can prove: its
    /// process is gone from this host, or (named after another host) it is older than `otherHostAge`.
    public func isAbandoned(modified: Date, now: Date = Date()) -> Bool {
        guard host == Self.currentHost else { return now.timeIntervalSince(modified) > Self.otherHostAge }
        return kill(processIdentifier, 0) != 0 && errno == ESRCH
    }

    /// 8 lower-case hex digits of the FNV-1a 32 of the other fields.
    private var check: String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in "\(host)~\(processIdentifier)~\(nonce)~\(target)".utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
