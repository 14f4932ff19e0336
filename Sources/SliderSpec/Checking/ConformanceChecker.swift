/// Checks an implementation step by step against `ReferenceSlider` under a profile.
///
/// After each operation, pass the implementation's observation to `check(_:observed:)`. The
/// checker keeps every reference state that is consistent with everything observed so far
/// (readings narrow as the implementation reveals them; outcomes that look alike but differ
/// underneath, such as where the finger grabbed the thumb, are all kept) and continues from
/// them; when none matches it returns the violation, blames a rule, and re-synchronises: it
/// adopts the implementation's observed state (`ReferenceSlider.adopt`), so checking can go on
/// from there and what follows from that state is not reported again. The states the reference
/// allowed are kept beside it, for an implementation whose difference showed only once.
public struct ConformanceChecker: Sendable {
    /// The profile checked against.
    public let profile: Profile
    /// The fields the implementation declared it cannot read
    /// (`SliderUnderTest.unsupportedObservationFields`): never compared, so they never differ.
    public let unsupportedFields: Set<ObservationField>
    /// The unsupported fields only a relation checks (`ObservationField.reportedOnly`): left out
    /// of every observation before it is checked or kept, whatever the implementation wrote there.
    private let leftOut: Set<ObservationField>
    /// The reference states consistent with what was observed, each with its readings; never empty.
    public var candidates: [(slider: ReferenceSlider, readings: Readings)] { ([first] + others).map { ($0.slider, $0.readings) } }
    /// The most candidates kept at once; beyond that the first ones are kept.
    public static let maximumCandidates = 16

    /// One reference state consistent with what was observed, with its readings.
    private struct Candidate: Sendable {
        var slider: ReferenceSlider
        var readings: Readings
        /// True for a state the reference allowed at a divergence, kept in case the difference
        /// showed only once (`diverge`): the implementation's observation contradicted it, so it
        /// may be accepted again when a later step matches it, but it never stands for what is
        /// expected at a later divergence (that would charge the adopted difference again).
        var isContradicted = false
    }

    /// The first candidate, kept outside the array: the usual step (one candidate) reads and
    /// replaces it in place, where an array's element passed to a function is copied first.
    private var first: Candidate
    /// The other candidates, in order: usually none (a named struct: arrays of it copy without
    /// the runtime's tuple witnesses).
    private var others: [Candidate] = []
    /// The derived fields that still differed after the last divergence was adopted: while one
    /// of them goes on differing, that is a consequence of the root already reported there, not a
    /// new failure. Empty after a step that conforms.
    private var openDifferences: [ObservationField] = []
    /// The implementation's observation at the last step, to tell a derived field the
    /// implementation left as it was from one it changed; meaningful only while `keeps` (not
    /// optional: an observation moved in is not wrapped first).
    private var kept: SliderObservation
    /// True when `kept` holds the last step's observation (false before the first step, and
    /// while a caller that keeps the observations hands the previous one to each step).
    private var keeps = false
    /// `kept`, or nil when it does not hold the last step's observation (`keeps`).
    private var previous: SliderObservation? { keeps ? kept : nil }
    /// A list and an array kept between steps only for their slots and capacity, so a checked
    /// step allocates none:
    /// the outcomes of the candidate being matched, and the candidates being accepted.
    private var outcomeScratch = OutcomeList()
    private var acceptedScratch: [Candidate] = []
    /// The last creation that conformed, or nil. A fresh slider of the same implementation
    /// shows the same observation again, so the creation of the next sequence is checked by one
    /// comparison. (Held by reference: compared and copied from where it lies, where a stored
    /// struct was copied whole first, callgrind.)
    private var lastCreation: CreationCheck?
    /// The observation rules of the state last accepted, kept while their inputs stay.
    private var observationRulesMemo = ObservationRulesMemo()
    /// The last percentage's text matched, kept while its inputs stay.
    private var percentTextMemo = PercentTextMemo()

