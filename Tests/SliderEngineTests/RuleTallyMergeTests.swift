import SliderEngine
import SliderSpec
import Testing

/// A run adds each sequence's `RuleTally` to its own: every rule's counts add up, whichever
/// tally was counted longer.
struct RuleTallyMergeTests {
    private let rules = RuleCatalogue.rules.map(\.id)

    @Test func addingATallySumsEachRulesDecidedAndDivergedCounts() {
        var total = RuleTally()
        total.add(decided: 5, diverged: 1, to: rules[0])
        total.add(decided: 2, diverged: 0, to: rules[7])
        var sequence = RuleTally()
        sequence.count(ConformanceChecker.Step(rules: [rules[0], rules[3]], violation: nil))
        sequence.count(ConformanceChecker.Step(rules: [rules[3], rules[rules.count - 1]], violation: nil))
        sequence.add(decided: 0, diverged: 4, to: rules[7])
        total.add(sequence)
        #expect(total.decided(rules[0]) == 6)
        #expect(total.decided(rules[3]) == 2)
        #expect(total.decided(rules[7]) == 2)
        #expect(total.decided(rules[rules.count - 1]) == 1)
        #expect(total.diverged(rules[0]) == 1)
        #expect(total.diverged(rules[7]) == 4)
        #expect(total.decided(rules[1]) == 0)
    }

    @Test func addingATallyToAnEmptyOneCopiesItsCounts() {
        var sequence = RuleTally()
        sequence.count(ConformanceChecker.Step(rules: [rules[2], rules[rules.count - 1]], violation: nil))
        var total = RuleTally()
        total.add(sequence)
        #expect(total == sequence)
        total.add(RuleTally())
        #expect(total == sequence)
    }
}
