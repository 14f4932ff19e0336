import SliderSpec

/// A shrunk failure: the smallest sequence found that shows one rule broken, with how it was
/// found and how far it shrank.
public struct Counterexample: Sendable, Codable, Hashable {
    /// The rule broken and the field that showed it.
    public let identity: FailureIdentity
    /// The shrunk sequence, applied to a slider created in code.
    public let operations: [SliderOperation]
    /// The divergence at the last operation.
    public let violation: Violation
    /// The length of the sequence as found, before shrinking.
    public let originalLength: Int
    /// Where it came from: `seed 0x2a, sequence 17`, or the corpus file it was replayed from.
    public let origin: String
    /// How many sequences of the run failed this way.
    public let occurrences: Int
    /// Successful shrinks made.
    public let shrinks: Int
    /// The cap that stopped shrinking early, or nil when it reached a fixed point.
    public let shrinkStoppedBy: String?
    /// Whether that cap was the wall-clock safety net (`ShrinkLimits.seconds`), so the sequence
    /// depends on the machine's speed; `shrinkStoppedBy` then reads "the wall-clock safety net
    /// after <seconds> s".
    public var shrinkStoppedBySafetyNet: Bool { shrinkStoppedBy?.hasPrefix(ShrinkLimits.safetyNetPrefix) == true }
    /// Divergences of the shrunk sequence before its last step, from whose observed state the
    /// check went on (the shrinker kept them because this failure needs them); nil when none.
    public let earlierDivergences: [EarlierDivergence]?
    /// How the failure was confirmed before it was reported or saved when not simply from a fresh
    /// start: only in the process that found it (no fresh process was available), or not at all
    /// (it depends on earlier instances); nil when a fresh start confirmed it, or for a corpus
    /// entry replayed as recorded (unless the entry was saved unconfirmed: `CorpusEntry.confirmation`).
    public package(set) var confirmation: Confirmation?
    /// The rules other occurrences of this failure were charged to that its own divergence is
    /// not (`Violation.chargedRules`): a rule involved where the run found it, or at a later
    /// occurrence, but not in the shrunk sequence. Nil when none. With it, every rule a run
    /// charged is charged by a counterexample (`chargedRules`), so none fails without one.
    public var alsoCharged: [RuleID]? = nil

    /// The failure of the same run this one follows from, when one small change to its sequence
    /// shows that failure in its place (`CauseAnalysis`); nil for a cause of its own.
    public var followsFrom: Cause? = nil

    /// The failure a counterexample follows from, and the change that shows it.
    public struct Cause: Sendable, Codable, Hashable {
        /// The failure that explains this one.
        public let identity: FailureIdentity
        /// What shows it, e.g. "without `slider.isEnabled = false` it fails as accessibility.decrement (value, after accessibilityDecrement)".
        public let evidence: String

        /// A cause.
        public init(identity: FailureIdentity, evidence: String) {
            self.identity = identity
            self.evidence = evidence
        }
    }

    /// Every rule this counterexample stands for: its divergence's, then `alsoCharged`.
    public var chargedRules: [RuleID] { violation.chargedRules + (alsoCharged ?? []) }

    /// A copy that also stands for the rules of `rules` it does not charge yet (itself when it
    /// charges them all).
    package func charging(_ rules: [RuleID]) -> Counterexample {
        let known = chargedRules
        let added = rules.filter { !known.contains($0) }
        guard !added.isEmpty else { return self }
        var copy = self
        var listed = alsoCharged ?? []
        for rule in added where !listed.contains(rule) { listed.append(rule) }
        copy.alsoCharged = listed
        return copy
    }

    /// A divergence the check went on from: where, the rule and the field.
    public struct EarlierDivergence: Sendable, Codable, Hashable {
        /// The operation's index in the sequence, -1 for creation.
        public let step: Int
        /// The rule blamed.
        public let rule: RuleID
        /// The diverging field.
        public let field: String

