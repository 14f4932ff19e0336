import Foundation
@testable import SliderEngine
import SliderSpec
import Testing
@testable import SliderReports

/// An adapter that says hostile things: its accessibility label is Markdown and HTML that would
/// forge a heading, a table row and close a code fence if written raw.
@MainActor
final class HostileLabelSlider: SliderUnderTest {
    static let hostile = "<img src=x onerror=alert(1)>\n# Forged heading\n| forged | row |\n```\n- list"
    private let base: ReferenceImplementation
    static var implementationName: String { "hostile" }
    init() { base = ReferenceImplementation() }
    init(interfaceBuilder attributes: InterfaceBuilderAttributes) { base = ReferenceImplementation(interfaceBuilder: attributes) }
    func perform(_ operation: SliderOperation) -> [SliderEvent] { base.perform(operation) }
    func observe() -> SliderObservation {
        var observation = base.observe()
        observation.accessibilityLabel = Self.hostile
        return observation
    }
}

@MainActor
@Suite("Markdown outputs escape every string an adapter or a report supplies")
struct MarkdownEscapingTests {
    private static let hostileName = "<img src=x onerror=alert(1)>|x|\n## Forged `code` *bold* [link](javascript:alert(1))"

    private func hostileReport() -> FuzzReport {
        var configuration = FuzzConfiguration(seed: 3, sequences: 20, profile: .documented)
        configuration.shrinkLimits = ShrinkLimits()
        var report = Fuzzer(HostileLabelSlider.self, name: Self.hostileName, configuration: configuration).run()
        report.toolkit = Self.hostileName
        return report
    }

    /// The structure a CommonMark renderer would see: no raw HTML tag or link outside a code
    /// fence (inside one, as in a snippet's check of an observed label, it is shown as text), no
    /// heading or list item that the writer did not open, table rows with as many cells as their
    /// header, fences paired.
    private func expectSafe(_ markdown: String, headings expected: Set<String>, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = markdown.components(separatedBy: "\n")
        var fenced: String?
        for line in lines {
            if let open = fenced {
                if line == open { fenced = nil }
                continue
            }
            if line.hasPrefix("```") { fenced = String(line.prefix { $0 == "`" }) }
            #expect(!line.contains("<img"), "\(line)", sourceLocation: sourceLocation)
            #expect(!line.contains("[link](javascript"), "\(line)", sourceLocation: sourceLocation)
        }
        for line in lines where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            #expect(expected.contains { title.hasPrefix($0) }, "a heading the writer did not open: \(line)", sourceLocation: sourceLocation)
        }
        #expect(!lines.contains { $0.hasPrefix("- list") || $0.hasPrefix("| forged") }, sourceLocation: sourceLocation)
        var columns: Int?
        var fence: String?
        for line in lines {
            if let open = fence {
                if line == open { fence = nil }
                continue
            }
            if line.hasPrefix("```") {
                fence = String(line.prefix { $0 == "`" })
                continue
            }
            guard line.hasPrefix("|") else {
                columns = nil
                continue
            }
            let cells = Self.unescapedPipes(line) - 1
            if let columns { #expect(cells == columns, "a row with \(cells) cells under \(columns): \(line)", sourceLocation: sourceLocation) }
            columns = columns ?? cells
        }
        #expect(fence == nil, "a code fence left open", sourceLocation: sourceLocation)
    }

    /// The `|` in `line` that GitHub's tables read as cell separators (not behind a backslash).
    private static func unescapedPipes(_ line: String) -> Int {
        var count = 0, escaped = false
        for character in line {
            if character == "|", !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count
    }

    @Test func theFuzzMarkdownMatrixEscapesTheImplementationsNameAndWhatItObserved() {
        let report = hostileReport()
        #expect(!report.counterexamples.isEmpty, "the hostile label should fail defaults.accessibility-label")
        for verbose in [false, true] {
            let markdown = ReportFormat.markdown.render([report], verbose: verbose)
            expectSafe(markdown, headings: ["Conformance matrix", "Failures", "All rules", MarkdownText.text(Self.hostileName)])
            #expect(markdown.contains("&lt;img src=x onerror=alert(1)&gt;\\|x\\|"))
        }
    }

    @Test func theMergedMatrixPageEscapesColumnsProvenanceAndCounterexamples() throws {
        let matrix = try ConformanceMatrix(merging: [("hostile.json", hostileReport())])
        let markdown = MatrixMarkdown.render(matrix, specification: "CONFORMANCE.md")
        let groups = Set(matrix.groups)
        expectSafe(markdown, headings: groups.union(["Conformance matrix", "Implementations", "Counterexamples", MarkdownText.text(Self.hostileName)]))
    }

    @Test(arguments: ["`a`", "x ``` y", "``", "plain"])
    func aCodeSpanCannotBeClosedByWhatItShows(_ code: String) {
        let span = MarkdownText.code(code)
        let delimiter = span.prefix { $0 == "`" }
        #expect(!code.contains(String(delimiter)))
        #expect(span.hasSuffix(String(delimiter)))
    }

    @Test func aFenceIsLongerThanAnyRunOfBackticksInside() {
        #expect(MarkdownText.fence(for: "let a = 1") == "```")
        #expect(MarkdownText.fence(for: "```\n````", info: "swift") == "`````swift")
    }
}
