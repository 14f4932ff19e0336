import SliderSpec

/// One answer line of the wire protocol (PROTOCOL.md): the id of the request answered, the
/// events a `perform` sent, and the observation afterwards. Each is nil when absent or null.
/// `Decodable` is the full path `WireAnswerDecoder` falls back on.
public struct WireAnswer: Hashable, Sendable, Decodable {
    /// `id`: the id of the request this line answers.
    public var id: Int?
    /// `events`: the control events the operation sent, in order (absent from `create` answers).
    public var events: [SliderEvent]?
    /// `observation`: every getter after the request.
    public var observation: SliderObservation?

    /// Creates an answer.
    public init(id: Int? = nil, events: [SliderEvent]? = nil, observation: SliderObservation? = nil) {
        self.id = id
        self.events = events
        self.observation = observation
    }
}
