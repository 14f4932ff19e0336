extension ReferenceSlider {
    /// Applies in place the outcome of `operation` the reference prefers, the first that
    /// `outcomes(of:readings:features:)` returns (the only one when `readings` are pinned,
    /// `Readings.preferredOnly`), and takes its readings into `readings`. Returns its events;
    /// when `readings` allow no outcome, changes nothing and returns none.
    ///
    /// `settling` settles the outcome first (`ReferenceOutcome.settle(observedValue: nil)`), as the
    /// reference run as an implementation does; a guess of the reference's state does not. A plain
    /// setter is applied without building an outcome; any other operation builds its outcomes in
    /// `scratch`, an array the caller keeps for its capacity, and the preferred one is swapped in.
    @discardableResult
    public mutating func applyPreferred(
        _ operation: SliderOperation, readings: inout Readings, features: Set<ProfileFeature>, settling: Bool,
        scratch: inout [ReferenceOutcome]
    ) -> [SliderEvent] {
        // Performance: the inlined test told first (`appendOutcomes` does the same), so an
        // operation with outcomes makes no call to `applyAlone` (callgrind).
        if appliesAlone(operation) {
            _ = applyAlone(operation)
            return []
        }
        var outcomes = OutcomeList(reusing: &scratch)
        defer { outcomes.returnStorage(to: &scratch) }
        return applyPreferred(operation, readings: &readings, features: features, settling: settling, outcomes: &outcomes)
    }

    /// `applyPreferred(_:readings:features:settling:scratch:)`, building the outcomes in
    /// `outcomes`, a list the caller keeps for its slots.
    mutating func applyPreferred(
        _ operation: SliderOperation, readings: inout Readings, features: Set<ProfileFeature>, settling: Bool,
        outcomes: inout OutcomeList
    ) -> [SliderEvent] {
        if appliesAlone(operation) {
            _ = applyAlone(operation)
            return []
        }
        outcomes.removeAll()
        appendOutcomes(of: operation, readings: readings, features: features, to: &outcomes)
        guard !outcomes.isEmpty else { return [] }
        if settling { outcomes[0].settle(observedValue: nil) }
        swap(&self, &outcomes[0].slider)
        readings = outcomes[0].readings
        return outcomes[0].events
    }
}

extension ReferenceOutcome {
    /// `ReferenceSlider.applyPreferred(_:readings:features:settling:scratch:)`, settling, applied
    /// to this outcome's slider under its readings, which must answer every question
    /// (`Readings.answersEveryQuestion`, so the operation has an outcome): this outcome, made a
    /// base again, is the one the operation is applied to, and then becomes its first outcome
    /// (swapped with it in `scratch`), its slider and readings the new state. Returns its
    /// events. A plain setter is applied to the slider alone, the other fields left as they are.
    /// The slider stays in the outcome from one operation to the next: moved into a new base and
    /// back it was swapped twice and a placeholder made in its place (callgrind); and the first
    /// outcome is exchanged in place with the base, which holds whatever `scratch` gave it when
    /// its last outcome was moved in (`OutcomeList.append`), left in `scratch`'s slot (moved out
    /// of `scratch`, the outcome was copied whole three times).
    mutating func becomePreferredOutcome(
        of operation: SliderOperation, features: Set<ProfileFeature>, scratch: inout OutcomeList
    ) -> [SliderEvent] {
        // Performance: the inlined test told first, as in `applyPreferred`, measured 14 instructions/op.
        if slider.appliesAlone(operation) {
            _ = slider.applyAlone(operation)
            return []
        }
        // A base as `ReferenceSlider.appendOutcomes` makes one.
        becomeBase()
        scratch.removeAll()
        appendOutcomes(of: operation, features: features, to: &scratch)
        precondition(!scratch.isEmpty, "readings that answer every question give every operation an outcome")
        scratch[0].settle(observedValue: nil)
        exchangeInPlace(&self, &scratch[0])
        return events
    }
}
