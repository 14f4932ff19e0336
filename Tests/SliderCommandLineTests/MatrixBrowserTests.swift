import Foundation
import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// The matrix page rendered by a real browser: Debian's `chromium`, headless, its DOM dumped
/// after the inline script ran. Skipped, saying so, where chromium is not installed (`.ci/run`
/// installs it when it can).
@MainActor
@Suite("Conformance matrix: the page in headless Chromium", .enabled(if: HeadlessChromium.path != nil, HeadlessChromium.absence))
struct MatrixBrowserTests {
    /// The page of a conforming and a failing implementation, written to a fresh file.
    private func page() throws -> (path: String, matrix: ConformanceMatrix) {
        let matrix = try ConformanceMatrix(merging: [
            ("s.json", ConformanceMatrixTests.run(SampleSlider.self, name: "sample", sequences: 20)),
            ("u.json", ConformanceMatrixTests.run(UIKitModelImplementation.self, name: "uikit-model", sequences: 100)),
        ])
        let path = NSTemporaryDirectory() + "matrix-" + UUID().uuidString + ".html"
        try MatrixHTML.render(matrix).write(toFile: path, atomically: true, encoding: .utf8)
        return (path, matrix)
    }

    /// The rendered row of `rule`.
    private func row(_ dom: String, _ rule: RuleID) throws -> Substring {
        let start = try #require(dom.range(of: "<tr id=\"rule-\(ConformanceMatrix.anchor(rule.rawValue))\""))
        let end = try #require(dom[start.upperBound...].range(of: "</tr>"))
        return dom[start.lowerBound..<end.upperBound]
    }

    @Test func theRenderedPageShowsEachCellsVerdictAndRunsTheFilters() async throws {
        let (path, matrix) = try page()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let dom = try await HeadlessChromium.renderedDOM(URL(fileURLWithPath: path).absoluteString)
        #expect(dom.contains("<form id=\"filters\">"), "the script shows the filters")
        #expect(dom.contains("<output id=\"filter-count\">\(matrix.rows.count) rules shown</output>"))
        let failing = try #require(matrix.rows.first { $0.cells[1]?.outcome == .fail })
        let failingRow = try row(dom, failing.rule)
        #expect(failingRow.contains("<td class=\"pass\" data-verdict=\"pass\"><span class=\"verdict\">✓ pass</span>"))
        #expect(failingRow.contains("<td class=\"fail\" data-verdict=\"fail\"><span class=\"verdict\">✗ FAIL</span>"))
        #expect(failingRow.contains("href=\"#\(try #require(failing.cells[1]?.failure?.anchor))\""))
        let defaults = try row(dom, .defaultsValue)
        #expect(defaults.contains("<span class=\"steps\">\(matrix.rows[0].cells[0]!.steps)</span>"))
    }

    @Test func aFilterInTheAddressHidesEveryOtherRow() async throws {
        let (path, matrix) = try page()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let dom = try await HeadlessChromium.renderedDOM(URL(fileURLWithPath: path).absoluteString + "?verdict=fail")
        let failing = matrix.rows.filter { $0.cells.contains { $0?.outcome == .fail } }
        #expect(!failing.isEmpty)
        #expect(dom.contains("<output id=\"filter-count\">\(failing.count) rules shown</output>"))
        for candidate in matrix.rows {
            let shown = !(try row(dom, candidate.rule)).contains(" hidden=\"\"")
            #expect(shown == failing.contains(candidate), "\(candidate.rule)")
        }
        // Every failing cell shown says what was expected and what came back.
        for candidate in failing {
            let cells = try row(dom, candidate.rule).components(separatedBy: "<td ").filter { $0.hasPrefix("class=\"fail\"") }
            #expect(!cells.isEmpty && cells.allSatisfy { $0.contains("<div class=\"values\">") }, "\(candidate.rule): \(cells)")
        }
    }
}
