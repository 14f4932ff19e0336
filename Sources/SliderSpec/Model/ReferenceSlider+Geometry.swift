extension ReferenceSlider {
    /// The size the model draws its thumb without a custom image: 28 × 28 points, a guess (the
    /// real built-in knob's size is not known, so `geometry.classic-uikit` never compares it).
    public static let builtInThumbSize = (width: 28.0, height: 28.0)
    /// The classic track's height without a maximum track image.
    static let trackHeight = 4.0
    /// The gap between a value image and the track in the classic layout.
    static let valueImageGap = 11.0
    /// How far the classic layout insets the track, and widens it again to place the thumb.
    static let trackInset = 3.0

    /// The classic UIKit layout (`shared/uikit-behaviour.md`, "Geometry of the classic style") for
    /// the current bounds, direction, images and value: what `uikit-observed` compares with.
    ///
    /// Vertical centring is rounded to whole points with `round` (half away from zero), as
    /// CGRect-based UIKit code rounds; the value images' is floored, as UIKit's is. Without a
    /// custom thumb image the thumb is `thumbSize` (the built-in knob's size, which is not known:
    /// the comparison passes the implementation's own).
    public func classicGeometry(thumbSize: (width: Double, height: Double)? = nil) -> SliderGeometry {
        let width = boundsWidth, height = boundsHeight
        let leftToRight = layoutDirection == .leftToRight
        func imageRect(_ image: ImageToken?, leading: Bool) -> Rect {
            guard let size = image?.size else { return .zero }
            let x = leading == leftToRight ? 0 : width - size.width
            return Rect(x: x, y: ((height - size.height) / 2).rounded(.down), width: size.width, height: size.height)
        }
        let minimumImage = imageRect(minimumValueImage, leading: true)
        let maximumImage = imageRect(maximumValueImage, leading: false)
        let leftImage = leftToRight ? minimumValueImage.map { _ in minimumImage } : maximumValueImage.map { _ in maximumImage }
        let rightImage = leftToRight ? maximumValueImage.map { _ in maximumImage } : minimumValueImage.map { _ in minimumImage }
        let left = leftImage.map { $0.maxX + Self.valueImageGap } ?? 0
        let right = rightImage.map { $0.minX - Self.valueImageGap } ?? width
        let trackHeight = currentImage(.maximumTrack, missing: .normalImage)?.size.height ?? Self.trackHeight
        let track = Rect(
            x: left + Self.trackInset, y: ((height - trackHeight) / 2).roundedHalfAwayFromZero,
            width: right - left - 2 * Self.trackInset, height: trackHeight)
        let thumb = currentImage(.thumb, missing: .normalImage)?.size ?? thumbSize ?? Self.builtInThumbSize
        return SliderGeometry(
            bounds: Rect(x: 0, y: 0, width: width, height: height), trackRect: track,
            thumbRect: classicThumbRect(track, value: value, size: thumb),
            thumbRectAtMinimum: classicThumbRect(track, value: minimumValue, size: thumb),
            thumbRectAtMaximum: classicThumbRect(track, value: maximumValue, size: thumb),
            minimumValueImageRect: minimumImage, maximumValueImageRect: maximumImage)
    }

    /// `thumbRect(forBounds:trackRect:value:)` in the classic layout, for a thumb of `size`.
    func classicThumbRect(_ track: Rect, value: Float, size: (width: Double, height: Double)) -> Rect {
        let widened = track.insetBy(dx: -Self.trackInset, dy: 0)
        let x = widened.minX + classicThumbOffset(track, value: value, width: size.width).roundedHalfAwayFromZero
        return Rect(x: x, y: (widened.midY - size.height / 2).roundedHalfAwayFromZero, width: size.width, height: size.height)
    }

    /// How far right of the widened track's left end the classic layout puts the left edge of a
    /// thumb `width` wide at `value`, before it is rounded to whole points:
    /// `(widened width - thumb width) * f`, `1 - f` for right-to-left.
    func classicThumbOffset(_ track: Rect, value: Float, width: Double) -> Double {
        var fraction = fractionOfRange(value)
        if !fraction.isFinite { fraction = 0 }
        if layoutDirection == .rightToLeft { fraction = 1 - fraction }
        return (track.width + 2 * Self.trackInset - width) * fraction
    }

    /// True when the bounds are less than 100 points wider than the value images or less than
    /// 20 points high, or the range is empty or infinite (a limit is infinite, so no value but
    /// an end has a position): the layout is then unspecified and not checked.
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    public var layoutIsDegenerate: Bool { layoutIsCramped || !(maximumValue > minimumValue) || !rangeIsFinite }

    /// True when the classic layout is compared under `uikit-observed`: the slider is not
    /// cramped and both limits are finite (with an infinite limit UIKit's `Float` arithmetic
    /// places the thumb at NaN, which is not known). An empty range is compared: UIKit then
    /// places the thumb at the minimum end.
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    public var classicLayoutIsCompared: Bool { !layoutIsCramped && rangeIsFinite }

    /// True when neither limit is infinite or NaN, so the range's width is finite (in `Double`).
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    var rangeIsFinite: Bool { (Double(maximumValue) - Double(minimumValue)).isFinite }

    /// True when the bounds are less than 100 points wider than the value images or less than
    /// 20 points high (empty bounds included): too small for the classic layout to be compared.
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    public var layoutIsCramped: Bool {
        let images = (minimumValueImage?.size.width ?? 0) + (maximumValueImage?.size.width ?? 0)
        return boundsWidth - images < 100 || boundsHeight < 20
    }

    /// How far `value` (clamped) lies along the range, from 0 at the minimum to 1 at the
    /// maximum, computed in `Double` so ranges wider than `Float` can hold do not overflow; 0
    /// for an empty range.
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    public func fractionOfRange(_ value: Float) -> Double {
        let width = Double(maximumValue) - Double(minimumValue)
        guard width > 0 else { return 0 }
        let fraction = (Double(clamped(value)) - Double(minimumValue)) / width
        return fraction.isFinite ? fraction : 0
    }

    /// The value whose thumb centre is at `centerX` on `geometry`, clamped to the range.
    func value(forThumbCenter centerX: Double, on geometry: SliderGeometry) -> Float {
        guard geometry.hasThumbTravel, maximumValue > minimumValue else { return value }
        let fraction = min(1, max(0, (centerX - geometry.thumbRectAtMinimum.midX) / geometry.thumbTravel))
        return clamped(Float(Double(minimumValue) + fraction * (Double(maximumValue) - Double(minimumValue))))
    }

    /// How far an implementation's value may lie from `value(forThumbCenter:on:)`: one and a
    /// half points of thumb travel, for rounding to whole points and different arithmetic.
    func touchTolerance(on geometry: SliderGeometry) -> Float {
        guard geometry.hasThumbTravel else { return .infinity }
        let width = Double(maximumValue) - Double(minimumValue)
        return Float(width * 1.5 / abs(geometry.thumbTravel)) + max(maximumValue.ulp, minimumValue.ulp) * 4
    }
}
