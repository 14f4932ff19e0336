/// Runs a rule's example against an implementation: the expectations, and the differential check.
public enum ExampleCheck {
    /// Every way `implementation` fails `rule`'s example under `profile`; empty when it passes.
    ///
    /// The final observation must satisfy every expectation and, when the example lists outcomes
    /// by reading, every field of one outcome whose reading `profile` allows; fields are compared
    /// as the checker compares them (floats numerically), and fields it cannot read never.
    @MainActor
    public static func problems(of rule: Rule, implementation: any SliderUnderTest.Type, profile: Profile) -> [String] {
        problems(of: rule, implementation: SliderImplementation(implementation), profile: profile)
    }

    /// Every way `implementation` fails `rule`'s example under `profile`; empty when it passes.
    @MainActor
    public static func problems(of rule: Rule, implementation: SliderImplementation, profile: Profile) -> [String] {
        problems(of: rule, implementation: implementation, profile: profile, in: SequenceCheck.run(implementation, rule.example.operations, profile: profile))
    }

    /// How `implementation` fails `rule`'s example as a fuzz run judges it: the example's first
    /// divergence from the reference, or nothing. What `slider-conformance check` reports.
    ///
    /// Without a divergence the slider took only states the reference allows under `profile`,
    /// so an expectation or outcome it misses is the example's own shortfall (a profile feature
    /// its expectations do not list, say), never the slider's: `problems` reports those, for
    /// the catalogue's own tests on the reference models.
    @MainActor
    public static func failures(of rule: Rule, implementation: SliderImplementation, profile: Profile) -> [String] {
        let result = SequenceCheck.run(implementation, rule.example.operations, profile: profile)
        return result.violation == nil ? [] : problems(of: rule, implementation: implementation, profile: profile, in: result)
    }

    /// The problems of `result`, a run of `rule`'s example on `implementation`.
    @MainActor
    private static func problems(of rule: Rule, implementation: SliderImplementation, profile: Profile, in result: SequenceCheck.Result) -> [String] {
        var problems: [String] = []
        // Fields the implementation cannot read are never compared, as in a fuzz run.
        let unread = implementation.unreadObservationFields()
        if let violation = result.violation {
            problems.append(
                "diverges from the reference at step \(result.failingStep ?? -1): \(violation.field) breaks \(violation.rule)")
            return problems
        }
        for expectation in rule.example.expectations where !unread.contains(expectation.field) {
            let accepted = expectation.accepted(under: profile)
            let actual = expectation.field.render(result.finalObservation)
            let agrees = accepted.contains { expectation.field.agrees(result.finalObservation, rendered: $0) }
            if !accepted.isEmpty, result.violation == nil, !agrees {
                problems.append("\(expectation.field) is \(actual), expected \(accepted.joined(separator: " or "))")
            }
        }
        let outcomes = allowedOutcomes(of: rule, under: profile)
        if !rule.example.outcomes.isEmpty {
            let matched = outcomes.contains { outcome in
                outcome.fields.allSatisfy { unread.contains($0.field) || $0.field.agrees(result.finalObservation, rendered: $0.value) }
            }
            if !matched {
                let allowed = outcomes.map(\.reading).joined(separator: ", ")
                problems.append("the final state matches no outcome of the readings \(profile.id) allows (\(allowed))")
            }
        }
        return problems
    }

    /// The example's outcomes whose reading `profile` allows for the rule's question (every
    /// outcome when the rule has no question of its own).
    public static func allowedOutcomes(of rule: Rule, under profile: Profile) -> [ReadingOutcome] {
        guard let allowed = RuleCatalogue.allowedReadings(for: rule.id, under: profile) else { return rule.example.outcomes }
        return rule.example.outcomes.filter { allowed.contains($0.reading) }
    }
}
