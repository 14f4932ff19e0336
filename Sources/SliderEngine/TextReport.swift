import Foundation
import SliderSpec

/// The text report: header, corpus replays, counterexamples, rule coverage, verdict.
struct TextReport {
    let colored: Bool

    func render(_ report: FuzzReport) -> String {
        var lines: [String] = []
        var header = "\(report.implementation) · \(report.profile) profile · seed \(report.seed)"
        if let shard = report.shard { header += " · shard \(shard)" }
        if report.robustness { header += " · robustness" }
        lines.append(header)
        if let versions = report.versions {
            lines.append("versions: \(versions.summary)" + (report.protocolRevision.map { "; the implementation speaks revision \($0)" } ?? ""))
        }
        lines.append("\(report.sequences) sequences, \(report.operations) operations checked")
        if let stopped = report.stoppedEarly { lines.append("stopped early: \(stopped)") }
        let later = report.protocolRevision.map { RevisionGap(revision: $0).operationKinds } ?? []
        if let skipped = report.skippedKinds?.filter({ !later.contains($0) }), !skipped.isEmpty {
            lines.append("skipped operation kinds: \(skipped.map(\.rawValue).joined(separator: ", ")) (unsupported by the implementation; never drawn, not counted as passes)")
            if skipped.contains(.setBounds) {
                lines.append("geometry relations not checked: without setBounds the slider keeps empty bounds")
            }
        }
        if let unread = report.unreadFields, !unread.isEmpty {
            lines.append("unread observation fields: \(unread.joined(separator: ", ")) (declared unsupported by the implementation; never compared, not counted as passes)")
        }
        if let changes = report.newSinceExpectations, !changes.isEmpty {
            lines.append("new since your expectations (rules added or changed since the spec version the expectations file records):")
            lines += changes.map { "  " + $0 }
        }
        if let revision = report.protocolRevision, let skipped = report.skippedKinds?.filter(later.contains), !skipped.isEmpty {
            lines.append("not in protocol revision \(revision): \(skipped.map(\.rawValue).joined(separator: ", ")) (added later; never drawn, not counted as passes)")
        }
        lines += VerdictTable.lines(report)
        if let suspected = report.suspectedCrash { lines.append("suspected crash of an earlier run: \(suspected)") }
        for problem in report.corpusProblems { lines.append("corpus error: \(problem)") }
        if !report.corpus.isEmpty {
            lines.append("corpus: \(report.corpus.count) entries replayed first")
            for replay in report.corpus {
                let outcome = switch replay.outcome {
                case .stillFails: "still fails"
                case .passes: "passes now: remove it if the fix is intended"
                case .failsDifferently: "fails differently"
                }
                lines.append("  \(replay.path): \(replay.recorded.rule), \(outcome)")
            }
        }
        let formatter = CounterexampleFormatter(colored: colored)
        let expected = Set(report.expectedRules ?? [])
        for counterexample in report.counterexamples {
            lines.append("")
            if expected.contains(counterexample.identity.rule) {
                lines.append("expected (listed in the expectations file): \(counterexample.identity.rule)")
            }
            lines.append(formatter.format(counterexample, implementation: report.implementation, typeName: report.typeName, uikit: report.snippetsAgainstUIKit)
                .trimmingCharacters(in: .newlines))
        }
        lines.append("")
        for rule in report.expectedButPassed ?? [] {
            lines.append("expected to fail, but passed in this run: \(rule): remove it if the fix is intended")
        }
        for rule in report.expectedButNotReached ?? [] {
            lines.append("expected to fail, but not reached in this run (neither confirmed nor passed): \(rule)")
        }
        if report.conforms {
            lines.append("result: conforms to the \(report.profile) profile"
                + (expected.isEmpty ? "" : " apart from \(expected.count) expected deviation\(expected.count == 1 ? "" : "s") (\(expected.map(\.rawValue).sorted().joined(separator: ", ")))"))
        } else {
            let rules = report.counterexamples.map(\.identity.rule.rawValue).filter { !expected.contains(RuleID($0)) }.joined(separator: ", ")
            let count = report.counterexamples.filter { !expected.contains($0.identity.rule) }.count
            let flaky = report.counterexamples.filter { !expected.contains($0.identity.rule) && $0.dependsOnEarlierInstances }
            let note = flaky.isEmpty ? "" : "; \(flaky.count) of them depend\(flaky.count == 1 ? "s" : "") on earlier instances ("
                + flaky.map(\.identity.rule.rawValue).joined(separator: ", ") + ")"
            lines.append("result: \(count) violation\(count == 1 ? "" : "s") (\(rules))" + note)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
