import SliderSpec

/// Causes of a failure of an open question: an answer another failure's bug gave.
extension CauseAnalysis {
    /// For a failure of an open question (the profile allows several answers, and an earlier
    /// operation answered it otherwise), the failure `G` among `others` whose cause is the kind of
    /// an earlier operation without which the question is answered alike throughout (nothing new
    /// diverges, `F`'s operation conforms): that operation answered the question only through
    /// `G`'s bug (a thumb tint that keeps the thumb's images reads as "the same tint does nothing").
    func answeredBy(
        _ counterexample: Counterexample, _ others: Set<FailureIdentity>, alreadyShown: Set<FailureIdentity>
    ) -> Counterexample.Cause? {
        guard profile.readings.openQuestionRules.contains(counterexample.identity.rule) else { return nil }
        let operations = counterexample.operations
        for index in 0..<(operations.count - 1) {
            let kind = operations[index].kind
            guard let other = others.filter({ $0.cause == kind && !$0.rule.isProcessFailure }).min() else { continue }
            var variant = operations
            let removed = variant.remove(at: index)
            guard let divergences = check(variant)?.divergences else { continue }
            guard !divergences.contains(where: { $0.step == variant.count - 1 || !alreadyShown.contains($0.violation.identity) }) else { continue }
            return Counterexample.Cause(
                identity: other,
                evidence: "without `\(removed.swiftStatement)`, which \(other) is about, the question is answered alike and it conforms")
        }
        return nil
    }
}
