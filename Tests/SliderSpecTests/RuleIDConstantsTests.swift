import SliderSpec
import Testing

/// Each rule constant is a fixed index into the interned names: its name must be the one it
/// was declared with, so interning that name again gives the same identifier.
@Suite("Rule identifier constants")
struct RuleIDConstantsTests {
    @Test func namingEachCataloguedRuleAgainGivesItsConstant() {
        for rule in RuleCatalogue.rules {
            #expect(RuleID(rule.id.rawValue) == rule.id, "\(rule.id)")
        }
    }

    @Test func constantsCarryTheNamesTheyWereDeclaredWith() {
        #expect(RuleID.defaultsValue.rawValue == "defaults.value")
        #expect(RuleID.limitsNoEvent.rawValue == "limits.no-event")
        #expect(RuleID.accessibilityAdjustmentSnap.rawValue == "accessibility.adjustment-snap")
        #expect(RuleID("accessibility.adjustment-event") == .accessibilityAdjustmentEvent)
    }

    @Test func theCataloguedRulesHaveDistinctIdentifiers() {
        let ids = RuleCatalogue.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids.map(\.rawValue)).count == ids.count)
    }

    @Test func aNameNeverDeclaredIsInternedApartAndKeepsItsName() {
        let id = RuleID("test.never-declared-rule")
        #expect(id.rawValue == "test.never-declared-rule")
        #expect(!RuleCatalogue.rules.contains { $0.id == id })
    }
}