    /// A conforming creation: what was observed, and the step and candidates it gave.
    private final class CreationCheck: Sendable {
        let observed: SliderObservation
        let step: Step
        let first: Candidate
        init(observed: SliderObservation, step: Step, first: Candidate) {
            self.observed = observed
            self.step = step
            self.first = first
        }
    }

    /// Creates a checker for a fresh sequence of an implementation that cannot read `unsupportedFields`.
    public init(profile: Profile, unsupportedFields: Set<ObservationField> = []) {
        self.profile = profile
        self.unsupportedFields = unsupportedFields
        leftOut = unsupportedFields.intersection(ObservationField.reportedOnly)
        first = Candidate(slider: ReferenceSlider(), readings: profile.readings)
        kept = first.slider.observation(readings: first.readings)
    }

    /// The observation checked last (by `checkCreation` or `check`), or nil before the first. A
    /// `CheckedSession`'s checker keeps none once it has checked an operation: the session keeps
    /// its observations where the implementation wrote them (`CheckedSession.lastObservation`).
    public var lastObserved: SliderObservation? { previous }

    /// The reference's state after the last accepted step (the first candidate).
    public var reference: ReferenceSlider { first.slider }

    /// The readings still allowed by any candidate.
    public var readings: Readings {
        others.reduce(first.readings) { $0.union($1.readings) }
    }

    /// The result of checking one step.
    public struct Step: Sendable {
        /// The rules that decided the step, in blame order (operation rules, then observation rules).
        public let rules: RuleList
        /// The divergence, boxed: a conforming step stays small to pass around.
        private let box: DivergenceBox?

        /// A step decided by `rules`, diverging with `violation` (or conforming when nil).
        public init(rules: RuleList, violation: Violation?) {
            self.rules = rules
            box = violation.map { DivergenceBox(violations: [$0], maskedRules: []) }
        }

        /// A step decided by `rules` that broke each rule of `violations` (one root cause each),
        /// and where the fields `maskedRules` govern differed only as consequences of earlier or
        /// other roots: those rules are not counted as having decided it.
        public init(rules: RuleList, violations: [Violation], maskedRules: [RuleID]) {
            self.rules = rules
            box = violations.isEmpty && maskedRules.isEmpty ? nil : DivergenceBox(violations: violations, maskedRules: maskedRules)
        }

        /// The first divergence (the first root cause in field order), or nil when the
        /// implementation conforms at this step or differs there only as a consequence.
        public var violation: Violation? { box?.violations.first }

        /// Every root cause found at this step, one per rule charged, in field order.
        public var violations: [Violation] { box?.violations ?? [] }

        /// The rules whose fields differed at this step only as consequences of a root cause:
        /// neither passed nor failed by it.
        public var maskedRules: [RuleID] { box?.maskedRules ?? [] }

        /// True when anything differed at this step, a root cause or a consequence.
        public var differs: Bool { box != nil }

        /// The rule the first divergence is blamed on, or nil when the implementation conforms
        /// at this step (without copying the violation out).
        public var blamedRule: RuleID? { box?.violations.first?.rule }
    }

    /// What differed at one step, kept on the heap.
    private final class DivergenceBox: Sendable {
        let violations: [Violation]
        let maskedRules: [RuleID]
        init(violations: [Violation], maskedRules: [RuleID]) {
            self.violations = violations
            self.maskedRules = maskedRules
        }
    }

    /// Checks the observation of a slider just created in code.
    public mutating func checkCreation(observed: SliderObservation) -> Step {
        var observed = observed
        if !leftOut.isEmpty { observed.leaveOut(leftOut) }
        if let step = repeatedCreation(&observed) { return step }
        let readings = profile.readings
        first = Candidate(slider: ReferenceSlider(), readings: readings)
        others.removeAll(keepingCapacity: true)
        keeps = false
        defer {
            kept = observed
            keeps = true
        }
        let step = accept(after: nil, observed: &observed) ?? diverge(after: nil, observed: observed, previous: nil)
        if !step.differs, others.isEmpty {
            lastCreation = CreationCheck(observed: observed, step: step, first: first)
        }
        return step
    }

