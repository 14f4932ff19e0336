import Foundation
import SliderEngine

/// A JUnit XML document of one suite, for commands other than `fuzz` (`replay`): the same
/// shape as the fuzz report's, so it is valid against `junit-10.xsd` and Ant's `JUnit.xsd` too.
public enum JUnitDocument {
    /// One test case.
    public struct TestCase: Sendable {
        /// How the test case ended.
        public enum Outcome: Sendable {
            /// It passed.
            case pass
            /// It failed: a message, a type and the details.
            case failure(message: String, type: String, text: String)
            /// It was skipped (expected, for instance): why, and the details.
            case skipped(message: String, text: String)
        }

        /// The test case's name.
        public var name: String
        /// Its class name.
        public var classname: String
        /// How it ended.
        public var outcome: Outcome

        /// Creates a test case.
        public init(name: String, classname: String, outcome: Outcome) {
            self.name = name
            self.classname = classname
            self.outcome = outcome
        }
    }

    /// The document: one suite named `name` with `properties`, `cases`, and the suite's
    /// standard output and error; `run` gives the timestamp, host and the suite's time.
    public static func render(
        name: String, properties: [(String, String)], cases: [TestCase], systemOut: String, systemErr: String,
        run: ReportRun? = nil
    ) -> String {
        let escape = JUnitReport.escape
        let failures = cases.count { if case .failure = $0.outcome { true } else { false } }
        let skipped = cases.count { if case .skipped = $0.outcome { true } else { false } }
        let attributes = [
            ("name", JUnitReport.token(name, fallback: "slider-conformance")), ("tests", "\(cases.count)"),
            ("failures", "\(failures)"), ("errors", "0"), ("skipped", "\(skipped)"),
            ("time", JUnitReport.time(run?.seconds.first ?? 0)),
            ("timestamp", JUnitReport.timestamp(run?.startedAt ?? Date(timeIntervalSince1970: 0))),
            ("hostname", JUnitReport.token(run?.hostname ?? "localhost", fallback: "localhost")), ("id", "0"),
            ("package", "SliderConformance"),
        ]
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<testsuites>"]
        lines.append("  <testsuite " + attributes.map { #"\#($0.0)="\#(escape($0.1))""# }.joined(separator: " ") + ">")
        lines.append("    <properties>")
        for (name, value) in properties {
            lines.append(#"      <property name="\#(escape(JUnitReport.token(name, fallback: "property")))" value="\#(escape(value))"/>"#)
        }
        lines.append("    </properties>")
        for testCase in cases {
            let open = #"    <testcase name="\#(escape(JUnitReport.token(testCase.name, fallback: "case")))""#
                + #" classname="\#(escape(JUnitReport.token(testCase.classname, fallback: "slider")))" time="0""#
            switch testCase.outcome {
            case .pass:
                lines.append(open + "/>")
            case let .failure(message, type, text):
                lines.append(open + ">")
                lines.append(#"      <failure message="\#(escape(message))" type="\#(escape(type))">\#(escape(text))</failure>"#)
                lines.append("    </testcase>")
            case let .skipped(message, text):
                lines.append(open + ">")
                lines.append(#"      <skipped message="\#(escape(message))">\#(escape(text))</skipped>"#)
                lines.append("    </testcase>")
            }
        }
        lines.append("    <system-out>\(escape(systemOut))</system-out>")
        lines.append(systemErr.isEmpty ? "    <system-err/>" : "    <system-err>\(escape(systemErr))</system-err>")
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
