import SliderEngine
import SliderSpec
import Testing

/// A fresh `RuleTally` counts its first step exactly, whichever path counts it.
struct RuleTallyFirstStepTests {
    @Test func aFreshTallysFirstStepCountsEachRuleOnceEvenBeyondItsFirstAllocation() {
        let beyond = (0..<200).map { RuleID("test.rule-tally-first-step-\($0)") }.last!
        let catalogued = RuleCatalogue.rules[0].id
        var tally = RuleTally()
        tally.count(ConformanceChecker.Step(rules: [catalogued, beyond], violation: nil))
        #expect(tally.decided(catalogued) == 1)
        #expect(tally.decided(beyond) == 1)
        var increases: [Int: Int] = [:]
        tally.forEachIncrease(of: .decided, since: RuleTally()) { increases[$0] = $1 }
        #expect(increases == [Int(catalogued.index): 1, Int(beyond.index): 1])
    }

    @Test func aStepWithoutRulesLeavesAFreshTallyEqualToAnEmptyOne() {
        var tally = RuleTally()
        tally.count(ConformanceChecker.Step(rules: [], violation: nil))
        #expect(tally == RuleTally())
    }
}
