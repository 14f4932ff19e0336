import Foundation
import SliderEngine
import SliderSpec

/// The text report: header, rule verdicts, corpus replays, counterexamples, verdict.
///
/// Unless `verbose`, it fits on a screen: the verdict table lists only the rules that failed or
/// were not reached, corpus entries that pass are only counted, and each expected deviation takes
/// one line; unexpected failures are always shown in full, with their snippets and diffs.
struct TextReport {
    let colored: Bool
    /// Everything: every rule's verdict, every corpus entry, every expected counterexample in full.
    var verbose = false

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
        if let note = report.expectationsNote { lines.append(note) }
        if let changes = report.newSinceExpectations, !changes.isEmpty {
            lines.append("new since your expectations (rules added or changed since the spec version the expectations file records):")
            lines += changes.map { "  " + $0 }
        }
        if let revision = report.protocolRevision, let skipped = report.skippedKinds?.filter(later.contains), !skipped.isEmpty {
            lines.append("not in protocol revision \(revision): \(skipped.map(\.rawValue).joined(separator: ", ")) (added later; never drawn, not counted as passes)")
        }
        let unreachedExpectations = report.expectedButNotReached ?? []
        let listedUnreached = Set(report.verdicts.filter { verdict in
            verdict.outcome == .notReached && unreachedExpectations.contains { $0.hasPrefix(verdict.rule.rawValue + " ") }
        }.map(\.rule))
        lines += AdapterDiagnosticsText.lines(report)
        lines += Self.causeLines(report)
        lines += VerdictTable.lines(report, verbose: verbose, listed: listedUnreached)
        if let suspected = report.suspectedCrash { lines.append("suspected crash of an earlier run: \(suspected)") }
        for problem in report.corpusProblems { lines.append("corpus error: \(problem)") }
        lines += corpusLines(report)
        let formatter = CounterexampleFormatter(colored: colored)
        let expected = Set(report.expectedRules ?? [])
        if !verbose { lines += expectedLines(report) }
        let shown = report.counterexamples.filter { verbose || !report.isExpected($0) }
        let causes = ReportCause.causes(of: shown)
        let folded = causes.flatMap(\.followers)
        for counterexample in causes.map(\.counterexample) {
            lines.append("")
            if report.isExpected(counterexample) {
                lines.append("expected (listed in the expectations file): \(counterexample.identity.rule)")
            }
            lines.append(formatter.format(counterexample, of: report)
                .trimmingCharacters(in: .newlines))
            for consequence in folded where consequence.followsFrom?.identity == counterexample.identity {
                lines.append("  ↳ also \(consequence.identity), which follows from it: \(consequence.followsFrom!.evidence)")
            }
        }
        lines.append("")
        for rule in report.expectedButPassed ?? [] {
            lines.append("expected to fail, but passed in this run: \(rule): remove it if the fix is intended")
        }
        for rule in unreachedExpectations where verbose || !listedUnreached.contains(where: { rule.hasPrefix($0.rawValue + " ") }) {
            lines.append("expected to fail, but not reached in this run (neither confirmed nor passed): \(rule)")
        }
        if report.conforms {
            let listed = verbose || expected.count == 1 ? " (\(expected.map(\.rawValue).sorted().joined(separator: ", ")))" : ""
            // A diagnosed adapter hides what the slider does on the paths it never maps.
            let diagnosed = !(report.diagnostics ?? []).isEmpty
            lines.append((diagnosed ? "result: undecided until the adapter is fixed: no rule failed under the \(report.profile) profile"
                    : "result: conforms to the \(report.profile) profile")
                + (expected.isEmpty ? "" : " apart from \(expected.count) expected deviation\(expected.count == 1 ? "" : "s")\(listed)")
                + AdapterDiagnosticsText.note(report))
        } else {
            let unexpected = report.unexpectedCounterexamples
            let rules = unexpected.map(\.identity.rule.rawValue).joined(separator: ", ")
            let count = unexpected.count
            let flaky = unexpected.filter(\.dependsOnEarlierInstances)
            let note = flaky.isEmpty ? "" : "; \(flaky.count) of them depend\(flaky.count == 1 ? "s" : "") on earlier instances ("
                + flaky.map(\.identity.rule.rawValue).joined(separator: ", ") + ")"
            let causeCount = ReportCause.causes(of: unexpected).count
            let causeNote = causeCount == count ? "" : "; \(causeCount) cause\(causeCount == 1 ? "" : "s"), the others following from them"
            let uncharged = report.rulesFailingWithoutCounterexample
            let unchargedNote = uncharged.isEmpty ? "" : "; \(uncharged.count) rule\(uncharged.count == 1 ? "" : "s") failing with no"
                + " unexpected counterexample (" + uncharged.map(\.rawValue).joined(separator: ", ") + ")"
            lines.append("result: \(count) violation\(count == 1 ? "" : "s") (\(rules))" + note + causeNote + unchargedNote
                + AdapterDiagnosticsText.note(report))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The causes of the failures not expected, one line each, led by their count: "2 causes
    /// (explaining 9 rule failures):", what a reader fixes. Empty when nothing unexpected failed.
    static func causeLines(_ report: FuzzReport) -> [String] {
        let failures = report.unexpectedCounterexamples
        let causes = ReportCause.causes(of: failures)
        guard !causes.isEmpty else { return [] }
        let explaining = failures.count == causes.count ? "" : " (explaining \(failures.count) failures; the others follow from them)"
        return ["\(causes.count) cause\(causes.count == 1 ? "" : "s")\(explaining):"] + causes.map { "  • " + $0.line }
    }

    /// The corpus replays: a count (`corpus: 17 saved counterexamples replayed, all pass`), then
    /// a line for each entry that still fails or fails differently (for every entry when verbose),
    /// with what a fresh start showed for one saved without that confirmation. An entry that
    /// passes is a regression test doing its job: it is only counted.
    private func corpusLines(_ report: FuzzReport) -> [String] {
        guard !report.corpus.isEmpty else { return [] }
        let count = report.corpus.count
        let passing = report.corpus.filter { $0.outcome == .passes }.count
        let stillFailing = report.corpus.filter { $0.outcome == .stillFails }.count
        let different = count - passing - stillFailing
        var line = "corpus: \(count) saved counterexample\(count == 1 ? "" : "s") replayed"
        if passing == count {
            line += count == 1 ? ", it passes" : ", all pass"
        } else {
            line += ": " + [(passing, "pass\(passing == 1 ? "es" : "")"), (stillFailing, "still fail\(stillFailing == 1 ? "s" : "")"),
                            (different, "fail\(different == 1 ? "s" : "") differently")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        }
        var lines = [line]
        for replay in report.corpus where verbose || replay.outcome != .passes {
            let outcome = switch replay.outcome {
            case .stillFails: "still fails"
            case .passes: "passes"
            case .failsDifferently: "fails differently"
            }
            let fresh = switch replay.freshCheck {
            case nil: ""
            case .reproduced: "; now confirmed from a fresh start (it was saved confirmed only in its process)"
            case .didNotReproduce: "; not from a fresh start: it depends on earlier instances (marked so in its file)"
            case .unavailable: "; saved confirmed only in its process, and no fresh start checked it here"
            }
            lines.append("  \(replay.path): \(replay.recorded.rule), \(outcome)\(fresh)")
        }
        return lines
    }

    /// One line per expected deviation (a rule the expectations file lists that failed as listed):
    /// the rule, the diverging field and its shortest counterexample as Swift statements.
    private func expectedLines(_ report: FuzzReport) -> [String] {
        var firsts: [RuleID: [Counterexample]] = [:]
        var order: [RuleID] = []
        for counterexample in report.counterexamples where report.isExpected(counterexample) {
            if firsts[counterexample.identity.rule] == nil { order.append(counterexample.identity.rule) }
            firsts[counterexample.identity.rule, default: []].append(counterexample)
        }
        guard !order.isEmpty else { return [] }
        var lines = ["expected deviations (listed in the expectations file; --verbose shows their counterexamples):"]
        let width = order.map(\.rawValue.count).max() ?? 0
        for rule in order {
            let all = firsts[rule] ?? []
            guard let shortest = all.min(by: { $0.operations.count < $1.operations.count }) else { continue }
            var steps = shortest.operations.map(\.swiftStatement).joined(separator: "; ")
            if steps.isEmpty { steps = "(on creation)" }
            if steps.count > 60 { steps = String(steps.prefix(59)) + "…" }
            let more = all.count > 1 ? " (\(all.count) counterexamples)" : ""
            lines.append("  ~ " + rule.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  \(shortest.identity.field): `\(steps)`" + more)
        }
        return lines
    }
}
