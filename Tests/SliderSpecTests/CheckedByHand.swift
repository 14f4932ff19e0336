import SliderSpec

/// A checker driven by hand: each step performed on a reference slider as an implementation
/// taking the given readings would, and its observation checked (the outcome tests' harness).
@MainActor
enum CheckedByHand {
    /// A checker of the documented profile after creation, and the slider an implementation keeps beside it.
    static func started() -> (checker: ConformanceChecker, slider: ReferenceSlider) {
        var checker = ConformanceChecker(profile: .documented)
        _ = checker.checkCreation(observed: ReferenceSlider().observation(readings: Profile.documented.readings))
        return (checker, ReferenceSlider())
    }

    /// Performs `operation` on `slider` as an implementation taking `readings` would, checks its
    /// observation, and returns the step.
    static func step(
        _ operation: SliderOperation, _ checker: inout ConformanceChecker, _ slider: inout ReferenceSlider,
        readings: Readings = Profile.documented.readings.preferredOnly
    ) -> ConformanceChecker.Step {
        let outcome = slider.outcomes(of: operation, readings: readings)[0]
        slider = outcome.slider
        return checker.check(operation, observed: slider.observation(readings: readings, events: outcome.events))
    }
}
