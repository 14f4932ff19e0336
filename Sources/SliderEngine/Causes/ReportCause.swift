import SliderSpec

/// One cause among a report's failures: a failure that follows from no other, with the failures
/// that follow from it (`Counterexample.followsFrom`). What a report leads with: a list of
/// things to fix, each once.
public struct ReportCause: Sendable {
    /// The failure that follows from no other.
    public let counterexample: Counterexample
    /// The failures that follow from it, in report order.
    public let followers: [Counterexample]

    /// Every rule the cause and its followers are charged to, each once, the cause's first.
    public var rules: [RuleID] {
        var seen: Set<RuleID> = []
        return ([counterexample] + followers).flatMap(\.chargedRules).filter { seen.insert($0).inserted }
    }

    /// How many times the run failed this way: the cause's occurrences and its followers', summed
    /// (a sequence that shows two of them counts twice).
    public var occurrences: Int { ([counterexample] + followers).reduce(0) { $0 + $1.occurrences } }

    /// "value.clamps-above: after `slider.value = 2.0`: value 2.0, expected 1.0; failed 412
    /// times (and 7 failures that follow from it: accessibility.decrement, …)".
    public var line: String {
        var line = "\(counterexample.identity.rule): \(counterexample.summary)"
        if occurrences > 1 { line += "; failed \(occurrences) times" }
        if !followers.isEmpty {
            var seen: Set<RuleID> = []
            let rules = followers.map(\.identity.rule).filter { seen.insert($0).inserted }.map(\.rawValue)
            line += " (and \(followers.count) failure\(followers.count == 1 ? "" : "s") that follow\(followers.count == 1 ? "s" : "") from it: "
                + rules.joined(separator: ", ") + ")"
        }
        return line
    }

    /// The causes of `counterexamples`, in their order: each failure whose cause is among them is
    /// listed under it; one whose cause is not (left out as expected, say) stands as its own.
    public static func causes(of counterexamples: [Counterexample]) -> [ReportCause] {
        let identities = Set(counterexamples.map(\.identity))
        func isCause(_ counterexample: Counterexample) -> Bool {
            counterexample.followsFrom.map { !identities.contains($0.identity) } ?? true
        }
        return counterexamples.filter(isCause).map { root in
            ReportCause(counterexample: root, followers: counterexamples.filter { $0.followsFrom?.identity == root.identity && !isCause($0) })
        }
    }
}
