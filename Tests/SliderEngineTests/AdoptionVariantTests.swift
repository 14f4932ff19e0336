import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// Integer-resolution bounds and a maximum of 0.1 from creation: two independent differences.
final class WholeBoundsTenthMaximumSlider: PlantedSlider {
    required init() {
        super.init()
        _ = base.perform(.setMaximumValue(0.1))
    }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { super.init(interfaceBuilder: attributes) }
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setBounds(width, height) = operation {
            return base.perform(.setBounds(width: width.rounded(.toNearestOrEven), height: height.rounded(.toNearestOrEven)))
        }
        return base.perform(operation)
    }
}

/// Sliders with exactly one known real difference each (and one with two), run over
/// `ConformingVariantRun`'s seeds: each difference is charged once, to its own rule, and
/// nothing is charged again later (`operations.no-side-effects` never fails).
@MainActor
@Suite("Adoption variants: one known difference, charged exactly once")
struct AdoptionVariantTests {
    /// The rules that fail and the identities found, over every seed.
    private func charges<S: SliderUnderTest>(_ type: S.Type) -> (failing: Set<RuleID>, identities: Set<String>) {
        var failing: Set<RuleID> = []
        var identities: Set<String> = []
        for seed in 0..<ConformingVariantRun.seeds {
            let configuration = FuzzConfiguration(
                seed: UInt64(seed) &* 7_919 &+ 2_026, sequences: ConformingVariantRun.sequences, profile: .documented)
            let report = Fuzzer(type, configuration: configuration).run()
            failing.formUnion(report.verdicts.filter { $0.outcome == .fail }.map(\.rule))
            identities.formUnion(report.counterexamples.map { "\($0.identity)" })
        }
        return (failing, identities)
    }

    private func expectOnly<S: SliderUnderTest>(_ type: S.Type, _ expected: Set<RuleID>, identities count: Int) {
        let (failing, identities) = charges(type)
        #expect(failing == expected, "\(type): \(failing.map(\.rawValue).sorted()) \(identities.sorted())")
        #expect(identities.count == count, "\(type): \(identities.sorted())")
        #expect(!failing.contains(.operationsNoSideEffects))
    }

    @Test func integerResolutionBoundsAreChargedOnceToLayoutBoundsStores() {
        expectOnly(WholePointBoundsSlider.self, [.layoutBoundsStores], identities: 1)
    }

    @Test func aMaximumOfATenthFromCreationIsChargedOnceToDefaultsLimits() {
        expectOnly(TenthMaximumFromCreationSlider.self, [.defaultsLimits], identities: 1)
    }

    @Test func anEmptyLabelStoredAsNilIsChargedOnceToLabelStores() {
        expectOnly(EmptyLabelAsNilSlider.self, [.accessibilityLabelStores], identities: 1)
    }

    @Test func anAdjustmentStepOfSixHundredthsIsChargedToTheAdjustmentsAlone() {
        expectOnly(SixHundredthsStepSlider.self, [.accessibilityIncrement, .accessibilityDecrement], identities: 2)
    }

    @Test func aToolkitLikeSliderIsChargedItsThreeCausesOnly() {
        // Whole-number `value =` breaks whichever value rule the setter meets (storing, either
        // clamp, a set during a touch): one cause, several rules (issue 38 folds those). Never a
        // re-charge of the default range or the text, and nothing under no-side-effects.
        let (failing, identities) = charges(ToolkitLikeSlider.self)
        #expect(failing.isSuperset(of: [.defaultsLimits, .accessibilityValuePercent, .valueStoresInRange]), "\(failing)")
        let rounding: Set<RuleID> = [.valueStoresInRange, .valueClampsBelow, .valueClampsAbove, .trackingValueSetWhileTracking]
        #expect(failing.subtracting(rounding) == [.defaultsLimits, .accessibilityValuePercent], "\(failing)")
        let creation: Set<String> = ["defaults.limits (maximumValue)", "accessibility.value-percent (accessibilityValue)"]
        #expect(identities.allSatisfy { creation.contains($0) || $0.hasSuffix("(value, after setValue)") }, "\(identities.sorted())")
    }

    @Test func twoIndependentDifferencesAreBothReported() {
        expectOnly(WholeBoundsTenthMaximumSlider.self, [.layoutBoundsStores, .defaultsLimits], identities: 2)
    }
}
