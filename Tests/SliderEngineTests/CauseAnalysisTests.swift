import SliderEngine
import SliderSpec
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

@MainActor
@Suite("Causes: a failure that follows from another is listed under it")
struct CauseAnalysisTests {
    private func report<S: SliderUnderTest>(_ type: S.Type, sequences: Int = 1_000) -> FuzzReport {
        Fuzzer(type, configuration: FuzzConfiguration(seed: 2_026, sequences: sequences, profile: .documented)).run()
    }

    /// "identity → cause" for every failure, the cause "-" for one of its own.
    private func causes(_ report: FuzzReport) -> [String] {
        report.counterexamples.map { "\($0.identity) → \($0.followsFrom.map { "\($0.identity)" } ?? "-")" }
    }

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
