import SliderSpec

/// What one run says about one rule: how many steps it decided, how many of them diverged, and
/// the verdict those give. Verdicts are kept apart and never counted as passes unless they are:
/// a rule the run never reached, or one that does not apply to the implementation or profile,
/// has not passed.
public struct RuleVerdict: Sendable, Codable, Hashable {
    /// The verdict.
    public enum Outcome: String, Sendable, Codable, Hashable, CaseIterable {
        /// Decided at least one step and never diverged.
        case pass
        /// Diverged at least once, and no expectations file lists it.
        case fail
        /// Diverged, as the implementation's expectations file says it does.
        case expected
        /// Applicable, but no step of the run reached it.
        case notReached = "not reached"
        /// Outside the profile, never checked, or needing an operation the implementation does not support.
        case notApplicable = "not applicable"
    }

    /// The rule.
    public let rule: RuleID
    /// The verdict.
    public let outcome: Outcome
    /// The steps the rule decided.
    public let decided: Int
    /// The steps at which a divergence was blamed on the rule.
    public let diverged: Int
    /// Why the rule does not apply, for `notApplicable`.
    public let reason: String?
    /// The position in the report's counterexamples of the rule's first failure, or nil.
    public let counterexample: Int?

    /// Judges `rule` from its counts: not applicable when `inapplicable` gives a reason, then
    /// failed (or expected, when `isExpected`) when it diverged, not reached when it decided
    /// nothing, passed otherwise. A rule a kept counterexample charges (`chargedByCounterexample`)
    /// diverged in that shrunk sequence even where the counted steps charged only other rules:
    /// it counts one decided, diverged step at least, and never passes.
    public init(
        rule: RuleID, decided: Int, diverged: Int, isExpected: Bool, inapplicable: String?, counterexample: Int? = nil,
        chargedByCounterexample: Bool = false
    ) {
        let diverged = chargedByCounterexample ? max(diverged, 1) : diverged
        self.rule = rule
        self.decided = max(decided, diverged)
        self.diverged = diverged
        self.counterexample = counterexample
        self.reason = diverged == 0 ? inapplicable : nil
        self.outcome =
            if diverged > 0 { isExpected ? .expected : .fail }
            else if inapplicable != nil { .notApplicable }
            else if decided == 0 { .notReached }
            else { .pass }
    }

    /// The same counts judged again, expected or not as `isExpected` says, pointing at
    /// `counterexample` (by default the same one).
    func judged(isExpected: Bool, counterexample: Int?? = nil) -> RuleVerdict {
        RuleVerdict(
            rule: rule, decided: decided, diverged: diverged, isExpected: isExpected, inapplicable: reason,
            counterexample: counterexample ?? self.counterexample)
    }

    /// Why `rule` does not apply to a run under `profile` of an implementation that cannot
    /// perform `unsupported` nor read `unsupportedFields`, or nil when it does. A rule needs a
    /// field when every field it governs is unsupported: nothing else could decide it. A rule
    /// that needs only what the implementation's protocol revision lacks (`gap`) is "not
    /// applicable (protocol revision r)".
    public static func inapplicability(
        of rule: Rule, profile: Profile, unsupported: Set<SliderOperationKind>, unsupportedFields: Set<ObservationField> = [],
        gap: RevisionGap? = nil
    ) -> String? {
        if RuleCatalogue.uncheckedRules.contains(rule.id) { return "never checked: the sources leave it open" }
        if let own = rule.example.profile, own != profile, !profile.features.isSuperset(of: own.features) {
            return "checked only under the \(own.id) profile"
        }
        if rule.id == .geometryClassicUIKit, !profile.features.contains(.classicGeometry) {
            return "checked only under the uikit-observed profile"
        }
        let needed = Set(rule.example.operations.map(\.kind)).intersection(unsupported).sorted { $0.rawValue < $1.rawValue }
        if let gap, !gap.isEmpty, let missing = Self.missing(in: gap, rule: rule, needed: needed, unsupportedFields: unsupportedFields) {
            return "protocol revision \(gap.revision): needs " + missing + ", which a later revision added"
        }
        if !needed.isEmpty {
            return "needs " + needed.map(\.rawValue).joined(separator: ", ") + ", which the implementation does not support"
        }
        if !unsupportedFields.isEmpty {
            let governed = ObservationField.all.filter { rule.governs.contains($0.family) }
            if !governed.isEmpty, governed.allSatisfy(unsupportedFields.contains) {
                var keys: [String] = []
                for field in governed where !keys.contains(field.observationKey) { keys.append(field.observationKey) }
                return "needs " + keys.joined(separator: ", ") + ", which the implementation does not report"
            }
        }
        return nil
    }

    /// What `rule` needs that `gap` lacks, when the gap alone makes it inapplicable: operation
    /// kinds, Interface Builder attributes its example enters, or the only fields it governs.
    private static func missing(
        in gap: RevisionGap, rule: Rule, needed: [SliderOperationKind], unsupportedFields: Set<ObservationField>
    ) -> String? {
        let names = needed.filter(gap.operationKinds.contains).map(\.rawValue)
        if !names.isEmpty, names.count == needed.count { return names.joined(separator: ", ") }
        for case let .loadFromInterfaceBuilder(attributes) in rule.example.operations where attributes.keeping(gap.keptAttributes) != attributes {
            let missing = InterfaceBuilderAttribute.allCases.filter { gap.attributes.contains($0) && attributes.keeping([$0]) != InterfaceBuilderAttributes() }
            if needed.isEmpty {
                return "the Interface Builder attribute\(missing.count == 1 ? "" : "s") " + missing.map(\.rawValue).joined(separator: ", ")
            }
        }
        let governed = ObservationField.all.filter { rule.governs.contains($0.family) }
        if needed.isEmpty, !governed.isEmpty, governed.allSatisfy(unsupportedFields.contains), governed.contains(where: gap.fields.contains) {
            var keys: [String] = []
            for field in governed where gap.fields.contains(field) && !keys.contains(field.description) { keys.append(field.description) }
            return keys.joined(separator: ", ")
        }
        return nil
    }
}
