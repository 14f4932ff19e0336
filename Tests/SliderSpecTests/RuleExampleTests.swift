import SliderSamples
import SliderSpec
import Testing

/// One test per rule, named by its id: the rule's example holds on every bundled implementation
/// of the example's profile (`documented` unless the example names an opt-in profile).
@MainActor
@Suite("Rule examples")
struct RuleExampleTests {
    /// The reference and the independently written sample for a profile.
    static func implementations(for profile: Profile) -> (reference: any SliderUnderTest.Type, sample: any SliderUnderTest.Type) {
        switch profile.id {
        case Profile.precisionRelease.id: (PrecisionReferenceImplementation.self, PrecisionSlider.self)
        case Profile.valueCallout.id: (CalloutReferenceImplementation.self, CalloutSlider.self)
        default: (ReferenceImplementation.self, SampleSlider.self)
        }
    }

    @Test("Example holds on the reference", arguments: RuleCatalogue.rules)
    func exampleHoldsOnReference(_ rule: Rule) {
        let profile = rule.example.profile ?? .documented
        expectNoProblems(rule, Self.implementations(for: profile).reference, profile)
    }

    @Test("Example holds on the independent sample", arguments: RuleCatalogue.rules)
    func exampleHoldsOnSample(_ rule: Rule) {
        let profile = rule.example.profile ?? .documented
        expectNoProblems(rule, Self.implementations(for: profile).sample, profile)
    }

    @Test("Example holds on the UIKit model (uikit-observed)", arguments: RuleCatalogue.rules.filter { $0.example.profile == nil })
    func exampleHoldsOnUIKitModel(_ rule: Rule) {
        expectNoProblems(rule, UIKitModelImplementation.self, .uikitObserved)
    }

    @Test("Example exercises its own rule", arguments: RuleCatalogue.rules)
    func exampleExercisesItsRule(_ rule: Rule) {
        let profile = rule.example.profile ?? .documented
        let reference = rule.id == .geometryClassicUIKit ? UIKitModelImplementation.self : Self.implementations(for: profile).reference
        let result = SequenceCheck.run(reference, rule.example.operations, profile: rule.id == .geometryClassicUIKit ? .uikitObserved : profile)
        #expect(result.rulesExercised[rule.id, default: 0] > 0, "the example of \(rule.id) never lets the reference apply it")
    }

    private func expectNoProblems(_ rule: Rule, _ type: any SliderUnderTest.Type, _ profile: Profile) {
        let problems = ExampleCheck.problems(of: rule, implementation: type, profile: profile)
        #expect(problems.isEmpty, "\(rule.id) on \(type.implementationName): \(problems.joined(separator: "; "))")
    }
}

extension Rule: CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}
