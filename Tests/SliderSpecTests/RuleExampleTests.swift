import SliderSamples
import SliderSpec
import Testing

/// One test per rule, named by its id: the rule's example holds on every bundled implementation.
@MainActor
@Suite("Rule examples")
struct RuleExampleTests {
    @Test("Example holds on the reference (documented)", arguments: RuleCatalogue.rules)
    func exampleHoldsOnReference(_ rule: Rule) {
        expectNoProblems(rule, ReferenceImplementation.self, .documented)
    }

    @Test("Example holds on SampleSlider (documented)", arguments: RuleCatalogue.rules)
    func exampleHoldsOnSampleSlider(_ rule: Rule) {
        expectNoProblems(rule, SampleSlider.self, .documented)
    }

    @Test("Example holds on the UIKit model (uikit-observed)", arguments: RuleCatalogue.rules)
    func exampleHoldsOnUIKitModel(_ rule: Rule) {
        expectNoProblems(rule, UIKitModelImplementation.self, .uikitObserved)
    }

    @Test("Example exercises its own rule", arguments: RuleCatalogue.rules)
    func exampleExercisesItsRule(_ rule: Rule) {
        let result = SequenceCheck.run(ReferenceImplementation.self, rule.example.operations, profile: .documented)
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
