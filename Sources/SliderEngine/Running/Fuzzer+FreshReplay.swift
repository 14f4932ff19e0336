import SliderSpec

/// The implementations (by name) that a run in this process has made sliders of: the first
/// corpus entry a run replays for any other one runs on a fresh state, as far as the suite knows
/// (code outside the suite may have made instances before).
@MainActor
package enum ImplementationsRunInThisProcess {
    /// The names.
    package static var names: Set<String> = []
}

extension Fuzzer.RunState {
    /// Checks from a fresh start the replay of `entry` (at `path`), saved without a fresh-start
    /// confirmation (`CorpusEntry.confirmation`), which just failed as recorded: the replay
    /// itself when it was the first slider this process made of the implementation (`first`),
    /// otherwise a fresh worker process when the run has one. The entry's file is rewritten with
    /// what that showed, and the replayed failure is reported so: confirmed, depending on earlier
    /// instances, or (no fresh start available) with the mark it had.
    package mutating func checkFromFreshStart(_ entry: CorpusEntry, at path: String, first: Bool) -> CorpusReplay.FreshCheck {
        let check: CorpusReplay.FreshCheck
        if first {
            check = .reproduced
        } else if implementation.isInProcess, let freshStart {
            switch freshStart.check(
                entry.operations, failWith: entry.identity, implementation: report.implementation, configuration: configuration,
                typeName: implementation.typeName)
            {
            case .reproduces: check = .reproduced
            case .doesNotReproduce: check = .didNotReproduce
            case .unavailable: check = .unavailable
            }
        } else {
            check = .unavailable
        }
        let confirmation: Counterexample.Confirmation? = switch check {
        case .reproduced: nil
        case .didNotReproduce: .dependsOnEarlierInstances
        case .unavailable: entry.confirmation
        }
        if check != .unavailable { CorpusEntry.rewrite(entry, at: path, confirmation: confirmation) }
        if let position = known[entry.identity], report.counterexamples[position].origin == path {
            report.counterexamples[position].confirmation = confirmation
        }
        return check
    }
}
