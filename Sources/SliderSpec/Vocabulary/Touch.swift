/// One finger's position and time during a touch, in the slider's bounds.
public struct Touch: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The horizontal position, in points.
    public var x: Double
    /// The vertical position, in points.
    public var y: Double
    /// The timestamp, in seconds (only differences matter).
    public var time: Double

    /// Creates a touch sample.
    public init(x: Double, y: Double, time: Double) {
        self.x = x
        self.y = y
        self.time = time
    }

    public var description: String { "Touch(x: \(x), y: \(y), time: \(time))" }
}
