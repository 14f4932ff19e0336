/// Checks an implementation step by step against `ReferenceSlider` under a profile.
///
/// After each operation, pass the implementation's observation to `check(_:observed:)`. The
/// checker keeps the reference outcome that matches (narrowing the open readings to the ones
/// the implementation revealed) and continues from it; when none matches it returns the
/// violation and blames a rule.
public struct ConformanceChecker: Sendable {
    /// The profile checked against.
    public let profile: Profile
    /// The reference's state after the last accepted step.
    public private(set) var reference = ReferenceSlider()
    /// The readings still allowed.
    public private(set) var readings: Readings

    /// Creates a checker for a fresh sequence.
    public init(profile: Profile) {
        self.profile = profile
        self.readings = profile.readings
    }

    /// The result of checking one step.
    public struct Step: Sendable {
        /// The rules that decided the step, in blame order (operation rules, then observation rules).
        public let rules: RuleList
        /// The divergence, or nil when the implementation conforms at this step.
        public let violation: Violation?
    }

    /// Checks the observation of a slider just created in code.
    public mutating func checkCreation(observed: SliderObservation) -> Step {
        reference = ReferenceSlider()
        let outcome = ReferenceOutcome(slider: reference, events: [], rules: ReferenceSlider.creationRules, readings: readings)
        return accept([outcome], observed: observed)
    }

    /// Checks the observation after `operation`; `observed.events` holds the events it sent.
    public mutating func check(_ operation: SliderOperation, observed: SliderObservation) -> Step {
        accept(reference.outcomes(of: operation, readings: readings), observed: observed)
    }

    private mutating func accept(_ outcomes: [ReferenceOutcome], observed: SliderObservation) -> Step {
        var closest: (outcome: ReferenceOutcome, expected: SliderObservation, misses: Int)?
        var accepted: (slider: ReferenceSlider, readings: Readings, rules: RuleList)?
        for outcome in outcomes {
            let match = OutcomeMatch(outcome: outcome, observed: observed)
            if match.matches {
                // Several outcomes may match one observation: every reading any of them allows
                // stays open, so the implementation is held only to what it has revealed.
                if let first = accepted {
                    accepted = (first.slider, first.readings.union(match.readings), first.rules)
                } else {
                    accepted = (outcome.slider, match.readings, outcome.rules)
                }
                continue
            }
            guard accepted == nil else { continue }
            let expected = match.expected(outcome, observed: observed)
            let misses = expected.differences(from: observed).count
            if closest == nil || misses < closest!.misses { closest = (outcome, expected, misses) }
        }
        if let accepted {
            reference = accepted.slider
            readings = accepted.readings
            return Step(rules: accepted.rules + accepted.slider.observationRules, violation: nil)
        }
        guard let (outcome, expected, _) = closest else {
            preconditionFailure("the reference produced no outcome; every reading set must hold at least one option")
        }
        let rules = outcome.rules + outcome.slider.observationRules
        let field = expected.differences(from: observed).first ?? .events
        let violation = Violation(
            rule: RuleCatalogue.blame(field, among: rules, reference: outcome.slider), field: field.description,
            expected: expected, observed: observed, rulesApplied: Array(rules))
        return Step(rules: rules, violation: violation)
    }
}
