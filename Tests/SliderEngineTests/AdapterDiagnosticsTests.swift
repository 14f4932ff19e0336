import Foundation
import SliderEngine
import SliderMutants
import SliderSamples
import SliderSpec
import Testing

/// An adapter around the conforming `SampleSlider`, as an adopter writes one: subclasses leave
/// out what an adapter written against an earlier version never mapped.
@MainActor
class SampleAdapter: SliderUnderTest {
    /// The control under test.
    let slider: SampleSlider
    /// A slider created in code.
    required init() { slider = SampleSlider() }
    /// A slider loaded with the attributes `mapped` passes on.
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { slider = SampleSlider(interfaceBuilder: Self.mapped(attributes)) }
    /// The attributes `init(interfaceBuilder:)` passes on: all of them.
    class func mapped(_ attributes: InterfaceBuilderAttributes) -> InterfaceBuilderAttributes { attributes }
    /// Performs `operation` on the control and returns the events it sent.
    func perform(_ operation: SliderOperation) -> [SliderEvent] { slider.perform(operation) }
    /// Reads the control.
    func observe() -> SliderObservation { slider.observe() }
}

/// Never passes on Continuous Updates.
final class IgnoresContinuousAttributeAdapter: SampleAdapter {
    override class func mapped(_ attributes: InterfaceBuilderAttributes) -> InterfaceBuilderAttributes {
        var mapped = attributes
        mapped.continuous = nil
        return mapped
    }
}

/// Never passes on the thumb's tint.
final class IgnoresThumbTintAttributeAdapter: SampleAdapter {
    override class func mapped(_ attributes: InterfaceBuilderAttributes) -> InterfaceBuilderAttributes {
        var mapped = attributes
        mapped.thumbTintColor = nil
        return mapped
    }
}

/// Answers `.setAccessibilityValue` with `break`.
final class BreaksOnAccessibilityValueAdapter: SampleAdapter {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case .setAccessibilityValue = operation { return [] }
        return super.perform(operation)
    }
}

/// Never returns the events the control sent.
final class ReturnsNoEventsAdapter: SampleAdapter {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        _ = super.perform(operation)
        return []
    }
}

/// The adapter of issue 41, written against the previous version: it maps only the Value
/// attributes, and answers `.setAccessibilityValue` with `break`.
final class PreviousVersionAdapter: SampleAdapter {
    override class func mapped(_ attributes: InterfaceBuilderAttributes) -> InterfaceBuilderAttributes {
        attributes.keeping([.minimum, .maximum, .value])
    }
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case .setAccessibilityValue = operation { return [] }
        return super.perform(operation)
    }
}

/// A real bug, not an adapter's: the app's accessibility value is stored with a suffix.
final class SuffixesAccessibilityValueSlider: SampleAdapter {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setAccessibilityValue(text?) = operation { return super.perform(.setAccessibilityValue(text + "!")) }
        return super.perform(operation)
    }
}

/// A real bug, not an adapter's: Continuous Updates is decoded inverted.
final class InvertsContinuousAttributeSlider: SampleAdapter {
    override class func mapped(_ attributes: InterfaceBuilderAttributes) -> InterfaceBuilderAttributes {
        var mapped = attributes
        mapped.continuous = attributes.continuous.map { !$0 }
        return mapped
    }
}

/// A real bug, not an adapter's: an adjustment's event is sent only when it moves the value up.
final class ReportsOnlyIncrementsSlider: SampleAdapter {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let events = super.perform(operation)
        return operation == .accessibilityDecrement ? [] : events
    }
}

/// A run of `type` at the seed and length these tests pin.
@MainActor private func report<S: SliderUnderTest>(_ type: S.Type, sequences: Int = 1_000) -> FuzzReport {
    Fuzzer(type, configuration: FuzzConfiguration(seed: 2_026, sequences: sequences, profile: .documented)).run()
}

/// "kind subject" for each diagnostic of `report`.
private func diagnosed(_ report: FuzzReport) -> [String] {
    (report.diagnostics ?? []).map { "\($0.kind.rawValue) \($0.subject)" }
}

/// The rules `report` fails, and its counterexamples' identities.
private func failures(_ report: FuzzReport) -> String {
    "fails \(report.verdicts.filter { $0.outcome == .fail }.map(\.rule.rawValue)); \(report.counterexamples.map(\.identity))"
}

@MainActor
@Suite("Adapter diagnostics: what an adapter may not map is named as the adapter's, never charged to a rule")
struct AdapterDiagnosticsTests {
    @Test func anAdapterThatIgnoresContinuousUpdatesGetsOneDiagnosticAndNoRuleFailure() throws {
        let found = report(IgnoresContinuousAttributeAdapter.self)
        #expect(diagnosed(found) == ["interface-builder-attribute continuous"], "\(failures(found))")
        #expect(found.counterexamples.isEmpty && found.count(.fail) == 0, "\(failures(found))")
        let diagnostic = try #require(found.diagnostics?.first)
        #expect(diagnostic.place == "init(interfaceBuilder:)")
        #expect(diagnostic.suggestion == "if let continuous = attributes.continuous { slider.isContinuous = continuous }")
        #expect(diagnostic.rulesSpared.contains(.interfaceBuilderContinuousUpdates))
        #expect(found.conforms)
    }

