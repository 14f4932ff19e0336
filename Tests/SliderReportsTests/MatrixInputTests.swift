import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import Testing

@MainActor
@Suite("Conformance matrix: reading reports")
struct MatrixInputTests {
    private func problem(_ text: String) -> String? {
        do {
            _ = try MatrixInput.reports(in: Data(text.utf8), path: "night.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aJSONReportReadsBackAsTheReportsItHolds() throws {
        let report = ConformanceMatrixTests.run(SampleSlider.self, name: "sample", sequences: 5)
        let read = try MatrixInput.reports(in: Data(ReportFormat.json.render([report]).utf8), path: "r.json")
        #expect(read.count == 1 && read[0].verdicts == report.verdicts && read[0].budget == 5)
    }

    @Test func aReportWithoutTheProvenanceKeysStillReads() throws {
        let report = ConformanceMatrixTests.run(SampleSlider.self, name: "sample", sequences: 5)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render([report]).utf8)) as? [String: Any])
        var reports = try #require(object["reports"] as? [[String: Any]])
        reports[0]["budget"] = nil
        reports[0]["versions"] = nil
        object["reports"] = reports
        let read = try MatrixInput.reports(in: JSONSerialization.data(withJSONObject: object), path: "old.json")
        #expect(read[0].budget == nil)
        let matrix = try ConformanceMatrix(merging: [("old.json", read[0])])
        #expect(matrix.columns[0].provenance.versions == ["unrecorded"])
        #expect(matrix.columns[0].provenance.summary.contains("5 of ? sequences"))
    }

    @Test func badInputNamesTheFileAndWhatWasExpected() {
        #expect(problem("not json")?.hasPrefix("night.json: is not JSON") == true)
        #expect(problem("[1]") == "night.json: holds no JSON object; expected a report written by `slider-conformance fuzz --format json`")
        #expect(problem("{}") == "night.json: has no \"format\"; expected a report written by `slider-conformance fuzz --format json`")
        #expect(problem(#"{"format":9,"reports":[]}"#) == "night.json: is a report of format 9; this suite reads formats 1 to 2")
        #expect(problem(#"{"format":2}"#)?.contains("has no \"reports\" list") == true)
        #expect(problem(#"{"format":2,"reports":[{"implementation":"x"}]}"#)?.hasPrefix("night.json: at reports[0]") == true)
        #expect(problem(#"{"matrix":1,"columns":[],"rows":[]}"#)?.contains("pass it as --previous") == true)
    }

    /// The sample's JSON report with the first verdict of `rule` given `diverged` steps.
    private func report(rule: String, diverged: Int) throws -> String {
        let report = ConformanceMatrixTests.run(SampleSlider.self, name: "sample", sequences: 5)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render([report]).utf8)) as? [String: Any])
        var reports = try #require(object["reports"] as? [[String: Any]])
        var verdicts = try #require(reports[0]["verdicts"] as? [[String: Any]])
        let index = try #require(verdicts.firstIndex { $0["rule"] as? String == rule })
        verdicts[index]["diverged"] = diverged
        reports[0]["verdicts"] = verdicts
        object["reports"] = reports
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test func aVerdictItsCountsContradictIsRefusedNotReadAsAPass() throws {
        let negative = try #require(problem(try report(rule: "defaults.value", diverged: -3)))
        #expect(negative.hasPrefix("night.json: at reports[0] (sample): verdicts["), "\(negative)")
        #expect(negative.contains("(defaults.value) has a negative count of steps"), "\(negative)")
        let passing = try #require(problem(try report(rule: "defaults.value", diverged: 1)))
        #expect(passing.contains("(defaults.value) reads pass with"), "\(passing)")
    }

    @Test func aReportIsReadFromAPipe() throws {
        let report = ConformanceMatrixTests.run(SampleSlider.self, name: "sample", sequences: 5)
        let pipe = Pipe()
        let text = Data(ReportFormat.json.render([report]).utf8)
        let writer = pipe.fileHandleForWriting
        Thread.detachNewThread {
            writer.write(text)
            try? writer.close()
        }
        let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
        let read = try MatrixInput.reports(in: MatrixInput.contents(of: path), path: path)
        #expect(read.count == 1 && read[0].verdicts == report.verdicts)
    }
}
