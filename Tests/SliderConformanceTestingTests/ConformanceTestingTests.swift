import Foundation
import SliderConformanceTesting
import SliderEngine
import SliderSamples
import SliderSpec
import SliderTestFixtures
import Testing
#if canImport(XCTest)
import XCTest
#endif

/// The test helpers: a conforming slider records nothing, a broken one records its counterexample.
@MainActor
@Suite struct ConformanceTestingTests {
    @Test func conformingSliderRecordsNoIssue() {
        let report = expectConformance(SampleSlider.self, ConformanceCheck(sequences: 200, corpusDirectory: nil))
        #expect(report.conforms)
        #expect(report.sequences == 200)
    }

    @Test func brokenSliderRecordsItsBrokenRuleAsAnIssue() {
        withKnownIssue {
            expectConformance(ForgetsToPullValueDown.self, ConformanceCheck(sequences: 300, corpusDirectory: nil))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("limits.maximum-pulls-value") }
        }
    }

    @Test func failureMessageHasHeaderRuleAndValueDiff() throws {
        let check = ConformanceCheck(sequences: 300, corpusDirectory: nil)
        let report = check.run(ForgetsToPullValueDown.self)
        let messages = check.failureMessages(report, implementation: "Broken")
        #expect(messages.count == report.counterexamples.count)
        let message = try #require(messages.first { $0.contains("limits.maximum-pulls-value") })
        #expect(message.hasPrefix("Broken does not conform to the documented profile (seed 0x0):\n"))
        #expect(message.contains("let slider = ForgetsToPullValueDown()"))  // the type, not the label
        #expect(message.contains("- value:"))
        #expect(message.contains("+ value:"))
    }

    @Test func conformingReportHasNoFailureMessages() {
        let check = ConformanceCheck(sequences: 100, corpusDirectory: nil)
        let report = check.run(SampleSlider.self)
        #expect(check.failureMessages(report, implementation: "SampleSlider").isEmpty)
        #expect(check.staleCorpusMessages(report).isEmpty)
    }

    @Test func aPassingCorpusEntryIsSilentUnlessFailOnStaleCorpus() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-testing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let operations: [SliderOperation] = [.setValue(0.5), .setMaximumValue(0.25)]
        let expected = ReferenceSlider().observation(readings: Profile.documented.readings)
        var observed = expected
        observed.value = 0.5
        let path = try CorpusStore.write(
            CorpusEntry(
                implementation: "SampleSlider", profile: Profile.documented.id, rule: .limitsMaximumPullsValue, field: "value",
                statement: "", operations: operations, expected: expected, observed: observed, seed: "0x0", note: nil),
            into: folder)

        let lenient = ConformanceCheck(sequences: 0, corpusPaths: [folder], corpusDirectory: nil)
        let report = expectConformance(SampleSlider.self, lenient)  // records nothing: a regression test that passes
        #expect(report.corpus.map(\.outcome) == [.passes])
        #expect(lenient.failureMessages(report, implementation: "SampleSlider").isEmpty)
        #expect(lenient.staleCorpusMessages(report) == [
            "\(path) now passes (it recorded limits.maximum-pulls-value (value)): once the fix is intended, `corpus prune` removes it",
        ])

        let strict = ConformanceCheck(sequences: 0, corpusPaths: [folder], failOnStaleCorpus: true, corpusDirectory: nil)
        #expect(strict.failureMessages(report, implementation: "SampleSlider") == strict.staleCorpusMessages(report))
    }

    @Test func unreadableCorpusPathIsAFailure() {
        let check = ConformanceCheck(sequences: 0, corpusPaths: ["/nonexistent/corpus"], corpusDirectory: nil)
        let messages = check.failureMessages(check.run(SampleSlider.self), implementation: "SampleSlider")
        #expect(messages.count == 1)
        #expect(messages.first?.contains("/nonexistent/corpus: no such file or folder") == true)
    }

    #if canImport(XCTest)
    @Test func xctestAssertionReturnsTheReportOfAConformingSlider() {
        let report = XCTAssertConforms(SampleSlider.self, ConformanceCheck(sequences: 50, corpusDirectory: nil))
        #expect(report.conforms)
        #expect(report.implementation == "SampleSlider")
    }
    #endif
}
