/// Every statement the source documents make about the control, in document order, with the
/// rules that encode it: CONFORMANCE.md's reverse index.
///
/// Rule identifiers are written out in full so the index reads like the document it mirrors; a
/// test checks that each one names a rule in the catalogue, that every rule is encoded by some
/// statement of each document it cites, and that every statement a rule's citation points to
/// lists that rule.
public enum SourceIndex {
    /// Every statement, document by document.
    public static let statements: [SourceStatement] = referenceStatements + classReferenceStatements + precisionStatements
        + accessibilityStatements + popoverStatements

    /// The statements of `document` that `rule` encodes, in document order.
    public static func statements(of document: SourceCitation.Document, encodedBy rule: RuleID) -> [SourceStatement] {
        statements.filter { $0.document == document && $0.rules.contains(rule) }
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
