import SliderSpec

// The geometry relations are checked in a fixed order (`GeometryRelations.firstBreach`): the
// classic layout under `uikit-observed` (only while the slider is not cramped), empty value image
// rectangles, then — only when the layout is not degenerate — value images fitting their
// rectangles, value images at the ends, the track between them, the track inside the bounds, the
// slider being horizontal, the thumb's direction (and travel), the thumb's size following its
// image, the thumb at the track's ends, and the thumb moving linearly. Each mutant below changes only rectangles that the first relation it breaks looks at,
// and only where that relation is checked (or where nothing reads the rectangle), so a touch is
// never read against a rectangle that was not checked.

extension SliderObservation {
    /// True when the geometry relations and touch positions are not checked: the bounds are less
    /// than 100 points wider than the value images or less than 20 points high, the range is
    /// empty, or the thumb does not travel.
    var layoutIsDegenerate: Bool {
        let images = (minimumValueImage?.size.width ?? 0) + (maximumValueImage?.size.width ?? 0)
        return geometry.bounds.width - images < 100 || geometry.bounds.height < 20 || !(maximumValue > minimumValue)
            || !geometry.hasThumbTravel
    }

    /// How far along the thumb's travel the classic layout puts `value`, from the left: its
    /// fraction of the range (0 for an empty range), mirrored in right-to-left.
    func travelFraction(of value: Float) -> Double {
        let width = Double(maximumValue) - Double(minimumValue)
        var fraction = 0.0
        if width > 0 {
            let raised = value > minimumValue ? value : minimumValue
            let clamped = raised < maximumValue ? raised : maximumValue
            let computed = (Double(clamped) - Double(minimumValue)) / width
            fraction = computed.isFinite ? computed : 0
        }
        return layoutDirection == .rightToLeft ? 1 - fraction : fraction
    }

    /// The thumb rectangle `thumb` moved to `fraction` of the travel of a thumb `placedWidth`
    /// points wide along the widened track, as the classic layout places it.
    func placing(_ thumb: Rect, at fraction: Double, placedWidth: Double) -> Rect {
        let widened = geometry.trackRect.insetBy(dx: -3, dy: 0)
        var placed = thumb
        placed.x = widened.minX + ((widened.width - placedWidth) * fraction).rounded()
        return placed
    }
}

/// Breaks `geometry.value-image-rects-empty`: removing the minimum value image leaves its
/// rectangle behind.
/// Shortest exposing sequence: 2 operations (`minimumValueImage = image1`, `minimumValueImage = nil`);
/// the relation is checked even before layout.
@MainActor
package final class KeepsRemovedValueImageRect: MutantSlider {
    private var removed: ImageToken?

    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setMinimumValueImage(image) = operation { removed = image == nil ? current.minimumValueImage ?? removed : nil }
        return apply(operation)
    }

    override func corrupt(_ observation: inout SliderObservation) {
        guard observation.minimumValueImage == nil, let size = removed?.size else { return }
        let bounds = observation.geometry.bounds
        observation.geometry.minimumValueImageRect = Rect(
            x: observation.layoutDirection == .leftToRight ? 0 : bounds.width - size.width,
            y: ((bounds.height - size.height) / 2).rounded(.down), width: size.width, height: size.height)
    }
}

/// Breaks `geometry.value-images-at-ends`: in right-to-left the minimum value image is not
/// mirrored and stays at the left end (the track and thumb are mirrored correctly).
/// Shortest exposing sequence: 3 operations (`bounds = 200 × 34`, `semanticContentAttribute =
/// .forceRightToLeft`, `minimumValueImage = image1`).
@MainActor
package final class MinimumValueImageStaysLeft: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        guard observation.layoutDirection == .rightToLeft, observation.minimumValueImage != nil else { return }
        observation.geometry.minimumValueImageRect.x = 0
    }
}

/// Breaks `geometry.track-between-value-images`: the track ignores the maximum value image and
/// runs under it to the bounds' inset.
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, `maximumValueImage = image1`).
@MainActor
package final class TrackIgnoresMaximumValueImage: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        guard observation.maximumValueImage != nil, !observation.layoutIsDegenerate else { return }
        var track = observation.geometry.trackRect
        if observation.layoutDirection == .leftToRight {
            track.width = observation.geometry.bounds.width - 3 - track.x
        } else {
            track.width = track.maxX - 3
            track.x = 3
        }
        observation.geometry.trackRect = track
    }
}

/// Breaks `geometry.track-inside-bounds`: in right-to-left without value images the track's
/// inset is applied the wrong way, so it starts 3 points left of the bounds.
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, `semanticContentAttribute =
/// .forceRightToLeft`).
@MainActor
package final class TrackOverhangsInRightToLeft: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        guard observation.layoutDirection == .rightToLeft, observation.minimumValueImage == nil,
              observation.maximumValueImage == nil, !observation.layoutIsDegenerate
        else { return }
        observation.geometry.trackRect.x -= 6
    }
}

