import SliderSpec

/// A slider living in a child process, reached through `ProcessConnection.current`.
///
/// Each instance sends `create` to the live child (starting a fresh child when the last one
/// died), then one `perform` per operation. When the child crashes, hangs or breaks the
/// protocol, `failure` says how and the suite reports a `process.*` violation.
@MainActor
public final class ProcessSlider: SliderUnderTest {
    /// The name the child gave in its handshake.
    public static var implementationName: String { ProcessConnection.current?.handshake.implementation ?? "process" }

    /// The observation fields the child declared it cannot read in its handshake (`"unsupportedFields"`).
    public static var unsupportedObservationFields: Set<ObservationField> {
        Set(ProcessConnection.current?.handshake.unsupportedFields ?? [])
    }

    /// The protocol revision the child named in its handshake (`"revision"`; 1 when absent).
    public static var conformanceRevision: Int { ProcessConnection.current?.handshake.revision ?? 1 }

    /// Why the child could not answer, or nil.
    public private(set) var failure: ImplementationFailure?
    private var observation: SliderObservation

    /// Creates a slider in code in the child.
    public convenience init() { self.init(attributes: nil) }

    /// Creates a slider in the child as Interface Builder loads one.
    public convenience init(interfaceBuilder attributes: InterfaceBuilderAttributes) { self.init(attributes: attributes) }

    private init(attributes: InterfaceBuilderAttributes?) {
        observation = Self.placeholder
        guard let connection = ProcessConnection.current else {
            failure = ImplementationFailure(kind: .crash, detail: "no process connection is set up")
            return
        }
        switch connection.create(attributes) {
        case let .success(observed): observation = observed
        case let .failure(failure): self.failure = failure
        }
    }

    /// Performs `operation` in the child; after a failure, does nothing.
    public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        guard failure == nil, let connection = ProcessConnection.current else { return [] }
        switch connection.perform(operation) {
        case let .success(answer):
            observation = answer.observation
            return answer.events
        case let .failure(failure):
            self.failure = failure
            return []
        }
    }

    /// The observation the child sent with its last answer (the last good one after a failure).
    public func observe() -> SliderObservation {
        var result = observation
        result.events = []
        return result
    }

    /// A fresh slider's observation, shown when the child never answered.
    private static let placeholder = ReferenceSlider().observation(readings: Profile.documented.readings)
}
