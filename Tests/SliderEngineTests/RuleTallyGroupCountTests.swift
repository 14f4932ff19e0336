import SliderEngine
import SliderSpec
import Testing

/// `RuleTally.count` counts a step's rules four at a time with one range test for the four: a
/// group with a rule beyond the counts' length, or between the largest power of two below that
/// length and the length itself, is counted rule by rule, each exactly once.
struct RuleTallyGroupCountTests {
    /// Counts `steps` into one tally and checks every rule's count against a plain count.
    private func check(_ steps: [[RuleID]]) {
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

    @Test func groupsOfFourWithARuleBeyondTheCountsAreCountedExactly() {
        let catalogued = RuleCatalogue.rules.prefix(12).map(\.id)
        let fresh = (0..<1_000).map { RuleID("test.rule-tally-group-count-\($0)") }
        // Each interned at least 100 places after the one before, so beyond the counts the one
        // before grew them to (a multiple of 64 past it), and all beyond a fresh tally's 128.
        let far = [300, 400, 500, 600, 700, 800].map { least in fresh.first { Int($0.index) >= least }! }
        check([
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
}
