import Foundation
import SliderSpec

/// The output formats of a run: text for people, JSON for tools, JUnit XML for CI dashboards.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, markdown

    /// Renders `reports` (one per implementation checked) in this format; `expectations`, by
    /// implementation name, gives JUnit the reasons of the expected failures.
    public func render(_ reports: [FuzzReport], colored: Bool = false, expectations: [String: Expectations] = [:]) -> String {
        switch self {
        case .text:
            ReportSummary.lines(reports).map { $0 + "\n" }.joined()
                + reports.map { TextReport(colored: colored).render($0) }.joined(separator: "\n")
        case .json: Self.json(reports)
        case .junit: JUnitReport.render(reports, expectations: expectations)
        case .markdown: MarkdownMatrix.render(reports)
        }
    }

    private static func json(_ reports: [FuzzReport]) -> String {
        struct Document: Encodable {
            let format = 1
            let reports: [FuzzReport]
        }
        let data = (try? SliderJSON.encoder().encode(Document(reports: reports))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