    @Test func anAdapterThatIgnoresOneAppearanceAttributeGetsOneDiagnosticAndNoRuleFailure() throws {
        let found = report(IgnoresThumbTintAttributeAdapter.self)
        #expect(diagnosed(found) == ["interface-builder-attribute thumbTintColor"], "\(failures(found))")
        #expect(found.counterexamples.isEmpty && found.count(.fail) == 0, "\(failures(found))")
        #expect(try #require(found.diagnostics?.first).line.contains("slider.thumbTintColor = color(token)"))
    }

    @Test func anAdapterThatAnswersAnOperationWithBreakGetsOneDiagnosticAndNoRuleFailure() throws {
        let found = report(BreaksOnAccessibilityValueAdapter.self)
        #expect(diagnosed(found) == ["operation setAccessibilityValue"], "\(failures(found))")
        #expect(found.counterexamples.isEmpty && found.count(.fail) == 0, "\(failures(found))")
        let diagnostic = try #require(found.diagnostics?.first)
        #expect(diagnostic.headline == "your adapter may not map `.setAccessibilityValue` (perform answers it as a no-op)")
        #expect(diagnostic.suggestion == "case let .setAccessibilityValue(text): slider.accessibilityValue = text")
    }

    @Test func anAdapterThatNeverReturnsEventsGetsOneDiagnosticAndNoRuleFailure() {
        // 300 sequences: every one expects events, and without any each step diverges.
        let found = report(ReturnsNoEventsAdapter.self, sequences: 300)
        #expect(diagnosed(found) == ["events events"], "\(failures(found))")
        #expect(found.counterexamples.isEmpty && found.count(.fail) == 0, "\(failures(found))")
    }

    @Test func theAdapterOfThePreviousVersionGetsADiagnosticForEachThingItNeverMapsInsteadOfRuleFailures() {
        let found = report(PreviousVersionAdapter.self)
        #expect(diagnosed(found) == [
            "interface-builder-attribute continuous", "interface-builder-attribute maximumTrackTintColor",
            "interface-builder-attribute maximumValueImage", "interface-builder-attribute minimumTrackTintColor",
            "interface-builder-attribute minimumValueImage", "interface-builder-attribute thumbTintColor",
            "operation setAccessibilityValue",
        ], "\(failures(found))")
        #expect(found.counterexamples.isEmpty && found.count(.fail) == 0, "\(failures(found))")
    }

    @Test func aSetterThatStoresAWrongValueIsTheSlidersFailureNotADiagnostic() {
        let found = report(SuffixesAccessibilityValueSlider.self)
        #expect(found.diagnostics == nil)
        #expect(found.counterexamples.contains { $0.identity.rule == .accessibilityValueOverride }, "\(failures(found))")
    }

    @Test func anAttributeDecodedWronglyIsTheSlidersFailureNotADiagnostic() {
        let found = report(InvertsContinuousAttributeSlider.self)
        #expect(found.diagnostics == nil)
        #expect(!found.counterexamples.isEmpty, "\(failures(found))")
    }

    @Test func anEventMissingOnlySometimesIsTheSlidersFailureNotADiagnostic() {
        let found = report(ReportsOnlyIncrementsSlider.self)
        #expect(found.diagnostics == nil)
        #expect(!found.counterexamples.isEmpty, "\(failures(found))")
    }

    @Test func theSameSeedGivesTheSameDiagnostics() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let first = try encoder.encode(report(PreviousVersionAdapter.self, sequences: 300).diagnostics)
        let second = try encoder.encode(report(PreviousVersionAdapter.self, sequences: 300).diagnostics)
        #expect(first == second)
    }

    /// The mutants whose bug is, to the suite, exactly an adapter's missing line: each ignores
    /// an input entirely (an attribute never decoded, a setter that changes nothing from any
    /// state), so a load or an operation that never reaches the slider looks the same. Their
    /// diagnostics say "may not map" and name the rule the failures would otherwise be charged to.
    static let indistinguishable: [String: String] = [
        "IgnoresContinuousUpdates": "interface-builder-attribute continuous",
        "IgnoresEnteredTints": "interface-builder-attribute maximumTrackTintColor, interface-builder-attribute minimumTrackTintColor, interface-builder-attribute thumbTintColor",
        "IgnoresAppAccessibilityValue": "operation setAccessibilityValue",
    ]

    @Test func noMutantsFailureIsReclassifiedAsADiagnosticExceptThoseThatIgnoreAnInputEntirely() {
        var reclassified: [String: String] = [:]
        for mutant in MutantCatalogue.all {
            var configuration = FuzzConfiguration(seed: 5, sequences: 150, profile: mutant.profile)
            configuration.generator.robustness = mutant.needsRobustness
            let found = Fuzzer(mutant.type, configuration: configuration).run()
            let names = diagnosed(found).sorted()
            if !names.isEmpty { reclassified[mutant.name] = names.joined(separator: ", ") }
        }
        for (name, expected) in Self.indistinguishable {
            #expect(reclassified[name] == nil || reclassified[name] == expected, "\(name): \(reclassified[name] ?? "")")
        }
        let others = reclassified.filter { Self.indistinguishable[$0.key] == nil }
        #expect(others.isEmpty, "\(others)")
    }
}
