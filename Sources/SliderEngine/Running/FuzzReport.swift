import SliderSpec

/// Everything one run found: the corpus replays, the shrunk counterexamples, and how often each
/// rule was exercised. Contains no timings, so the same run prints the same report everywhere.
public struct FuzzReport: Sendable, Codable {
    /// How often one rule decided a step.
    public struct RuleCount: Sendable, Codable, Hashable {
        /// The rule.
        public let rule: RuleID
        /// Steps it decided.
        public let count: Int
    }

    /// The implementation's name.
    public var implementation: String
    /// The Swift type checked, as generated snippets create it.
    public var typeName: String
    /// True when snippets are written against UIKit (`SnippetForm.typed`, `--snippets typed`), on
    /// `typeName`, which may then be a type the checked one wraps (a command line's
    /// `snippetTypeName`). Nil otherwise: snippets drive the checked type through `perform`.
    public var snippetsAgainstUIKit: Bool?
    /// The profile checked against.
    public var profile: String
    /// The run's seed, in hex.
    public var seed: String
    /// The shard run, `k/n`, or nil for the whole run.
    public var shard: String?
    /// Whether NaN and infinities were drawn.
    public var robustness: Bool
    /// Sequences generated and run (corpus replays not counted).
    public var sequences: Int
    /// Operations checked in those sequences.
    public var operations: Int
    /// Each corpus entry replayed, in path order.
    public var corpus: [CorpusReplay]
    /// Corpus files that could not be read, as `path: what was expected`.
    public var corpusProblems: [String]
    /// Every distinct failure, shrunk, in the order found.
    public var counterexamples: [Counterexample]
    /// Steps decided per rule, in catalogue order.
    public var ruleCounts: [RuleCount]
    /// Checkable rules the run never reached.
    public var unreachedRules: [RuleID]
    /// Why the run stopped before its sequence budget, or nil.
    public var stoppedEarly: String?
    /// Operation kinds the implementation declared unsupported: never drawn, never counted as passes.
    public var skippedKinds: [SliderOperationKind]? = nil
    /// Observation fields the implementation declared it cannot read, as `ObservationField`
    /// prints them: never compared, never counted as passes.
    public var unreadFields: [String]? = nil
    /// The sequence a run that did not finish was running, replayed first, and what it showed; or nil.
    public var suspectedCrash: String? = nil
    /// The rules judged expected (verdict `expected`): broken only by expected failures.
    /// Reports written before `expectedFailures` meant the listed rules that failed, whatever the cause.
    public var expectedRules: [RuleID]? = nil
    /// The counterexamples an expectations file expects, by identity, in report order: those an
    /// entry matches (rule and cause, `Expectations.Entry.matches(_:)`) and those that follow from
    /// one of them. Nil when no expectations file applied.
    public var expectedFailures: [FailureIdentity]? = nil
    /// Why the implementation's expectations file was not applied, or how the toolkit it was
    /// written for differs from the one running (one line, naming the file); nil when none.
    public var expectationsNote: String? = nil
    /// Expected failures of rules the run checked and saw pass, as `rule (OUTCOME)`.
    public var expectedButPassed: [String]? = nil
    /// Expected failures of rules the run never reached or that do not apply to it, as
    /// `rule (OUTCOME)`: neither confirmed nor passed.
    public var expectedButNotReached: [String]? = nil
    /// The verdict on every rule of the catalogue, in catalogue order, then on each `process.*`
    /// failure the run saw.
    public var verdicts: [RuleVerdict] = []
    /// The package, spec and protocol versions of the suite that made the report (nil in
    /// reports written before versions were recorded).
    public var versions: SuiteVersions? = .current
    /// The protocol revision the implementation speaks (`SliderUnderTest.conformanceRevision`).
    public var protocolRevision: Int? = nil
    /// The rules added or changed since the spec version the expectations file records, as
    /// `RuleChange.summary`: its author has not yet considered them ("new since your expectations").
    public var newSinceExpectations: [String]? = nil
    /// The sequence budget of the whole run before sharding (`--sequences`); nil in reports
    /// written before it was recorded.
    public var budget: Int? = nil
    /// The run's time limit in seconds (`--time`), or nil for none.
    public var timeLimit: Double? = nil
    /// The toolkit and its version, as the `--exec` child's handshake names it (`"toolkit"`),
    /// or nil when it names none.
    public var toolkit: String? = nil
    /// The command line the implementation ran as (`--exec`), which its `.wire` snippets pipe
    /// their requests into; nil for a Swift type.
    public var command: String? = nil

    /// What the adapter, not the slider, may get wrong (`AdapterDiagnosis`), each with the
    /// failures it explains, taken out of `counterexamples` and charged to no rule; nil when none.
    public var diagnostics: [AdapterDiagnostic]? = nil

    /// How many rules have each verdict.
    public func count(_ outcome: RuleVerdict.Outcome) -> Int { verdicts.count { $0.outcome == outcome } }

    /// Whether an expectations file expects `counterexample` (`expectedFailures`; in a report
    /// written before it, whether its rule is among `expectedRules`).
    public func isExpected(_ counterexample: Counterexample) -> Bool {
        if let expectedFailures { return expectedFailures.contains(counterexample.identity) }
        return expectedRules?.contains(counterexample.identity.rule) ?? false
    }

    /// The counterexamples no expectations file expects, in report order.
    public var unexpectedCounterexamples: [Counterexample] { counterexamples.filter { !isExpected($0) } }

    /// The rules that fail with no unexpected counterexample charged to them (none, unless a rule
    /// diverged where no counterexample stands for it): the result line names them, so it never
    /// reads "0 violations" for a run that fails.
    public var rulesFailingWithoutCounterexample: [RuleID] {
        let charged = Set(unexpectedCounterexamples.flatMap(\.chargedRules))
        return verdicts.filter { $0.outcome == .fail && !charged.contains($0.rule) }.map(\.rule)
    }

    /// True when nothing failed that was not expected: every counterexample is expected (its
    /// cause is listed, or it follows from one that is), and no verdict is `fail`. A rule such a
    /// failure also breaks is judged expected (`Expectations.apply`), so the exit code, the
    /// verdict table and the result line always agree.
    public var conforms: Bool {
        counterexamples.allSatisfy(isExpected) && verdicts.allSatisfy { $0.outcome != .fail }
    }
}
