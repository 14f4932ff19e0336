import SliderEngine
import SliderSpec
import Testing

/// `RuleTally` grows its counts past their first allocation without losing or doubling a count.
struct RuleTallyGrowthTests {
    @Test func aTallyCountsRulesInternedBeyondItsFirstAllocationExactly() {
        // More fresh rules than the first allocation holds, so their indices lie beyond it.
        let fresh = (0..<200).map { RuleID("test.rule-tally-growth-\($0)") }
        let catalogued = RuleCatalogue.rules[0].id
        var tally = RuleTally()
        tally.count(ConformanceChecker.Step(rules: [catalogued], violation: nil))
        tally.count(ConformanceChecker.Step(rules: [catalogued, fresh[199], fresh[0]], violation: nil))
        tally.count(ConformanceChecker.Step(rules: [fresh[199]], violation: nil))
        #expect(tally.decided(catalogued) == 2)
        #expect(tally.decided(fresh[199]) == 2)
        #expect(tally.decided(fresh[0]) == 1)
        #expect(tally.decided(fresh[100]) == 0)
        var increases: [Int: Int] = [:]
        tally.forEachIncrease(of: .decided, since: RuleTally()) { increases[$0] = $1 }
        #expect(increases == [Int(catalogued.index): 2, Int(fresh[199].index): 2, Int(fresh[0].index): 1])
    }
}
