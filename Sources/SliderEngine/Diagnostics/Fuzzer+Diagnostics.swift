import SliderSpec

extension Fuzzer.RunState {
    /// The adapter diagnostics of `report`'s counterexamples (`AdapterDiagnosis`), and the
    /// counterexamples none explains.
    func diagnoseAdapter(_ counterexamples: [Counterexample]) -> (diagnostics: [AdapterDiagnostic], kept: [Counterexample]) {
        let diagnosis = AdapterDiagnosis(
            implementation: implementation, profile: configuration.profile, unsupported: unsupported,
            missingAttributes: implementation.revisionGap(history: configuration.protocolHistory).attributes,
            unreadFields: implementation.unreadObservationFields(history: configuration.protocolHistory))
        return diagnosis.diagnose(counterexamples)
    }

    /// The rules only failures that diagnostics explain were charged to: judged as if those
    /// steps had not been checked (REPORTS.md, "Adapter diagnostics").
    static func rulesSpared(by diagnostics: [AdapterDiagnostic]?, keeping counterexamples: [Counterexample]) -> Set<RuleID> {
        guard let diagnostics, !diagnostics.isEmpty else { return [] }
        let charged = Set(counterexamples.flatMap(\.chargedRules))
        return Set(diagnostics.flatMap(\.rulesSpared)).subtracting(charged)
    }
}
