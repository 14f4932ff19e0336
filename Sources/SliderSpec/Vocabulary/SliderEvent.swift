/// A control event a slider sent, with the slider's value at the moment it was sent.
///
/// JSON form: `{"event":"valueChanged","value":0.5}`.
public struct SliderEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kinds of control event the suite records.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `UIControl.Event.valueChanged`.
        case valueChanged
    }

    /// Which event was sent.
    public var event: Kind
    /// The slider's `value` when the event was sent.
    public var value: Float

    /// Creates an event record.
    public init(_ event: Kind, value: Float) {
        self.event = event
        self.value = value
    }

    /// A `valueChanged` event carrying `value`.
    public static func valueChanged(_ value: Float) -> SliderEvent { SliderEvent(.valueChanged, value: value) }

    public var description: String { "\(event.rawValue)(\(formatFloat(value)))" }

    public static func == (lhs: SliderEvent, rhs: SliderEvent) -> Bool {
        lhs.event == rhs.event && sameFloat(lhs.value, rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(event)
        hasher.combine(value.isNaN ? Float.nan.bitPattern : (value == 0 ? 0 : value.bitPattern))
    }
}
