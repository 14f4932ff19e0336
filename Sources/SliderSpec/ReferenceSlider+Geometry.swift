extension ReferenceSlider {
    /// The size of the thumb drawn without a custom image (28 × 28 points; weak evidence).
    public static let builtInThumbSize = (width: 28.0, height: 28.0)
    /// The gap between a value image and the track in the classic layout.
    static let valueImageGap = 11.0
    /// How far the classic layout insets the track, and widens it again to place the thumb.
    static let trackInset = 3.0

    /// The classic UIKit layout (`shared/uikit-behaviour.md`) for the current bounds, direction,
    /// images and value: what `uikit-observed` compares with exactly.
    public func classicGeometry() -> SliderGeometry {
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
        let trackHeight = currentImage(.minimumTrack, missing: .normalImage)?.size.height ?? 4
        let track = Rect(
            x: left + Self.trackInset, y: (height - trackHeight) / 2, width: right - left - 2 * Self.trackInset,
            height: trackHeight)
        return SliderGeometry(
            bounds: Rect(x: 0, y: 0, width: width, height: height), trackRect: track,
            thumbRect: classicThumbRect(track, value: value), thumbRectAtMinimum: classicThumbRect(track, value: minimumValue),
            thumbRectAtMaximum: classicThumbRect(track, value: maximumValue),
            minimumValueImageRect: minimumImage, maximumValueImageRect: maximumImage)
    }

    /// `thumbRect(forBounds:trackRect:value:)` in the classic layout.
    func classicThumbRect(_ track: Rect, value: Float) -> Rect {
        var fraction = fractionOfRange(value)
        if !fraction.isFinite { fraction = 0 }
        if layoutDirection == .rightToLeft { fraction = 1 - fraction }
        let widened = track.insetBy(dx: -Self.trackInset, dy: 0)
        let size = currentImage(.thumb, missing: .normalImage)?.size ?? Self.builtInThumbSize
        let x = widened.minX + ((widened.width - size.width) * fraction).rounded()
        return Rect(x: x, y: widened.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// True when the bounds are less than 100 points wider than the value images or less than
    /// 20 points high, or the range is empty: the layout is then unspecified and not checked.
    public var layoutIsDegenerate: Bool {
        let images = (minimumValueImage?.size.width ?? 0) + (maximumValueImage?.size.width ?? 0)
        return boundsWidth - images < 100 || boundsHeight < 20 || !(maximumValue > minimumValue)
    }

    /// How far `value` (clamped) lies along the range, from 0 at the minimum to 1 at the
    /// maximum, computed in `Double` so ranges wider than `Float` can hold do not overflow; 0
    /// for an empty range.
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
