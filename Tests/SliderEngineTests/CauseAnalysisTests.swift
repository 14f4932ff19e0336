import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import SliderTestFixtures
import Testing

/// Ignores `accessibilityDecrement()`, enabled or not: a disabled slider's ignored decrement
/// reads as a disabled slider that ignores adjustments, one that then increments as answering
/// that question otherwise.
final class IgnoresDecrementSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        operation == .accessibilityDecrement ? [] : base.perform(operation)
    }
}

/// Stores at most 0.9 through `value =` and `setValue(_:animated:)` alike: one setter, two spellings.
final class CapsValueAtNineTenthsSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case let .setValue(value) where value.isFinite: base.perform(.setValue(min(value, 0.9)))
        case let .setValueAnimated(value, animated) where value.isFinite: base.perform(.setValueAnimated(min(value, 0.9), animated: animated))
        default: base.perform(operation)
        }
    }
}

/// Ignores `isContinuous =`: a slider loaded with Continuous Updates unchecked reads continuous too.
final class IgnoresContinuousSlider: PlantedSlider {
    required init() { super.init() }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        var attributes = attributes
        attributes.continuous = nil
        super.init(interfaceBuilder: attributes)
    }
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case .setContinuous: return []
        case var .loadFromInterfaceBuilder(attributes):
            attributes.continuous = nil
            return base.perform(.loadFromInterfaceBuilder(attributes))
        default: return base.perform(operation)
        }
    }
}

/// Two independent bugs on the value: enabled, adjustments move by 0.06 of the range; disabled,
/// they send their event but leave the value.
final class TwoAdjustmentBugsSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        guard operation == .accessibilityIncrement || operation == .accessibilityDecrement else { return base.perform(operation) }
        let now = base.observe()
        let step = (now.maximumValue - now.minimumValue) * (operation == .accessibilityIncrement ? 0.06 : -0.06)
        let target = min(max(now.value + step, now.minimumValue), now.maximumValue)
        if !now.isEnabled { return [.valueChanged(target)] }
        _ = base.perform(.setValue(target))
        return target == now.value ? [] : [.valueChanged(target)]
    }
}

/// A run of `type` at the seed and length these tests pin.
@MainActor private func report<S: SliderUnderTest>(_ type: S.Type) -> FuzzReport {
    Fuzzer(type, configuration: FuzzConfiguration(seed: 2_026, sequences: 1_000, profile: .documented)).run()
}

/// "identity → cause" for every failure of `report`, the cause "-" for one of its own.
private func causes(_ report: FuzzReport) -> [String] {
    report.counterexamples.map { "\($0.identity) → \($0.followsFrom.map { "\($0.identity)" } ?? "-")" }
}

@MainActor
@Suite("Causes: a failure that follows from another is listed under it")
struct CauseAnalysisTests {
    @Test func anAdjustmentIgnoredWhileDisabledFollowsFromTheDecrementIgnoredAlways() {
        let found = report(IgnoresDecrementSlider.self)
        let disabled = found.counterexamples.filter { $0.identity.rule == .accessibilityAdjustmentWhenDisabled }
        #expect(!disabled.isEmpty, "\(causes(found))")
        #expect(disabled.allSatisfy { $0.followsFrom?.identity.rule == .accessibilityDecrement }, "\(causes(found))")
        #expect(found.counterexamples.contains { $0.identity.rule == .accessibilityDecrement && $0.followsFrom == nil }, "\(causes(found))")
    }

    @Test func theSameSetterReachedByAnotherSpellingIsOneCause() {
        let found = report(CapsValueAtNineTenthsSlider.self)
        let own = found.counterexamples.filter { $0.followsFrom == nil }
        #expect(own.count == 1 && own.first?.identity.cause == .setValue, "\(causes(found))")
        let animated = found.counterexamples.first { $0.identity.cause == .setValueAnimated }
        #expect(animated?.followsFrom?.identity == own.first?.identity, "\(causes(found))")
    }

