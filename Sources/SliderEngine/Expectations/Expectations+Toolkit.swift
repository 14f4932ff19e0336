extension Expectations {
    /// How an expectations file relates to the toolkit the running adapter names in its handshake.
    public enum Tie: Sendable, Hashable {
        /// The file applies: it names no toolkit, or the same toolkit and version.
        case applies
        /// The file applies, but it was written for another version of the same toolkit.
        case otherVersion(written: String, running: String)
        /// The file does not apply: it was written for another toolkit (`running` is nil when the
        /// adapter names none, as the bundled implementations do).
        case otherToolkit(written: String, running: String?)

        /// Whether the file's entries are used.
        public var applies: Bool {
            if case .otherToolkit = self { return false }
            return true
        }

        /// The report's line about the file at `file` (as the report names it), or nil when there is
        /// nothing to say.
        public func note(file: String) -> String? {
            switch self {
            case .applies:
                return nil
            case let .otherVersion(written, running):
                return "expectations: \(file) was written for \(written) and is applied to \(running), another version (review its entries)"
            case let .otherToolkit(written, running):
                return "expectations: \(file) not applied: written for \(written), but the adapter runs "
                    + (running ?? "no named toolkit") + " (every failure is reported as unexpected)"
            }
        }
    }

    /// How this file relates to `running`, the toolkit the adapter's handshake names (nil when it
    /// names none): a file that names no toolkit applies to any; one that names a toolkit applies
    /// only to that toolkit (`toolkitName(of:)`), and notes another version.
    public func tie(running: String?) -> Tie {
        guard let toolkit else { return .applies }
        guard let running, Self.toolkitName(of: running) == Self.toolkitName(of: toolkit) else {
            return .otherToolkit(written: toolkit, running: running)
        }
        return running == toolkit ? .applies : .otherVersion(written: toolkit, running: running)
    }

    /// The toolkit's name in a handshake's `toolkit`: its words before the first that starts with
    /// a digit or `(` (`Tk 8.6.13` → `Tk`, `Swing (Java 21.0.2)` → `Swing`); the rest is its version.
    public static func toolkitName(of toolkit: String) -> String {
        let words = toolkit.split(whereSeparator: \.isWhitespace)
        let name = words.prefix { word in !(word.first.map { $0.isNumber || $0 == "(" } ?? false) }
        return name.isEmpty ? toolkit : name.joined(separator: " ")
    }
}
