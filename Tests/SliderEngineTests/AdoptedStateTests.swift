import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// Created with maximum 0.1 (charged once, to `defaults.limits`).
final class TenthMaximumFromCreationSlider: PlantedSlider {
    required init() {
        super.init()
        _ = base.perform(.setMaximumValue(0.1))
    }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { super.init(interfaceBuilder: attributes) }
}

/// Stores each limit rounded to six decimals (0.10000001 is stored as 0.1).
final class SixDecimalLimitsSlider: PlantedSlider {
    static func rounded(_ limit: Float) -> Float { limit.isFinite ? Float((Double(limit) * 1e6).rounded() / 1e6) : limit }
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case let .setMinimumValue(limit): base.perform(.setMinimumValue(Self.rounded(limit)))
        case let .setMaximumValue(limit): base.perform(.setMaximumValue(Self.rounded(limit)))
        default: base.perform(operation)
        }
    }
}

/// Stores its bounds in whole points (98.5 × 64.62 becomes 98 × 65).
final class WholePointBoundsSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setBounds(width, height) = operation {
            return base.perform(.setBounds(width: width.rounded(.toNearestOrEven), height: height.rounded(.toNearestOrEven)))
        }
        return base.perform(operation)
    }
}

/// Stores an empty accessibility label as nil.
final class EmptyLabelAsNilSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case .setAccessibilityLabel("") = operation { return base.perform(.setAccessibilityLabel(nil)) }
        return base.perform(operation)
    }
}

@MainActor
@Suite("Adopted state: after a divergence every observed field is adopted, nothing is charged twice")
struct AdoptedStateTests {
    private func charges<S: SliderUnderTest>(_ type: S.Type, _ operations: [SliderOperation]) -> [String] {
        SequenceCheck.run(type, operations, profile: .documented).divergences.map { "\($0.step): \($0.violation.rule) \($0.violation.field)" }
    }

    @Test func aMaximumDifferentFromCreationIsNotChargedAgainAfterATouch() {
        let found = charges(
            TenthMaximumFromCreationSlider.self,
            [.setBounds(width: 200, height: 34), .touchBegan(Touch(x: 7, y: 0, time: 0)), .touchEnded(Touch(x: 16, y: 0, time: 0.1))])
        #expect(found == ["-1: defaults.limits maximumValue"], "\(found)")
    }

    @Test func aStoredLimitChargedAtItsSetterIsAdoptedForTheAdjustments() {
        let found = charges(SixDecimalLimitsSlider.self, [.setMaximumValue(0.10000001), .accessibilityIncrement, .accessibilityDecrement])
        #expect(found.count == 1 && found.first?.hasPrefix("0: ") == true, "\(found)")
    }

    @Test func boundsChargedAtTheirSetterAreAdoptedForTheAdjustments() {
        let found = charges(WholePointBoundsSlider.self, [.setBounds(width: 98.5, height: 64.62), .accessibilityIncrement])
        #expect(found.count == 1 && found.first?.hasPrefix("0: layout.bounds-stores") == true, "\(found)")
    }

    @Test func aLabelChargedAtItsSetterIsAdoptedForTheAdjustments() {
        let found = charges(EmptyLabelAsNilSlider.self, [.setAccessibilityLabel(""), .accessibilityIncrement, .accessibilityDecrement])
        #expect(found == ["0: accessibility.label-stores accessibilityLabel"], "\(found)")
    }

    @Test func aStateTheReferenceAllowedAtADivergenceNeverStandsForALaterExpectation() {
        // Created with maximum 0.1 (charged to defaults.limits); then `value = 0.5` is stored
        // unclamped, and its text reads as over 0 … 1. The reference's own state (maximum 1),
        // kept in case the difference showed once, is closer to that observation than the
        // adopted one; it must not be what is expected, or the maximum is charged again.
        var checker = ConformanceChecker(profile: .documented)
        let reference = ReferenceImplementation()
        var created = reference.observe()
        created.maximumValue = 0.1
        #expect(checker.checkCreation(observed: created).violations.map(\.rule) == [.defaultsLimits])
        _ = reference.perform(.setValue(0.5))
        var observed = reference.observe()
        observed.maximumValue = 0.1
        let step = checker.check(.setValue(0.5), observed: observed)
        let charged = step.violations.map { "\($0.rule) \($0.field)" }
        #expect(!charged.isEmpty && step.violations.allSatisfy { $0.field != "maximumValue" && $0.rule != .operationsNoSideEffects }, "\(charged)")
        #expect(step.violation?.expected.maximumValue == 0.1)
    }

    @Test func aDisabledAdjustmentWithAnotherStepIsChargedToTheStepAlone() {
        let found = charges(SixHundredthsStepSlider.self, [.setEnabled(false), .accessibilityIncrement])
        #expect(found.count == 1 && found.first?.hasPrefix("1: accessibility.increment") == true, "\(found)")
    }

    @Test func aDisabledAdjustmentByAnotherStepAfterOneThatMatchedIsChargedToTheStepAlone() {
        // 0.95 + 0.06 and 0.95 + 0.1 both clamp to 1: the first adjustment matches and pins the
        // disabled reading to `adjusts`; the second, by 0.06, is still the step's failure alone.
        let found = SequenceCheck.run(
            SixHundredthsStepSlider.self, [.setEnabled(false), .setValue(0.95), .accessibilityIncrement, .setValue(0.3), .accessibilityIncrement],
            profile: .documented
        ).divergences
        #expect(found.map(\.step) == [4])
        #expect(found.first?.violation.chargedRules == [.accessibilityIncrement], "\(found.map(\.violation.chargedRules))")
    }

    @Test func anAdjustmentByAnotherStepNearAnEndAfterOneThatPinnedTheSnapIsChargedToTheStepAlone() {
        // On a range of one Float step both landings of the first increment are the maximum: the
        // snap is pinned. The second lands at 0.6 of 0 … 1 where either answer gives 1.
        let found = SequenceCheck.run(
            SixHundredthsStepSlider.self,
            [.setMinimumValue(0.99999994), .accessibilityIncrement, .setMinimumValue(-9), .setValue(0), .accessibilityIncrement],
            profile: .documented
        ).divergences
        #expect(found.map(\.violation.rule) == [.accessibilityIncrement], "\(found.map(\.violation.chargedRules))")
    }

    @Test func aStateTheReferenceAllowedKeepsEveryReadingOfTheOutcomesThatWereIt() {
        // After the divergence at 0.3 + 0.06, the reference's own 0.4 is kept; 0.36 − 0.06 lands
        // on 0.4 − 0.1, so that state is taken up again. Built apart per event reading, it must
        // still allow both: the adjustment at the limit that sends nothing then conforms.
        let found = charges(
            SixHundredthsStepSlider.self, [.setValue(0.3), .accessibilityIncrement, .accessibilityDecrement, .setValue(1), .accessibilityIncrement])
        #expect(found == ["1: accessibility.increment value"], "\(found)")
    }
}
