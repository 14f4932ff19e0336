import SliderSpec

/// Finds the failures of a run that follow from another failure of the same run, so a report
/// lists one cause once (issue 38).
///
/// A failure `F` follows from another failure `G` the run found when one small change to `F`'s
/// counterexample shows `G` in its place:
/// - **without one earlier operation** (a flag set, a setter called before): `G` shows at `F`'s
///   diverging operation, the implementation showing there exactly what it showed in `F` (the
///   same behaviour, read otherwise because of that operation), or `G` shows at an earlier
///   operation where it did not before and `F`'s operation no longer diverges (the earlier
///   operation only hid `G` there, as a disabled slider hides an adjustment that is always ignored);
/// - **with the diverging operation spelled otherwise** (an operation the reference gives the
///   same outcome, such as `value =` for `setValue(_:animated:)`, or a setter storing what the
///   implementation stored, such as `value = 1.05` for an increment that left 1.05 where the
///   reference leaves 1 either way): `G` shows there, the implementation showing what it showed
///   in `F` (its events may differ only in carrying that value);
/// - **with the state an earlier failure left put right** (`G` is the first divergence of `F`'s
///   counterexample and left a stored field wrong): the operation there replaced by a simpler one
///   the reference leaves in the same state (`value = 1` for `value = 2`), or followed by the
///   setters that store what the reference expected, and the rest conforms in `F`'s fields;
/// - **on another part** (the thumb for the minimum track): `G` shows there with the same values;
/// - **adjusted the other way** (a decrement for an increment): `G` moves the value by as much
///   the other way (a step of the wrong size);
/// - **an open question answered through a bug**: without an earlier operation of the kind `G`
///   is about, the question `F` is about is answered alike throughout and `F` is gone;
/// - **the same pattern in the values** (`FailurePattern`): numbers a setter gave stored as whole
///   numbers, `valueChanged` sent for a change made in code, an image set for one state shown
///   for every state;
/// - **the same stored difference** as a failure before it in the canonical order: every stored
///   field `F` gets wrong, `G` gets wrong alike (the same expected and observed values), or `F`
///   shows two earlier causes at once, each of its wrong values one of theirs.
///
/// Two independent bugs are never folded: the implementation must show the same values in every
/// field either failure differs in, or lose `F` altogether once `G`'s state is right. A chain
/// folds to its first failure that follows from none; a cycle (one cause seen several ways, as
/// on each part) and failures alike fold to the first in the catalogue's order, whatever the
/// seed found first. Process failures, failures that depend on earlier instances and expected
/// deviations kept as found (`Counterexample.keptAsFound`) are left as they are.
@MainActor
struct CauseAnalysis {
    /// The implementation the counterexamples were found on.
    let implementation: SliderImplementation
    /// The profile checked against.
    let profile: Profile

    /// `SequenceCheck.run` of `operations` on the implementation, or nil when one of them is of
    /// a kind it does not support (declared, or beyond its protocol revision): such a variant is
    /// never sent to it, as the generator and the shrinker never send one, and shows nothing.
    func check(_ operations: [SliderOperation]) -> SequenceCheck.Result? {
        let unsupported = implementation.undrawnOperationKinds()
        guard !operations.contains(where: { unsupported.contains($0.kind) }) else { return nil }
        return SequenceCheck.run(implementation, operations, profile: profile)
    }

