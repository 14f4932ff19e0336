import SliderEngine
import SliderSpec

extension ReportFormat.JSONDocument {
    /// One adapter diagnostic, readable without the report it came from.
    struct Diagnostic: Encodable {
        /// The implementation whose adapter it is about.
        let implementation: String
        /// The profile it was checked against.
        let profile: String
        /// `interface-builder-attribute`, `operation` or `events` (`AdapterDiagnostic.Kind`).
        let kind: String
        /// The attribute, operation kind or `events`.
        let subject: String
        /// "your adapter may not map …".
        let headline: String
        /// What the probes showed.
        let evidence: String
        /// Where the line goes: `init(interfaceBuilder:)` or `perform(_:)`.
        let place: String
        /// The line to add there.
        let suggestion: String
        /// The failures it explains, as `rule (field, after kind)`: charged to no rule.
        let explains: [String]
        /// The rules those failures would have been charged to.
        let rules: [String]

        /// Every diagnostic of `reports`, in report order; nil when there are none.
        static func all(in reports: [FuzzReport]) -> [Diagnostic]? {
            let all = reports.flatMap { report in
                (report.diagnostics ?? []).map { diagnostic in
                    Diagnostic(
                        implementation: report.implementation, profile: report.profile, kind: diagnostic.kind.rawValue,
                        subject: diagnostic.subject, headline: diagnostic.headline, evidence: diagnostic.evidence, place: diagnostic.place,
                        suggestion: diagnostic.suggestion, explains: diagnostic.explains.map { "\($0.identity)" },
                        rules: diagnostic.rulesSpared.map(\.rawValue))
                }
            }
            return all.isEmpty ? nil : all
        }
    }
}
