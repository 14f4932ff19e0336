import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// A toolkit-like slider: its own default range (0 … 100), whole-number values for `value =`,
/// and its own accessibility text (the whole value, no `%`): every step shows that text, so
/// every step diverges, and its geometry is the reference's own.
class ToolkitLikeSlider: PlantedSlider {
    required init() {
        super.init()
        _ = base.perform(.setMaximumValue(100))
    }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { super.init(interfaceBuilder: attributes) }
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setValue(value) = operation, value.isFinite { return base.perform(.setValue(value.rounded())) }
        return base.perform(operation)
    }
    override func observe() -> SliderObservation {
        var observation = base.observe()
        if observation.accessibilityValue?.hasSuffix("%") == true { observation.accessibilityValue = "\(observation.value.rounded())" }
        return observation
    }
}

/// The toolkit-like slider with its thumb drawn 5 points right of where its value puts it.
final class ToolkitLikeShiftedThumbSlider: ToolkitLikeSlider {
    override func observe() -> SliderObservation {
        var observation = super.observe()
        if observation.geometry.bounds.width > 100 { observation.geometry.thumbRect.x += 5 }
        return observation
    }
}

@MainActor
@Suite("Relations decided on every step whose own inputs agree")
struct RelationsOnDivergentStepsTests {
    private func run<S: SliderUnderTest>(_ type: S.Type, sequences: Int = 400) -> FuzzReport {
        Fuzzer(type, configuration: FuzzConfiguration(seed: 2_026, sequences: sequences, profile: .documented)).run()
    }

    private func decided(_ report: FuzzReport, _ rule: RuleID) -> Int { report.verdicts.first { $0.rule == rule }?.decided ?? 0 }

    @Test func aToolkitWhoseTextDiffersOnEveryStepHasItsGeometryDecided() {
        let toolkit = run(ToolkitLikeSlider.self)
        let reference = run(ReferenceImplementation.self)
        let lines = [RuleID.geometryHorizontal, .geometryThumbLinear, .geometryTrackInsideBounds, .geometryThumbAtTrackEnds, .geometryThumbDirection]
            .map { "\($0): \(decided(toolkit, $0)) of the reference's \(decided(reference, $0)) steps" }
        let message = "\(toolkit.operations) operations; " + lines.joined(separator: "; ")
        for rule in [RuleID.geometryHorizontal, .geometryThumbLinear, .geometryTrackInsideBounds, .geometryThumbDirection] {
            #expect(decided(toolkit, rule) * 10 >= decided(reference, rule) * 9, "\(message)")
        }
        print(message)
        let failing = Set(toolkit.verdicts.filter { $0.outcome == .fail }.map(\.rule))
        #expect(failing == [.defaultsLimits, .accessibilityValuePercent, .valueStoresInRange], "\(failing)")
    }

    @Test func aGeometryBugIsFoundBehindATextThatDiffersOnEveryStep() {
        let report = run(ToolkitLikeShiftedThumbSlider.self, sequences: 200)
        let failing = Set(report.verdicts.filter { $0.outcome == .fail }.map(\.rule))
        #expect(failing.contains(.geometryThumbLinear) || failing.contains(.geometryThumbAtTrackEnds), "\(failing)")
    }
}
