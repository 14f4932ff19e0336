/// A corpus file that could not be loaded or written: which file, and what was wrong or expected.
public struct CorpusProblem: Error, CustomStringConvertible, Hashable, Sendable {
    /// The file or folder, as given or found; empty when not yet known (while decoding one entry).
    public var path: String
    /// What was wrong, e.g. `at operations[0].op: unknown operation "fly"; expected one of: …`.
    public var message: String

    /// Creates a problem report.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, or just the message when the path is not known.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