    @Test func aLoadedSliderThatIgnoresContinuousUpdatesFollowsFromTheSetter() {
        let found = report(IgnoresContinuousSlider.self)
        let loaded = found.counterexamples.first { $0.identity.rule == .interfaceBuilderContinuousUpdates }
        #expect(loaded?.followsFrom?.identity.rule == .continuousStores, "\(causes(found))")
        #expect(found.counterexamples.contains { $0.identity.rule == .continuousStores && $0.followsFrom == nil }, "\(causes(found))")
    }

    @Test func twoIndependentBugsOnTheSameFieldStayTwoCauses() {
        let found = report(TwoAdjustmentBugsSlider.self)
        let own = Set(found.counterexamples.filter { $0.followsFrom == nil }.map(\.identity.rule))
        #expect(own.contains(.accessibilityAdjustmentWhenDisabled), "\(causes(found))")
        #expect(own.contains(.accessibilityIncrement) || own.contains(.accessibilityDecrement), "\(causes(found))")
    }

    @Test func theTextReportListsAFollowingFailureUnderItsCause() {
        let text = ReportFormat.text.render([report(IgnoresDecrementSlider.self)])
        #expect(text.contains("↳ also accessibility.adjustment-when-disabled"), "\(text)")
        #expect(text.contains("the others following from them"), "\(text)")
    }
}

/// Brings the value up to the minimum but not down to the maximum unless it is more than a range
/// width above it (so its percentage stays printable): one missing clamp that every change of the
/// value reaches (setters, adjustments, the pull of a limit).
final class ClampsOnlyToMinimumSlider: SampleSlider {
    override class var implementationName: String { "ClampsOnlyToMinimumSlider" }
    override func limitToRange(_ candidate: Float) -> Float {
        if candidate.isNaN || candidate < minimumValue { return minimumValue }
        let far = maximumValue + (maximumValue - minimumValue)
        return candidate.isFinite && candidate <= far ? candidate : maximumValue
    }
}

/// An image set for any state on any part keeps the part's tint (shown until the next operation).
final class ImagesKeepTintSlider: PlantedSlider {
    private var keptTint: (part: SliderPart, color: ColorToken)?
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        keptTint = nil
        if case let .setImage(part, .some, _) = operation, let color = base.observe().tintColor(part) {
            defer { keptTint = (part, color) }
            return base.perform(operation)
        }
        return base.perform(operation)
    }
    override func observe() -> SliderObservation {
        var observation = base.observe()
        switch keptTint?.part {
        case .minimumTrack: observation.minimumTrackTintColor = keptTint?.color
        case .maximumTrack: observation.maximumTrackTintColor = keptTint?.color
        case .thumb: observation.thumbTintColor = keptTint?.color
        case nil: break
        }
        return observation
    }
}

@MainActor
@Suite("Causes: a state, a spelling or a part")
struct CauseAnalysisStateTests {
    @Test func everyFailureOfAMissingClampAboveFollowsFromIt() {
        let found = report(ClampsOnlyToMinimumSlider.self)
        let own = found.counterexamples.filter { $0.followsFrom == nil }
        #expect(own.count == 1 && own.first?.identity.rule == .valueClampsAbove, "\(causes(found))")
        #expect(found.counterexamples.count >= 3, "\(causes(found))")
    }

    @Test func aFailureFromTheStateAnEarlierOneLeftFollowsFromIt() {
        let found = report(ClampsOnlyToMinimumSlider.self)
        let fromState = found.counterexamples.filter { $0.followsFrom?.evidence.contains("it conforms") == true }
        #expect(!fromState.isEmpty, "\(causes(found))")
    }

    @Test func theSameBugOnEveryPartIsOneCause() {
        let found = report(ImagesKeepTintSlider.self)
        let rules: Set<RuleID> = [.imageMinimumTrackClearsTint, .imageMaximumTrackClearsTint, .imageThumbClearsTint]
        let failures = found.counterexamples.filter { rules.contains($0.identity.rule) }
        #expect(failures.count == 3, "\(causes(found))")
        #expect(failures.filter { $0.followsFrom == nil }.count == 1, "\(causes(found))")
    }
}

