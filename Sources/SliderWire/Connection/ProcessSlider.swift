import SliderSpec

/// A slider living in a child process, reached through the connection it was made with.
///
/// Each instance sends `create` to the live child (starting a fresh child when the last one
/// died), then one `perform` per operation. When the child crashes, hangs or breaks the
/// protocol, `failure` says how and the suite reports a `process.*` violation. The suite makes
/// instances through `ProcessConnection.implementation`; a process slider is a
/// `SliderInstance`, so it has no initialiser that names no connection.
@MainActor
public final class ProcessSlider: SliderInstance {
    /// Why the child could not answer, or nil.
    public private(set) var failure: ImplementationFailure?
    private let connection: ProcessConnection
    private var observation: SliderObservation

    /// Creates a slider in the child of `connection`: in code for nil `attributes`, else as
    /// Interface Builder loads one.
    public init(connection: ProcessConnection, attributes: InterfaceBuilderAttributes?) {
        self.connection = connection
        observation = Self.placeholder
        switch connection.create(attributes) {
        case let .success(observed): observation = observed
        case let .failure(failure): self.failure = failure
        }
    }

    /// Performs `operation` in the child; after a failure, does nothing.
    public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        guard failure == nil else { return [] }
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