    /// `checkCreation(observed:)` for `CheckedSession`, given the observation by address, where
    /// the session keeps it (not changed: a field left out is left out of a copy).
    mutating func checkCreation(observedInPlace observed: inout SliderObservation) -> Step {
        if leftOut.isEmpty, let step = repeatedCreation(&observed) { return step }
        return checkCreation(observed: observed)
    }

    /// The step of the last creation that conformed when `observed` is what it observed (equal
    /// observations match the same outcomes with the same readings), its candidate taken again
    /// with the geometry and height taken from this one, as `accept` takes them; else nil, with
    /// nothing changed but the open differences. `observed` is not changed.
    private mutating func repeatedCreation(_ observed: inout SliderObservation) -> Step? {
        openDifferences = []
        guard let last = lastCreation, last.observed == observed else { return nil }
        first = last.first
        others.removeAll(keepingCapacity: true)
        first.slider.geometry = observed.geometry
        first.slider.intrinsicContentHeight = observed.intrinsicContentHeight
        kept = observed
        keeps = true
        return last.step
    }

    /// Checks the observation after `operation`; `observed.events` holds the events it sent.
    /// The observation is kept (`lastObserved`), moved in rather than copied when the caller
    /// passes its last use.
    public mutating func check(_ operation: SliderOperation, observed: consuming SliderObservation) -> Step {
        if !leftOut.isEmpty { observed.leaveOut(leftOut) }
        let step =
            matchedStep(after: operation, observed: &observed) ?? diverge(after: operation, observed: observed, previous: previous)
        kept = consume observed
        keeps = true
        return step
    }

    /// `check(_:observed:)` for a caller that keeps the observations itself (`CheckedSession`,
    /// alternating two storages the implementation writes into): `previous` is the observation
    /// checked before (or the creation's), and neither is copied unless the step diverges. Both
    /// are taken by address (neither is changed): observations stored in memory and passed on
    /// borrowed were copied first (callgrind). Afterwards `lastObserved` is nil.
    mutating func check(
        _ operation: SliderOperation, observed: inout SliderObservation, previous: inout SliderObservation
    ) -> Step {
        keeps = false
        if !leftOut.isEmpty { observed.leaveOut(leftOut) }
        if let step = matchedStep(after: operation, observed: &observed) { return step }
        return diverge(after: operation, observed: observed, previous: copy previous)
    }

    /// The step `observed` makes after `operation` when an outcome matches it, else nil.
    /// `observed` is not changed: from here on the step takes it by address (an observation in
    /// memory passed on borrowed was copied whole first, callgrind).
    private mutating func matchedStep(after operation: SliderOperation, observed: inout SliderObservation) -> Step? {
        if let alone = acceptAlone(operation, observed: &observed) { return alone }
        return accept(after: operation, observed: &observed)
    }

    /// Appends the outcomes of `operation` from `slider` under `readings` to `outcomes`
    /// (`ReferenceSlider.appendOutcomes`), those alike but for a reading built as one when
    /// `joiningAlike`; with no operation, the outcome of creating a slider in code. Called
    /// directly rather than passed as a closure, which copied the operation on every step (callgrind).
    /// `slider` is not changed: it is taken by address and copied once, into the outcomes' base
    /// (`ReferenceSlider.appendOutcomes` builds the same base from a copy passed to it).
    private static func appendOutcomes(
        after operation: SliderOperation?, of slider: inout ReferenceSlider, readings: Readings, features: Set<ProfileFeature>,
        joiningAlike: Bool, to outcomes: inout OutcomeList
    ) {
        guard let operation else {
            var created = ReferenceOutcome(slider: ReferenceSlider(), events: [], rules: ReferenceSlider.creationRules, readings: readings)
            outcomes.append(&created)
            return
        }
        var base = ReferenceOutcome(slider: slider, events: [], rules: [], readings: readings)
        base.joinsAlike = joiningAlike
        base.appendOutcomes(of: operation, features: features, to: &outcomes)
    }

