import Foundation
import SliderSpec
import Testing

@Suite("CONFORMANCE.md")
struct ConformanceDocumentTests {
    @Test func checkedInConformanceDocumentIsUpToDate() throws {
        let url = packageRoot().appendingPathComponent("CONFORMANCE.md")
        let checkedIn = try String(contentsOf: url, encoding: .utf8)
        #expect(
            checkedIn == ConformanceDocument.markdown(),
            "CONFORMANCE.md is stale: run 'swift run -c release slider-conformance rules --markdown > CONFORMANCE.md'")
    }

    @Test func everyRuleHasASectionWithItsStatusSourceAndExample() {
        let document = ConformanceDocument.markdown()
        for rule in RuleCatalogue.rules {
            let section = ConformanceDocument.section(rule).joined(separator: "\n")
            #expect(document.contains(section))
            #expect(section.contains("**Status:** \(rule.status.rawValue)"))
            #expect(section.contains("*\(rule.sources[0].document.title)* (\(rule.sources[0].document.number))"))
            #expect(section.contains("let slider = UISlider()\n") || section.contains("var slider = UISlider()\n"))
            if let profile = rule.example.profile { #expect(section.contains("```swift\n// profile: \(profile.id)\n")) }
        }
    }

    @Test func exampleIsPrintedAsRunnableSwift() {
        let rule = RuleCatalogue.rule(.limitsMaximumPullsValue)!
        #expect(ConformanceDocument.exampleLines(rule.example, under: .documented) == [
            "let slider = UISlider()", "slider.value = 0.8", "slider.maximumValue = 0.5", "// slider.value == 0.5",
        ])
    }

    @Test func knownDifferencesListEveryRuleWhereUIKitDiffers() {
        let document = ConformanceDocument.markdown()
        let section = document.components(separatedBy: "## Known differences of real UIKit").last?
            .components(separatedBy: "## Reverse index").first ?? ""
        for rule in RuleCatalogue.rules where rule.uikitDifference != nil {
            #expect(section.contains("`\(rule.id)`"))
        }
    }

    @Test func everyReadingUIKitPinsDifferentlyHasEvidenceWithItsConfidence() {
        let confidence = ["(header)", "(strong)", "(medium)", "(weak)"]
        for (documented, uikit) in zip(Profile.documented.readings.summary, Profile.uikitObserved.readings.summary)
        where documented.allowed != uikit.allowed {
            let evidence = RuleCatalogue.rule(documented.rule)?.uikitDifference ?? ""
            #expect(confidence.contains { evidence.contains($0) }, "\(documented.rule): uikit-observed differs without evidence and confidence")
        }
    }

    @Test func exampleOutcomesNameReadingsOfTheirOwnRule() {
        for rule in RuleCatalogue.rules where !rule.example.outcomes.isEmpty {
            let options = RuleCatalogue.reading(for: rule.id)?.options.map(\.name) ?? []
            for outcome in rule.example.outcomes {
                #expect(options.contains(outcome.reading), "\(rule.id): the example's outcome \(outcome.reading) is not one of its readings")
            }
        }
    }

    @Test func documentNamesEverySourceWithItsTitleAddressAndDate() {
        let document = ConformanceDocument.markdown()
        for source in SourceCitation.Document.allCases {
            #expect(document.contains("*\(source.title)*"))
            #expect(document.contains(source.address))
            #expect(document.contains(source.date))
        }
    }
}

/// What a rule's section says about its check: the getters it names are those it checks, and
/// a test's tolerance is written as the check's, never as the behaviour.
@Suite("CONFORMANCE.md: Checked lines and examples")
struct CheckedLineTests {
    /// The Checked line of `rule`'s section.
    static func checkedLine(_ rule: Rule) -> String {
        ConformanceDocument.section(rule).first { $0.hasPrefix("- **Checked:**") } ?? ""
    }

    @Test func noCheckedLineNamesAGetterItsRuleDoesNotCheck() {
        for rule in RuleCatalogue.rules {
            let line = Self.checkedLine(rule)
            let checked = Set(ConformanceDocument.checkedGetters(rule.governs))
            let others = ObservationField.all.filter { !rule.governs.contains($0.family) }.map(ConformanceDocument.documentName)
                .filter { !checked.contains($0) }
            for name in others {
                #expect(!line.contains(name), "\(rule.id): its Checked line names \(name), which it does not check")
            }
            #expect(!line.contains("every observation but"), "\(rule.id)")
        }
    }

    @Test func aToleranceIsTheChecksNeverTheBehaviour() throws {
        let tolerances = ["within half a point", "within a point", "within 0.5 points", "within 1.5 points", "(within"]
        for rule in RuleCatalogue.rules {
            for tolerance in tolerances {
                #expect(!rule.statement.contains(tolerance), "\(rule.id): the statement gives the check's tolerance as behaviour")
            }
        }
        for id: RuleID in [.trackingValueFollowsTouch, .geometryThumbSizeFollowsImage, .geometryThumbLinear, .calloutFollowsThumb] {
            let rule = try #require(RuleCatalogue.rule(id))
            #expect(Self.checkedLine(rule).contains("the check's tolerance:"), "\(id): the Checked line gives no tolerance")
        }
    }

    @Test func examplesPrintRelationsForFieldsCheckedAsRelations() {
        for rule in RuleCatalogue.rules where rule.id.rawValue.hasPrefix("geometry.") && rule.status != .unspecified {
            for expectation in rule.example.expectations where expectation.accepted.isEmpty {
                #expect(expectation.relation != nil, "\(rule.id): \(expectation.field) is checked as a relation but the example prints none")
            }
        }
        let document = ConformanceDocument.markdown()
        #expect(!document.contains(": any value"))
    }

    @Test func examplesNameObservationsAsSwift() {
        let document = ConformanceDocument.markdown()
        for pseudo in ["callout centre x", "// events sent", "forBounds:)", "value: value)", "== image-", "== color-", " or "] {
            let comments = document.split(separator: "\n").filter { $0.hasPrefix("//") && $0.contains(pseudo) }
            #expect(comments.isEmpty, "pseudo-Swift \(pseudo): \(comments.prefix(2))")
        }
    }
}
