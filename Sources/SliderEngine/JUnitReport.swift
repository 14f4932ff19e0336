import SliderSpec

/// JUnit XML: a test suite per implementation, a test case per rule verdict. A failed rule is a
/// failure carrying its counterexamples; an expected failure (listed in the expectations file),
/// a rule not reached and a rule that does not apply are skipped, each with its own message, so
/// a dashboard never counts them as passes.
enum JUnitReport {
    /// Renders `reports`; `expectations`, by implementation name, gives the reasons of expected failures.
    static func render(_ reports: [FuzzReport], expectations: [String: Expectations] = [:]) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let tests = reports.reduce(0) { $0 + $1.verdicts.count }
        let failures = reports.reduce(0) { $0 + $1.count(.fail) }
        let skipped = reports.reduce(0) { $0 + skippedCount($1) }
        lines.append(#"<testsuites name="slider-conformance" tests="\#(tests)" failures="\#(failures)" skipped="\#(skipped)">"#)
        let formatter = CounterexampleFormatter(colored: false)
        for report in reports {
            let suite = escape("\(report.implementation) (\(report.profile))")
            lines.append(
                #"  <testsuite name="\#(suite)" tests="\#(report.verdicts.count)" failures="\#(report.count(.fail))" skipped="\#(skippedCount(report))">"#)
            let classname = escape("\(report.implementation).\(report.profile)")
            for verdict in report.verdicts {
                let open = #"    <testcase classname="\#(classname)" name="\#(escape(verdict.rule.rawValue))""#
                let text = report.counterexamples.filter { $0.identity.rule == verdict.rule }
                    .map { formatter.format($0, implementation: report.implementation, typeName: report.typeName) }
                    .joined(separator: "\n")
                switch verdict.outcome {
                case .pass:
                    lines.append(open + "/>")
                case .fail:
                    let rule = verdict.rule
                    let message = escape(RuleCatalogue.rule(rule)?.statement ?? rule.processStatement ?? rule.rawValue)
                    lines.append(open + ">")
                    lines.append(#"      <failure message="\#(message)">\#(escape(text))</failure>"#)
                    lines.append("    </testcase>")
                case .expected:
                    let listed = expectations[report.implementation]?.expected.first { $0.matchedRule == verdict.rule }
                    let reason = listed?.reason ?? "listed in the expectations file"
                    lines.append(open + ">")
                    lines.append(#"      <skipped message="\#(escape("expected: " + reason))"/>"#)
                    lines.append(#"      <system-out>\#(escape(text))</system-out>"#)
                    lines.append("    </testcase>")
                case .notReached:
                    lines.append(open + #"><skipped message="not reached by this run"/></testcase>"#)
                case .notApplicable:
                    let reason = escape("not applicable: " + (verdict.reason ?? "outside this run"))
                    lines.append(open + #"><skipped message="\#(reason)"/></testcase>"#)
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The skipped test cases of `report`: every verdict that is neither a pass nor a failure.
    static func skippedCount(_ report: FuzzReport) -> Int {
        report.verdicts.count - report.count(.pass) - report.count(.fail)
    }

    /// `text` escaped for XML attributes and content.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