    /// Passes the reference's state after the last accepted step (the first candidate) to `body`,
    /// without copying it.
    public func withReference<Result>(_ body: (ReferenceSlider) throws -> Result) rethrows -> Result {
        try body(first.slider)
    }

    /// `withReference`, the state lent to `body` by address, where it lies: `body` reads it and
    /// must not change it. (A stored state passed on borrowed was copied whole first, callgrind.)
    package mutating func lendReference<Result>(_ body: (inout ReferenceSlider) throws -> Result) rethrows -> Result {
        try body(&first.slider)
    }

    /// Keeps the outcomes of the candidates that match `observed`; when none does, returns nil
    /// for the caller to report the divergence (`diverge`). A candidate's outcomes are built
    /// with those alike but for a reading built as one (matching joins their readings anyway);
    /// they are built again, each apart, only on a divergence, so a matching step builds no
    /// diagnostics. Outcomes are settled and matched where they lie, in arrays kept from step
    /// to step.
    private mutating func accept(
        after operation: SliderOperation?, observed: inout SliderObservation
    ) -> Step? {
        // The single candidate's outcomes, once built there, are matched below as they lie.
        let firstBuilt = others.isEmpty && unsupportedFields.isEmpty
        if firstBuilt, let step = acceptSingle(after: operation, observed: &observed) { return step }
        let features = profile.features
        var accepted: [Candidate] = []
        var buffer = OutcomeList()
        swap(&accepted, &acceptedScratch)
        swap(&buffer, &outcomeScratch)
        accepted.removeAll(keepingCapacity: true)
        var acceptedRules: RuleList?
        var acceptedObservation: SliderObservation?
        for candidate in 0...others.count {
            if !(firstBuilt && candidate == 0) {
                buffer.removeAll()
                if candidate == 0 {
                    Self.appendOutcomes(
                        after: operation, of: &first.slider, readings: first.readings, features: features, joiningAlike: true, to: &buffer)
                } else {
                    Self.appendOutcomes(
                        after: operation, of: &others[candidate - 1].slider, readings: others[candidate - 1].readings, features: features,
                        joiningAlike: true, to: &buffer)
                }
            }
            for index in buffer.indices {
                let match: OutcomeMatch
                if unsupportedFields.isEmpty {
                    match = OutcomeMatch(settling: &buffer[index], observed: &observed, percentMemo: &percentTextMemo)
                } else {
                    var seen = comparable(observed, settling: &buffer[index])
                    match = OutcomeMatch(settling: &buffer[index], observed: &seen)
                    if match.matches, acceptedObservation == nil { acceptedObservation = seen }
                }
                guard match.matches else { continue }
                if acceptedRules == nil { acceptedRules = buffer[index].rules }
                if let known = accepted.firstIndex(where: { $0.slider == buffer[index].slider }) {
                    accepted[known].readings = accepted[known].readings.union(match.readings)
                } else if accepted.count < Self.maximumCandidates {
                    accepted.append(Candidate(slider: buffer[index].slider, readings: match.readings))
                }
            }
        }
        outcomeScratch = buffer
        guard let acceptedRules else {
            acceptedScratch = accepted
            return nil
        }
        var decided = acceptedObservation ?? observed
        let text = ObservationRulesMemo.TextFacts(of: &accepted[0].slider)
        let (rules, breach) = Self.decide(
            after: operation, acceptedRules: acceptedRules, reference: &accepted[0].slider, text: text, observed: &decided,
            features: profile.features, memo: &observationRulesMemo)
        if !openDifferences.isEmpty { openDifferences = [] }
        for index in accepted.indices {
            accepted[index].slider.geometry = observed.geometry
            accepted[index].slider.intrinsicContentHeight = observed.intrinsicContentHeight
        }
        swap(&first, &accepted[0])
        others.removeAll(keepingCapacity: true)
        others.append(contentsOf: accepted.dropFirst())
        acceptedScratch = accepted
        return Self.matched(rules: rules, breach: breach, observed: &observed)
    }

