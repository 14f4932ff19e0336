import Foundation
import SliderEngine
import SliderSpec

/// JUnit XML: a test suite per implementation, a test case per rule verdict. A failed rule is a
/// failure carrying its counterexamples; an expected failure (listed in the expectations file),
/// a rule not reached and a rule that does not apply are skipped, each with its own message, so
/// a dashboard never counts them as passes.
///
/// The document is valid against both the Jenkins xunit plugin's `junit-10.xsd` and Ant's
/// `JUnit.xsd` (REPORTS.md): `<testsuites>` carries no attributes (Ant allows none), every
/// suite has `name`, `tests`, `failures`, `errors`, `skipped`, `time`, `timestamp`, `hostname`,
/// `id` and `package`, then `<properties>`, its test cases, `<system-out>` and `<system-err>`;
/// every test case has `name`, `classname` and `time`, and at most one child.
enum JUnitReport {
    /// Renders `reports`; `expectations`, by implementation name, gives the reasons of expected
    /// failures; `run` gives the start, host and durations (without it, the epoch, `localhost`
    /// and zero, so the document depends on the seed alone).
    static func render(_ reports: [FuzzReport], expectations: [String: Expectations] = [:], run: ReportRun? = nil) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<testsuites>"]
        let formatter = CounterexampleFormatter(colored: false)
        let timestamp = Self.timestamp(run?.startedAt ?? Date(timeIntervalSince1970: 0))
        let hostname = token(run?.hostname ?? "localhost", fallback: "localhost")
        for (index, report) in reports.enumerated() {
            let seconds = run.flatMap { $0.seconds.indices.contains(index) ? $0.seconds[index] : nil } ?? 0
            var attributes = [
                ("name", suiteName(report)), ("tests", "\(report.verdicts.count)"), ("failures", "\(report.count(.fail))"),
                ("errors", "0"), ("skipped", "\(skippedCount(report))"), ("time", time(seconds)), ("timestamp", timestamp),
            ]
            attributes += [("hostname", hostname), ("id", "\(index)"), ("package", "SliderConformance")]
            lines.append("  <testsuite " + attributes.map { #"\#($0.0)="\#(escape($0.1))""# }.joined(separator: " ") + ">")
            lines.append("    <properties>")
            for (name, value) in properties(report) {
                lines.append(#"      <property name="\#(name)" value="\#(escape(value))"/>"#)
            }
            lines.append("    </properties>")
            let classname = escape(token("\(report.implementation).\(report.profile)", fallback: "slider"))
            for verdict in report.verdicts {
                let open = #"    <testcase name="\#(escape(verdict.rule.rawValue))" classname="\#(classname)" time="0""#
                // Every counterexample that charges the rule, blamed or involved: a failure always has one.
                let text = report.counterexamples.filter { $0.chargedRules.contains(verdict.rule) }
                    .map { formatter.format($0, of: report) }
                    .joined(separator: "\n")
                switch verdict.outcome {
                case .pass:
                    lines.append(open + "/>")
                case .fail:
                    let rule = verdict.rule
                    let flaky = report.counterexamples.contains { $0.identity.rule == rule && $0.dependsOnEarlierInstances }
                    let message = escape((flaky ? CounterexampleFormatter.dependsOnEarlierInstances + ": " : "")
                        + (causeLine(of: rule, in: report).map { $0 + " — " } ?? "")
                        + (RuleCatalogue.rule(rule)?.statement ?? rule.processStatement ?? rule.rawValue))
                    lines.append(open + ">")
                    lines.append(#"      <failure message="\#(message)" type="\#(escape(rule.rawValue))">\#(escape(text))</failure>"#)
                    lines.append("    </testcase>")
                case .expected:
                    // The entry that expects the rule's counterexample, cause included, else one naming the rule.
                    let file = expectations[report.implementation]
                    let listed = verdict.counterexample.flatMap { file?.entry(matching: report.counterexamples[$0]) }
                        ?? file?.expected.first { $0.matchedRule == verdict.rule }
                    let reason = listed?.reason ?? "listed in the expectations file"
                    lines.append(open + ">")
                    lines.append(#"      <skipped message="\#(escape("expected: " + reason))">\#(escape(text))</skipped>"#)
                    lines.append("    </testcase>")
                case .notReached:
                    lines.append(open + #"><skipped message="not reached by this run"/></testcase>"#)
                case .notApplicable:
                    let reason = escape("not applicable: " + (verdict.reason ?? "outside this run"))
                    lines.append(open + #"><skipped message="\#(reason)"/></testcase>"#)
                }
            }
            lines.append("    <system-out>\(escape(systemOut(report)))</system-out>")
            let problems = systemErr(report)
            lines.append(problems.isEmpty ? "    <system-err/>" : "    <system-err>\(escape(problems))</system-err>")
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The suite's name, unique within a night's shards: `sample (documented)`, then ` shard 2/4`.
    static func suiteName(_ report: FuzzReport) -> String {
        token("\(report.implementation) (\(report.profile))" + (report.shard.map { " shard \($0)" } ?? ""), fallback: "slider")
    }

    /// The run's settings, as `<property>` elements: what re-runs it.
    static func properties(_ report: FuzzReport) -> [(String, String)] {
        var properties = [("implementation", report.implementation), ("type", report.typeName), ("profile", report.profile),
                          ("seed", report.seed)]
        properties.append(("shard", report.shard ?? "1/1"))
        properties.append(("sequences", "\(report.sequences)"))
        properties.append(("operations", "\(report.operations)"))
        properties.append(("robustness", "\(report.robustness)"))
        properties.append(("verdict", ReportSummary.verdict(report)))
        properties.append(("causes", "\(ReportCause.causes(of: report.unexpectedCounterexamples).count)"))
        if let versions = report.versions {
            properties += [("version.package", "\(versions.package)"), ("version.spec", "\(versions.spec)"), ("version.protocol", "\(versions.protocol)")]
        }
        if let revision = report.protocolRevision { properties.append(("protocol.revision", "\(revision)")) }
        if let diagnostics = report.diagnostics, !diagnostics.isEmpty { properties.append(("adapter.diagnostics", "\(diagnostics.count)")) }
        return properties
    }

    /// What a failing rule's cause left, in one line: the summary of the first failure charged
    /// to it, or of the cause that failure follows from ("follows from value.clamps-above: …").
    static func causeLine(of rule: RuleID, in report: FuzzReport) -> String? {
        guard let failure = report.counterexamples.first(where: { $0.chargedRules.contains(rule) }) else { return nil }
        guard let cause = failure.followsFrom, let root = report.counterexamples.first(where: { $0.identity == cause.identity }) else {
            return failure.summary
        }
        return "follows from \(root.identity.rule): \(root.summary)"
    }

    /// The suite's verdict and counts, its causes, then corpus replays: what a person reads first.
    static func systemOut(_ report: FuzzReport) -> String {
        var lines = ["\(report.implementation): \(ReportSummary.verdict(report)); \(ReportSummary.counts(report))"]
        lines += AdapterDiagnosticsText.lines(report)
        lines += TextReport.causeLines(report)
        for replay in report.corpus { lines.append("corpus \(replay.path): \(replay.outcome.rawValue)") }
        return lines.joined(separator: "\n")
    }

    /// What went wrong around the check: unreadable corpus files, an early stop, a suspected crash.
    static func systemErr(_ report: FuzzReport) -> String {
        var lines = report.corpusProblems.map { "corpus problem: " + $0 }
        if let stopped = report.stoppedEarly { lines.append("stopped early: " + stopped) }
        if let crash = report.suspectedCrash { lines.append("suspected crash: " + crash) }
        return lines.joined(separator: "\n")
    }

    /// The skipped test cases of `report`: every verdict that is neither a pass nor a failure.
    static func skippedCount(_ report: FuzzReport) -> Int {
        report.verdicts.count - report.count(.pass) - report.count(.fail)
    }

    /// `date` as Ant's schema wants it: `2026-11-23T17:36:19`, UTC, no zone.
    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }

    /// Seconds with three decimals, as both schemas accept: `12.345`.
    static func time(_ seconds: Double) -> String {
        String(format: "%.3f", max(0, seconds.isFinite ? seconds : 0))
    }

    /// `text` as an `xs:token`: no tabs or line breaks, single spaces, nothing at either end.
    static func token(_ text: String, fallback: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        return words.isEmpty ? fallback : words.joined(separator: " ")
    }

    /// `text` escaped for XML attributes and content; characters XML 1.0 forbids become `?`.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000
                result.unicodeScalars.append(allowed ? scalar : "?")
            }
        }
        return result
    }
}

/// What a report cannot know from its seed: when the run started, where, and how long each
/// implementation took. Only JUnit carries it (`timestamp`, `hostname`, `time`).
public struct ReportRun: Sendable {
    /// When the run started.
    public var startedAt: Date
    /// The machine's name.
    public var hostname: String
    /// Seconds each report's implementation took, in report order.
    public var seconds: [Double]

    /// Creates the run's circumstances.
    public init(startedAt: Date, hostname: String, seconds: [Double]) {
        self.startedAt = startedAt
        self.hostname = hostname
        self.seconds = seconds
    }
}