    /// `counterexamples`, each that follows from another with `followsFrom` set.
    func annotate(_ counterexamples: [Counterexample]) -> [Counterexample] {
        let identities = Set(counterexamples.map(\.identity))
        var causes: [FailureIdentity: Counterexample.Cause] = [:]
        for counterexample in counterexamples where Self.isExamined(counterexample) {
            let others = identities.subtracting([counterexample.identity])
            if let cause = cause(of: counterexample, among: others) { causes[counterexample.identity] = cause }
        }
        // Where one cause is seen several ways, the failure named is the first in the catalogue's
        // order, not the first found: the same whatever the seed.
        let canonical = counterexamples.map(\.identity).sorted(by: Self.precedes)
        let order = Dictionary(canonical.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var resolved = Self.resolve(causes, order: order)
        // Failures at creation take part here: a wrong default is what a load shows again.
        let roots = counterexamples.filter { Self.isExamined($0, atCreationToo: true) && resolved[$0.identity] == nil }
            .sorted { Self.precedes($0.identity, $1.identity) }
        let merged = Self.resolve(Self.alike(roots), order: order)
        for counterexample in counterexamples {
            let root = resolved[counterexample.identity]?.identity ?? counterexample.identity
            guard let into = merged[root] else { continue }
            let evidence = resolved[counterexample.identity].map { $0.evidence + ", which follows from \(root): " } ?? ""
            resolved[counterexample.identity] = Counterexample.Cause(identity: into.identity, evidence: evidence + into.evidence)
        }
        return counterexamples.map { counterexample in
            var folded = counterexample
            folded.followsFrom = resolved[counterexample.identity]
            return folded
        }
    }

    /// The canonical order of failures: the catalogue's order of their rules, then the field,
    /// then the operation kind.
    private static func precedes(_ first: FailureIdentity, _ second: FailureIdentity) -> Bool {
        (first.rule.index, first.field, first.cause?.rawValue ?? "") < (second.rule.index, second.field, second.cause?.rawValue ?? "")
    }

    /// Each failure of `causes` that follows from another, with the failure its chain leads to (a
    /// chain folds to its first failure that follows from none; a cycle, one cause seen several
    /// ways, to its failure first by `order`, which follows from none).
    private static func resolve(
        _ causes: [FailureIdentity: Counterexample.Cause], order: [FailureIdentity: Int]
    ) -> [FailureIdentity: Counterexample.Cause] {
        var resolved: [FailureIdentity: Counterexample.Cause] = [:]
        for (identity, direct) in causes {
            var cause = direct
            var chain = [identity]
            while !chain.contains(cause.identity), let next = causes[cause.identity] {
                chain.append(cause.identity)
                cause = Counterexample.Cause(identity: next.identity, evidence: cause.evidence + ", which follows from \(next.identity)")
            }
            if let loop = chain.firstIndex(of: cause.identity) {
                let root = chain[loop...].min { order[$0, default: .max] < order[$1, default: .max] }!
                if root == identity { continue }
                cause = Counterexample.Cause(identity: root, evidence: cause.evidence)
            }
            resolved[identity] = cause
        }
        return resolved
    }

    /// Whether `counterexample` is looked at: a shrunk failure of the implementation itself.
    private static func isExamined(_ counterexample: Counterexample, atCreationToo: Bool = false) -> Bool {
        !counterexample.identity.rule.isProcessFailure && !counterexample.dependsOnEarlierInstances
            && counterexample.shrinkStoppedBy != Counterexample.keptAsFound && (atCreationToo || !counterexample.operations.isEmpty)
    }

    /// The failure among `others` that `counterexample` follows from, with the change that shows it.
    private func cause(of counterexample: Counterexample, among others: Set<FailureIdentity>) -> Counterexample.Cause? {
        let operations = counterexample.operations
        let last = operations.count - 1
        let divergences = SequenceCheck.run(implementation, operations, profile: profile).divergences
        let before = Set(divergences.map(\.violation.identity))
        for index in 0..<last {
            var variant = operations
            let removed = variant.remove(at: index)
            let change = "without `\(removed.swiftStatement)`"
            if let cause = shows(variant, others, instead: counterexample, alreadyShown: before, change: change) { return cause }
        }
        for respelled in respellings(of: operations) {
            let variant = operations.dropLast() + respelled
            let change = "as `" + respelled.map(\.swiftStatement).joined(separator: "; ") + "`"
            if let cause = shows(Array(variant), others, instead: counterexample, alreadyShown: before, change: change) { return cause }
        }
        for setter in storingSetters(of: counterexample) {
            let variant = operations.dropLast() + [setter]
            let change = "as `\(setter.swiftStatement)`"
            if let cause = shows(Array(variant), others, instead: counterexample, alreadyShown: before, change: change, eventsFollowValue: true) {
                return cause
            }
        }
        // Only the first divergence: up to it, the reference's state is the checker's.
        if let first = divergences.first, first.step < last, others.contains(first.violation.identity),
           first.violation.differingFields.contains(where: \.isStoredState),
           let cause = putRight(first, before: counterexample) {
            return cause
        }
        for exchange in PartExchange.exchanges(for: operations) {
            if let cause = showsAlike(counterexample, exchange, others) { return cause }
        }
        return mirrored(counterexample, others) ?? answeredBy(counterexample, others, alreadyShown: before)
    }

    /// The cause `variant` shows in place of `counterexample`'s failure, or nil.
    ///
    /// With `eventsFollowValue` (the last operation respelled as a setter, whose events differ),
    /// the events are left out of the comparison when the failure's events differ only in the
    /// value they carry, the value it stored.
    private func shows(
        _ variant: [SliderOperation], _ others: Set<FailureIdentity>, instead counterexample: Counterexample,
        alreadyShown: Set<FailureIdentity>, change: String, eventsFollowValue: Bool = false
    ) -> Counterexample.Cause? {
        guard let divergences = check(variant)?.divergences else { return nil }
        let last = variant.count - 1
        var fields = counterexample.violation.differingFields
        if eventsFollowValue {
            guard !fields.contains(.events) || Self.eventsCarryTheValue(counterexample.violation) else { return nil }
            fields.removeAll { $0 == .events }
        }
        for divergence in divergences where others.contains(divergence.violation.identity) {
            let identity = divergence.violation.identity
            if divergence.step == last {
                let theirs = divergence.violation.differingFields.filter { !fields.contains($0) && !(eventsFollowValue && $0 == .events) }
                let same = (fields + theirs).allSatisfy { $0.render(divergence.violation.observed) == $0.render(counterexample.violation.observed) }
                if same { return Counterexample.Cause(identity: identity, evidence: "\(change) it fails as \(identity)") }
            } else if divergence.step < last, !alreadyShown.contains(identity), !divergences.contains(where: { $0.step == last }) {
                return Counterexample.Cause(identity: identity, evidence: "\(change) it fails earlier as \(identity), and no longer here")
            }
        }
        return nil
    }
}
