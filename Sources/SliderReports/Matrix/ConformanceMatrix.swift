import SliderEngine
import SliderSpec

/// Rules × implementations over any number of JSON reports (runs, seeds, shards, separately run
/// `--exec` subjects): `slider-conformance matrix`. A column is one implementation under one
/// profile, its cells the verdicts over every run merged; rows follow CONFORMANCE.md's groups.
/// `MatrixHTML` and `MatrixMarkdown` render it; `matrix --json` writes it for the next night's
/// `--previous`, whose differences `changes` holds.
public struct ConformanceMatrix: Sendable, Codable, Hashable {
    /// The version of the matrix's JSON form (key `matrix`).
    public static let format = 1

    /// The format, `ConformanceMatrix.format`.
    public var matrix = Self.format
    /// The versions of the suite that merged the reports.
    public var versions = SuiteVersions.current.summary
    /// One column per implementation and profile, in the order first seen.
    public var columns: [MatrixColumn]
    /// One row per rule any report judged: CONFORMANCE.md's groups in catalogue order, then
    /// `Process` for the `process.*` failures, then rules this catalogue does not know.
    public var rows: [MatrixRow]
    /// What changed since the previous matrix, when one was given.
    public var changes: MatrixTrend?

    /// Merges `reports`, each with the file it came from. Two reports of the same implementation,
    /// profile, seed and shard (or a whole run beside a shard of the same seed) would count the
    /// same sequences twice: that is an error naming both files.
    public init(merging reports: [(path: String, report: FuzzReport)]) throws(MatrixInputError) {
        var keys: [String] = []
        var groups: [String: [(path: String, report: FuzzReport)]] = [:]
        for entry in reports {
            let key = entry.report.implementation + "\u{0}" + entry.report.profile
            if groups[key] == nil { keys.append(key) }
            if let clash = groups[key]?.first(where: { Self.overlap($0.report, entry.report) }) {
                throw MatrixInputError(
                    path: entry.path,
                    problem: "runs \(entry.report.implementation) (\(entry.report.profile)) with seed \(entry.report.seed)"
                        + (entry.report.shard.map { ", shard \($0)" } ?? "") + ", which overlaps " + clash.path
                        + (clash.report.shard.map { " (shard \($0))" } ?? "") + "; merge each sequence once")
            }
            groups[key, default: []].append(entry)
        }
        let merged = keys.map { groups[$0]!.map(\.report) }
        columns = merged.map(Self.column)
        var seen: [RuleID] = []
        for report in merged.joined() {
            for verdict in report.verdicts where !seen.contains(verdict.rule) { seen.append(verdict.rule) }
        }
        let judged = Set(seen)
        var rows: [MatrixRow] = []
        func row(_ rule: RuleID, group: String) -> MatrixRow {
            let catalogued = RuleCatalogue.rule(rule)
            return MatrixRow(
                rule: rule, group: group, status: catalogued?.status.rawValue,
                statement: catalogued?.statement ?? rule.processStatement ?? "Not in this suite's catalogue (spec \(RuleCatalogue.specVersion)).",
                anchor: catalogued.map { _ in ConformanceDocument.anchor(rule) },
                cells: merged.map { Self.cell(rule, $0) })
        }
        for group in RuleCatalogue.groups {
            for rule in group.rules where judged.contains(rule.id) { rows.append(row(rule.id, group: group.title)) }
        }
        for rule in seen where rule.isProcessFailure { rows.append(row(rule, group: "Process")) }
        for rule in seen where !rule.isProcessFailure && RuleCatalogue.rule(rule) == nil { rows.append(row(rule, group: "Other")) }
        self.rows = rows
        for index in columns.indices {
            columns[index].verdict = rows.contains { $0.cells[index]?.outcome == .fail } ? "fails" : "conforms"
        }
    }

    /// The group titles of the rows, in order.
    public var groups: [String] {
        var titles: [String] = []
        for row in rows where !titles.contains(row.group) { titles.append(row.group) }
        return titles
    }

    /// `text` as a page anchor: lower case, letters, digits and `-`.
    public static func anchor(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }

    /// The anchor of an implementation's column under `profile`, and the prefix of its
    /// counterexamples' anchors: `anchor` of both, followed by a hash of them when `anchor` changed
    /// either (`a b` and `a-b` would share one otherwise).
    static func columnAnchor(implementation: String, profile: String) -> String {
        let readable = anchor(implementation + "-" + profile)
        guard anchor(implementation) != implementation || anchor(profile) != profile else { return readable }
        // FNV-1a, 32 bits: the same on every machine.
        var hash: UInt32 = 2_166_136_261
        for byte in (implementation + "\u{0}" + profile).utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return readable + "-" + String(hash, radix: 16)
    }

