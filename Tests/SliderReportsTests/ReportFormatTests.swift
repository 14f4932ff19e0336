import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import Testing

@MainActor
@Suite("JSON and Markdown reports (REPORTS.md)")
struct ReportFormatTests {
    private func run<S: SliderUnderTest>(_ type: S.Type, name: String, sequences: Int = 100) -> FuzzReport {
        Fuzzer(type, name: name, configuration: FuzzConfiguration(seed: 7, sequences: sequences, profile: .documented)).run()
    }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func jsonLeadsWithTheVerdictOverallAndPerImplementation() throws {
        let reports = [run(UIKitModelImplementation.self, name: "uikit-model"), run(SampleSlider.self, name: "sample")]
        let document = try object(ReportFormat.json.render(reports))
        #expect(document["format"] as? Int == ReportFormat.jsonFormat)
        #expect(ReportFormat.jsonFormat == 2)
        #expect(document["verdict"] as? String == "fails")
        let implementations = try #require(document["implementations"] as? [[String: Any]])
        #expect(implementations.map { $0["implementation"] as? String } == ["uikit-model", "sample"])
        #expect(implementations.map { $0["verdict"] as? String } == ["fails", "conforms"])
        let rules = try #require(implementations[1]["rules"] as? [String: Int])
        #expect(rules["pass"] == reports[1].count(.pass) && rules["not reached"] == reports[1].count(.notReached))
        #expect((document["reports"] as? [Any])?.count == 2)

        let passing = try object(ReportFormat.json.render([reports[1]]))
        #expect(passing["verdict"] as? String == "conforms")
        #expect((passing["failures"] as? [Any])?.isEmpty == true)
    }

    @Test func eachJSONFailureCarriesItsRuleStatementAndSwiftSnippet() throws {
        let report = run(UIKitModelImplementation.self, name: "uikit-model")
        let document = try object(ReportFormat.json.render([report]))
        let failures = try #require(document["failures"] as? [[String: Any]])
        #expect(failures.count == report.counterexamples.count && !failures.isEmpty)
        for (failure, counterexample) in zip(failures, report.counterexamples) {
            let rule = counterexample.identity.rule
            #expect(failure["rule"] as? String == rule.rawValue)
            #expect(failure["statement"] as? String == RuleCatalogue.rule(rule)?.statement)
            let snippet = try #require(failure["snippet"] as? String)
            let creation = "slider = \(report.typeName)("  // `init()`, or a load
            #expect(snippet.contains("let " + creation) || snippet.contains("var " + creation), "\(snippet)")
            #expect(snippet.contains("\nprecondition(slider.observe()") || snippet.contains("\nprecondition(events == "), "\(snippet)")
            #expect(snippet.contains("← diverges here"))
            #expect(failure["expected"] as? Bool == false)
        }
    }

    @Test func jsonIsByteStableForTheSameSeedAndCarriesNoTimes() {
        let first = ReportFormat.json.render([run(UIKitModelImplementation.self, name: "uikit-model")])
        let second = ReportFormat.json.render([run(UIKitModelImplementation.self, name: "uikit-model")])
        #expect(first == second)
        for word in ["\"time\"", "timestamp", "hostname", "duration", "seconds"] { #expect(!first.contains(word), "\(word)") }
    }
}

@MainActor
@Suite("Markdown matrix: failures first")
struct MarkdownMatrixTests {
    @Test func failuresComeBeforeTheTableAndFailingRowsLeadIt() throws {
        let configuration = FuzzConfiguration(seed: 7, sequences: 100, profile: .documented)
        let failing = Fuzzer(UIKitModelImplementation.self, name: "uikit-model", configuration: configuration).run()
        let passing = Fuzzer(SampleSlider.self, name: "sample", configuration: configuration).run()
        let markdown = ReportFormat.markdown.render([passing, failing], verbose: true)
        let failures = try #require(markdown.range(of: "## Failures"))
        let table = try #require(markdown.range(of: "## All rules"))
        #expect(failures.lowerBound < table.lowerBound)
        let first = try #require(failing.counterexamples.first)
        #expect(markdown.contains("### uikit-model (documented): `\(first.identity.rule)`"))
        #expect(markdown.contains("```swift\nlet "), "\(markdown.prefix(1200))")
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let failingRows = rows.prefix { $0.contains("**FAIL**") }
        #expect(failingRows.count == failing.count(.fail))
        #expect(!rows.dropFirst(failingRows.count).contains { $0.contains("**FAIL**") })
        // Not reached and not applicable stay apart from each other and from pass.
        #expect(rows.contains { $0.contains("| not reached") } || rows.contains { $0.contains("not applicable") })

        let clean = ReportFormat.markdown.render([passing])
        #expect(clean.contains("## Failures\n\nNone: "))
    }
}

@MainActor
@Suite("Markdown matrix: the full table folded")
struct MarkdownFoldTests {
    @Test func onlyRowsThatDidNotPassShowAndEveryRuleIsInTheFold() throws {
        let configuration = FuzzConfiguration(seed: 7, sequences: 100, profile: .documented)
        let failing = Fuzzer(UIKitModelImplementation.self, name: "uikit-model", configuration: configuration).run()
        let passing = Fuzzer(SampleSlider.self, name: "sample", configuration: configuration).run()
        let markdown = ReportFormat.markdown.render([passing, failing])
        let fold = try #require(markdown.range(of: "<details><summary>"))
        let shown = markdown[..<fold.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(shown.count == failing.count(.fail))
        #expect(shown.allSatisfy { $0.contains("**FAIL**") })
        let folded = markdown[fold.upperBound...].split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(folded.count == failing.verdicts.count)
        #expect(markdown.hasSuffix("</details>\n"))
        #expect(ReportFormat.markdown.render([passing]).contains("Every rule passes, is not reached or does not apply in every run."))
    }
}
