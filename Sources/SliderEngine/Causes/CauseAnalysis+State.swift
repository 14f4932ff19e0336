import SliderSpec

/// Causes from the state an earlier failure left, or one setter reached another way.
extension CauseAnalysis {
    /// Whether `violation`'s events are the expected ones, each carrying the value the
    /// implementation stored instead of the expected value.
    static func eventsCarryTheValue(_ violation: Violation) -> Bool {
        let expected = violation.expected.events, observed = violation.observed.events
        return expected.count == observed.count
            && zip(expected, observed).allSatisfy { $1 == SliderEvent($0.event, value: violation.observed.value) }
    }

    /// The last operation of `counterexample` spelled as the setters of the stored fields it got
    /// wrong, each storing what the implementation stored (`value = 1.05` for an increment that
    /// left 1.05), where the reference reaches the same state either way: a setter that fails
    /// alike is the same cause reached another way (an adjustment landing on a missing clamp).
    func storingSetters(of counterexample: Counterexample) -> [SliderOperation] {
        let operations = counterexample.operations
        guard let last = operations.last else { return [] }
        let prefix = Array(operations.dropLast())
        let state = Self.referenceOutcome(operations).1
        return ObservationField.setters(storing: counterexample.violation.differingFields, in: counterexample.violation.observed)
            .filter { $0 != last && Self.referenceOutcome(prefix + [$0]).1 == state }
    }

    /// The failure that diverged at `divergence` (the first divergence of `failure`'s operations,
    /// one that left a stored field wrong), when putting right the state it left makes the rest
    /// conform: its operation replaced by a simpler one the reference leaves in the same state,
    /// or followed by the setters that store what the reference expected. The later failure came
    /// from the wrong state that one left (a value above the maximum, a limit decoded wrongly),
    /// not from a bug of its own.
    func putRight(_ divergence: SequenceCheck.Divergence, before failure: Counterexample) -> Counterexample.Cause? {
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
            // A variant the implementation cannot perform shows nothing: taken as wrong.
            let wrong = check(variant)?.divergences.contains { divergence in
                divergence.step >= firstChecked
                    && divergence.violation.differingFields.contains { divergence.step == last ? fields.contains($0) : $0.isStoredState }
            } ?? true
            guard !wrong else { continue }
            let put = "`" + setters.map(\.swiftStatement).joined(separator: "; ") + "`"
            let change = original.first.map { original in
                replacement.count == 1 ? "with `\(replacement[0].swiftStatement)` for `\(original.swiftStatement)`" : "with \(put) after `\(original.swiftStatement)`"
            } ?? "with \(put) first"
            return Counterexample.Cause(identity: violation.identity, evidence: "\(change), where it fails as \(violation.identity), it conforms")
        }
        return nil
    }
}
