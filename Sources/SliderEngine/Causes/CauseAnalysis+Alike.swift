import SliderSpec

/// Causes alike among the failures that follow from none: a pattern, or the same stored difference.
extension CauseAnalysis {
    /// Among `roots` (failures that follow from none, in the canonical order, those at creation
    /// included), each that shows what one before it shows: the same pattern in the values (whole
    /// numbers, `valueChanged` sent for a change in code, an image for every state:
    /// `FailurePattern`) or every stored field it gets wrong got wrong alike (the same field, the
    /// same expected and observed values), when it is blamed on a stored field or the events.
    static func alike(_ roots: [Counterexample]) -> [FailureIdentity: Counterexample.Cause] {
        var alike: [FailureIdentity: Counterexample.Cause] = [:]
        var firsts: [FailurePattern: FailureIdentity] = [:]
        for (index, counterexample) in roots.enumerated() {
            let violation = counterexample.violation
            // A failure blamed on a field derived from the state (a text, a rectangle) is wrong in
            // how it derives it, whatever state it was in: only one blamed on a stored field or on
            // the events is folded by its values.
            let blamed = ObservationField.all.first { $0.description == violation.field }
            let blamedOnState = blamed == .events || blamed?.isStoredState == true
            if let pattern = FailurePattern(counterexample), blamedOnState {
                if let first = firsts[pattern] {
                    alike[counterexample.identity] = Counterexample.Cause(identity: first, evidence: "\(pattern.evidence), as \(first) does")
                    continue
                }
                firsts[pattern] = counterexample.identity
            }
            let mine = storedDifferences(violation)
            guard blamedOnState, !mine.isEmpty else { continue }
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
}