/// Loads every tint entered in Interface Builder as the palette's first colour: one bug on three
/// parts. (A load that drops the tints altogether is what an adapter that never maps them does:
/// an adapter diagnostic, not a failure, `AdapterDiagnosticsTests`.)
final class LoadsEnteredTintsAsFirstColourSlider: PlantedSlider {
    private static func withoutTints(_ attributes: InterfaceBuilderAttributes) -> InterfaceBuilderAttributes {
        var attributes = attributes
        let first = ColorToken.palette[0]
        attributes.minimumTrackTintColor = attributes.minimumTrackTintColor.map { _ in first }
        attributes.maximumTrackTintColor = attributes.maximumTrackTintColor.map { _ in first }
        attributes.thumbTintColor = attributes.thumbTintColor.map { _ in first }
        return attributes
    }
    required init() { super.init() }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { super.init(interfaceBuilder: Self.withoutTints(attributes)) }
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .loadFromInterfaceBuilder(attributes) = operation { return base.perform(.loadFromInterfaceBuilder(Self.withoutTints(attributes))) }
        return base.perform(operation)
    }
}

/// Adjusts the value as it should but never sends the event, up or down.
final class SilentAdjustmentsSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let events = base.perform(operation)
        return operation == .accessibilityIncrement || operation == .accessibilityDecrement ? [] : events
    }
}

@MainActor
@Suite("Causes: patterns, parts of a load, directions, and the reports")
struct CauseAnalysisPatternTests {
    @Test func numbersStoredAsWholeNumbersAreOneCauseTheSummaryNames() {
        let found = report(WholeNumberNotifyingSlider.self)
        let whole = found.counterexamples.filter { $0.summary.contains("whole number") }
        #expect(whole.count >= 2, "\(causes(found))")
        #expect(ReportCause.causes(of: whole).count == 1, "\(causes(found))")
        #expect(whole.allSatisfy { $0.summary.contains("stored as") && $0.summary.contains("whole number") }, "\(whole.map(\.summary))")
    }

    @Test func tintsALoadGetsWrongOnEveryPartAreOneCause() {
        let found = report(LoadsEnteredTintsAsFirstColourSlider.self)
        let loads = found.counterexamples.filter { $0.identity.rule == .interfaceBuilderAppearanceAttributes }
        #expect(loads.count >= 2, "\(causes(found))")
        #expect(ReportCause.causes(of: found.counterexamples).count == 1, "\(causes(found))")
    }

    @Test func anEventMissingUpAndDownIsOneCause() {
        let found = report(SilentAdjustmentsSlider.self)
        #expect(found.counterexamples.count >= 2, "\(causes(found))")
        #expect(ReportCause.causes(of: found.counterexamples).count == 1, "\(causes(found))")
    }

    @Test func everyFormatLeadsWithTheCauses() throws {
        let found = report(ClampsOnlyToMinimumSlider.self)
        let text = ReportFormat.text.render([found])
        let lead = try #require(text.split(separator: "\n").first { $0.hasPrefix("1 cause (explaining ") })
        #expect(text.range(of: lead)!.lowerBound < text.range(of: "rules: ")!.lowerBound, "the causes come before the verdicts")
        #expect(text.contains("  • value.clamps-above: after `slider."), "\(text)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render([found]).utf8)) as? [String: Any])
        let listed = try #require(json["causes"] as? [[String: Any]])
        #expect(listed.count == 1 && (listed[0]["explains"] as? [String])?.count == found.counterexamples.count - 1)
        #expect((listed[0]["summary"] as? String)?.contains("value") == true)
        #expect((listed[0]["occurrences"] as? Int ?? 0) >= found.counterexamples.count, "each failure counts at least once")
        #expect(text.contains("; failed "), "the cause's line says how often it failed")
        let junit = ReportFormat.junit.render([found])
        #expect(junit.contains("<property name=\"causes\" value=\"1\"/>"), "\(junit)")
        #expect(junit.contains("message=\"follows from value.clamps-above: after"), "\(junit)")
    }
}
