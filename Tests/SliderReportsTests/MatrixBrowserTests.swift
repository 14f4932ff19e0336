import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import Testing

/// The matrix page rendered by a real browser: Debian's `chromium`, headless, its DOM dumped
/// after the inline script ran. Skipped, saying so, where chromium is not installed (`.ci/run`
/// installs it when it can).
@MainActor
@Suite("Conformance matrix: the page in headless Chromium", .enabled(if: HeadlessChromium.path != nil, HeadlessChromium.absence))
struct MatrixBrowserTests {
    /// The page of a conforming and a failing implementation, written to a fresh file. The last
    /// rule only the failing one fails is marked expected, as an expectations file would have it:
    /// its row has no FAIL, though its cell links to a counterexample.
    private func page() throws -> (path: String, matrix: ConformanceMatrix) {
        var matrix = try ConformanceMatrix(merging: [
            ("s.json", ConformanceMatrixTests.run(SampleSlider.self, name: "sample", sequences: 20)),
            ("u.json", ConformanceMatrixTests.run(UIKitModelImplementation.self, name: "uikit-model", sequences: 100)),
        ])
        let failing = matrix.rows.indices.filter { matrix.rows[$0].cells[1]?.outcome == .fail && matrix.rows[$0].cells[0]?.outcome != .fail }
        let expected = try #require(failing.count > 1 ? failing.last : nil, "two rules fail: one stays failing, one is expected")
        matrix.rows[expected].cells[1]?.outcome = .expected
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

    /// Each counterexample section of `dom` by its anchor, and whether it is shown.
    private func sections(_ dom: String) throws -> [String: Bool] {
        var sections: [String: Bool] = [:]
        for piece in dom.components(separatedBy: "<article ").dropFirst() {
            let tag = piece.prefix { $0 != ">" }
            let id = try #require(tag.hasPrefix("id=\"") ? tag.dropFirst(4).prefix { $0 != "\"" } : nil, "\(tag)")
            sections[String(id)] = !tag.contains(" hidden=")
        }
        return sections
    }

    /// The anchors the cells of `dom` link to, and those the shown cells link to: a cell is shown
    /// when neither its row nor its group's table body is hidden.
    private func links(_ dom: String) throws -> (all: Set<String>, shown: Set<String>) {
        let start = try #require(dom.range(of: "<table id=\"matrix\">"))
        let end = try #require(dom[start.upperBound...].range(of: "</table>"))
        var all: Set<String> = [], shown: Set<String> = []
        for body in dom[start.upperBound..<end.lowerBound].components(separatedBy: "<tbody ").dropFirst() {
            let bodyHidden = body.prefix { $0 != ">" }.contains(" hidden=")
            for row in body.components(separatedBy: "<tr ").dropFirst() {
                let rowHidden = row.prefix { $0 != ">" }.contains(" hidden=")
                for cell in row.components(separatedBy: "<td ").dropFirst() {
                    for link in cell.components(separatedBy: "href=\"#").dropFirst() {
                        let anchor = String(link.prefix { $0 != "\"" })
                        all.insert(anchor)
                        if !bodyHidden && !rowHidden { shown.insert(anchor) }
                    }
                }
            }
        }
        return (all, shown)
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

    @Test func aCounterexampleShowsExactlyWhenACellShownLinksToIt() async throws {
        let (path, matrix) = try page()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let url = URL(fileURLWithPath: path).absoluteString
        let unfiltered = try await HeadlessChromium.renderedDOM(url)
        let every = try sections(unfiltered)
        #expect(!every.isEmpty && every.values.allSatisfy { $0 }, "without a filter every section shows")
        #expect(Set(every.keys) == (try links(unfiltered).all), "a section for every link, a link to every section")
        #expect(unfiltered.contains("<p id=\"counterexample-count\">\(every.count) of \(every.count) counterexamples shown</p>"))
        let group = try #require(matrix.rows.first { $0.cells.contains { $0?.outcome == .fail } }?.group)
        for query in ["?verdict=fail", "?group=" + (group.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? group)] {
            let dom = try await HeadlessChromium.renderedDOM(url + query)
            let sections = try self.sections(dom)
            let shown = Set(sections.filter(\.value).keys)
            let linked = try links(dom).shown
            #expect(shown == linked, "\(query): shown, no shown cell linking: \(shown.subtracting(linked)); hidden, linked: \(linked.subtracting(shown))")
            #expect(!shown.isEmpty && shown.count < sections.count, "\(query) shows some sections and hides others: \(shown.count) of \(sections.count)")
            let count = "<p id=\"counterexample-count\">\(shown.count) of \(sections.count) counterexamples shown (those the rules shown link to)</p>"
            #expect(dom.contains(count), "\(query)")
        }
    }

    @Test func aLinkToASectionTheFiltersHideShowsThatSection() async throws {
        let (path, _) = try page()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let url = URL(fileURLWithPath: path).absoluteString
        let filtered = try sections(try await HeadlessChromium.renderedDOM(url + "?verdict=fail"))
        let hidden = try #require(filtered.filter { !$0.value }.keys.sorted().first, "the FAIL filter hides some section")
        let linked = try sections(try await HeadlessChromium.renderedDOM(url + "?verdict=fail#" + hidden))
        #expect(linked[hidden] == true, "the section the address names shows under the filter")
        #expect(linked.filter(\.value).count == filtered.filter(\.value).count + 1, "and only that one more")
    }
}
