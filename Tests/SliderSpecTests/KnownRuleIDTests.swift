@testable import SliderSpec
import Testing

@Suite("Each rule the suite names is a constant that reads back as its own dotted name")
struct KnownRuleIDTests {
    /// Every rule the suite names, from its one declaration (`RuleID.Known`).
    static let known = RuleID.Known.allCases

    /// Each known rule's identifier reads back as its name, interning the name gives the same
    /// identifier, and its index is its place in the declaration (the order the table interns
    /// them in). (Run once with one case's `Known.index` off by one: it failed.)
    @Test("a known rule's name, its place and its interned identifier agree")
    func knownRulesReadBackTheirNames() {
        for (place, rule) in Self.known.enumerated() {
            let id = RuleID(rule)
            #expect(Int(id.index) == place, "\(rule)")
            #expect(id.rawValue == rule.rawValue)
            #expect(RuleID(rule.rawValue) == id)
        }
    }

    /// No two known rules share an identifier, and a name the suite does not know is interned
    /// apart from all of them and reads back as itself.
    @Test("known identifiers are distinct from each other and from a new name")
    func identifiersAreDistinct() {
        let rules = Self.known.map { RuleID($0) }
        #expect(Set(rules).count == rules.count)
        let fresh = RuleID("test.known-rule-ids.not-in-the-catalogue")
        #expect(!rules.contains(fresh))
        #expect(fresh.rawValue == "test.known-rule-ids.not-in-the-catalogue")
    }

    /// Every catalogue rule's identifier, and every `process.*` rule, is a known rule.
    @Test("the catalogue and the process failures name only known rules")
    func catalogueRulesAreKnown() {
        let known = Set(Self.known.map { RuleID($0) })
        for rule in RuleCatalogue.rules { #expect(known.contains(rule.id), "\(rule.id)") }
        for rule in [RuleID.processCrash, .processTimeout, .processProtocol] { #expect(known.contains(rule), "\(rule)") }
    }

    /// A static reads back as the dotted name its case declares (a few, spot-checked: debug builds
    /// check every static against its case's name as it is read).
    @Test("a static is its case's rule")
    func staticsAreTheirCases() {
        #expect(RuleID.defaultsValue.rawValue == "defaults.value")
        #expect(RuleID.limitsMinimumAboveMaximum == RuleID(.limitsMinimumAboveMaximum))
        #expect(RuleID.calloutShowsValue.rawValue == "callout.shows-value")
        #expect(RuleID.processProtocol.rawValue == "process.protocol")
    }
}
