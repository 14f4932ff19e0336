import Foundation
import SliderEngine
import SliderReports
import SliderSpec

extension ConformanceCheck {
    /// The messages to record as failures: one per cause, the counterexamples that follow from
    /// it (`Counterexample.followsFrom`) listed in its message (a header line, the formatted
    /// counterexample with a snippet in `snippetForm`, where it is saved, and the
    /// line that re-runs just that case), one per unreadable corpus file, and one per corpus
    /// entry that now passes when `failOnStaleCorpus` is set, and one per adapter diagnostic
    /// (`diagnosticMessages`). Empty when the implementation conforms and no diagnostic stands.
    public func failureMessages(_ report: FuzzReport, implementation: String) -> [String] {
        let formatter = CounterexampleFormatter(colored: false)
        let header = "\(implementation) does not conform to the \(report.profile) profile (seed \(report.seed)):"
        let causes = Set(report.counterexamples.filter { $0.followsFrom == nil }.map(\.identity))
        let folded = report.counterexamples.filter { $0.followsFrom.map { causes.contains($0.identity) } ?? false }
        var messages = report.counterexamples.filter { counterexample in !folded.contains { $0.identity == counterexample.identity } }.map { counterexample in
            var message = header + "\n"
                + trimmingTrailingNewlines(formatter.format(
                    counterexample, implementation: implementation,
                    typeName: snippetForm == .typed ? snippetTypeName ?? report.typeName : report.typeName, form: snippetForm))
            for consequence in folded where consequence.followsFrom?.identity == counterexample.identity {
                message += "\n  ↳ also \(consequence.identity), which follows from it: \(consequence.followsFrom!.evidence)"
            }
            if let path = savedPath(of: counterexample, implementation: report.implementation, profile: report.profile) {
                message += "\n  saved to \(path): replayed first on every later check"
            }
            if let rerun = rerunLine(counterexample, typeName: report.typeName) { message += "\n  re-run just this case: \(rerun)" }
            return message
        }
        messages += diagnosticMessages(report, implementation: implementation)
        messages += report.corpusProblems.map { "Corpus file skipped, so its reproducer did not run: \($0)" }
        if failOnStaleCorpus { messages += staleCorpusMessages(report) }
        return messages
    }

    /// One message per corpus entry that now passes: failures when `failOnStaleCorpus` is set;
    /// otherwise such entries are regression tests doing their job, and nothing is recorded.
    public func staleCorpusMessages(_ report: FuzzReport) -> [String] {
        report.corpus.filter { $0.outcome == .passes }.map { replay in
            "\(replay.path) now passes (it recorded \(replay.recorded)): once the fix is intended, `corpus prune` removes it"
        }
    }

    /// The call that runs only the generated sequence `counterexample` came from, e.g.
    /// `ConformanceCheck(seed: 0x2a, onlySequence: 17)` with every other setting that differs
    /// from the defaults; nil for one replayed from a corpus file (which runs first anyway).
    public func rerunLine(_ counterexample: Counterexample, typeName: String) -> String? {
        // Generated sequences' origins read `seed 0x2a, sequence 17` (then, for a sequence
        // replayed from the in-flight record, why).
        let parts = counterexample.origin.split(separator: ",", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count >= 2, parts[0].hasPrefix("seed 0x"), parts[1].hasPrefix("sequence "),
            let seed = UInt64(parts[0].dropFirst("seed 0x".count), radix: 16), let index = Int(parts[1].dropFirst("sequence ".count))
        else { return nil }
        return rerunLine(seed: seed, sequence: index, typeName: typeName)
    }

    /// The call that runs only generated sequence `index` of `seed`.
    func rerunLine(seed: UInt64, sequence index: Int, typeName: String) -> String {
        var arguments: [String] = []
        if profile.id != Profile.documented.id { arguments.append("profile: .\(Self.swiftName(ofProfile: profile.id))") }
        arguments.append("seed: 0x\(String(seed, radix: 16))")
        if maxLength != 40 { arguments.append("maxLength: \(maxLength)") }
        if robustness { arguments.append("robustness: true") }
        if operationKinds != SliderOperationKind.allCases {
            arguments.append("operationKinds: [" + operationKinds.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]")
        }
        arguments.append("onlySequence: \(index)")
        return "expectConformance(\(typeName).self, ConformanceCheck(\(arguments.joined(separator: ", "))))"
    }

    /// `uikit-observed` → `uikitObserved`, the profile's static member.
    static func swiftName(ofProfile id: String) -> String {
        let words = id.split(separator: "-")
        return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
    }

    private func trimmingTrailingNewlines(_ text: String) -> String {
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
