import Foundation
import SliderCLI
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import Testing

@MainActor
@Suite("Conformance matrix: the nightly trend")
struct MatrixTrendTests {
    /// A fresh directory for one test's files.
    private func directory() throws -> String {
        let path = NSTemporaryDirectory() + "matrix-trend-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `report` with `rule` judged again: diverged once (`isExpected` for an expected failure),
    /// or never decided.
    private func judging(_ report: FuzzReport, _ rule: RuleID, as outcome: RuleVerdict.Outcome) -> FuzzReport {
        var report = report
        let index = report.verdicts.firstIndex { $0.rule == rule }!
        let decided = report.verdicts[index].decided
        report.verdicts[index] = switch outcome {
        case .fail, .expected: RuleVerdict(rule: rule, decided: decided, diverged: 1, isExpected: outcome == .expected, inapplicable: nil)
        case .notReached: RuleVerdict(rule: rule, decided: 0, diverged: 0, isExpected: false, inapplicable: nil)
        default: RuleVerdict(rule: rule, decided: max(decided, 1), diverged: 0, isExpected: false, inapplicable: nil)
        }
        return report
    }

    private func matrix(_ arguments: [String]) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = SliderConformanceCommand.run(["matrix"] + arguments, output: &output)
        return (status, output)
    }

    private func write(_ report: FuzzReport, to path: String) throws {
        try ReportFormat.json.render([report]).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func thePageLeadsWithWhatChangedAndANewFailureFailsTheNight() throws {
        let folder = try directory()
        let base = Fuzzer(SampleSlider.self, name: "sample", configuration: FuzzConfiguration(seed: 7, sequences: 20)).run()
        #expect(base.verdicts.first { $0.rule == .defaultsLimits }?.outcome == .pass)
        let lastNight = judging(base, .defaultsValue, as: .fail)
        let tonight = judging(judging(base, .defaultsLimits, as: .fail), .defaultsContinuous, as: .notReached)
        try write(lastNight, to: folder + "/last.json")
        try write(tonight, to: folder + "/tonight.json")
        #expect(matrix(["--json", folder + "/last-merged.json", folder + "/last.json"]).status == 0)

        let (status, output) = matrix([
            "--previous", folder + "/last-merged.json", "--html", folder + "/index.html", "--markdown", folder + "/index.md",
            "--json", folder + "/merged.json", folder + "/tonight.json",
        ])
        #expect(status == 1)
        #expect(output.standardError.contains("new failure: sample (documented) defaults.limits: pass → FAIL"))
        let markdown = try String(contentsOfFile: folder + "/index.md", encoding: .utf8)
        let changes = try #require(markdown.range(of: "## Changes since the previous night"))
        #expect(changes.lowerBound < markdown.range(of: "## Defaults")!.lowerBound)
        #expect(markdown.contains("1 new failure, 1 fixed, 1 moved"))
        #expect(markdown.contains("- **new failure**: sample (documented) `defaults.limits`: pass → FAIL"))
        #expect(markdown.contains("- **fixed**: sample (documented) `defaults.value`: FAIL → pass"))
        #expect(markdown.contains("- **moved**: sample (documented) `defaults.continuous`: pass → not reached"))
        let html = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(html.range(of: "<section id=\"changes\">")!.lowerBound < html.range(of: "<table id=\"matrix\">")!.lowerBound)
        let merged = try MatrixInput.matrix(in: Data(contentsOf: URL(fileURLWithPath: folder + "/merged.json")), path: "merged.json")
        #expect(merged.changes?.changes(.newFailure).map(\.rule) == [.defaultsLimits])
    }

    @Test func aNightWithoutANewFailurePassesEvenWithExpectedOnesAndOldOnes() throws {
        let folder = try directory()
        let base = Fuzzer(SampleSlider.self, name: "sample", configuration: FuzzConfiguration(seed: 7, sequences: 20)).run()
        let lastNight = judging(base, .defaultsValue, as: .fail)
        let tonight = judging(judging(base, .defaultsValue, as: .fail), .defaultsLimits, as: .expected)
        try write(lastNight, to: folder + "/last.json")
        try write(tonight, to: folder + "/tonight.json")
        #expect(matrix(["--json", folder + "/last-merged.json", folder + "/last.json"]).status == 0)
        let (status, output) = matrix(["--previous", folder + "/last-merged.json", "--markdown", folder + "/index.md", folder + "/tonight.json"])
        #expect(status == 0)
        #expect(output.standardError.contains("0 new failures, 0 fixed, 1 moved"))
        let markdown = try String(contentsOfFile: folder + "/index.md", encoding: .utf8)
        #expect(markdown.contains("- **moved**: sample (documented) `defaults.limits`: pass → expected"))
    }
}
