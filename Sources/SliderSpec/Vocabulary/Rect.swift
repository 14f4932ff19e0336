/// A rectangle in the slider's coordinate space, in points, mirroring `CGRect`.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `CGRect.zero`.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// True when the rectangle has no area.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when the point lies inside the rectangle as `CGRect.contains` decides: the left and
    /// top edges are inside, the right and bottom edges are not (so an empty rectangle holds nothing).
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }

    /// The rectangle grown by `dx` left and right and `dy` above and below.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// `(x, y, width, height)` with the shortest exact numbers.
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
