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
    /// Runs the built command line as its own process (`LaunchedCommand.run`: these runs fuzz
    /// every implementation, seconds of work that would hold the main actor in-process) and
    /// returns the exit code and standard output.
    private func run(_ arguments: String...) async throws -> (status: Int32, text: String) {
        try await run(arguments)
    }

    /// Runs the built command line with `arguments` as its own process; the exit code and standard output.
    private func run(_ arguments: [String]) async throws -> (status: Int32, text: String) {
        let result = try await LaunchedCommand.run(arguments)
        return (result.status, result.output.standardOutput)
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

    @Test func theMainJobFitsOnAScreenPerImplementationAndVerboseListsEveryRule() async throws {
        let quiet = try await run("fuzz", "--sequences", "100", "--no-save")
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

        let verbose = try await run("fuzz", "--sequences", "100", "--no-save", "--verbose")
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

    @Test func aFailingRunNamesEveryFailureWithItsSnippetAndDiff() async throws {
        let arguments = ["fuzz", "--implementation", "uikit-model", "--profile", "documented", "--sequences", "100", "--no-save"]
        let json = try await LaunchedCommand.run(arguments + ["--format", "json"])
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8)) as? [String: Any])
        let entries = try #require(document["failures"] as? [[String: Any]])
        // A failure that follows from another is listed under it, on one line.
        let failures = entries.filter { $0["followsFrom"] == nil }.compactMap { $0["rule"] as? String }
        let following = entries.filter { $0["followsFrom"] != nil }.compactMap { $0["rule"] as? String }
        #expect(!failures.isEmpty)

        let quiet = try await run(arguments)
        #expect(quiet.status == 1)
        let screen = try #require(sections(quiet.text).first)
        let named = screen.lines.filter { $0.hasPrefix("✗ ") }.compactMap { $0.dropFirst(2).split(separator: ":").first.map(String.init) }
        #expect(named == failures, "every cause, in order")
        let listed = screen.lines.filter { $0.hasPrefix("  ↳ also ") }.compactMap { $0.dropFirst(9).split(separator: " ").first.map(String.init) }
        #expect(listed.sorted() == following.sorted(), "every failure that follows from another, under it")
        #expect(screen.lines.filter { $0.contains("← diverges here") }.count == failures.count, "each with its snippet")
        #expect(screen.lines.filter { $0.contains("- expected (reference)  + observed") }.count == failures.count, "and its diff")
        for rule in Set(failures) {
            #expect(screen.lines.contains { $0.hasPrefix("  \(rule) ") && $0.contains(" fail ") }, "\(rule)'s verdict line")
        }
    }
}
