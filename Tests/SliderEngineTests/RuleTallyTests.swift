import SliderEngine
import SliderSpec
import Testing

/// `RuleTally`, which fuzz runs count rules with and fuzz workers report from.
struct RuleTallyTests {
    private let rules = RuleCatalogue.rules.map(\.id)

    @Test func forEachIncreaseNamesExactlyTheRulesCountedSinceTheEarlierTally() {
        var tally = RuleTally()
        tally.add(decided: 3, diverged: 1, to: rules[0])
        tally.add(decided: 2, diverged: 0, to: rules[5])
        let earlier = tally
        tally.add(decided: 4, diverged: 0, to: rules[5])
        tally.add(decided: 1, diverged: 2, to: rules[rules.count - 1])

        var decided: [Int: Int] = [:]
        tally.forEachIncrease(of: .decided, since: earlier) { decided[$0] = $1 }
        var diverged: [Int: Int] = [:]
        tally.forEachIncrease(of: .diverged, since: earlier) { diverged[$0] = $1 }

        #expect(decided == [Int(rules[5].index): 4, Int(rules[rules.count - 1].index): 1])
        #expect(diverged == [Int(rules[rules.count - 1].index): 2])
        #expect(tally.decided(rules[5]) == 6)
    }

    @Test func forEachIncreaseSinceAnEmptyTallyNamesEveryCountedRule() {
        var tally = RuleTally()
        tally.add(decided: 7, diverged: 0, to: rules[2])
        var seen: [(Int, Int)] = []
        tally.forEachIncrease(of: .decided, since: RuleTally()) { seen.append(($0, $1)) }
        #expect(seen.map(\.0) == [Int(rules[2].index)])
        #expect(seen.map(\.1) == [7])
    }

    @Test func aTallyCountsAStepWithRulesNeverSeenBeforeOnce() {
        var tally = RuleTally()
        // The first step grows the counts; the second counts in place.
        tally.count(ConformanceChecker.Step(rules: [rules[2], rules[rules.count - 1]], violation: nil))
        tally.count(ConformanceChecker.Step(rules: [rules[2], rules[rules.count - 1], rules[5]], violation: nil))
        #expect(tally.decided(rules[2]) == 2)
        #expect(tally.decided(rules[rules.count - 1]) == 2)
        #expect(tally.decided(rules[5]) == 1)
        #expect(tally.decided(rules[4]) == 0)
    }
}
