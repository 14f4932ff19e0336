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
/// - **adjusted the other way** (a decrement for an increment): `G` misses the value by as much
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
        let roots = counterexamples.filter { Self.isExamined($0) && resolved[$0.identity] == nil }
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

    /// Among `roots` (failures that follow from none, in the canonical order), each that shows
    /// what one before it shows: the same pattern in the values (whole numbers, `valueChanged` sent for a change in
    /// code, an image for every state: `FailurePattern`), or every stored field it gets wrong got
    /// wrong alike (the same field, the same expected and observed values).
    private static func alike(_ roots: [Counterexample]) -> [FailureIdentity: Counterexample.Cause] {
        var alike: [FailureIdentity: Counterexample.Cause] = [:]
        var firsts: [FailurePattern: FailureIdentity] = [:]
        for (index, counterexample) in roots.enumerated() {
            if let pattern = FailurePattern(counterexample) {
                if let first = firsts[pattern] {
                    alike[counterexample.identity] = Counterexample.Cause(identity: first, evidence: "\(pattern.evidence), as \(first) does")
                    continue
                }
                firsts[pattern] = counterexample.identity
            }
            let violation = counterexample.violation
            let mine = storedDifferences(violation)
            guard !mine.isEmpty else { continue }
            if let earlier = roots[..<index].first(where: { mine.isSubset(of: storedDifferences($0.violation)) }) {
                alike[counterexample.identity] = Counterexample.Cause(
                    identity: earlier.identity, evidence: "it stores what \(earlier.identity) stores, where the same was expected")
                continue
            }
            // Two causes at once (a default range and whole numbers in one load): every wrong
            // value is one an earlier cause stores, or a whole number where the whole-number cause
            // was found; listed under the first of them.
            var explainers: [Int] = []
            let explained = violation.differingFields.filter(\.isStoredState).allSatisfy { field in
                let difference = Self.difference(field, violation)
                if let earlier = roots[..<index].firstIndex(where: { storedDifferences($0.violation).contains(difference) }) {
                    explainers.append(earlier)
                    return true
                }
                if let whole = firsts[.wholeNumbers], let earlier = roots.firstIndex(where: { $0.identity == whole }), earlier < index,
                   violation.wholeNumbers(among: [field]) != nil {
                    explainers.append(earlier)
                    return true
                }
                return false
            }
            if explained, Set(explainers).count > 1, let first = explainers.min() {
                let names = Set(explainers).sorted().map { "\(roots[$0].identity)" }.joined(separator: " and ")
                alike[counterexample.identity] = Counterexample.Cause(
                    identity: roots[first].identity, evidence: "every value it stores wrong, \(names) store wrong alike")
            }
        }
        return alike
    }

    /// Each stored field `violation` differs in, with what was expected and what came back.
    private static func storedDifferences(_ violation: Violation) -> Set<String> {
        Set(violation.differingFields.filter(\.isStoredState).map { difference($0, violation) })
    }

    /// `field: expected → observed` in `violation`.
    private static func difference(_ field: ObservationField, _ violation: Violation) -> String {
        "\(field): \(field.render(violation.expected)) → \(field.render(violation.observed))"
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

    /// For a failure of an open question (the profile allows several answers, and an earlier
    /// operation answered it otherwise), the failure `G` among `others` whose cause is the kind of
    /// an earlier operation without which the question is answered alike throughout (nothing new
    /// diverges, `F`'s operation conforms): that operation answered the question only through
    /// `G`'s bug (a thumb tint that keeps the thumb's images reads as "the same tint does nothing").
    private func answeredBy(
        _ counterexample: Counterexample, _ others: Set<FailureIdentity>, alreadyShown: Set<FailureIdentity>
    ) -> Counterexample.Cause? {
        guard profile.readings.openQuestionRules.contains(counterexample.identity.rule) else { return nil }
        let operations = counterexample.operations
        for index in 0..<(operations.count - 1) {
            let kind = operations[index].kind
            guard let other = others.filter({ $0.cause == kind && !$0.rule.isProcessFailure }).min() else { continue }
            var variant = operations
            let removed = variant.remove(at: index)
            let divergences = SequenceCheck.run(implementation, variant, profile: profile).divergences
            guard !divergences.contains(where: { $0.step == variant.count - 1 || !alreadyShown.contains($0.violation.identity) }) else { continue }
            return Counterexample.Cause(
                identity: other,
                evidence: "without `\(removed.swiftStatement)`, which \(other) is about, the question is answered alike and it conforms")
        }
        return nil
    }

    /// The failure among `others` an adjustment shows the other way: the opposite adjustment
    /// after the same operations misses the value by as much the other way (a step of the wrong
    /// size, up and down alike), the value the only stored field either gets wrong; or, the value
    /// right, it breaks the same rule with as many events sent and expected (an event that
    /// carries the old value, or none, either way).
    private func mirrored(_ counterexample: Counterexample, _ others: Set<FailureIdentity>) -> Counterexample.Cause? {
        let opposite: SliderOperation
        switch counterexample.operations.last {
        case .accessibilityIncrement: opposite = .accessibilityDecrement
        case .accessibilityDecrement: opposite = .accessibilityIncrement
        default: return nil
        }
        func miss(_ violation: Violation) -> Double? {
            guard violation.differingFields.filter(\.isStoredState) == [.value] else { return nil }
            return Double(violation.observed.value) - Double(violation.expected.value)
        }
        let range = abs(Double(counterexample.violation.expected.maximumValue) - Double(counterexample.violation.expected.minimumValue))
        // Or, the value right, the events wrong alike: as many sent and expected, under the same rule.
        func eventShape(_ violation: Violation) -> [Int]? {
            let fields = violation.differingFields
            guard fields.contains(.events), !fields.contains(where: \.isStoredState) else { return nil }
            return [violation.expected.events.count, violation.observed.events.count]
        }
        let missed = miss(counterexample.violation) ?? 0
        let shape = eventShape(counterexample.violation)
        guard missed != 0 || shape != nil else { return nil }
        func alike(_ violation: Violation) -> Bool {
            if let shape {
                return violation.rule == counterexample.violation.rule && eventShape(violation) == shape
                    && violation.differingFields == counterexample.violation.differingFields
            }
            guard let other = miss(violation) else { return false }
            // The Float values round apart: a millionth of the range tells a mirror from another step.
            return abs(missed + other) <= range * 1e-6
        }
        let prefix = Array(counterexample.operations.dropLast())
        // The same operations, then from the value mirrored in the default range 0 … 1 (a
        // counterexample that leaves the limits alone), so an adjustment at one end is tried
        // from the other.
        var variants = [prefix + [opposite]]
        if let mirroredPrefix = Self.mirroredValues(prefix) { variants.append(mirroredPrefix + [opposite]) }
        for variant in variants {
            for divergence in SequenceCheck.run(implementation, variant, profile: profile).divergences
            where divergence.step == variant.count - 1 && others.contains(divergence.violation.identity) {
                guard alike(divergence.violation) else { continue }
                let identity = divergence.violation.identity
                let change = variant.map(\.swiftStatement).joined(separator: "; ")
                let how = shape == nil ? "missing the value as far the other way" : "its events wrong alike"
                return Counterexample.Cause(identity: identity, evidence: "as `\(change)` it fails as \(identity), \(how)")
            }
        }
        return nil
    }

    /// `operations` with every value set mirrored in the range 0 … 1 (`value = 1` becomes
    /// `value = 0`); nil when they change the limits, load a slider or touch it (the range or
    /// the position is not the default one then).
    private static func mirroredValues(_ operations: [SliderOperation]) -> [SliderOperation]? {
        var mirrored: [SliderOperation] = []
        for operation in operations {
            switch operation {
            case let .setValue(value): mirrored.append(.setValue(1 - value))
            case let .setValueAnimated(value, animated): mirrored.append(.setValueAnimated(1 - value, animated: animated))
            case .setMinimumValue, .setMaximumValue, .loadFromInterfaceBuilder, .touchBegan, .touchMoved, .touchEnded, .touchCancelled:
                return nil
            default: mirrored.append(operation)
            }
        }
        return mirrored == operations ? nil : mirrored
    }

    /// The failure among `others` that `counterexample` shows on another part, with the same
    /// values in every field either differs in (read across the exchange), or nil.
    private func showsAlike(_ counterexample: Counterexample, _ exchange: PartExchange, _ others: Set<FailureIdentity>) -> Counterexample.Cause? {
        let variant = counterexample.operations.map { exchange($0) }
        let last = variant.count - 1
        let violation = counterexample.violation
        for divergence in SequenceCheck.run(implementation, variant, profile: profile).divergences
        where divergence.step == last && others.contains(divergence.violation.identity) {
            let fields = violation.differingFields.map { exchange($0) }
            let compared = fields + divergence.violation.differingFields.filter { !fields.contains($0) }
            let same = compared.allSatisfy { $0.render(divergence.violation.observed) == exchange($0).render(violation.observed) }
            if same { return Counterexample.Cause(identity: divergence.violation.identity, evidence: "\(exchange) it fails as \(divergence.violation.identity)") }
        }
        return nil
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
        let divergences = SequenceCheck.run(implementation, variant, profile: profile).divergences
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

    /// Whether `violation`'s events are the expected ones, each carrying the value the
    /// implementation stored instead of the expected value.
    private static func eventsCarryTheValue(_ violation: Violation) -> Bool {
        let expected = violation.expected.events, observed = violation.observed.events
        return expected.count == observed.count
            && zip(expected, observed).allSatisfy { $1 == SliderEvent($0.event, value: violation.observed.value) }
    }

    /// The last operation of `counterexample` spelled as the setters of the stored fields it got
    /// wrong, each storing what the implementation stored (`value = 1.05` for an increment that
    /// left 1.05), where the reference reaches the same state either way: a setter that fails
    /// alike is the same cause reached another way (an adjustment landing on a missing clamp).
    private func storingSetters(of counterexample: Counterexample) -> [SliderOperation] {
        let operations = counterexample.operations
        guard let last = operations.last else { return [] }
        let prefix = Array(operations.dropLast())
        let state = Self.referenceOutcome(operations).1
        return ObservationField.setters(storing: counterexample.violation.differingFields, in: counterexample.violation.observed)
            .filter { $0 != last && Self.referenceOutcome(prefix + [$0]).1 == state }
    }

    /// The failure that diverged at `divergence`, the first divergence of `failure`'s operations
    /// and one that left a stored field wrong, when putting right the state it left makes the rest conform: its operation replaced by a simpler one the
    /// reference leaves in the same state, or followed by the setters that store what the
    /// reference expected. The later failure came from the wrong state that one left (a value
    /// above the maximum, a limit decoded wrongly), not from a bug of its own.
    private func putRight(_ divergence: SequenceCheck.Divergence, before failure: Counterexample) -> Counterexample.Cause? {
        let operations = failure.operations
        let step = divergence.step
        // At creation (step -1) there is no operation: the setters come first.
        let prefix = Array(operations[..<max(step, 0)]), suffix = Array(operations[(step + 1)...])
        let original = step >= 0 ? [operations[step]] : []
        let state = Self.referenceOutcome(prefix + original).1
        let violation = divergence.violation
        let setters = ObservationField.setters(storing: violation.differingFields, in: violation.expected)
        let simpler = original.first.map { OperationSimplifier.candidates(for: $0, before: referenceState(after: prefix)).map { [$0] } } ?? []
        let replacements = simpler + (setters.isEmpty ? [] : [original + setters])
        let fields = failure.violation.differingFields
        for replacement in replacements where Self.referenceOutcome(prefix + replacement).1 == state {
            let variant = prefix + replacement + suffix
            let firstChecked = prefix.count + replacement.count - 1, last = variant.count - 1
            // From the replacement on, the state is right (a difference in the events or a text
            // alone is another bug's), and the failure's fields agree at its step.
            let wrong = SequenceCheck.run(implementation, variant, profile: profile).divergences.contains { divergence in
                divergence.step >= firstChecked
                    && divergence.violation.differingFields.contains { divergence.step == last ? fields.contains($0) : $0.isStoredState }
            }
            guard !wrong else { continue }
            let put = "`" + setters.map(\.swiftStatement).joined(separator: "; ") + "`"
            let change = original.first.map { original in
                replacement.count == 1 ? "with `\(replacement[0].swiftStatement)` for `\(original.swiftStatement)`" : "with \(put) after `\(original.swiftStatement)`"
            } ?? "with \(put) first"
            return Counterexample.Cause(identity: violation.identity, evidence: "\(change), where it fails as \(violation.identity), it conforms")
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
