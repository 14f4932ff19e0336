/// One slider the suite drives: it performs operations and is observed after each.
///
/// Every `SliderUnderTest` is one. A slider the suite reaches some other way (in a child process
/// through `ProcessConnection.implementation`, or in a fuzz worker) adopts only this protocol:
/// it is made by its `SliderImplementation`'s `make`, never by an initialiser the suite calls,
/// so it needs none that could only fail.
@MainActor
public protocol SliderInstance: AnyObject {
    /// Performs one operation and returns the control events it sent, in order.
    ///
    /// Never called with `.loadFromInterfaceBuilder`: the suite makes a new slider for a load
    /// instead (`SliderUnderTest.init(interfaceBuilder:)`, or `SliderImplementation.make`).
    func perform(_ operation: SliderOperation) -> [SliderEvent]

    /// Reads every getter. `events` is left empty; the suite fills it from `perform`.
    func observe() -> SliderObservation

    /// Reads every getter into `observation`, in place; `events` is left as it is (the suite
    /// sets it from `perform`). By default `observation = observe()`: an implementation writes
    /// the fields itself only to spare the suite building and moving a whole observation.
    func observe(into observation: inout SliderObservation)

    /// Set when the implementation could not answer the last call (its process crashed, hung or
    /// broke the protocol); the suite then reports a `process.*` violation. Nil by default.
    var failure: ImplementationFailure? { get }
}

extension SliderInstance {
    /// `observe()`, assigned.
    public func observe(into observation: inout SliderObservation) { observation = observe() }

    /// Nil: an implementation in the process never fails this way.
    public var failure: ImplementationFailure? { nil }
}
