import SliderEngine
import SliderReports
import SliderSpec
import SliderTestFixtures
import Testing

/// An adjustment whose result would be NaN (every limit NaN) leaves the value where it was, as
/// `value.not-a-number` says a value never becomes NaN.
final class NaNGuardingSlider: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let before = base.observe().value
        let events = base.perform(operation)
        guard base.observe().value.isNaN else { return events }
        _ = base.perform(.setValue(before))
        return events.map { _ in .valueChanged(before) }
    }
}

/// Writes its percentage "50 percent" and is otherwise the reference: one bug, in the text's format.
final class PercentWordSlider: PlantedSlider {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        if let text = observation.accessibilityValue, text.hasSuffix("%") {
            observation.accessibilityValue = String(text.dropLast()) + " percent"
        }
        return observation
    }
}

/// A toolkit slider with no accessible text at all: `accessibilityValue` always reads nil.
/// (Its own class, not a `PlantedSlider`: a subclass cannot override a requirement its base
/// class takes from the protocol extension.)
@MainActor
class TextlessSlider: SliderUnderTest {
    let base: ReferenceImplementation
    class var unsupportedObservationFields: Set<ObservationField> { [] }
    required init() { base = ReferenceImplementation() }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { base = ReferenceImplementation(interfaceBuilder: attributes) }
    func perform(_ operation: SliderOperation) -> [SliderEvent] { base.perform(operation) }
    func observe() -> SliderObservation {
        var observation = base.observe()
        observation.accessibilityValue = nil
        return observation
    }
}

/// The same slider, declaring that it cannot read `accessibilityValue`.
final class DeclaredTextlessSlider: TextlessSlider {
    override class var unsupportedObservationFields: Set<ObservationField> { [.accessibilityValue] }
}

@MainActor
@Suite("False positives in the model and declared-unsupported fields")
struct ModelFalsePositiveTests {
    private func run<S: SliderUnderTest>(_ type: S.Type, sequences: Int = 300, robustness: Bool = false) -> FuzzReport {
        var configuration = FuzzConfiguration(seed: 11, sequences: sequences, profile: .documented)
        configuration.generator.robustness = robustness
        return Fuzzer(type, configuration: configuration).run()
    }

    @Test func anAdjustmentBetweenNaNLimitsMayKeepTheValueANumber() {
        var session = CheckedSession(NaNGuardingSlider.self, profile: .documented)
        for operation: SliderOperation in [.setMinimumValue(.nan), .setMaximumValue(.nan), .accessibilityIncrement] {
            let step = session.apply(operation)
            #expect(step.violation == nil, "\(operation): \(String(describing: step.violation))")
        }
        #expect(!session.lastObservation.value.isNaN)
    }

    @Test func theReferenceNeverExpectsANaNValue() {
        let reference = ReferenceImplementation()
        for operation: SliderOperation in [.setMinimumValue(.nan), .setMaximumValue(.nan), .accessibilityIncrement, .setValue(.nan)] {
            _ = reference.perform(operation)
            #expect(!reference.observe().value.isNaN, "after \(operation)")
        }
    }

    @Test func theReferenceNeverDivergesFromItselfUnderRobustness() {
        let report = run(ReferenceImplementation.self, sequences: 3000, robustness: true)
        #expect(report.counterexamples.isEmpty, "\(report.counterexamples.map(\.identity))")
    }

    @Test func aDeclaredUnreadableFieldIsNeverComparedAndItsRuleIsNotApplicable() throws {
        let report = run(DeclaredTextlessSlider.self)
        #expect(report.counterexamples.isEmpty, "\(report.counterexamples.map(\.identity))")
        let percent = try #require(report.verdicts.first { $0.rule == .accessibilityValuePercent })
        #expect(percent.outcome == .notApplicable)
        #expect(percent.reason?.contains("accessibilityValue") == true, "\(String(describing: percent.reason))")
        // The report says which fields were never read, as it says which operations were never drawn.
        #expect(report.unreadFields == ["accessibilityValue"])
        #expect(ReportFormat.text.render([report]).contains("unread observation fields: accessibilityValue"))
    }

    @Test func anUndeclaredUnreadableFieldStillFails() {
        let report = run(TextlessSlider.self)
        #expect(report.verdicts.first { $0.rule == .accessibilityValuePercent }?.outcome == .fail)
    }

    @Test func aHandshakeFieldKeyNamesTheFieldsItCovers() {
        #expect(ObservationField.fields(forKey: "accessibilityValue") == [.accessibilityValue])
        #expect(ObservationField.fields(forKey: "thumbImages").count == ControlState.all.count)
        #expect(ObservationField.fields(forKey: "accessibilityTraits") == [.accessibilityTraits, .accessibilityTraitNotEnabled])
        #expect(ObservationField.fields(forKey: "nonsense").isEmpty)
    }

    @Test func everyHandshakeFieldKeyIsTheWireObservationsKeyNotAGetterDescription() {
        #expect(ObservationField.fields(forKey: "intrinsicContentHeight") == [.intrinsicContentHeight])
        #expect(ObservationField.fields(forKey: "layoutDirection") == [.layoutDirection])
        #expect(ObservationField.fields(forKey: "calloutCenterX") == [.calloutCenterX])
        #expect(ObservationField.fields(forKey: "calloutValue") == [.calloutValue])
        // A key is one JSON identifier, never a getter chain or words.
        for key in ObservationField.observationKeys {
            #expect(key.allSatisfy { $0.isLetter || $0.isNumber }, "\(key)")
        }
    }

    @Test func anAdjustmentAtALimitIsNotChargedForATextWhoseFormatWasAlreadyWrong() {
        var session = CheckedSession(PercentWordSlider.self, profile: .documented)
        #expect(session.creation.violation?.rule == .accessibilityValuePercent)
        _ = session.apply(.setValue(1))
        let step = session.apply(.accessibilityIncrement)
        #expect(step.rules.contains(.accessibilityLimit))
        let charged = step.violations.flatMap { [$0.rule] + ($0.involvedRules ?? []) }
        #expect(!charged.contains(.accessibilityLimit), "\(charged)")
        let report = run(PercentWordSlider.self)
        #expect(report.verdicts.first { $0.rule == .accessibilityLimit }?.outcome != .fail)
        #expect(report.counterexamples.map(\.identity.rule) == [.accessibilityValuePercent], "\(report.counterexamples.map(\.identity))")
    }
}