    /// The usual step, done in place: one candidate (every field read) whose outcomes that match
    /// `observed` are one state (one outcome, or several that differ only in their readings, which
    /// are joined as `accept` joins them). That outcome's slider is moved into the candidate
    /// rather than copied into a new list. Otherwise nil, with the candidate's outcomes (settled
    /// where they were matched) left in `outcomeScratch` for `accept` to match.
    private mutating func acceptSingle(
        after operation: SliderOperation?, observed: inout SliderObservation
    ) -> Step? {
        outcomeScratch.removeAll()
        Self.appendOutcomes(
            after: operation, of: &first.slider, readings: first.readings, features: profile.features, joiningAlike: true,
            to: &outcomeScratch)
        var accepted: (index: Int, readings: Readings, text: ObservationRulesMemo.TextFacts)?
        for index in outcomeScratch.indices {
            let match = OutcomeMatch(settling: &outcomeScratch[index], observed: &observed, percentMemo: &percentTextMemo)
            guard match.matches else { continue }
            guard let first = accepted else {
                accepted = (index, match.readings, match.textFacts)
                continue
            }
            guard outcomeScratch[index].slider == outcomeScratch[first.index].slider else { return nil }
            accepted = (first.index, first.readings.union(match.readings), first.text)
        }
        guard let (index, readings, text) = accepted else { return nil }
        exchangeInPlace(&first.slider, &outcomeScratch[index].slider)
        first.readings = readings
        let (rules, breach) = Self.decide(
            after: operation, acceptedRules: outcomeScratch[index].rules, reference: &first.slider, text: text, observed: &observed,
            features: profile.features, memo: &observationRulesMemo)
        if !openDifferences.isEmpty { openDifferences = [] }
        first.slider.geometry = observed.geometry
        first.slider.intrinsicContentHeight = observed.intrinsicContentHeight
        return Self.matched(rules: rules, breach: breach, observed: &observed)
    }

    /// The usual step of a plain setter, done without building outcomes: one candidate (every
    /// field read), an operation `ReferenceSlider.applyAlone` applies, and its one outcome matches
    /// `observed`; the candidate then becomes that outcome. Otherwise nil, the candidate unchanged.
    private mutating func acceptAlone(_ operation: SliderOperation, observed: inout SliderObservation) -> Step? {
        guard others.isEmpty, unsupportedFields.isEmpty, first.slider.appliesAlone(operation) else { return nil }
        // A load replaces the whole slider, which `PlainSetterUndo` does not keep (kept there, it
        // slowed every other step): it is matched as an outcome.
        if case .loadFromInterfaceBuilder = operation { return nil }
        // The candidate's slider applied and matched in place (a plain setter sends no events and
        // leaves nothing to settle), what the setter overwrites kept to take it back on a
        // mismatch: a copy applied and moved in was copied whole about six times (callgrind).
        let undo = PlainSetterUndo(before: operation, of: &first.slider)
        let rules = first.slider.applyAlone(operation)
        let match = OutcomeMatch(applied: &first.slider, readings: first.readings, observed: &observed, percentMemo: &percentTextMemo)
        guard match.matches else {
            undo.restore(&first.slider)
            return nil
        }
        let (decided, breach) = Self.decide(
            after: operation, acceptedRules: rules, reference: &first.slider, text: match.textFacts, observed: &observed,
            features: profile.features, memo: &observationRulesMemo)
        if !openDifferences.isEmpty { openDifferences = [] }
        first.slider.geometry = observed.geometry
        first.slider.intrinsicContentHeight = observed.intrinsicContentHeight
        first.readings = match.readings
        return Self.matched(rules: decided, breach: breach, observed: &observed)
    }

