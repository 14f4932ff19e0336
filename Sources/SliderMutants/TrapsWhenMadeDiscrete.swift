import SliderSpec

/// A planted crash: a slider that traps (`fatalError`) when `isContinuous` is set to false, and
/// otherwise conforms. Not in the catalogue (it breaks no rule: it takes the process down); the
/// command line serves it under the hidden name `planted-crash`, so the crash tests can run it
/// through the built executable, as a user's trapping slider would be.
package final class TrapsWhenMadeDiscrete: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        if case .setContinuous(false) = operation { fatalError("planted crash: isContinuous = false") }
        return apply(operation)
    }
}
