import Foundation
import SliderSpec
import Testing

@Suite("Rule catalogue")
struct RuleCatalogueTests {
    /// The rules issue #2 requires, by id.
    static let required: [RuleID] = [
        .defaultsValue, .defaultsLimits, .defaultsContinuous, .defaultsAppearance, .defaultsControlState,
        .valueClampsBelow, .valueClampsAbove, .valueStoresInRange, .valueAnimatedSame, .valueNoEvent,
        .limitsMinimumPullsValue, .limitsMaximumPullsValue, .limitsMinimumAboveMaximum, .limitsMaximumBelowMinimum,
        .valueNotANumber, .valueInfinite, .limitsNonFinite,
        .tintMinimumTrackClearsImages, .tintMaximumTrackClearsImages, .tintThumbClearsImages,
        .imageMinimumTrackClearsTint, .imageMaximumTrackClearsTint, .imageThumbClearsTint,
        .imagePerState, .imageMissingState, .imageCurrentFollowsState, .valueImageStores,
        .accessibilityTraitsAdjustable, .accessibilityValuePercent, .accessibilityIncrement, .accessibilityDecrement,
        .accessibilityLimit, .accessibilityAdjustmentEvent,
        .interfaceBuilderWidensRange, .interfaceBuilderLibraryDefaults,
    ]

    @Test func everyRequiredRuleIsCatalogued() {
        for id in Self.required { #expect(RuleCatalogue.rule(id) != nil, "missing \(id)") }
    }

    @Test func ruleIdsAreUniqueDottedAndLowercase() {
        let ids = RuleCatalogue.rules.map(\.id.rawValue)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.contains("."), "\(id) is not dotted")
            #expect(id == id.lowercased() && !id.contains(" "), "\(id) is not a lowercase identifier")
        }
    }

    @Test("Every rule has a statement, a source and an example", arguments: RuleCatalogue.rules)
    func everyRuleIsCitedAndExemplified(_ rule: Rule) {
        #expect(!rule.statement.isEmpty && !rule.statement.contains("\n"))
        #expect(!rule.sources.isEmpty)
        #expect(rule.sources.allSatisfy { !$0.section.isEmpty })
        #expect(!rule.example.expectations.isEmpty || !rule.example.outcomes.isEmpty)
        #expect(!rule.governs.isEmpty)
    }

    @Test("Every unspecified rule names its readings", arguments: RuleCatalogue.rules.filter { $0.status == .unspecified })
    func unspecifiedRulesListTheirReadings(_ rule: Rule) {
        let hasReading = RuleCatalogue.reading(for: rule.id) != nil
        let acceptsSeveral = rule.example.expectations.allSatisfy { $0.accepted.count != 1 }
        #expect(hasReading || acceptsSeveral, "\(rule.id) is unspecified but lists no readings and its example accepts a single outcome")
    }

    @Test func everyReadingBelongsToACataloguedRule() {
        for entry in Profile.documented.readings.summary {
            #expect(RuleCatalogue.rule(entry.rule) != nil, "\(entry.question) points at unknown rule \(entry.rule)")
        }
    }

    @Test func everyOpenQuestionHasOneToEightAnswersSoAReadingSetHoldsThemAll() throws {
        // `ReadingSet` keeps one bit per answer in a byte: a ninth answer would be lost.
        for entry in Profile.documented.readings.summary {
            let reading = try #require(RuleCatalogue.reading(for: entry.rule), "\(entry.question) has no answers")
            #expect((1...8).contains(reading.options.count), "\(entry.question) has \(reading.options.count) answers")
        }
    }

    @Test func documentedProfileFollowsTheDocumentsWhereUIKitContradictsThem() {
        let readings = Profile.documented.readings
        #expect(readings.thumbTintClearing.options == [.allStates])
        #expect(readings.trackImageClearing.options == [.clearsTint])
        let uikit = Profile.uikitObserved.readings
        #expect(uikit.thumbTintClearing.options == [.singleStatesButNormal])
        #expect(uikit.trackImageClearing.options == [.keepsTint])
    }

    @Test func everySourceFileExistsInSharedSources() throws {
        let root = packageRoot().deletingLastPathComponent().appendingPathComponent("shared/sources")
        guard FileManager.default.fileExists(atPath: root.path) else { return }
        for document in SourceCitation.Document.allCases {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(document.rawValue).path), "\(document.rawValue)")
        }
    }
}
