import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import SliderTestFixtures
import Testing

@MainActor
@Suite("JUnit XML against junit-10.xsd and Ant's JUnit.xsd")
struct JUnitSchemaTests {
    private func run<S: SliderUnderTest>(
        _ type: S.Type, name: String, sequences: Int = 100, profile: Profile = .documented, shard: (Int, Int)? = nil
    ) -> FuzzReport {
        // The documents are checked, not how far their counterexamples shrink: a short shrink.
        var configuration = FuzzConfiguration(seed: 7, sequences: sequences, profile: profile, shrinkLimits: ShrinkLimits(maxAttempts: 200))
        if let shard { (configuration.shardIndex, configuration.shardCount) = shard }
        return Fuzzer(type, name: name, configuration: configuration).run()
    }

    private func expectValid(_ xml: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let document = try TinyXMLReader.parse(xml)
        for schema in [JUnitSchema.junit10, .ant] {
            let problems = schema.problems(document)
            #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))", sourceLocation: sourceLocation)
        }
    }

    @Test func aFailingAnExpectedAndAnInapplicableRunAreValidAgainstBothSchemas() throws {
        let failing = run(UIKitModelImplementation.self, name: "uikit-model")
        #expect(failing.count(.fail) > 0)
        var toolkit = run(ToolkitSlider.self, name: "toolkit")
        let expectations = try #require(try Expectations.load(corpus: "Corpus", implementation: "toolkit"))
        expectations.apply(to: &toolkit)
        #expect(toolkit.count(.expected) > 0 && toolkit.count(.notApplicable) > 0)
        let reports = [failing, toolkit, run(SampleSlider.self, name: "sample")]
        try expectValid(ReportFormat.junit.render(reports, expectations: ["toolkit": expectations]))
        let timed = ReportRun(startedAt: Date(timeIntervalSince1970: 1_795_000_000), hostname: "ci runner\t7", seconds: [1.5, 12_345.678, 0])
        let xml = ReportFormat.junit.render(reports, expectations: ["toolkit": expectations], run: timed)
        try expectValid(xml)
        #expect(xml.contains(#"time="12345.678""#) && xml.contains(#"hostname="ci runner 7""#))
        #expect(xml.contains(#"timestamp="2026-11-18T"#), "\(xml.prefix(600))")
    }

    @Test func suitesCarryTheRunsSettingsAndTheirCountsMatchTheirTestCases() throws {
        let report = run(UIKitModelImplementation.self, name: "uikit-model")
        let document = try TinyXMLReader.parse(ReportFormat.junit.render([report]))
        #expect(document.attributes.isEmpty)
        let suite = try #require(document.children.first)
        let cases = suite.children.filter { $0.name == "testcase" }
        #expect(suite.attribute("tests") == "\(cases.count)")
        #expect(suite.attribute("failures") == "\(cases.count { $0.children.first?.name == "failure" })")
        #expect(suite.attribute("skipped") == "\(cases.count { $0.children.first?.name == "skipped" })")
        #expect(suite.attribute("errors") == "0")
        let properties = try #require(suite.children.first { $0.name == "properties" }).children
        let names = properties.compactMap { $0.attribute("name") }
        for name in ["seed", "shard", "profile", "sequences"] { #expect(names.contains(name), "\(names)") }
        #expect(properties.first { $0.attribute("name") == "seed" }?.attribute("value") == "0x7")
        let failure = try #require(cases.compactMap { $0.children.first { $0.name == "failure" } }.first)
        #expect(failure.attribute("type")?.isEmpty == false)
        #expect(failure.text.contains("let slider = "))
    }

    @Test func shardsOfOneNightHaveDistinctSuiteNames() throws {
        let shards = (0..<3).map { run(SampleSlider.self, name: "sample", sequences: 30, shard: ($0, 3)) }
        let document = try TinyXMLReader.parse(ReportFormat.junit.render(shards))
        let names = document.children.compactMap { $0.attribute("name") }
        #expect(Set(names).count == 3, "\(names)")
        #expect(names.first == "sample (documented) shard 1/3")
        #expect(document.children.map { $0.attribute("id") } == ["0", "1", "2"])
        try expectValid(ReportFormat.junit.render(shards))
    }

    @Test func theCheckerRejectsWhatEachSchemaForbids() throws {
        let bad = """
            <testsuites skipped="1"><testsuite name="a" tests="x" failures="0" errors="0" time="1,5">\
            <testcase name="r"><failure message="m">t</failure><system-out/></testcase>\
            <properties/></testsuite></testsuites>
            """
        let document = try TinyXMLReader.parse(bad)
        let junit10 = JUnitSchema.junit10.problems(document)
        #expect(junit10.contains { $0.contains("@skipped") || $0.contains("attribute skipped") }, "\(junit10)")
        let ant = JUnitSchema.ant.problems(document)
        for expected in ["lacks the required attribute timestamp", "tests = \"x\"", "time = \"1,5\"", "comes too late",
                         "at most 1 allowed", "lacks the required attribute type", "needs at least 1 <system-out>"] {
            #expect(ant.contains { $0.contains(expected) }, "\(expected): \(ant)")
        }
        #expect(throws: TinyXMLReader.Problem.self) { try TinyXMLReader.parse("<a><b></a>") }
    }
}
