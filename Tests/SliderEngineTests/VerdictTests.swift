import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import Testing

/// The toolkit slider with one more difference planted: its accessibility label is dropped.
@MainActor
final class PlantedToolkitSlider: SliderUnderTest {
    private let base: ToolkitSlider
    static var unsupportedOperationKinds: Set<SliderOperationKind> { ToolkitSlider.unsupportedOperationKinds }
    init() { base = ToolkitSlider() }
    init(interfaceBuilder attributes: InterfaceBuilderAttributes) { base = ToolkitSlider(interfaceBuilder: attributes) }
    func perform(_ operation: SliderOperation) -> [SliderEvent] { base.perform(operation) }
    func observe() -> SliderObservation {
        var observation = base.observe()
        observation.accessibilityLabel = nil
        return observation
    }
}

/// A slider that differs from UISlider only in its default maximum (99): every sequence diverges
/// at creation, and every other rule must still be checked.
@MainActor
final class WrongDefaultMaximumSlider: SliderUnderTest {
    private let base: ReferenceImplementation
    init() {
        base = ReferenceImplementation()
        _ = base.perform(.setMaximumValue(99))
    }
    init(interfaceBuilder attributes: InterfaceBuilderAttributes) { base = ReferenceImplementation(interfaceBuilder: attributes) }
    func perform(_ operation: SliderOperation) -> [SliderEvent] { base.perform(operation) }
    func observe() -> SliderObservation { base.observe() }
}

@MainActor
@Suite("Complete verdicts")
struct VerdictTests {
    private func run<S: SliderUnderTest>(
        _ type: S.Type, sequences: Int = 400, stopAtFirst: Bool = false, shrinkLimits: ShrinkLimits = ShrinkLimits()
    ) -> FuzzReport {
        var configuration = FuzzConfiguration(seed: 7, sequences: sequences, profile: .documented, shrinkLimits: shrinkLimits)
        configuration.stopAtFirst = stopAtFirst
        return Fuzzer(type, configuration: configuration).run()
    }

    /// Shrinking within 200 attempts: these tests read verdicts and where the documents place
    /// them, which do not depend on how far a counterexample shrinks (the toolkit's 400
    /// sequences give the same verdicts and as many counterexamples as with the default limits),
    /// and shrinking is most of a failing run's cost.
    private static let verdictsOnly = ShrinkLimits(maxAttempts: 200)

    /// The toolkit slider's run of 400 sequences, made once: two tests read it.
    private static let toolkitReport = Fuzzer(
        ToolkitSlider.self, configuration: FuzzConfiguration(seed: 7, sequences: 400, profile: .documented, shrinkLimits: verdictsOnly)
    ).run()

    private func verdict(_ report: FuzzReport, _ rule: RuleID) -> RuleVerdict.Outcome? {
        report.verdicts.first { $0.rule == rule }?.outcome
    }

    private static func toolkitExpectations() throws -> Expectations {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus").path
        return try #require(try Expectations.load(corpus: corpus, implementation: "toolkit"))
    }

