import Foundation
import SliderEngine
import SliderSpec
import SliderWire

/// The output formats of a run: text for people, JSON for tools, JUnit XML for CI dashboards,
/// Markdown for a conformance matrix. REPORTS.md documents each.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, markdown

    /// The version of the JSON document's schema (REPORTS.md).
    public static let jsonFormat = 2

    /// Renders `reports` (one per implementation checked) in this format; `expectations`, by
    /// implementation name, gives JUnit the reasons of the expected failures; `run` gives JUnit
    /// its timestamp, host and durations (the other formats depend on the seed alone).
    ///
    /// Text and Markdown fit on a screen per implementation unless `verbose`: unexpected failures
    /// in full, expected deviations one line each, the verdict table only for the rules that did
    /// not pass (Markdown folds the full table in `<details>`). `verbose` shows everything. JSON
    /// and JUnit are always complete.
    public func render(
        _ reports: [FuzzReport], colored: Bool = false, expectations: [String: Expectations] = [:], run: ReportRun? = nil,
        verbose: Bool = false
    ) -> String {
        switch self {
        case .text:
            ReportSummary.lines(reports).map { $0 + "\n" }.joined()
                + reports.map { TextReport(colored: colored, verbose: verbose).render($0) }.joined(separator: "\n")
        case .json: Self.json(reports)
        case .junit: JUnitReport.render(reports, expectations: expectations, run: run)
        case .markdown: MarkdownMatrix.render(reports, verbose: verbose)
        }
    }

    /// The JSON document, format 2: the overall verdict, one verdict per implementation, every
    /// cause with the failures that follow from it, every failure with its rule statement, its
    /// one-line summary and Swift snippet, then the full reports.
    struct JSONDocument: Encodable {
        /// One implementation's verdict.
        struct Implementation: Encodable {
            let implementation: String
            let profile: String
            let shard: String?
            let verdict: String
            let summary: String
            let rules: [String: Int]
            /// How many causes the failures not expected come down to (`ReportCause`).
            let causes: Int
        }

        /// One cause: a failure that follows from no other, with those that follow from it.
        struct Cause: Encodable {
            let implementation: String
            let profile: String
            let rule: String
            let field: String
            /// What differs, in one line (`Counterexample.summary`).
            let summary: String
            let expected: Bool
            /// The failures that follow from it, as `rule (field, after kind)`.
            let explains: [String]
            /// How many times the run failed this way, it and the failures that follow from it.
            let occurrences: Int
        }

        /// One counterexample, readable without the catalogue.
        struct Failure: Encodable {
            let implementation: String
            let profile: String
            let rule: String
            let statement: String
            let field: String
            let expected: Bool
            let origin: String
            let operations: Int
            let snippet: String
            /// `depends on earlier instances` for a failure that did not fail from a fresh start; nil otherwise.
            let kind: String?
            /// What differs, in one line (`Counterexample.summary`).
            let summary: String
            /// The failure this one follows from (`Counterexample.followsFrom`), e.g.
            /// `accessibility.decrement (value, after accessibilityDecrement)`; nil for a cause of its own.
            var followsFrom: String? = nil
        }

        let format = ReportFormat.jsonFormat
        let versions = SuiteVersions.current
        let verdict: String
        let implementations: [Implementation]
        let causes: [Cause]
        let failures: [Failure]
        /// Every report's adapter diagnostics (`AdapterDiagnostic`); nil when none has one.
        var diagnostics: [Diagnostic]? = nil
        let reports: [FuzzReport]

        init(_ reports: [FuzzReport]) {
            self.reports = reports
            verdict = reports.allSatisfy(\.conforms) ? "conforms" : "fails"
            implementations = reports.map { report in
                Implementation(
                    implementation: report.implementation, profile: report.profile, shard: report.shard,
                    verdict: report.conforms ? "conforms" : "fails", summary: ReportSummary.verdict(report),
                    rules: Dictionary(uniqueKeysWithValues: RuleVerdict.Outcome.allCases.map { ($0.rawValue, report.count($0)) }),
                    causes: ReportCause.causes(of: report.unexpectedCounterexamples).count)
            }
            causes = reports.flatMap { report in
                ReportCause.causes(of: report.counterexamples).map { cause in
                    let identity = cause.counterexample.identity
                    return Cause(
                        implementation: report.implementation, profile: report.profile, rule: identity.rule.rawValue, field: identity.field,
                        summary: cause.counterexample.summary, expected: report.isExpected(cause.counterexample), explains: cause.followers.map { "\($0.identity)" },
                        occurrences: cause.occurrences)
                }
            }
            let formatter = CounterexampleFormatter(colored: false)
            failures = reports.flatMap { report in
                report.counterexamples.map { counterexample in
                    let rule = counterexample.identity.rule
                    var failure = Failure(
                        implementation: report.implementation, profile: report.profile, rule: rule.rawValue,
                        statement: RuleCatalogue.rule(rule)?.statement ?? rule.processStatement ?? "",
                        field: counterexample.identity.field, expected: report.isExpected(counterexample), origin: counterexample.origin,
                        operations: counterexample.operations.count,
                        snippet: formatter.snippet(counterexample, of: report)
                            .joined(separator: "\n"),
                        kind: counterexample.dependsOnEarlierInstances ? CounterexampleFormatter.dependsOnEarlierInstances : nil,
                        summary: counterexample.summary)
                    failure.followsFrom = counterexample.followsFrom.map { "\($0.identity)" }
                    return failure
                }
            }
            diagnostics = Diagnostic.all(in: reports)
        }
    }

    private static func json(_ reports: [FuzzReport]) -> String {
        let data = (try? SliderJSON.encoder().encode(JSONDocument(reports))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
