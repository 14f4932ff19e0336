/// Runs a rule's example against an implementation: the expectations, and the differential check.
public enum ExampleCheck {
    /// Every way `implementation` fails `rule`'s example under `profile`; empty when it passes.
    @MainActor
    public static func problems(of rule: Rule, implementation: any SliderUnderTest.Type, profile: Profile) -> [String] {
        let result = SequenceCheck.run(implementation, rule.example.operations, profile: profile)
        var problems: [String] = []
        if let violation = result.violation {
            problems.append(
                "diverges from the reference at step \(result.failingStep ?? -1): \(violation.field) breaks \(violation.rule)")
        }
        for expectation in rule.example.expectations {
            let accepted = expectation.accepted(under: profile)
            let actual = expectation.field.render(result.finalObservation)
            let agrees = accepted.contains { expectation.field.agrees(result.finalObservation, rendered: $0) }
            if !accepted.isEmpty, result.violation == nil, !agrees {
                problems.append("\(expectation.field) is \(actual), expected \(accepted.joined(separator: " or "))")
            }
        }
        return problems
    }
}