    @Test func aRuleChargedOnlyByAShrunkCounterexampleNeverPasses() {
        // The counted steps decided the rule twice and never blamed it; the kept (shrunk)
        // counterexample charges it: it diverged there, so it fails (or is expected), never passes.
        let charged = RuleVerdict(
            rule: .trackingOffTarget, decided: 2, diverged: 0, isExpected: false, inapplicable: nil, counterexample: 0,
            chargedByCounterexample: true)
        #expect(charged.outcome == .fail && charged.decided == 2 && charged.diverged == 1)
        #expect(RuleVerdict(
            rule: .trackingOffTarget, decided: 2, diverged: 0, isExpected: true, inapplicable: nil, chargedByCounterexample: true
        ).outcome == .expected)
        // Never decided in the counted steps (only in the shrunk one): one decided step, not "not reached".
        let unreached = RuleVerdict(
            rule: .trackingOffTarget, decided: 0, diverged: 0, isExpected: false, inapplicable: nil, chargedByCounterexample: true)
        #expect(unreached.outcome == .fail && unreached.decided == 1)
        // Counts a divergence already has are kept as they are.
        let counted = RuleVerdict(rule: .trackingOffTarget, decided: 5, diverged: 3, isExpected: false, inapplicable: nil, chargedByCounterexample: true)
        #expect(counted.decided == 5 && counted.diverged == 3)
        #expect(RuleVerdict(rule: .trackingOffTarget, decided: 2, diverged: 0, isExpected: false, inapplicable: nil).outcome == .pass)
    }

    @Test func aWrongDefaultIsOneFailureAndEveryOtherRuleIsStillChecked() {
        let report = run(WrongDefaultMaximumSlider.self)
        #expect(Set(report.counterexamples.map(\.identity.rule)) == [.defaultsLimits])
        #expect(verdict(report, .defaultsLimits) == .fail)
        for rule: RuleID in [.valueClampsAbove, .limitsMinimumPullsValue, .accessibilityIncrement, .tintThumbClearsImages, .trackingBeginsOnThumb] {
            #expect(verdict(report, rule) == .pass, "\(rule)")
        }
        #expect(report.count(.pass) > 60)
    }

    @Test func stopAtFirstKeepsTheOldBehaviourOfOneDivergencePerSequence() {
        let report = run(WrongDefaultMaximumSlider.self, sequences: 50, stopAtFirst: true)
        #expect(report.operations == 0, "every sequence stops at creation")
        #expect(verdict(report, .valueClampsAbove) == .notReached)
    }

    @Test func theToolkitSliderFailsAtLeastEightRulesEachWithItsOwnCounterexampleAndPassesOthers() {
        let report = Self.toolkitReport
        let failing = report.verdicts.filter { $0.outcome == .fail }
        #expect(failing.count >= 8)
        for failure in failing {
            #expect(failure.counterexample != nil, "\(failure.rule)")
            // Its counterexample is a failure charged to it: blamed on it, naming it as involved, or
            // charged to it at another occurrence (`Counterexample.alsoCharged`).
            #expect(failure.counterexample.map { report.counterexamples[$0].chargedRules.contains(failure.rule) } == true)
        }
        for rule: RuleID in [.defaultsValue, .continuousStores, .controlStateFlags, .valueImageStores, .tintStores, .accessibilityLabelStores] {
            #expect(verdict(report, rule) == .pass, "\(rule)")
        }
        // Touches and layout are declared unsupported: never drawn, never counted as passes.
        #expect(report.skippedKinds?.contains(.touchBegan) == true)
        #expect(verdict(report, .trackingBeginsOnThumb) == .notApplicable)
        #expect(verdict(report, .layoutBoundsStores) == .notApplicable)
    }

    @Test func theToolkitsExpectationsMakeItsRunPassAndAPlantedDifferenceIsStillReported() throws {
        let expectations = try Self.toolkitExpectations()
        var report = Self.toolkitReport
        expectations.apply(to: &report)
        #expect(report.conforms)
        #expect(report.count(.fail) == 0 && report.count(.expected) >= 8)

        var planted = run(PlantedToolkitSlider.self, shrinkLimits: Self.verdictsOnly)
        expectations.apply(to: &planted)
        #expect(!planted.conforms)
        #expect(planted.verdicts.filter { $0.outcome == .fail }.map(\.rule) == [.accessibilityLabelStores])
        #expect(planted.count(.expected) >= 8, "the listed deviations are still tolerated")
    }

    @Test func aListedRuleThatWasNeverExercisedIsNotReportedAsPassed() {
        let expectations = Expectations(format: 1, implementation: "toolkit", expected: [
            Expectations.Entry(rule: "tracking.cancel", outcome: "FAIL", reason: "no touches"),
            Expectations.Entry(rule: "defaults.value", outcome: "FAIL", reason: "listed by mistake"),
        ])
        var report = run(ToolkitSlider.self, sequences: 50, shrinkLimits: Self.verdictsOnly)
        expectations.apply(to: &report)
        #expect(report.expectedButNotReached == ["tracking.cancel (FAIL): no touches"])
        #expect(report.expectedButPassed == ["defaults.value (FAIL): listed by mistake"])
        #expect(verdict(report, .trackingCancel) == .notApplicable)
        let text = ReportFormat.text.render([report])
        #expect(text.contains("expected to fail, but not reached in this run (neither confirmed nor passed): tracking.cancel"))
    }

    @Test func anExpectationNamingAnUnknownRuleIsRejected() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verdicts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = #"{"format":1,"implementation":"x","expected":[{"rule":"tracking.cancelled","outcome":"FAIL"}]}"#
        try Data(file.utf8).write(to: URL(fileURLWithPath: folder + "/x.expectations.json"))
        #expect {
            try Expectations.load(corpus: folder, implementation: "x")
        } throws: { error in
            "\(error)".contains("unknown rule \"tracking.cancelled\"")
        }
    }

    @Test func junitAndMarkdownKeepNotReachedAndNotApplicableApartFromPasses() {
        let report = run(ToolkitSlider.self, sequences: 100, shrinkLimits: Self.verdictsOnly)
        let junit = ReportFormat.junit.render([report])
        let cancel = junit.split(separator: "\n").first { $0.contains(#"<testcase name="tracking.cancel" "#) }
        #expect(cancel?.contains(#"><skipped message="not applicable: needs"#) == true)
        #expect(junit.contains(#"failures="\#(report.count(.fail))""#))
        let markdown = ReportFormat.markdown.render([report, run(SampleSlider.self, sequences: 100, shrinkLimits: Self.verdictsOnly)])
        let cancelRow = markdown.split(separator: "\n").first { $0.hasPrefix("| `tracking.cancel` |") }
        #expect(cancelRow?.contains("not applicable") == true && cancelRow?.hasSuffix("| pass |") == true)
        let limits = markdown.split(separator: "\n").first { $0.hasPrefix("| `defaults.limits` |") }
        #expect(limits?.contains("**FAIL** `(on creation)`") == true)
    }

    @Test func unsupportedKindsAreNeverPerformedNotEvenAsTouchContinuationsOrLayout() {
        LimitedSlider.performed = []
        let report = run(LimitedSlider.self, sequences: 300)
        #expect(LimitedSlider.performed.isDisjoint(with: LimitedSlider.unsupportedOperationKinds))
        #expect(LimitedSlider.performed.contains(.touchBegan) && LimitedSlider.performed.contains(.touchMoved))
        #expect(report.skippedKinds == [.setBounds, .touchEnded, .touchCancelled])
        #expect(verdict(report, .trackingCancel) == .notApplicable)
    }
}

/// The reference, declaring bounds, releases and cancels unsupported, and recording the kinds
/// of the operations it is asked to perform.
@MainActor
final class LimitedSlider: SliderUnderTest {
    static var performed = Set<SliderOperationKind>()
    static var unsupportedOperationKinds: Set<SliderOperationKind> { [.setBounds, .touchEnded, .touchCancelled] }
    private let base: ReferenceImplementation
    init() { base = ReferenceImplementation() }
    init(interfaceBuilder attributes: InterfaceBuilderAttributes) { base = ReferenceImplementation(interfaceBuilder: attributes) }
    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        Self.performed.insert(operation.kind)
        return base.perform(operation)
    }
    func observe() -> SliderObservation { base.observe() }
}