    /// Whether `a` and `b` ran some sequence both.
    private static func overlap(_ a: FuzzReport, _ b: FuzzReport) -> Bool {
        a.seed == b.seed && (a.shard == nil || b.shard == nil || a.shard == b.shard || a.shard?.split(separator: "/").last != b.shard?.split(separator: "/").last)
    }

    /// The column of one implementation's reports.
    private static func column(_ reports: [FuzzReport]) -> MatrixColumn {
        var provenance = MatrixProvenance(profile: reports[0].profile)
        var shards: [(seed: String, shards: [String])] = []
        for report in reports {
            provenance.add(report)
            guard let shard = report.shard else { continue }
            if let index = shards.firstIndex(where: { $0.seed == report.seed }) { shards[index].shards.append(shard) }
            else { shards.append((report.seed, [shard])) }
        }
        provenance.record(shards: shards.map { ($0.seed, $0.shards.sorted { (Int($0.prefix { $0 != "/" }) ?? 0) < (Int($1.prefix { $0 != "/" }) ?? 0) }) })
        return MatrixColumn(implementation: reports[0].implementation, provenance: provenance, verdict: "conforms")
    }

    /// The cell of `rule` over `reports`, or nil when none judged it.
    private static func cell(_ rule: RuleID, _ reports: [FuzzReport]) -> MatrixCell? {
        let judged = reports.compactMap { report in report.verdicts.first { $0.rule == rule }.map { (report, $0) } }
        guard !judged.isEmpty else { return nil }
        let decided = judged.reduce(0) { $0 + $1.1.decided }
        let diverged = judged.reduce(0) { $0 + $1.1.diverged }
        if diverged > 0 {
            let outcome: RuleVerdict.Outcome = judged.contains { $0.1.outcome == .fail } ? .fail : .expected
            return MatrixCell(outcome: outcome, decided: decided, diverged: diverged, failure: failure(rule, judged))
        }
        // A rule that does not apply never passes, whatever steps it was counted on (the verdict says so).
        let passing = judged.filter { $0.1.outcome == .pass }
        if passing.isEmpty, let reason = judged.lazy.filter({ $0.1.outcome == .notApplicable }).compactMap(\.1.reason).first {
            return MatrixCell(outcome: .notApplicable, decided: decided, diverged: 0, reason: reason)
        }
        if !passing.isEmpty { return MatrixCell(outcome: .pass, decided: decided, diverged: 0) }
        let sequences = judged.reduce(0) { $0 + $1.0.sequences }
        var reason = "no step of \(sequences) sequence\(sequences == 1 ? "" : "s") reached it"
        // After a failure, a step where the rule's fields differed only as a consequence of it is
        // no evidence for the rule (masked): such a rule may have been reached and not decided.
        if judged.contains(where: { !$0.0.counterexamples.isEmpty }) {
            reason = "no step of \(sequences) sequence\(sequences == 1 ? "" : "s") decided it: none reached it, or its fields differed "
                + "at each step that did only as a consequence of an earlier failure"
        }
        if VerdictTable.robustnessRules.contains(rule), !judged.contains(where: { $0.0.robustness }) {
            reason += "; only NaN and infinite arguments reach it (fuzz --robustness)"
        }
        if judged.contains(where: { $0.0.stoppedEarly != nil }) { reason += "; a run stopped before its budget" }
        return MatrixCell(outcome: .notReached, decided: 0, diverged: 0, reason: reason)
    }

    /// `origin` as a published page may show it: a corpus file's absolute path (of the machine
    /// that ran it) shortened to its implementation folder and file name.
    static func publishable(_ origin: String) -> String {
        guard origin.hasPrefix("/") else { return origin }
        return "corpus file " + origin.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// The shortest counterexample behind `rule`'s failure, the first of equals.
    private static func failure(_ rule: RuleID, _ judged: [(FuzzReport, RuleVerdict)]) -> MatrixFailure? {
        let kept = judged.compactMap { report, verdict in
            verdict.counterexample.flatMap { report.counterexamples.indices.contains($0) ? (report, report.counterexamples[$0]) : nil }
        }
        guard let (report, counterexample) = kept.min(by: { $0.1.operations.count < $1.1.operations.count }) else { return nil }
        let snippet = CounterexampleFormatter(colored: false).snippet(counterexample, of: report)
        var failure = MatrixFailure(
            anchor: "cx-" + columnAnchor(implementation: report.implementation, profile: report.profile) + "-" + anchor(rule.rawValue),
            rule: counterexample.violation.rule, field: counterexample.violation.field,
            cause: counterexample.violation.cause?.rawValue, explanation: counterexample.violation.explanation,
            origin: publishable(counterexample.origin), operations: counterexample.operations.count, snippet: snippet.joined(separator: "\n"),
            dependsOnEarlierInstances: counterexample.dependsOnEarlierInstances)
        let values = counterexample.violation.valueChanges
        if !values.isEmpty { failure.values = values }
        return failure
    }
}
