/// One statement a source document makes about the control, paraphrased, with the rules that
/// encode it or the reason none does.
///
/// The statements of every document, in document order, make CONFORMANCE.md's reverse index:
/// a reader can check that nothing a source says was left out, and a rule's citations print the
/// paraphrase of what the cited passage says.
package struct SourceStatement: Sendable {
    /// What the catalogue does with a statement.
    package enum Coverage: Sendable {
        /// These rules encode it.
        case encodedBy([RuleID])
        /// No rule encodes it, for this reason (drawing, speech, another platform, …).
        case notCovered(String)
    }

    /// The statement's stable id, like test262's `esid`: the document's number, the section as a
    /// slug and the statement's place within that section, e.g. `001.minimumValue.2`. Rows are
    /// only ever appended to a section, so an id, once printed, keeps naming the same passage.
    /// `SourceIndex.statements` assigns it.
    public internal(set) var id: String = ""
    /// The document that makes the statement.
    public let document: SourceCitation.Document
    /// The heading, property or method it appears under.
    public let section: String
    /// What it says, in the catalogue's own words.
    public let paraphrase: String
    /// The rules that encode it, or why none does.
    public let coverage: Coverage

    /// A statement of `document` under `section`, encoded by `rules`.
    public init(_ document: SourceCitation.Document, _ section: String, _ paraphrase: String, rules: [RuleID]) {
        self.document = document
        self.section = section
        self.paraphrase = paraphrase
        self.coverage = .encodedBy(rules)
    }

    /// A statement of `document` under `section` that no rule encodes, and why.
    public init(_ document: SourceCitation.Document, _ section: String, _ paraphrase: String, notCovered reason: String) {
        self.document = document
        self.section = section
        self.paraphrase = paraphrase
        self.coverage = .notCovered(reason)
    }

    /// Whether `citation` names this statement's document and section.
    public func isNamed(by citation: SourceCitation) -> Bool {
        document == citation.document && section == citation.section
    }

    /// The rules that encode the statement (empty when it is not covered).
    public var rules: [RuleID] {
        if case let .encodedBy(rules) = coverage { return rules }
        return []
    }
}
