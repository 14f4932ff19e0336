import SliderSpec

/// A slider of a Swift type living in a fuzz worker process, reached through
/// `WorkerSliderConnection.current`: how a sequence that crashed the type (a trap in
/// `perform`, say) is checked again and shrunk without taking the suite down with it.
///
/// Each call is sent to the worker, which makes the same call on the type and answers with what
/// it returned, so checks see exactly what they would in this process. When the worker dies (the
/// type trapped), `failure` says how (`killed by signal 4 (SIGILL) in perform`) and the check
/// reports a `process.crash` violation at that step; the next slider starts a fresh worker.
@MainActor
public final class WorkerSlider: SliderUnderTest {
    /// The served type's name in reports.
    public static var implementationName: String { WorkerSliderConnection.current?.facts.implementationName ?? "worker" }
    /// The served type's unsupported operation kinds.
    public static var unsupportedOperationKinds: Set<SliderOperationKind> {
        WorkerSliderConnection.current?.facts.unsupportedOperationKinds ?? []
    }
    /// The served type's unsupported observation fields.
    public static var unsupportedObservationFields: Set<ObservationField> {
        WorkerSliderConnection.current?.facts.unsupportedObservationFields ?? []
    }
    /// The served type's protocol revision.
    public static var conformanceRevision: Int {
        WorkerSliderConnection.current?.facts.conformanceRevision ?? ProtocolRevision.undeclaredSwiftRevision
    }
    /// The served type's supported operation kinds.
    public static var supportedOperationKinds: Set<SliderOperationKind>? { WorkerSliderConnection.current?.facts.supportedOperationKinds }

    /// Why the worker could not answer (it crashed), or nil.
    public private(set) var failure: ImplementationFailure?
    private var observation: SliderObservation

    /// Creates a slider in code in the worker.
    public convenience init() { self.init(request: "c") }

    /// Creates a slider in the worker as Interface Builder loads one.
    public convenience init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        let json = (try? FuzzWorkerLine.encoder().encode(attributes)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        self.init(request: "l " + json)
    }

    private init(request: String) {
        observation = Self.placeholder
        guard let connection = WorkerSliderConnection.current else {
            failure = ImplementationFailure(kind: .crash, detail: "no worker connection is set up")
            return
        }
        if case let .failure(failure) = connection.request(request, during: "init") { self.failure = failure }
    }

    /// Performs `operation` in the worker; after a failure, does nothing.
    public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        guard failure == nil, let connection = WorkerSliderConnection.current else { return [] }
        let json = (try? FuzzWorkerLine.encoder().encode(operation)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        switch connection.request("p " + json, during: "perform") {
        case let .success(answer): return (try? SliderJSON.decoder().decode([SliderEvent].self, from: answer)) ?? []
        case let .failure(failure):
            self.failure = failure
            return []
        }
    }

    /// Observes the slider in the worker (the last observation after a failure).
    public func observe() -> SliderObservation {
        guard failure == nil, let connection = WorkerSliderConnection.current else { return observation }
        switch connection.request("o", during: "observe") {
        case let .success(answer):
            if let observed = try? SliderJSON.decoder().decode(SliderObservation.self, from: answer) { observation = observed }
        case let .failure(failure): self.failure = failure
        }
        return observation
    }

    /// A fresh slider's observation, shown when the worker never answered.
    private static let placeholder = ReferenceSlider().observation(readings: Profile.documented.readings)
}