    /// The step of an observation that matched: conforming, or breaking `breach`'s relation
    /// (consumed: bound where it was passed, it was copied on every step). `observed` is not
    /// changed, taken by address.
    private static func matched(rules: RuleList, breach: consuming GeometryRelations.Breach?, observed: inout SliderObservation) -> Step {
        guard let breach else { return Step(rules: rules, violation: nil) }
        let violation = Violation(
            rule: breach.rule, field: breach.field.description, expected: observed, observed: observed,
            rulesApplied: Array(rules), explanation: breach.explanation)
        return Step(rules: rules, violation: violation)
    }

    /// The rules that decided a matching step (the operation's, then the observation's and the
    /// relations'), and the first relation `observed` breaks, given the first accepted state and
    /// the profile's `features` (static: a mutating caller would otherwise copy the checker). The
    /// observation's and the relations' rules come through `memo`, listed again only when their
    /// inputs changed.
    /// `first` and `observed` are not changed: both are taken by address, where they lie. `text`
    /// is what the observation rules read of `first`'s percentage, as its match found it.
    private static func decide(
        after operation: SliderOperation?, acceptedRules: RuleList, reference first: inout ReferenceSlider,
        text: ObservationRulesMemo.TextFacts, observed: inout SliderObservation, features: Set<ProfileFeature>,
        memo: inout ObservationRulesMemo
    ) -> (RuleList, GeometryRelations.Breach?) {
        // Built in one list in place: each `+` copied a list whole (callgrind).
        var rules = acceptedRules
        memo.append(rulesOf: &first, text: text, observed: &observed, features: features, to: &rules)
        let breach = GeometryRelations.firstBreach(&observed, reference: &first, features: features)
            ?? VocabularyRelations.firstBreach(&observed, after: operation, reference: &first, features: features)
        return (rules, breach)
    }

    /// The step when no outcome of any candidate matches `observed`: the outcome that misses
    /// fewest stored fields, then fewest fields (`misses`), is the one expected; each field it misses is a root cause or a consequence
    /// (`DivergenceAnalysis`), each root charged to the rule that governs it. Then re-synchronises: goes on
    /// from the implementation's state, with the profile's readings afresh (a difference must not
    /// pin a reading that later steps would need), or from any state the reference allowed.
    /// `previous` is the observation checked before this step, or nil at the creation.
    private mutating func diverge(
        after operation: SliderOperation?, observed: SliderObservation, previous: SliderObservation?
    ) -> Step {
        let unchanged = fieldsLeftRight(observed, previous: previous)
        var closest: (
            outcome: ReferenceOutcome, settled: ReferenceOutcome, match: OutcomeMatch, expected: SliderObservation,
            observed: SliderObservation, misses: Int
        )?
        var expectedStates: [Candidate] = []
        // Only the states consistent with everything observed: a state kept from an earlier
        // divergence lacks what the implementation showed there, which was adopted.
        for var candidate in [first] + others where !candidate.isContradicted {
            var candidateOutcomes = OutcomeList()
            Self.appendOutcomes(
                after: operation, of: &candidate.slider, readings: candidate.readings, features: profile.features, joiningAlike: false,
                to: &candidateOutcomes)
            for outcome in candidateOutcomes {
                var settled = outcome
                var observed = unsupportedFields.isEmpty ? observed : comparable(observed, settling: &settled)
                let match = OutcomeMatch(settling: &settled, observed: &observed)
                // Outcomes built apart per reading may be one state: its readings are all of theirs.
                if let known = expectedStates.firstIndex(where: { $0.slider == settled.slider }) {
                    expectedStates[known].readings = expectedStates[known].readings.union(match.readings)
                } else if expectedStates.count < Self.maximumCandidates - 1 {
                    expectedStates.append(Candidate(slider: settled.slider, readings: match.readings, isContradicted: true))
                }
                let expected = match.expected(settled, observed: observed)
                let misses = Self.misses(expected.differences(from: observed))
                if closest == nil || misses < closest!.misses { closest = (outcome, settled, match, expected, observed, misses) }
            }
        }
        guard let (closestOutcome, settled, match, expected, observed, misses) = closest else {
            preconditionFailure("the reference produced no outcome; every reading set must hold at least one option")
        }
        // A question an earlier step answered, answered otherwise now: that question is the cause.
        var outcome = closestOutcome
        for rule in answeredOtherwise(after: operation, observed: observed, fewerThan: misses).reversed() {
            outcome.rules.moveToFront(rule)
        }
        var adopted = settled.slider
        adopted.adopt(observed, missing: match.missing, combined: match.combined)
        let differences = expected.differences(from: observed)
        let remaining = Self.differences(of: adopted, events: settled.events, readings: profile.readings, from: observed)
        let analysis = DivergenceAnalysis(
            differences: differences, unexplained: remaining, open: openDifferences,
            unchanged: differences.filter { !$0.isStoredState && unchanged.contains($0) }, previousValue: previous?.value,
            expected: expected, observed: observed, openQuestions: profile.readings.openQuestionRules)
        // Every derived field the adopted state does not explain stays open, whether or not the
        // expected outcome checked it here (an unchecked text still reads wrong afterwards).
        openDifferences = remaining.filter { $0 != .events }
        let step = Self.decidingRelations(of: analysis.step(outcome: outcome, after: operation), roots: analysis.roots.map(\.field), differing: differences, adopted: adopted, observed: observed, features: profile.features)
        first = Candidate(slider: adopted, readings: profile.readings)
        others.removeAll(keepingCapacity: true)
        for var state in expectedStates {
            state.slider.geometry = observed.geometry
            state.slider.intrinsicContentHeight = observed.intrinsicContentHeight
            if state.slider != adopted { others.append(state) }
        }
        return step
    }

