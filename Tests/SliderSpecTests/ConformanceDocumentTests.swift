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
            "CONFORMANCE.md is stale: run 'swift run slider-conformance rules --markdown > CONFORMANCE.md'")
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
