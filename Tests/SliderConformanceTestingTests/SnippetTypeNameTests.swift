import SliderConformanceTesting
import SliderTestFixtures
import Testing

/// Through an adapter, the snippet names the wrapped type the user writes code against.
@MainActor
@Suite struct SnippetTypeNameTests {
    @Test func snippetCreatesTheTypeNamedForAnAdapter() throws {
        let check = ConformanceCheck(sequences: 300, corpusDirectory: nil, snippetTypeName: "MySlider")
        let report = check.run(ForgetsToPullValueDown.self)
        let message = try #require(check.failureMessages(report, implementation: report.implementation).first)
        #expect(message.contains("let slider = MySlider()"))
        #expect(message.contains("re-run just this case: expectConformance(ForgetsToPullValueDown.self, "))
    }
}