    /// How far an outcome is from an observation that differs from it in `differences`: first
    /// the stored fields it misses (what the operation did to the state), then every field (what
    /// follows from that state). An implementation that reached one outcome's stored state meant
    /// that outcome, whatever its events or texts say.
    private static func misses(_ differences: [ObservationField]) -> Int {
        differences.reduce(0) { $0 + ($1.isStoredState ? 1_000 : 1) }
    }

    /// The rules of the questions an earlier step answered (pinned in a candidate's readings)
    /// that the implementation answered otherwise at this step: an outcome under the profile's
    /// readings that answers them otherwise misses `observed` in fewer fields than `misses`, the
    /// fewest of any outcome the candidates allow. Empty when none does (the closest outcome's
    /// own rules are blamed then). Built only at a divergence.
    private func answeredOtherwise(after operation: SliderOperation?, observed: SliderObservation, fewerThan misses: Int) -> [RuleID] {
        guard let operation, misses > 0 else { return [] }
        var best: (misses: Int, rules: [RuleID])?
        for var candidate in [first] + others where !candidate.isContradicted && candidate.readings != profile.readings {
            var outcomes = OutcomeList()
            Self.appendOutcomes(
                after: operation, of: &candidate.slider, readings: profile.readings, features: profile.features, joiningAlike: false,
                to: &outcomes)
            for var outcome in outcomes {
                let rules = outcome.readings.rulesAnsweredOtherwise(than: candidate.readings)
                guard !rules.isEmpty else { continue }
                var seen = unsupportedFields.isEmpty ? observed : comparable(observed, settling: &outcome)
                let match = OutcomeMatch(settling: &outcome, observed: &seen)
                let count = Self.misses(match.expected(outcome, observed: seen).differences(from: seen))
                if count < (best?.misses ?? misses) { best = (count, rules) }
            }
        }
        return best?.rules ?? []
    }

