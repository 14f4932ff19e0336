import SliderSpec
import Testing

/// `RuleList`, the inline list of the rules that decided a step.
struct RuleListTests {
    @Test func withIndicesPassesEachRulesInternedIndexInOrder() {
        let rules = RuleCatalogue.rules.map(\.id)
        var list = RuleList()
        for rule in [rules[3], rules[0], rules[7], rules[3], rules[rules.count - 1]] { list.append(rule) }
        #expect(list.withIndices { Array($0) } == list.map(\.index))
        #expect(RuleList().withIndices { $0.count } == 0)
    }
}
