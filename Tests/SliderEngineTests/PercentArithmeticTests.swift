import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// Writes `accessibilityValue` from the value and limits computed exactly in `Double`, rounded
/// half to even as a percent `NumberFormatter` given a `Double` does: an adapter over a
/// `Double`-valued slider.
final class ExactDoublePercentSlider: PlantedSlider {
    private var override: String?

    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setAccessibilityValue(text) = operation { override = text }
        if case .loadFromInterfaceBuilder = operation { override = nil }
        return base.perform(operation)
    }

    override func observe() -> SliderObservation {
        var observation = base.observe()
        let width = Double(observation.maximumValue) - Double(observation.minimumValue)
        if override == nil, width > 0, width.isFinite {
            let percent = (Double(observation.value) - Double(observation.minimumValue)) / width * 100
            if percent >= 0, percent <= 100 { observation.accessibilityValue = "\(Int(percent.rounded(.toNearestOrEven)))%" }
        }
        return observation
    }
}

@MainActor
@Suite("accessibility.value-arithmetic: the sources give only the text")
struct PercentArithmeticTests {
    @Test func aFractionComputedExactlyInDoubleReadsAnotherWholePercentThanTheFloatOne() {
        let reference = ReferenceImplementation()
        let exact = ExactDoublePercentSlider()
        for operation: SliderOperation in [.setMinimumValue(-8), .setMaximumValue(8), .setValue(0.4)] {
            _ = reference.perform(operation)
            _ = exact.perform(operation)
        }
        // 0.4 in −8 … 8 is exactly 52.50000004 %, but 52.499996 % from the `Float` fraction.
        #expect(reference.observe().accessibilityValue == "52%")
        #expect(exact.observe().accessibilityValue == "53%")
    }

    @Test func anExactDoublePercentageConformsToTheDocumentedProfile() {
        let operations: [SliderOperation] = [.setMinimumValue(-8), .setMaximumValue(8), .setValue(0.4)]
        #expect(SequenceCheck.run(ExactDoublePercentSlider.self, operations, profile: .documented).violation == nil)
        let report = Fuzzer(ExactDoublePercentSlider.self, configuration: FuzzConfiguration(seed: 3, sequences: 400, profile: .documented)).run()
        #expect(report.counterexamples.isEmpty, "\(report.counterexamples.map(\.identity))")
    }

    @Test func theUIKitProfilePinsTheFloatFractionAndBlamesTheArithmeticRule() {
        let operations: [SliderOperation] = [.setMinimumValue(-8), .setMaximumValue(8), .setValue(0.4)]
        let violation = SequenceCheck.run(ExactDoublePercentSlider.self, operations, profile: .uikitObserved).violation
        #expect(violation?.rule == .accessibilityValueArithmetic)
        #expect(violation?.observed.accessibilityValue == "53%")
    }
}
