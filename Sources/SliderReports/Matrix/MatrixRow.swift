import SliderEngine
import SliderSpec

/// One rule of a matrix: its group, status and statement, and one cell per column.
public struct MatrixRow: Sendable, Codable, Hashable {
    /// The rule.
    public let rule: RuleID
    /// Its CONFORMANCE.md group (`Process` for the `process.*` failures).
    public let group: String
    /// Its status (`documented`, `derived`, `unspecified`), or nil for a `process.*` failure.
    public let status: String?
    /// Its statement.
    public let statement: String
    /// Its anchor in CONFORMANCE.md, or nil for a `process.*` failure.
    public let anchor: String?
    /// One cell per column, in column order; nil where that column's reports never judged it.
    public var cells: [MatrixCell?]
}