/// Breaks `geometry.thumb-direction`: the thumb is not mirrored in right-to-left, so the minimum
/// is at the left end (the track and value images are mirrored correctly).
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, `semanticContentAttribute =
/// .forceRightToLeft`).
@MainActor
package final class ThumbIgnoresRightToLeft: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        guard observation.layoutDirection == .rightToLeft, !observation.layoutIsDegenerate else { return }
        let width = observation.geometry.bounds.width
        func mirrored(_ rect: Rect) -> Rect { Rect(x: width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) }
        observation.geometry.thumbRect = mirrored(observation.geometry.thumbRect)
        observation.geometry.thumbRectAtMinimum = mirrored(observation.geometry.thumbRectAtMinimum)
        observation.geometry.thumbRectAtMaximum = mirrored(observation.geometry.thumbRectAtMaximum)
    }
}

/// Breaks `geometry.thumb-at-track-ends`: a custom thumb image narrower than the built-in thumb
/// is placed as if it were 28 points wide, so at the trailing end it stops short of the track's end.
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, `setThumbImage(image1, for: .normal)`).
@MainActor
package final class PlacesNarrowThumbAsBuiltIn: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        let geometry = observation.geometry
        guard geometry.thumbRect.width < 28, !observation.layoutIsDegenerate else { return }
        func placed(_ rect: Rect, _ value: Float) -> Rect {
            observation.placing(rect, at: observation.travelFraction(of: value), placedWidth: 28)
        }
        observation.geometry.thumbRect = placed(geometry.thumbRect, observation.value)
        observation.geometry.thumbRectAtMinimum = placed(geometry.thumbRectAtMinimum, observation.minimumValue)
        observation.geometry.thumbRectAtMaximum = placed(geometry.thumbRectAtMaximum, observation.maximumValue)
    }
}

/// Breaks `geometry.thumb-linear`: the thumb eases in, placed at the square of the value's
/// fraction of the range (only where that puts it more than 2 points off the straight line, so
/// every shifted thumb is caught before a touch is read against it).
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, `value = 0.5`).
@MainActor
package final class ThumbEasesIn: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        guard !observation.layoutIsDegenerate else { return }
        var fraction = observation.travelFraction(of: observation.value)
        if observation.layoutDirection == .rightToLeft { fraction = 1 - fraction }
        let eased = fraction * fraction
        let thumb = observation.geometry.thumbRect
        let placed = observation.placing(
            thumb, at: observation.layoutDirection == .rightToLeft ? 1 - eased : eased, placedWidth: thumb.width)
        let geometry = observation.geometry
        let straight = geometry.thumbRectAtMinimum.midX + fraction * geometry.thumbTravel
        guard abs(placed.midX - straight) > 2 else { return }
        observation.geometry.thumbRect = placed
    }
}

/// Breaks `geometry.classic-uikit` (under `uikit-observed`): the track stops 10 points from a
/// value image, not 11. Every relation still holds.
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, `minimumValueImage = image1`);
/// the classic layout is not compared before layout.
@MainActor
package final class TenPointValueImageGap: UIKitMutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        let leftToRight = observation.layoutDirection == .leftToRight
        let leftImage = leftToRight ? observation.minimumValueImage : observation.maximumValueImage
        let rightImage = leftToRight ? observation.maximumValueImage : observation.minimumValueImage
        if leftImage != nil {
            observation.geometry.trackRect.x -= 1
            observation.geometry.trackRect.width += 1
        }
        if rightImage != nil { observation.geometry.trackRect.width += 1 }
    }
}

/// Breaks `geometry.value-image-fits-rect`: the minimum value image's rectangle is never sized,
/// an empty rectangle at the leading edge of the bounds.
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, `minimumValueImage = image1`).
@MainActor
package final class UnsizedMinimumValueImageRect: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        guard observation.minimumValueImage != nil else { return }
        let bounds = observation.geometry.bounds
        let x = observation.layoutDirection == .leftToRight ? 0 : bounds.width
        observation.geometry.minimumValueImageRect = Rect(x: x, y: (bounds.height / 2).rounded(.down), width: 0, height: 0)
    }
}

/// Breaks `geometry.horizontal`: the thumb at the maximum sits 10 points higher than the thumb at
/// the minimum, as if the slider rose towards its trailing end.
/// Shortest exposing sequence: 1 operation (`bounds = 200 × 34`).
@MainActor
package final class ThumbRisesTowardsMaximum: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        guard !observation.layoutIsDegenerate else { return }
        observation.geometry.thumbRectAtMaximum.y -= 10
    }
}

/// Breaks `geometry.thumb-direction`: the thumb's travel is computed from the track's width
/// cached when the slider was created, before layout, so it is zero and the thumb never leaves
/// the track's left end.
/// Shortest exposing sequence: 1 operation (`bounds = 200 × 34`).
@MainActor
package final class CachesTrackWidthBeforeLayout: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        let left = observation.geometry.trackRect.minX - 3
        observation.geometry.thumbRect.x = left
        observation.geometry.thumbRectAtMinimum.x = left
        observation.geometry.thumbRectAtMaximum.x = left
    }
}

