import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// Values and limits are whole numbers, and a programmatic `value =` sends `valueChanged`:
/// two causes that show at the same step.
final class WholeNumberNotifyingSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case let .setValue(value), let .setValueAnimated(value, _):
            _ = base.perform(.setValue(value.rounded()))
            return [.valueChanged(base.observe().value)]
        case let .setMinimumValue(value): return base.perform(.setMinimumValue(value.rounded()))
        case let .setMaximumValue(value): return base.perform(.setMaximumValue(value.rounded()))
        default: return base.perform(operation)
        }
    }
}

/// Created with value 0.05 in 0 … 0.1: two defaults differ at creation, the value first.
final class SmallDefaultRangeSlider: PlantedSlider {
    required init() {
        super.init()
        _ = base.perform(.setMaximumValue(0.1))
        _ = base.perform(.setValue(0.05))
    }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { super.init(interfaceBuilder: attributes) }
}

/// Three independent single-cause bugs: the percentage is written "50 percent"; a slider made
/// in code starts with `isContinuous` false; an empty accessibility label is stored as nil.
final class ThreeBugsSlider: PlantedSlider {
    required init() {
        super.init()
        _ = base.perform(.setContinuous(false))
    }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { super.init(interfaceBuilder: attributes) }
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case .setAccessibilityLabel("") = operation { return base.perform(.setAccessibilityLabel(nil)) }
        return base.perform(operation)
    }
    override func observe() -> SliderObservation {
        var observation = base.observe()
        if let text = observation.accessibilityValue, text.hasSuffix("%") {
            observation.accessibilityValue = String(text.dropLast()) + " percent"
        }
        return observation
    }
}

/// Values are whole numbers: the percentage it reads is right for its own value.
final class WholeNumberSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setValue(value) = operation { return base.perform(.setValue(value.rounded())) }
        return base.perform(operation)
    }
}

@MainActor
@Suite("Exact verdicts: pass means never diverged, one cause is one failure")
struct ExactVerdictTests {
    private func run<S: SliderUnderTest>(_ type: S.Type, sequences: Int = 300, seed: UInt64 = 11) -> FuzzReport {
        Fuzzer(type, configuration: FuzzConfiguration(seed: seed, sequences: sequences, profile: .documented)).run()
    }

    private func outcome(_ report: FuzzReport, _ rule: RuleID) -> RuleVerdict.Outcome? {
        report.verdicts.first { $0.rule == rule }?.outcome
    }

    @Test func everyRuleWhoseFieldDifferedAtAStepItDecidedFails() {
        let report = run(WholeNumberNotifyingSlider.self)
        // The value and the events differ at the same step: each rule is charged, neither passes.
        #expect(outcome(report, .valueNoEvent) == .fail)
        #expect(outcome(report, .valueStoresInRange) == .fail)
        #expect(report.counterexamples.contains { $0.identity.rule == .valueNoEvent })
    }

    @Test func aDefaultThatDiffersBehindAnotherDefaultStillFailsItsRule() {
        let report = run(SmallDefaultRangeSlider.self, sequences: 40)
        #expect(outcome(report, .defaultsValue) == .fail)
        #expect(outcome(report, .defaultsLimits) == .fail)
    }

    @Test func independentSingleCauseBugsGiveOneFailureEach() {
        let report = run(ThreeBugsSlider.self)
        let identities = Set(report.counterexamples.map(\.identity))
        #expect(Set(identities.map(\.rule)) == [.accessibilityValuePercent, .defaultsContinuous, .accessibilityLabelStores], "\(identities)")
        #expect(identities.count == 3, "\(report.counterexamples.map { "\($0.identity) \($0.operations) \($0.violation.expected.accessibilityValue ?? "-") \($0.violation.observed.accessibilityValue ?? "-") \($0.violation.observed.isContinuous)" })")
    }

    @Test func aDifferencePresentFromCreationIsBlamedOnCreation() throws {
        let report = run(ThreeBugsSlider.self)
        let text = try #require(report.counterexamples.first { $0.identity.rule == .accessibilityValuePercent })
        #expect(text.identity.cause == nil)
        #expect(text.operations.isEmpty, "shrunk to the creation: \(text.operations)")
    }

    @Test func aTextAlreadyWrongIsNotChargedToTheRulesOfLaterSteps() {
        let report = run(ThreeBugsSlider.self)
        for rule: RuleID in [.accessibilityLimit, .accessibilityValueOverride, .imageNilClearsTint, .accessibilityIncrement] {
            #expect(outcome(report, rule) != .fail, "\(rule)")
        }
    }

    @Test func aDerivedFieldThatFollowsAnAdoptedValueIsAConsequenceNotAFailure() {
        let report = run(WholeNumberSlider.self)
        #expect(outcome(report, .valueStoresInRange) == .fail)
        #expect(outcome(report, .accessibilityValuePercent) == .pass)
        // The rounding breaks the value rules it meets (storing, clamping); never a text rule.
        #expect(report.counterexamples.allSatisfy { $0.identity.field == "value" }, "\(report.counterexamples.map(\.identity))")
        #expect(report.counterexamples.contains { $0.violation.consequences?.contains("accessibilityValue") == true })
    }

    @Test func afterADivergenceTheReadingsAreRecomputedFromTheAdoptedState() {
        var checker = ConformanceChecker(profile: .documented)
        let reference = ReferenceImplementation()
        _ = checker.checkCreation(observed: reference.observe())
        // The minimum clamped to the maximum (one reading of limits.minimum-above-maximum), but
        // the value off: the closest outcome is that reading's, and the divergence must not pin it.
        var observed = reference.observe()
        (observed.minimumValue, observed.maximumValue, observed.value) = (1, 1, 0.5)
        let step = checker.check(.setMinimumValue(2), observed: observed)
        #expect(step.violation?.field == "value")
        // The implementation's own state goes on with every reading (the states the reference
        // allowed follow it, each with its own).
        #expect(checker.candidates.first?.readings == Profile.documented.readings)
    }

    @Test func aPassCountsOnlyTheStepsWhereItsFieldsAgreed() {
        let report = run(ThreeBugsSlider.self)
        let percent = report.verdicts.first { $0.rule == .accessibilityValuePercent }
        // Every step after creation reads the wrong text again: none of them counts for the rule.
        #expect(percent.map { $0.decided <= report.sequences * 2 } == true, "\(String(describing: percent))")
    }
}

/// Ignores `accessibilityDecrement()`: the value stays and, consistently, no event is sent.
final class IgnoredDecrementSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case .accessibilityDecrement = operation { return [] }
        return base.perform(operation)
    }
}

@MainActor
@Suite("Exact verdicts: an ignored operation is one failure")
struct IgnoredOperationTests {
    @Test func anIgnoredAdjustmentIsNotASecondFailureForItsMissingEvent() {
        let operations: [SliderOperation] = [.setValue(0.5), .accessibilityDecrement]
        let step = SequenceCheck.run(IgnoredDecrementSlider.self, operations, profile: .documented)
        #expect(step.divergences.map(\.violation.rule) == [.accessibilityDecrement])
        #expect(step.divergences.first?.violation.consequences?.contains("events sent") == true, "\(String(describing: step.divergences.first?.violation.consequences))")
        // Below the maximum, as well: the value is the one failure, the missing event its consequence.
        let again = SequenceCheck.run(IgnoredDecrementSlider.self, [.setValue(0.75), .accessibilityIncrement, .accessibilityDecrement], profile: .documented)
        #expect(again.divergences.map(\.violation.rule) == [.accessibilityDecrement])
    }
}