        /// Creates a record of an earlier divergence.
        public init(step: Int, rule: RuleID, field: String) {
            self.step = step
            self.rule = rule
            self.field = field
        }
    }

    /// Creates a counterexample.
    public init(
        identity: FailureIdentity, operations: [SliderOperation], violation: Violation, originalLength: Int, origin: String,
        occurrences: Int, shrinks: Int, shrinkStoppedBy: String?, earlierDivergences: [EarlierDivergence]? = nil,
        confirmation: Confirmation? = nil
    ) {
        self.confirmation = confirmation
        self.identity = identity
        self.operations = operations
        self.violation = violation
        self.originalLength = originalLength
        self.origin = origin
        self.occurrences = occurrences
        self.shrinks = shrinks
        self.shrinkStoppedBy = shrinkStoppedBy
        self.earlierDivergences = earlierDivergences?.isEmpty == true ? nil : earlierDivergences
    }

    /// A copy counted once more.
    package func countedAgain() -> Counterexample {
        Counterexample(
            identity: identity, operations: operations, violation: violation, originalLength: originalLength, origin: origin,
            occurrences: occurrences + 1, shrinks: shrinks, shrinkStoppedBy: shrinkStoppedBy, earlierDivergences: earlierDivergences,
            confirmation: confirmation
        ).charging(alsoCharged ?? [])
    }

    /// Why an expected deviation is kept as found (`FuzzConfiguration.unshrunk`).
    public static let keptAsFound = "not shrunk: an expected deviation (--shrink-expected shrinks it)"

    /// The failure as found, not shrunk, not confirmed: how a run keeps a deviation its
    /// expectations file lists (`FuzzConfiguration.unshrunk`), the same with any `--jobs`.
    package static func asFound(_ operations: [SliderOperation], _ violation: Violation, origin: String) -> Counterexample {
        Counterexample(
            identity: violation.identity, operations: operations, violation: violation, originalLength: operations.count,
            origin: origin, occurrences: 1, shrinks: 0, shrinkStoppedBy: keptAsFound)
    }

    /// Whether it did not fail from a fresh start: a failure kind of its own, reported once and
    /// never saved to the corpus as a regular counterexample.
    public var dependsOnEarlierInstances: Bool { confirmation == .dependsOnEarlierInstances }
}

/// What replaying one corpus entry showed.
public struct CorpusReplay: Sendable, Codable, Hashable {
    /// What became of an entry saved without a fresh-start confirmation (`CorpusEntry.confirmation`).
    public enum FreshCheck: String, Sendable, Codable, Hashable {
        /// It failed as recorded from a fresh start this time: its mark was removed.
        case reproduced
        /// It failed as recorded here, but not from a fresh start: it depends on earlier
        /// instances, and is marked so in its file.
        case didNotReproduce
        /// No fresh start could check it: it keeps its mark, and may depend on earlier instances.
        case unavailable
    }

    /// The outcome of a replay.
    public enum Outcome: String, Sendable, Codable, Hashable {
        /// It fails as recorded: the bug is still there.
        case stillFails
        /// It conforms now: the bug was fixed, or the entry is stale.
        case passes
        /// It fails, but breaks another rule or shows it in another field.
        case failsDifferently
    }

    /// The file replayed.
    public let path: String
    /// The failure it recorded.
    public let recorded: FailureIdentity
    /// What happened.
    public let outcome: Outcome
    /// For an entry saved without a fresh-start confirmation, what checking it from one showed;
    /// nil for any other entry.
    public var freshCheck: FreshCheck? = nil

    /// A replay of the entry at `path`, which recorded `recorded`, with its `outcome`.
    public init(path: String, recorded: FailureIdentity, outcome: Outcome, freshCheck: FreshCheck? = nil) {
        self.path = path
        self.recorded = recorded
        self.outcome = outcome
        self.freshCheck = freshCheck
    }
}
