import SliderSpec
import Testing

/// The audit's low items of issue 37: what CONFORMANCE.md says agrees with the sources, the
/// model and the checks.
@Suite("Rule text agrees with the sources and the checks (issue 37's audit)")
struct AuditTextTests {
    private let document = ConformanceDocument.markdown()

    /// The section of `rule` in the document.
    private func section(_ rule: RuleID) -> String {
        ConformanceDocument.section(RuleCatalogue.rule(rule)!).joined(separator: "\n")
    }

    @Test func theReverseIndexMarksTheRulesThatOnlySettleAnOpenQuestion() throws {
        let index = try #require(document.components(separatedBy: "## Reverse index").last)
        let rows = index.split(separator: "\n").filter { $0.hasPrefix("| `0") }
        #expect(!rows.isEmpty)
        for rule in RuleCatalogue.rules {
            let entry = "[`\(rule.id)`](#\(ConformanceDocument.anchor(rule.id)))"
            let marked = entry + " *(settles an open question)*"
            for row in rows where row.contains(entry) {
                #expect(row.contains(marked) == (rule.status == .unspecified), "\(rule.id) (\(rule.status)) in \(row.prefix(40))")
            }
        }
    }

    @Test func calloutFollowsThumbIsCheckedOnBoundsWithAnArea() {
        let text = section(.calloutFollowsThumb)
        #expect(text.contains("bounds with an area"))
        #expect(!text.contains("non-zero width as"))
    }

    @Test func imagePerStateSaysWhatTheDocumentsSayOfNil() {
        let rule = RuleCatalogue.rule(.imagePerState)!
        #expect(!rule.statement.contains("setting nil removes it"))
        #expect(rule.statement.contains("returns nil"))
    }

    @Test func geometryValueImageFitsRectIsDerived() {
        #expect(RuleCatalogue.rule(.geometryValueImageFitsRect)?.status == .derived)
    }

    @Test func imageCurrentNilWithoutImagesSaysWhatRealUIKitDoes() {
        #expect(RuleCatalogue.rule(.imageCurrentNilWithoutImages)?.uikitDifference?.contains("system-tinted") == true)
    }

    @Test func crossingLimitsSayWhyTheDocumentedProfileAllowsIgnoring() {
        for id in [RuleID.limitsMinimumAboveMaximum, .limitsMaximumBelowMinimum] {
            #expect(RuleCatalogue.rule(id)?.statement.contains("The documented profile allows the third") == true)
        }
    }
}
