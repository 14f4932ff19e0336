/// What one diverging step means: which differing fields are root causes, each charged to the
/// rule that governs it, and which differ only as consequences of a root.
///
/// - A stored field (`ObservationField.isStoredState`) that differs is a root.
/// - The events are a root, unless they follow from the value's root: the same events carrying
///   the implementation's own (differing) value, or none where the implementation left its value
///   as it was and the reference would have notified a change.
/// - A derived field (the state, the current images, the accessibility text and traits, the
///   geometry, the callout) that agrees once the implementation's stored state is adopted is a
///   consequence of this step's roots; when the step has no other root, the adopted state itself
///   is the root (an accessibility text override, say) and the field is blamed like a stored one.
/// - A derived field that still differs from the adopted state is wrong in how the state is
///   read: a derived root, unless it already differed so after the previous step (then it is
///   that step's root going on). When the operation has a rule governing the field and the
///   implementation left the field as it was, the operation was ignored: that rule is blamed,
///   with the operation as its cause; so it is when no rule reads the field from the state (the
///   control state is decided by operations alone). Otherwise the field changed but reads wrong:
///   the rule that reads it from the state is blamed, with no cause.
///
/// The derived roots of one step form one failure (one reading of the state went wrong), with
/// every rule they break named; stored roots form one failure per rule blamed.
struct DivergenceAnalysis {
    /// One root cause: the field, and whether it is derived (wrong in how the state is read).
    struct Root: Equatable {
        let field: ObservationField
        let isDerived: Bool
    }

    /// The derived fields the implementation left as they were before the step.
    private let unchanged: [ObservationField]
    /// The rules of the questions the profile leaves open (`Readings.openQuestionRules`): such a
    /// rule only picks between answers other rules compute, so beside a rule that computes the
    /// field (one that is no open question) it is not charged. Beside another open question it
    /// is: which of the two answers is at fault cannot be told.
    private let openQuestions: Set<RuleID>

    /// The root causes, in field order.
    private(set) var roots: [Root] = []
    /// The fields that differ only as consequences, in field order.
    private(set) var consequences: [ObservationField] = []
    /// The reference's observation the implementation missed.
    let expected: SliderObservation
    /// The implementation's observation.
    let observed: SliderObservation

    /// Classifies `differences` (the fields `observed` misses `expected` in); `unexplained` are
    /// those still differing once the implementation's state is adopted, `open` those that still
    /// differed after the previous step's divergence, `unchanged` those the implementation left
    /// as they were before the step; `previousValue` is the value it showed before the step.
    init(
        differences: [ObservationField], unexplained: [ObservationField], open: [ObservationField],
        unchanged: [ObservationField], previousValue: Float? = nil, expected: SliderObservation, observed: SliderObservation,
        openQuestions: Set<RuleID> = []
    ) {
        self.expected = expected
        self.observed = observed
        self.unchanged = unchanged
        self.openQuestions = openQuestions
        var explained: [ObservationField] = []
        for field in differences {
            if field == .events {
                if differences.contains(.value), Self.eventsFollowValue(expected: expected, observed: observed, previousValue: previousValue) {
                    consequences.append(field)
                } else {
                    roots.append(Root(field: field, isDerived: false))
                }
            } else if field.isStoredState {
                roots.append(Root(field: field, isDerived: false))
            } else if !unexplained.contains(field) {
                explained.append(field)
            } else if open.contains(field) {
                consequences.append(field)
            } else {
                roots.append(Root(field: field, isDerived: true))
            }
        }
        if roots.isEmpty {
            roots = explained.map { Root(field: $0, isDerived: false) }
        } else {
            consequences += explained
        }
        consequences.sort { Self.order(of: $0) < Self.order(of: $1) }
    }

    /// True when the events follow from the implementation's value: the same events, each
    /// carrying the value the implementation shows; or none at all where the implementation left
    /// its value as it was (`previousValue`) and the reference sent only `valueChanged` for its
    /// own change (an operation ignored is one failure, not a second one for its missing event).
    static func eventsFollowValue(expected: SliderObservation, observed: SliderObservation, previousValue: Float? = nil) -> Bool {
        if expected.events.count == observed.events.count,
            zip(expected.events, observed.events).allSatisfy({ want, got in
                want.event == got.event && (want == got || sameFloat(got.value, observed.value))
            })
        {
            return true
        }
        guard let previousValue, observed.events.isEmpty, sameFloat(previousValue, observed.value) else { return false }
        return !expected.events.isEmpty && expected.events.allSatisfy { $0.event == .valueChanged && sameFloat($0.value, expected.value) }
    }

    /// A field's position in `ObservationField.all`.
    private static func order(of field: ObservationField) -> Int { ObservationField.all.firstIndex(of: field) ?? .max }