    /// `step`, a diverging step, with the geometry relations decided against the adopted state
    /// (`adopted`, the implementation's own), as a matching step decides them (`decide`): whatever
    /// unrelated fields differed, a relation holds or breaks on the implementation's own state. A
    /// relation it breaks is a root of its own, unless a field the relation reads (`relationInputs`)
    /// is itself a root at this step: then the breach follows from that root, and the relation is
    /// masked (neither passed nor failed by this step).
    private static func decidingRelations(
        of step: Step, roots: [ObservationField], differing: [ObservationField], adopted: ReferenceSlider, observed: SliderObservation,
        features: Set<ProfileFeature>
    ) -> Step {
        var rules = step.rules
        var violations = step.violations
        var masked = step.maskedRules
        let charged = violations.flatMap(\.chargedRules)
        for rule in GeometryRelations.rules(for: observed, reference: adopted, features: features) where !rules.contains(rule) {
            rules.append(rule)
            // A rule that governs a field differing here is no evidence either way (as `DivergenceAnalysis` masks).
            if !charged.contains(rule), !masked.contains(rule), differing.contains(where: { RuleCatalogue.rule(rule, governs: $0) }) {
                masked.append(rule)
            }
        }
        var observed = observed, adopted = adopted
        if let breach = GeometryRelations.firstBreach(&observed, reference: &adopted, features: features),
            !violations.contains(where: { $0.chargedRules.contains(breach.rule) })
        {
            if roots.contains(where: relationInputs.contains) {
                if !masked.contains(breach.rule) { masked.append(breach.rule) }
            } else {
                violations.append(Violation(
                    rule: breach.rule, field: breach.field.description, expected: observed, observed: observed,
                    rulesApplied: Array(rules), explanation: breach.explanation))
            }
        }
        return Step(rules: rules, violations: violations, maskedRules: masked)
    }

    /// The fields the geometry relations read besides the geometry itself (the value, limits,
    /// bounds, direction and every image a layout sizes a rectangle by): a root among them at a
    /// step makes that step's breach of a relation its consequence.
    private static let relationInputs: Set<ObservationField> =
        Set<ObservationField>([.value, .minimumValue, .maximumValue, .minimumValueImage, .maximumValueImage, .layoutDirection, .geometry(.bounds)])
        .union(SliderPart.allCases.flatMap { part in ControlState.all.map { ObservationField.image(part, $0) } + [.currentImage(part)] })

    /// `observed` as it is compared with `outcome`, which it settles: each unsupported field is
    /// read from the outcome's own observation (an unsupported value is not adopted from it).
    private func comparable(_ observed: SliderObservation, settling outcome: inout ReferenceOutcome) -> SliderObservation {
        outcome.settle(
            observedValue: unsupportedFields.contains(.value) ? nil : observed.value,
            observedEvents: unsupportedFields.contains(.events) ? nil : observed.events)
        let own = outcome.slider.observation(readings: outcome.readings, events: outcome.events)
        return observed.replacing(unsupportedFields, from: own)
    }
}

extension ConformanceChecker {
    /// The fields `observed` shows as the implementation showed them at the last step
    /// (`previous`), when that was what the reference's state before this step shows (its
    /// preferred readings): fields that were right and that the implementation left as they were.
    fileprivate func fieldsLeftRight(_ observed: SliderObservation, previous: SliderObservation?) -> [ObservationField] {
        guard let previous else { return [] }
        let state = first
        let changed = previous.differences(from: observed)
        let wrongBefore = state.slider.observation(readings: state.readings).differences(from: previous)
        return ObservationField.all.filter { !changed.contains($0) && !wrongBefore.contains($0) }
    }

    /// The fields in which `observed` differs from `slider`'s own observation under any of
    /// `readings` (after `events`): what the adoption of the implementation's state cannot explain.
    fileprivate static func differences(
        of slider: ReferenceSlider, events: [SliderEvent], readings: Readings, from observed: SliderObservation
    ) -> [ObservationField] {
        var outcome = ReferenceOutcome(slider: slider, events: events, rules: [], readings: readings)
        var observed = observed
        let match = OutcomeMatch(settling: &outcome, observed: &observed)
        return match.expected(outcome, observed: observed).differences(from: observed)
    }
}
