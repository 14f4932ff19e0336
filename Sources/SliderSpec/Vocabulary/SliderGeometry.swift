/// Where a slider draws its parts, as its layout methods report them for its current bounds,
/// layout direction, images and value.
public struct SliderGeometry: Hashable, Sendable, Codable {
    /// `bounds`
    public var bounds: Rect
    /// `trackRect(forBounds: bounds)`
    public var trackRect: Rect
    /// `thumbRect(forBounds: bounds, trackRect: trackRect, value: value)`
    public var thumbRect: Rect
    /// `thumbRect(forBounds: bounds, trackRect: trackRect, value: minimumValue)`
    public var thumbRectAtMinimum: Rect
    /// `thumbRect(forBounds: bounds, trackRect: trackRect, value: maximumValue)`
    public var thumbRectAtMaximum: Rect
    /// `minimumValueImageRect(forBounds: bounds)`
    public var minimumValueImageRect: Rect
    /// `maximumValueImageRect(forBounds: bounds)`
    public var maximumValueImageRect: Rect

    /// Creates a geometry from every rectangle.
    public init(
        bounds: Rect, trackRect: Rect, thumbRect: Rect, thumbRectAtMinimum: Rect, thumbRectAtMaximum: Rect,
        minimumValueImageRect: Rect, maximumValueImageRect: Rect
    ) {
        self.bounds = bounds
        self.trackRect = trackRect
        self.thumbRect = thumbRect
        self.thumbRectAtMinimum = thumbRectAtMinimum
        self.thumbRectAtMaximum = thumbRectAtMaximum
        self.minimumValueImageRect = minimumValueImageRect
        self.maximumValueImageRect = maximumValueImageRect
    }

    /// Every rectangle zero: a slider created with `UISlider()`, before layout.
    public static let zero = SliderGeometry(
        bounds: .zero, trackRect: .zero, thumbRect: .zero, thumbRectAtMinimum: .zero, thumbRectAtMaximum: .zero,
        minimumValueImageRect: .zero, maximumValueImageRect: .zero)

    /// How far the thumb's centre travels from the minimum to the maximum (negative when it
    /// travels leftwards, as in right-to-left layouts).
    public var thumbTravel: Double { thumbRectAtMaximum.midX - thumbRectAtMinimum.midX }

    /// True when the thumb travels at least one point, so touch positions map to values.
    public var hasThumbTravel: Bool { abs(thumbTravel) >= 1 }
}