/// Breaks `geometry.thumb-direction`: the thumb's offset along its travel is computed in `Float`
/// as (value − minimum) × travel ÷ (maximum − minimum); for a huge range the product overflows
/// to infinity, which it takes as the leading end, so the thumb at the maximum never leaves the
/// thumb at the minimum.
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, `maximumValue =
/// .greatestFiniteMagnitude`).
@MainActor
package final class FloatPositionOverflows: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        let minimum = observation.minimumValue, maximum = observation.maximumValue
        let geometry = observation.geometry
        let travel = Float(geometry.trackRect.width + 6 - geometry.thumbRectAtMaximum.width)
        guard ((maximum - minimum) * travel).isInfinite, !observation.layoutIsDegenerate else { return }
        func placed(_ rect: Rect, _ value: Float) -> Rect {
            let offset = (value - minimum) * travel / (maximum - minimum)
            guard !offset.isFinite else { return rect }
            return observation.placing(rect, at: observation.layoutDirection == .rightToLeft ? 1 : 0, placedWidth: rect.width)
        }
        observation.geometry.thumbRect = placed(geometry.thumbRect, observation.value)
        observation.geometry.thumbRectAtMinimum = placed(geometry.thumbRectAtMinimum, minimum)
        observation.geometry.thumbRectAtMaximum = placed(geometry.thumbRectAtMaximum, maximum)
    }
}

/// Breaks `geometry.thumb-size-follows-image`: a custom thumb image is drawn in a rectangle of
/// the built-in thumb's size, 28 × 28, centred where the image's would be.
/// Shortest exposing sequence: 2 operations (`bounds = 200 × 34`, `setThumbImage(image1, for: .normal)`).
@MainActor
package final class DrawsThumbImageAtBuiltInSize: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        guard observation.currentThumbImage != nil, !observation.layoutIsDegenerate else { return }
        func resized(_ rect: Rect) -> Rect { Rect(x: rect.midX - 14, y: rect.midY - 14, width: 28, height: 28) }
        observation.geometry.thumbRect = resized(observation.geometry.thumbRect)
        observation.geometry.thumbRectAtMinimum = resized(observation.geometry.thumbRectAtMinimum)
        observation.geometry.thumbRectAtMaximum = resized(observation.geometry.thumbRectAtMaximum)
    }
}

extension MutantCatalogue {
    @MainActor static let geometry: [Entry] = [
        Entry(KeepsRemovedValueImageRect.self, breaks: .geometryValueImageRectsEmpty, minimalLength: 2,
              "removing the minimum value image leaves its rectangle"),
        Entry(MinimumValueImageStaysLeft.self, breaks: .geometryValueImagesAtEnds, minimalLength: 3,
              "the minimum value image stays at the left in right-to-left"),
        Entry(TrackIgnoresMaximumValueImage.self, breaks: .geometryTrackBetweenValueImages, minimalLength: 2,
              "the track runs under the maximum value image"),
        Entry(TrackOverhangsInRightToLeft.self, breaks: .geometryTrackInsideBounds, minimalLength: 2,
              "the track starts left of the bounds in right-to-left"),
        Entry(ThumbIgnoresRightToLeft.self, breaks: .geometryThumbDirection, minimalLength: 2,
              "the thumb is not mirrored in right-to-left"),
        Entry(PlacesNarrowThumbAsBuiltIn.self, breaks: .geometryThumbAtTrackEnds, minimalLength: 2,
              "a narrow custom thumb is placed as if 28 points wide"),
        Entry(ThumbEasesIn.self, breaks: .geometryThumbLinear, minimalLength: 2, "the thumb eases in with the square of the fraction"),
        Entry(UnsizedMinimumValueImageRect.self, breaks: .geometryValueImageFitsRect, minimalLength: 2,
              "the minimum value image's rectangle is empty"),
        Entry(ThumbRisesTowardsMaximum.self, breaks: .geometryHorizontal, minimalLength: 1,
              "the thumb at the maximum sits higher than at the minimum"),
        Entry(CachesTrackWidthBeforeLayout.self, breaks: .geometryThumbDirection, minimalLength: 1,
              "the thumb's travel uses the track width cached before layout"),
        Entry(FloatPositionOverflows.self, breaks: .geometryThumbDirection, minimalLength: 2,
              "the thumb's position overflows in Float for huge ranges"),
        Entry(DrawsThumbImageAtBuiltInSize.self, breaks: .geometryThumbSizeFollowsImage, minimalLength: 2,
              "a custom thumb image is drawn 28 × 28"),
        Entry(TenPointValueImageGap.self, breaks: .geometryClassicUIKit, minimalLength: 2, profile: .uikitObserved,
              "the track stops 10 points from a value image"),
    ]
}
