import SliderConformanceTesting
import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// An adapter that answers `.setAccessibilityValue` with `break`.
final class AccessibilityValueUnmappedAdapter: PlantedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case .setAccessibilityValue = operation { return [] }
        return super.perform(operation)
    }
}

/// `expectConformance` and `XCTAssertConforms` report an adapter diagnostic as an issue of its
/// own, told apart from the slider's rule failures.
@MainActor
@Suite struct DiagnosticMessagesTests {
    @Test func anAdapterDiagnosticIsAnIssueOfItsOwnNotARuleFailure() throws {
        let check = ConformanceCheck(sequences: 1_000, corpusDirectory: nil)
        let report = check.run(AccessibilityValueUnmappedAdapter.self)
        #expect(report.counterexamples.isEmpty)
        let messages = check.failureMessages(report, implementation: "Adapter")
        #expect(messages.count == 1)
        let message = try #require(messages.first)
        #expect(message.hasPrefix("Adapter diagnostic for Adapter (not a rule failure of the slider): your adapter may not map `.setAccessibilityValue`"))
        #expect(message.contains("case let .setAccessibilityValue(text): slider.accessibilityValue = text"))
        #expect(!message.contains("does not conform"))
    }
}
