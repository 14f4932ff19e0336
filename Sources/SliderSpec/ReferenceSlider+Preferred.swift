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
        applyPreferred(operation, readings: &readings, features: features, settling: settling, scratch: &scratch, movingSlider: false)
    }

    /// `applyPreferred(_:readings:features:settling:scratch:)`; when `movingSlider`, this slider is
    /// moved into the outcome the operation is applied to rather than copied (its fields neither
    /// retained nor released, and changed in place where they are not shared), which needs
    /// `readings` that answer every question (`Readings.answersEveryQuestion`): the operation then
    /// has an outcome, and nothing is left to restore.
    mutating func applyPreferred(
        _ operation: SliderOperation, readings: inout Readings, features: Set<ProfileFeature>, settling: Bool,
        scratch: inout [ReferenceOutcome], movingSlider: Bool
    ) -> [SliderEvent] {
        if applyAlone(operation) != nil { return [] }
        scratch.removeAll(keepingCapacity: true)
        if movingSlider {
            var base = ReferenceOutcome(slider: ReferenceSlider(), events: [], rules: [], readings: readings)
            swap(&base.slider, &self)
            base.appendOutcomes(of: operation, features: features, to: &scratch)
            precondition(!scratch.isEmpty, "readings that answer every question give every operation an outcome")
        } else {
            appendOutcomes(of: operation, readings: readings, features: features, to: &scratch)
            guard !scratch.isEmpty else { return [] }
        }
        if settling { scratch[0].settle(observedValue: nil) }
        swap(&self, &scratch[0].slider)
        readings = scratch[0].readings
        return scratch[0].events
    }
}
