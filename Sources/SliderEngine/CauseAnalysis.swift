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
///   same outcome, such as `value =` for `setValue(_:animated:)`): `G` shows there, the
///   implementation showing what it showed in `F`.
///
/// Two independent bugs are never folded: the implementation must show the same values in every
/// field either failure differs in, or lose `F` altogether. A chain folds to its first failure that follows from
/// none. Process failures, failures that depend on earlier instances and expected deviations
/// kept as found (`Counterexample.keptAsFound`) are left as they are.
@MainActor
struct CauseAnalysis {
    /// The implementation the counterexamples were found on.
    let implementation: SliderImplementation
    /// The profile checked against.
    let profile: Profile

    /// `counterexamples`, each that follows from another with `followsFrom` set.
    func annotate(_ counterexamples: [Counterexample]) -> [Counterexample] {
        let identities = Set(counterexamples.map(\.identity))
        var causes: [FailureIdentity: Counterexample.Cause] = [:]
        for counterexample in counterexamples where Self.isExamined(counterexample) {
            let others = identities.subtracting([counterexample.identity])
            if let cause = cause(of: counterexample, among: others) { causes[counterexample.identity] = cause }
        }
        return counterexamples.map { counterexample in
            guard var cause = causes[counterexample.identity] else { return counterexample }
            var seen: Set<FailureIdentity> = [counterexample.identity]
            while let next = causes[cause.identity] {
                seen.insert(cause.identity)
                // A cycle (each shows as the other) folds none of its failures.
                if seen.contains(next.identity) { return counterexample }
                cause = Counterexample.Cause(identity: next.identity, evidence: cause.evidence + ", which follows from \(next.identity)")
            }
            var folded = counterexample
            folded.followsFrom = cause
            return folded
        }
    }

    /// Whether `counterexample` is looked at: a shrunk failure of the implementation itself.
    private static func isExamined(_ counterexample: Counterexample) -> Bool {
        !counterexample.identity.rule.isProcessFailure && !counterexample.dependsOnEarlierInstances
            && counterexample.shrinkStoppedBy != Counterexample.keptAsFound && !counterexample.operations.isEmpty
    }

    /// The failure among `others` that `counterexample` follows from, with the change that shows it.
    private func cause(of counterexample: Counterexample, among others: Set<FailureIdentity>) -> Counterexample.Cause? {
        let operations = counterexample.operations
        let last = operations.count - 1
        let before = Set(SequenceCheck.run(implementation, operations, profile: profile).divergences.map(\.violation.identity))
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
        return nil
    }

    /// The cause `variant` shows in place of `counterexample`'s failure, or nil.
    private func shows(
        _ variant: [SliderOperation], _ others: Set<FailureIdentity>, instead counterexample: Counterexample,
        alreadyShown: Set<FailureIdentity>, change: String
    ) -> Counterexample.Cause? {
        let divergences = SequenceCheck.run(implementation, variant, profile: profile).divergences
        let last = variant.count - 1
        let fields = counterexample.violation.differingFields
        for divergence in divergences where others.contains(divergence.violation.identity) {
            let identity = divergence.violation.identity
            if divergence.step == last {
                let compared = fields + divergence.violation.differingFields.filter { !fields.contains($0) }
                let same = compared.allSatisfy { $0.render(divergence.violation.observed) == $0.render(counterexample.violation.observed) }
                if same { return Counterexample.Cause(identity: identity, evidence: "\(change) it fails as \(identity)") }
            } else if divergence.step < last, !alreadyShown.contains(identity), !divergences.contains(where: { $0.step == last }) {
                return Counterexample.Cause(identity: identity, evidence: "\(change) it fails earlier as \(identity), and no longer here")
            }
        }
        return nil
    }

    /// Other spellings of the last of `operations` the reference gives the same outcome, in its
    /// state after the others: a simpler operation (`OperationSimplifier`: `value =` for
    /// `setValue(_:animated:)`, `value = 1` for `value = 2` on a range up to 1), or an Interface Builder load with one attribute
    /// left out followed by that attribute's setter (the load sets each as its setter does).
    private func respellings(of operations: [SliderOperation]) -> [[SliderOperation]] {
        guard let last = operations.last else { return [] }
        let prefix = Array(operations.dropLast())
        let outcome = Self.referenceOutcome(prefix + [last])
        var candidates = OperationSimplifier.candidates(for: last, before: referenceState(after: prefix)).map { [$0] }
        if case let .loadFromInterfaceBuilder(attributes) = last { candidates += Self.loadsThenSetters(attributes) }
        return candidates.filter { Self.referenceOutcome(prefix + $0) == outcome }
    }

    /// For each attribute of `attributes` a setter sets (Continuous Updates, the images, the
    /// tints), the load without it followed by that setter.
    private static func loadsThenSetters(_ attributes: InterfaceBuilderAttributes) -> [[SliderOperation]] {
        func without<Value>(_ path: WritableKeyPath<InterfaceBuilderAttributes, Value?>, _ setter: (Value) -> SliderOperation) -> [SliderOperation]? {
            guard let value = attributes[keyPath: path] else { return nil }
            var rest = attributes
            rest[keyPath: path] = nil
            return [.loadFromInterfaceBuilder(rest), setter(value)]
        }
        return [
            without(\.continuous) { .setContinuous($0) },
            without(\.minimumValueImage) { .setMinimumValueImage($0) },
            without(\.maximumValueImage) { .setMaximumValueImage($0) },
            without(\.minimumTrackTintColor) { .setTintColor(.minimumTrack, $0) },
            without(\.maximumTrackTintColor) { .setTintColor(.maximumTrack, $0) },
            without(\.thumbTintColor) { .setTintColor(.thumb, $0) },
        ].compactMap { $0 }
    }

    /// The events of the last of `operations` on the reference and its observation afterwards.
    private static func referenceOutcome(_ operations: [SliderOperation]) -> ([SliderEvent], SliderObservation) {
        let reference = ReferenceImplementation()
        var events: [SliderEvent] = []
        for operation in operations { events = reference.perform(operation) }
        return (events, reference.observe())
    }

    /// The reference's state after `operations` (what the simplifier reads its context from).
    private func referenceState(after operations: [SliderOperation]) -> ReferenceSlider {
        var session = CheckedSession(ReferenceImplementation.self, profile: profile)
        for operation in operations { _ = session.apply(operation) }
        return session.checker.reference
    }
}
