import SliderEngine
import SliderSpec

/// What changed between two matrices (last night's and tonight's): new failures, fixed rules,
/// and verdicts that moved otherwise, cell by cell, columns matched by implementation and profile.
public struct MatrixTrend: Sendable, Codable, Hashable {
    /// How a cell changed.
    public enum Kind: String, Sendable, Codable, Hashable, CaseIterable {
        /// It fails now and did not before. A failure is never in the expectations: an expected
        /// one is `expected`.
        case newFailure = "new failure"
        /// It failed (or failed as expected) before and passes now.
        case fixed
        /// Any other change of verdict, including to or from "not judged".
        case moved
    }

    /// One cell that changed.
    public struct Change: Sendable, Codable, Hashable {
        /// The column, as `MatrixColumn.title` prints it.
        public let column: String
        /// The rule.
        public let rule: RuleID
        /// The verdict before, or nil when that night did not judge it.
        public let before: RuleVerdict.Outcome?
        /// The verdict now, or nil when tonight did not judge it.
        public let after: RuleVerdict.Outcome?
        /// How it changed.
        public let kind: Kind

        /// `pass → FAIL`.
        public var transition: String { Self.word(before) + " → " + Self.word(after) }

        private static func word(_ outcome: RuleVerdict.Outcome?) -> String {
            outcome.map { $0 == .fail ? "FAIL" : $0.rawValue } ?? "not judged"
        }
    }

    /// The suite versions that merged the previous matrix.
    public let previousVersions: String
    /// The changed cells: new failures, then fixed, then moved; each in column then row order.
    public let changes: [Change]
    /// Columns only tonight has.
    public let addedColumns: [String]
    /// Columns only the previous night had.
    public let removedColumns: [String]

    /// Compares `current` with `previous`.
    public init(previous: ConformanceMatrix, current: ConformanceMatrix) {
        previousVersions = previous.versions
        addedColumns = current.columns.map(\.title).filter { title in !previous.columns.contains { $0.title == title } }
        removedColumns = previous.columns.map(\.title).filter { title in !current.columns.contains { $0.title == title } }
        func outcomes(_ matrix: ConformanceMatrix, _ column: Int) -> [RuleID: RuleVerdict.Outcome] {
            Dictionary(matrix.rows.compactMap { row in row.cells[column].map { (row.rule, $0.outcome) } }, uniquingKeysWith: { a, _ in a })
        }
        var changes: [Change] = []
        for (index, column) in current.columns.enumerated() {
            guard let old = previous.columns.firstIndex(where: { $0.title == column.title }) else { continue }
            let before = outcomes(previous, old)
            let after = outcomes(current, index)
            var rules = current.rows.map(\.rule)
            rules += previous.rows.map(\.rule).filter { !rules.contains($0) }
            for rule in rules where before[rule] != after[rule] {
                let kind: Kind =
                    if after[rule] == .fail { .newFailure }
                    else if after[rule] == .pass, before[rule] == .fail || before[rule] == .expected { .fixed }
                    else { .moved }
                changes.append(Change(column: column.title, rule: rule, before: before[rule], after: after[rule], kind: kind))
            }
        }
        self.changes = Kind.allCases.flatMap { kind in changes.filter { $0.kind == kind } }
    }

    /// The changed cells of `kind`.
    public func changes(_ kind: Kind) -> [Change] { changes.filter { $0.kind == kind } }

    /// `2 new failures, 1 fixed, 3 moved`, or `no verdict changed`.
    public var summary: String {
        if changes.isEmpty { return "no verdict changed" }
        let failures = changes(.newFailure).count
        return "\(failures) new failure\(failures == 1 ? "" : "s"), \(changes(.fixed).count) fixed, \(changes(.moved).count) moved"
    }
}
