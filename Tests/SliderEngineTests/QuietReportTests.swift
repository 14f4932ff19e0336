import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import Testing

/// The main job's report fits on a screen per implementation, names every failure with its
/// snippet and diff, and gives everything with `--verbose`.
@MainActor
@Suite("Quiet reports: a screen per implementation")
struct QuietReportTests {
    /// Runs the command line in this process and returns the exit code and standard output.
    private func run(_ arguments: String...) -> (status: Int32, text: String) {
        var output = CommandOutput()
        let status = SliderConformanceCommand.run(arguments, output: &output)
        return (status, output.standardOutput)
    }

    /// The text report's sections, one per implementation: from its header line
    /// (`name · profile profile · seed 0x…`) to the next, without trailing blank lines.
    private func sections(_ text: String) -> [(name: String, lines: [Substring])] {
        var sections: [(name: String, lines: [Substring])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains(" profile · seed 0x"), let name = line.split(separator: " ").first {
                sections.append((String(name), []))
            }
            if !sections.isEmpty { sections[sections.count - 1].lines.append(line) }
        }
        return sections.map { section in
            var lines = section.lines
            while lines.last?.isEmpty == true { lines.removeLast() }
            return (section.name, lines)
        }
    }

    @Test func theMainJobFitsOnAScreenPerImplementationAndVerboseListsEveryRule() throws {
        let quiet = run("fuzz", "--sequences", "100", "--no-save")
        #expect(quiet.status == 0, "\(quiet.text)")
        let screens = sections(quiet.text)
        #expect(screens.map(\.name) == ["sample", "reference", "uikit-model", "precision-sample", "callout-sample", "toolkit"])
        for screen in screens {
            #expect(screen.lines.count <= 40, "\(screen.name): \(screen.lines.count) lines\n\(screen.lines.joined(separator: "\n"))")
            #expect(!screen.lines.contains { $0.contains("  pass  ") }, "\(screen.name): passing rules are only counted")
        }
        let toolkit = try #require(screens.last)
        #expect(toolkit.lines.contains { $0.hasPrefix("  ~ defaults.limits ") }, "one line per expected deviation")
        #expect(!toolkit.lines.contains { $0.contains("← diverges here") }, "expected deviations are not shown in full")

        let verbose = run("fuzz", "--sequences", "100", "--no-save", "--verbose")
        #expect(verbose.status == 0)
        for screen in sections(verbose.text) {
            let listed = Set(screen.lines.compactMap { line -> String? in
                guard line.hasPrefix("  "), let id = line.split(separator: " ").first else { return nil }
                return String(id)
            })
            let missing = RuleCatalogue.rules.map(\.id.rawValue).filter { !listed.contains($0) }
            #expect(missing.isEmpty, "\(screen.name) --verbose does not list \(missing)")
        }
        #expect(verbose.text.contains("expected (listed in the expectations file): defaults.limits"))
    }

    @Test func aFailingRunNamesEveryFailureWithItsSnippetAndDiff() throws {
        let arguments = ["fuzz", "--implementation", "uikit-model", "--profile", "documented", "--sequences", "100", "--no-save"]
        var output = CommandOutput()
        #expect(SliderConformanceCommand.run(arguments + ["--format", "json"], output: &output) == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let failures = try #require(document["failures"] as? [[String: Any]]).compactMap { $0["rule"] as? String }
        #expect(!failures.isEmpty)

        output = CommandOutput()
        #expect(SliderConformanceCommand.run(arguments, output: &output) == 1)
        let quiet = (status: Int32(1), text: output.standardOutput)
        let screen = try #require(sections(quiet.text).first)
        let named = screen.lines.filter { $0.hasPrefix("✗ ") }.compactMap { $0.dropFirst(2).split(separator: ":").first.map(String.init) }
        #expect(named == failures, "every failure, in order")
        #expect(screen.lines.filter { $0.contains("← diverges here") }.count == failures.count, "each with its snippet")
        #expect(screen.lines.filter { $0.contains("- expected (reference)  + observed") }.count == failures.count, "and its diff")
        for rule in Set(failures) {
            #expect(screen.lines.contains { $0.hasPrefix("  \(rule) ") && $0.contains(" fail ") }, "\(rule)'s verdict line")
        }
    }
}
