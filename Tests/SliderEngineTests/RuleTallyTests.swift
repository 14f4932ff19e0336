import SliderEngine
import SliderSpec
import Testing

/// `RuleTally`, which fuzz runs count rules with and fuzz workers report from: each step's rules
/// counted exactly once, however many rules there are; tallies added together; and the counts
/// that grew since an earlier tally.
struct RuleTallyTests {
    private let rules = RuleCatalogue.rules.map(\.id)

    /// Counts `steps` into one tally and expects every rule's count to be a plain count's.
    private func expectExactCounts(_ steps: [[RuleID]]) {
        var tally = RuleTally()
        var expected: [RuleID: Int] = [:]
        for rules in steps {
            var list = RuleList()
            for rule in rules { list.append(rule) }
            tally.count(ConformanceChecker.Step(rules: list, violation: nil))
            for rule in rules { expected[rule, default: 0] += 1 }
        }
        for (rule, count) in expected { #expect(tally.decided(rule) == count, "\(rule)") }
    }

    // MARK: Counting a step

    /// A fresh tally counts its first step exactly, whichever path counts it.
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

    /// `count` counts a step's rules four at a time with one range test for the four: a group
    /// with a rule beyond the counts' length, or between the largest power of two below that
    /// length and the length itself, is counted rule by rule, each exactly once.
    @Test func groupsOfFourWithARuleBeyondTheCountsAreCountedExactly() {
        let catalogued = RuleCatalogue.rules.prefix(12).map(\.id)
        let fresh = (0..<1_000).map { RuleID("test.rule-tally-group-count-\($0)") }
        // Each interned at least 100 places after the one before, so beyond the counts the one
        // before grew them to (a multiple of 64 past it), and all beyond a fresh tally's 128.
        let far = [300, 400, 500, 600, 700, 800].map { least in fresh.first { Int($0.index) >= least }! }
        expectExactCounts([
            Array(catalogued.prefix(9)),
            // The rule beyond comes first, second, third and last in a group of four, then in the tail.
            [far[0]] + catalogued.prefix(8),
            Array(catalogued.prefix(1)) + [far[1]] + catalogued.prefix(6),
            Array(catalogued.prefix(6)) + [far[2], catalogued[7]],
            Array(catalogued.prefix(7)) + [far[3]],
            Array(catalogued.prefix(8)) + [far[4]],
            // The counts now reach past far[4] (to a multiple of 64, not a power of two): groups
            // with rules between 512 and that length are in range but tested rule by rule.
            Array(catalogued.prefix(4)) + [far[2], far[3], far[4], far[0]] + catalogued.prefix(4),
            [far[5], far[4], catalogued[0], far[3]] + catalogued.prefix(5),
        ])
    }

    /// The counts grow past their first allocation without losing or doubling a count.
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

    // MARK: Adding tallies

    /// A run adds each sequence's tally to its own: every rule's counts add up, whichever tally
    /// was counted longer.
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

    // MARK: Increases since an earlier tally

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
}