    /// One failure being assembled: the rule blamed, the field that shows it, the other rules
    /// charged with it, and whether it is a derived root.
    private struct Failure {
        let rule: RuleID
        let field: ObservationField
        var involved: [RuleID]
        let isDerived: Bool

        func charges(_ rule: RuleID) -> Bool { self.rule == rule || involved.contains(rule) }

        mutating func involve(_ rules: [RuleID]) {
            for rule in rules where !charges(rule) { involved.append(rule) }
        }
    }

    /// The step: one violation per failure, in field order. A stored root is blamed on one rule
    /// (`RuleCatalogue.blame`: the operation's first), whose identity the failure takes; every
    /// other rule of the operation that governs the field is charged with it (`involvedRules`). A
    /// root whose rule an earlier root of the step is already charged to adds to that failure.
    /// Every other rule that decided the step and governs a differing field is masked: the step
    /// is no evidence for it either way.
    func step(outcome: ReferenceOutcome, after operation: SliderOperation?) -> ConformanceChecker.Step {
        let rules = outcome.rules + outcome.slider.observationRules
        var failures: [Failure] = []
        for root in roots {
            let governing = Self.governing(root.field, among: outcome.rules)
            let ignoredOperation = unchanged.contains(root.field) && !governing.isEmpty
            if root.isDerived, !ignoredOperation, let blamed = readingRule(for: root.field, reference: outcome.slider) {
                if let first = failures.firstIndex(where: \.isDerived) {
                    failures[first].involve([blamed])
                } else {
                    failures.append(Failure(rule: blamed, field: root.field, involved: [], isDerived: true))
                }
                continue
            }
            let blamed = RuleCatalogue.blame(root.field, among: rules, reference: outcome.slider)
            let computes = !openQuestions.contains(blamed)
            let involved = governing.filter { $0 != blamed && !(computes && openQuestions.contains($0)) }
            if let known = failures.firstIndex(where: { $0.charges(blamed) }) {
                failures[known].involve(involved)
            } else {
                let fresh = involved.filter { rule in !failures.contains { $0.charges(rule) } }
                failures.append(Failure(rule: blamed, field: root.field, involved: fresh, isDerived: false))
            }
        }
        let charged = failures.flatMap { [$0.rule] + $0.involved }
        var masked: [RuleID] = []
        for field in roots.map(\.field) + consequences {
            for rule in rules where !charged.contains(rule) && !masked.contains(rule) && RuleCatalogue.rule(rule, governs: field) {
                masked.append(rule)
            }
        }
        let listed = consequences.map(\.description)
        let violations = failures.enumerated().map { position, failure in
            let causedByOperation = !failure.isDerived
                && (outcome.rules.contains(failure.rule) || failure.rule == .operationsNoSideEffects)
            return Violation(
                rule: failure.rule, field: failure.field.description, expected: expected, observed: observed,
                rulesApplied: Array(rules), cause: causedByOperation ? operation?.kind : nil, involvedRules: failure.involved,
                touchedRules: failures.map(\.rule).filter { $0 != failure.rule }, consequences: position == 0 ? listed : nil)
        }
        return ConformanceChecker.Step(rules: rules, violations: violations, maskedRules: masked)
    }

    /// The rules of `rules` that govern `field`, `operations.no-side-effects` aside.
    private static func governing(_ field: ObservationField, among rules: RuleList) -> [RuleID] {
        rules.filter { $0 != .operationsNoSideEffects && RuleCatalogue.rule($0, governs: field) }
    }

    /// The rule that reads a derived field from the state, for a field that differs even from the
    /// implementation's own state: the rule deciding that image lookup; for an accessibility text
    /// that is no percentage of the value at all (not a number and `%`, or a number a whole
    /// percent or more away), the percentage rule itself; else the first of `observationRules`
    /// that governs the field. Nil for a derived field only operations decide (the control state).
    private func readingRule(for field: ObservationField, reference: ReferenceSlider) -> RuleID? {
        if let rule = reference.lookupRule(for: field) { return rule }
        let observation = reference.observationRules
        if field == .accessibilityValue, observation.contains(.accessibilityValuePercent), !Self.isNearPercent(observed.accessibilityValue, of: reference) {
            return .accessibilityValuePercent
        }
        return Self.governing(field, among: observation).first
    }

    /// True when `text` is a number followed by `%` less than one percent from the reference's
    /// percentage under some arithmetic: a percentage written or rounded differently.
    private static func isNearPercent(_ text: String?, of reference: ReferenceSlider) -> Bool {
        guard let text, text.hasSuffix("%"), let number = Double(text.dropLast()) else { return false }
        return PercentArithmetic.allCases.contains { arithmetic in
            reference.percent(arithmetic).map { abs($0 - number) < 1 } ?? false
        }
    }
}
