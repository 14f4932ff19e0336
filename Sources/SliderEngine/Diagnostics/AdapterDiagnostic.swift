import SliderSpec

/// Something the adapter, not the slider, may get wrong (`AdapterDiagnosis`): an Interface
/// Builder attribute that never reaches the observation while its setter works, a setter that
/// never changes its field while another path does, or `valueChanged` events never reported.
///
/// A diagnostic is not a verdict: the failures it explains are taken out of the report's
/// counterexamples and charged to no rule of the slider (REPORTS.md, "Adapter diagnostics").
public struct AdapterDiagnostic: Sendable, Codable, Hashable {
    /// What the adapter may not map.
    public enum Kind: String, Sendable, Codable, Hashable, CaseIterable {
        /// An Interface Builder attribute `init(interfaceBuilder:)` may not pass on.
        case interfaceBuilderAttribute = "interface-builder-attribute"
        /// An operation `perform` may answer as a no-op.
        case operation
        /// The `valueChanged` events `perform` may not return.
        case events
    }

    /// What the adapter may not map.
    public let kind: Kind
    /// The attribute (`continuous`), the operation kind (`setAccessibilityValue`) or `events`.
    public let subject: String
    /// What the probes showed, in one sentence.
    public let evidence: String
    /// Where the line goes: `init(interfaceBuilder:)` or `perform(_:)`.
    public let place: String
    /// The line (or lines, joined by newlines) to add there, with the adapter-facing names.
    public let suggestion: String
    /// The failures it explains, in report order: charged to no rule.
    public let explains: [Counterexample]

    /// Creates a diagnostic.
    public init(kind: Kind, subject: String, evidence: String, place: String, suggestion: String, explains: [Counterexample]) {
        self.kind = kind
        self.subject = subject
        self.evidence = evidence
        self.place = place
        self.suggestion = suggestion
        self.explains = explains
    }

    /// "your adapter may not map the Interface Builder attribute `continuous`", without the fix.
    public var headline: String {
        switch kind {
        case .interfaceBuilderAttribute: "your adapter may not map the Interface Builder attribute `\(subject)`"
        case .operation: "your adapter may not map `.\(subject)` (perform answers it as a no-op)"
        case .events: "your adapter may not report events"
        }
    }

    /// The headline with the fix on one line: "… — in `init(interfaceBuilder:)` add:
    /// `if let continuous = attributes.continuous { slider.isContinuous = continuous }`".
    public var line: String {
        "\(headline) — in `\(place)` add: " + suggestion.split(separator: "\n").map { "`\($0)`" }.joined(separator: " ")
    }

    /// The rules the explained failures would have been charged to, each once, in report order.
    public var rulesSpared: [RuleID] {
        var seen: Set<RuleID> = []
        return explains.flatMap(\.chargedRules).filter { seen.insert($0).inserted }
    }

    /// How many times the run failed in ways this diagnostic explains.
    public var occurrences: Int { explains.reduce(0) { $0 + $1.occurrences } }
}
