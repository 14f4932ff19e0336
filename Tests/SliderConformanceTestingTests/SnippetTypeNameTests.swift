import SliderConformanceTesting
import SliderSpec
import SliderTestFixtures
import Testing

/// Through an adapter, a typed snippet names the wrapped type the user writes code against; a
/// `perform` snippet (the default) creates the checked type, the one with `perform`.
@MainActor
@Suite struct SnippetTypeNameTests {
    @Test func aTypedSnippetCreatesTheTypeNamedForAnAdapter() throws {
        let check = ConformanceCheck(sequences: 300, corpusDirectory: nil, snippetTypeName: "MySlider", snippetForm: .typed)
        let report = check.run(ForgetsToPullValueDown.self)
        let message = try #require(check.failureMessages(report, implementation: report.implementation).first)
        #expect(message.contains("let slider = MySlider()\n    slider."))
        #expect(message.contains("re-run just this case: expectConformance(ForgetsToPullValueDown.self, "))
    }

    @Test func aPerformSnippetCreatesTheCheckedTypeWhateverTypeItWraps() throws {
        let check = ConformanceCheck(sequences: 300, corpusDirectory: nil, snippetTypeName: "MySlider")
        let report = check.run(ForgetsToPullValueDown.self)
        let message = try #require(check.failureMessages(report, implementation: report.implementation).first)
        #expect(message.contains("let slider = ForgetsToPullValueDown()\n    _ = slider.perform(."))
        #expect(message.contains("\n    precondition(slider.observe()."))
        #expect(!message.contains("MySlider"))
    }
}
