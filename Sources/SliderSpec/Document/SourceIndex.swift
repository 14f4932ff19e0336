/// Every statement the source documents make about the control, in document order, with the
/// rules that encode it: CONFORMANCE.md's reverse index.
///
/// Rule identifiers are written out in full so the index reads like the document it mirrors; a
/// test checks that each one names a rule in the catalogue, that every rule is encoded by some
/// statement of each document it cites, and that every statement a rule's citation points to
/// lists that rule.
package enum SourceIndex {
    /// Every statement, document by document.
    public static let statements: [SourceStatement] = identified(
        referenceStatements + classReferenceStatements + precisionStatements + accessibilityStatements + popoverStatements)

    /// The statement with the stable id `id`, if any.
    public static func statement(id: String) -> SourceStatement? { statements.first { $0.id == id } }

    /// The rows `citation` names (its document and section) that list `rule`: what the citation
    /// stands for in CONFORMANCE.md.
    public static func statements(citedBy citation: SourceCitation, for rule: RuleID) -> [SourceStatement] {
        statements.filter { $0.isNamed(by: citation) && $0.rules.contains(rule) }
    }

    /// The statements of `document` that `rule` encodes, in document order.
    public static func statements(of document: SourceCitation.Document, encodedBy rule: RuleID) -> [SourceStatement] {
        statements.filter { $0.document == document && $0.rules.contains(rule) }
    }

    /// `statements` with their ids: `number.slug.n`, n counting the rows of a section from 1.
    static func identified(_ statements: [SourceStatement]) -> [SourceStatement] {
        var seen: [String: Int] = [:]
        return statements.map { statement in
            let stem = statement.document.number + "." + slug(statement.section)
            seen[stem, default: 0] += 1
            var identified = statement
            identified.id = stem + ".\(seen[stem] ?? 1)"
            return identified
        }
    }

    /// A section as an id component: runs of other characters become `-`; a heading of several
    /// words is lower-cased, a property or method name keeps its case (`Debug sliders` →
    /// `debug-sliders`, apostrophes dropped; `setValue:animated:` → `setValue-animated`).
    static func slug(_ section: String) -> String {
        let words = section.filter { $0 != "'" && $0 != "’" }.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        let joined = words.joined(separator: "-")
        return section.contains(" ") ? joined.lowercased() : joined
    }

    /// Reasons shared by statements that no rule encodes.
    enum Reason {
        static let drawing = "drawing: the suite observes rectangles and image tokens, not pixels"
        static let advice = "advice to the app's developer, not behaviour of the control"
        static let speech = "what VoiceOver speaks is the screen reader's doing; the suite checks the label, value and traits it reads"
        static let platform = "Mac Catalyst and the system's other idioms are out of scope"
        static let reference = "reference material (availability, declarations, conformances) that states no behaviour the suite can observe"
    }
}
