extension FuzzWorkerLine {
    /// Why a line is not the message or command it would be: what was wrong, as a phrase naming
    /// the line's kind (`r: the range's end is before its start`).
    package struct Malformed: Error, Equatable, CustomStringConvertible {
        /// What was wrong.
        package var reason: String

        /// The error saying `reason`.
        package init(_ reason: String) { self.reason = reason }

        /// `reason`.
        package var description: String { reason }
    }
}
