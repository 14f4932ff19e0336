import Foundation
import SliderEngine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a command writes its output to (`--output`, `--matrix`).
///
/// A regular file, or a new one, is replaced atomically: the text goes to a hidden temporary file
/// beside it that is then renamed over it, so a reader never sees half a report. A symbolic link
/// is followed and its target written the same way, so the link stays a link. Anything else that
/// can be written (a FIFO, a terminal, `/dev/null`, `/dev/full`) is written directly and never
/// replaced; `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` write to the
/// descriptor the suite already holds. Every failure names the file and the reason.
enum OutputFile {
    /// A file that could not be written (exit code 2).
    struct Failure: Error, CustomStringConvertible {
        /// The file as given.
        let path: String
        /// Why, e.g. `No space left on device`.
        let reason: String
        var description: String { "cannot write \(path): \(reason)" }
    }

    /// The most symbolic links followed before giving up, as the kernel does.
    static let maximumLinks = 40

    /// Writes `text` to `path` as described above.
    static func write(_ text: String, to path: String) throws {
        if let descriptor = heldDescriptor(path) {
            switch StandardStream.write(text, to: descriptor) {
            case .written: return
            case .closedPipe where descriptor == STDOUT_FILENO || descriptor == STDERR_FILENO: StandardStream.endAfterClosedPipe()
            case .closedPipe: throw Failure(path: path, reason: String(cString: strerror(EPIPE)))
            case let .failed(code): throw Failure(path: path, reason: String(cString: strerror(code)))
            }
        }
        var followed = stat()
        if stat(path, &followed) == 0, followed.st_mode & S_IFMT != S_IFREG {
            guard followed.st_mode & S_IFMT != S_IFDIR else { throw Failure(path: path, reason: "is a folder; expected a file") }
            try writeDirectly(text, to: path, naming: path)
            return
        }
        let target = try resolved(path)
        var status = stat()
        if lstat(target, &status) != 0 {
            let code = errno
            guard code == ENOENT else { throw Failure(path: path, reason: String(cString: strerror(code))) }
            try replace(target, with: text, naming: path)
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: try replace(target, with: text, naming: path)
        case S_IFDIR: throw Failure(path: path, reason: "is a folder; expected a file")
        default: try writeDirectly(text, to: target, naming: path)
        }
    }

    /// The descriptor `path` names when it is one the suite holds (`/dev/stdout`, `/dev/stderr`,
    /// `/dev/fd/N`, `/proc/self/fd/N`), or nil.
    static func heldDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                guard let descriptor = Int32(path.dropFirst(prefix.count)), fcntl(descriptor, F_GETFD) >= 0 else { return nil }
                return descriptor
            }
            return nil
        }
    }

    /// `path` with every symbolic link along the last component followed (relative targets taken
    /// from the link's folder); a dangling link gives the path it points to.
    static func resolved(_ path: String) throws -> String {
        var current = path
        for _ in 0..<maximumLinks {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: current)
            current = destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw Failure(path: path, reason: "too many levels of symbolic links")
    }

    /// Writes `text` to a temporary file beside `target` and renames it over `target`.
    private static func replace(_ target: String, with text: String, naming path: String) throws {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        removeAbandonedTemporaryFiles(of: name, in: folder)
        let temporary = (folder.isEmpty ? "" : folder + "/") + TemporaryFileName(target: name).name
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        do {
            try writeAll(text, to: descriptor, naming: path)
            guard fsync(descriptor) == 0 || errno == EINVAL else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
            _ = close(descriptor)
            guard rename(temporary, target) == 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        } catch {
            _ = close(descriptor)
            unlink(temporary)
            throw error
        }
    }

    /// Removes the temporary files beside `name` that the suite's writes of `name` left
    /// (`TemporaryFileName`, check included) and whose writer is provably gone.
    private static func removeAbandonedTemporaryFiles(of name: String, in folder: String) {
        let directory = folder.isEmpty ? "." : folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for candidate in names {
            guard let temporary = TemporaryFileName(parsing: candidate), temporary.target == name else { continue }
            let path = directory + "/" + candidate
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? Date()
            if temporary.isAbandoned(modified: modified) { unlink(path) }
        }
    }

    /// Opens `target` for writing without creating or truncating it and writes `text` to it.
    private static func writeDirectly(_ text: String, to target: String, naming path: String) throws {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        defer { _ = close(descriptor) }
        try writeAll(text, to: descriptor, naming: path)
    }

    /// Writes every byte of `text`, retrying after interruptions (as `StandardStream.write` does).
    private static func writeAll(_ text: String, to descriptor: Int32, naming path: String) throws {
        switch StandardStream.write(text, to: descriptor) {
        case .written: return
        case .closedPipe: throw Failure(path: path, reason: String(cString: strerror(EPIPE)))
        case let .failed(code): throw Failure(path: path, reason: String(cString: strerror(code)))
        }
    }
}
