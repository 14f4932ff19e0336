import SliderEngine
import SliderSpec
import SliderWire

/// A slider of a Swift type living in a fuzz worker process, reached through the
/// `WorkerSliderConnection` it was made with (`WorkerSliderConnection.implementation`): how a
/// sequence that crashed the type (a trap in `perform`, say) is checked again and shrunk without
/// taking the suite down with it.
///
/// Each call is sent to the worker, which makes the same call on the type and answers with what
/// it returned, so checks see exactly what they would in this process. When the worker dies (the
/// type trapped), `failure` says how (`killed by signal 4 (SIGILL) in perform`) and the check
/// reports a `process.crash` violation at that step; the next slider starts a fresh worker. A
/// worker slider is a `SliderInstance`, made only through its connection.
@MainActor
package final class WorkerSlider: SliderInstance {
    /// Why the worker could not answer (it crashed), or nil.
    public private(set) var failure: ImplementationFailure?
    private let connection: WorkerSliderConnection
    private var observation: SliderObservation

    /// Creates a slider in the worker of `connection`: in code for nil `attributes`, else as
    /// Interface Builder loads one.
    public init(connection: WorkerSliderConnection, attributes: InterfaceBuilderAttributes?) {
        self.connection = connection
        observation = Self.placeholder
        let call = attributes.map(FuzzWorkerLine.SliderCall.load) ?? .create
        if case let .failure(failure) = connection.request(call, during: "init") { self.failure = failure }
    }

    /// Performs `operation` in the worker; after a failure, does nothing.
    public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        guard failure == nil else { return [] }
        switch connection.request(.perform(operation), during: "perform") {
        case let .success(.events(events)): return events
        case .success: return []
        case let .failure(failure):
            self.failure = failure
            return []
        }
    }

    /// Observes the slider in the worker (the last observation after a failure).
    public func observe() -> SliderObservation {
        guard failure == nil else { return observation }
        switch connection.request(.observe, during: "observe") {
        case let .success(.observation(observed)): observation = observed
        case .success: break
        case let .failure(failure): self.failure = failure
        }
        return observation
    }

    /// A fresh slider's observation, shown when the worker never answered.
    private static let placeholder = ReferenceSlider().observation(readings: Profile.documented.readings)
}
