/// The relations every slider's geometry keeps, checked on any implementation without asking
/// for particular numbers, and the exact classic layout that `uikit-observed` asks for.
public enum GeometryRelations {
    /// How far a rectangle's edge may lie from where a relation puts it (rounding to whole points).
    static let edgeTolerance = 0.5
    /// How far the thumb's centre may lie from the straight line between its ends.
    static let linearTolerance = 1.0

    /// A broken relation: the rule, the rectangle that shows it, and why.
    public struct Breach: Sendable {
        /// The rule broken.
        public let rule: RuleID
        /// The rectangle that shows it.
        public let field: ObservationField
        /// What was expected, in one sentence.
        public let explanation: String
    }

    /// The rules these checks apply to `observed`, in the order they are checked.
    public static func rules(for observed: SliderObservation, reference: ReferenceSlider, features: Set<ProfileFeature>) -> RuleList {
        var rules: RuleList = [.layoutBoundsStores, .layoutDirectionStores, .geometryValueImageRectsEmpty]
        if features.contains(.classicGeometry) { rules.append(.geometryClassicUIKit) }
        if isDegenerate(observed, reference) {
            rules.append(.geometryDegenerate)
        } else {
            rules.append(.geometryValueImagesAtEnds)
            if reference.minimumValueImage != nil || reference.maximumValueImage != nil { rules.append(.geometryTrackBetweenValueImages) }
            rules.append(.geometryTrackInsideBounds)
            rules.append(.geometryThumbDirection)
            rules.append(.geometryThumbAtTrackEnds)
            rules.append(.geometryThumbLinear)
        }
        if features.contains(.valueCallout) { rules.append(.calloutFollowsThumb) }
        return rules
    }

    /// True when the slider is too small for positions to mean anything (see
    /// `ReferenceSlider.layoutIsDegenerate`) or the implementation's thumb does not travel.
    static func isDegenerate(_ observed: SliderObservation, _ reference: ReferenceSlider) -> Bool {
        reference.layoutIsDegenerate || !observed.geometry.hasThumbTravel
    }

    /// The first relation `observed` breaks, or nil.
    public static func firstBreach(_ observed: SliderObservation, reference: ReferenceSlider, features: Set<ProfileFeature>) -> Breach? {
        let g = observed.geometry
        let leftToRight = observed.layoutDirection == .leftToRight
        let width = g.bounds.width
        let tolerance = edgeTolerance

        if features.contains(.classicGeometry) {
            let classic = reference.classicGeometry()
            if let part = GeometryPart.allCases.first(where: { $0.rect(in: g) != $0.rect(in: classic) }) {
                return Breach(rule: .geometryClassicUIKit, field: .geometry(part),
                              explanation: "\(part.getter) should be \(part.rect(in: classic)) in the classic UIKit layout")
            }
        }
        for (image, part, name) in [
            (reference.minimumValueImage, GeometryPart.minimumValueImageRect, "minimumValueImage"),
            (reference.maximumValueImage, GeometryPart.maximumValueImageRect, "maximumValueImage"),
        ] where image == nil && !part.rect(in: g).isEmpty {
            return Breach(rule: .geometryValueImageRectsEmpty, field: .geometry(part),
                          explanation: "\(part.getter) should be empty while \(name) is nil")
        }
        if let breach = calloutBreach(observed, features: features) { return breach }
        guard !isDegenerate(observed, reference) else { return nil }

        let minimumImage = reference.minimumValueImage.map { _ in g.minimumValueImageRect }
        let maximumImage = reference.maximumValueImage.map { _ in g.maximumValueImageRect }
        if let rect = minimumImage, leftToRight ? abs(rect.minX) > tolerance : abs(rect.maxX - width) > tolerance {
            return Breach(rule: .geometryValueImagesAtEnds, field: .geometry(.minimumValueImageRect),
                          explanation: "the minimum value image should sit at the leading (\(leftToRight ? "left" : "right")) end of the bounds")
        }
        if let rect = maximumImage, leftToRight ? abs(rect.maxX - width) > tolerance : abs(rect.minX) > tolerance {
            return Breach(rule: .geometryValueImagesAtEnds, field: .geometry(.maximumValueImageRect),
                          explanation: "the maximum value image should sit at the trailing (\(leftToRight ? "right" : "left")) end of the bounds")
        }
        let track = g.trackRect
        let leftImage = leftToRight ? minimumImage : maximumImage
        let rightImage = leftToRight ? maximumImage : minimumImage
        if let rect = leftImage, track.minX < rect.maxX - tolerance {
            return Breach(rule: .geometryTrackBetweenValueImages, field: .geometry(.trackRect),
                          explanation: "the track should start after the value image on its left, which ends at \(rect.maxX)")
        }
        if let rect = rightImage, track.maxX > rect.minX + tolerance {
            return Breach(rule: .geometryTrackBetweenValueImages, field: .geometry(.trackRect),
                          explanation: "the track should end before the value image on its right, which starts at \(rect.minX)")
        }
        if track.minX < -tolerance || track.maxX > width + tolerance || track.width <= 0 {
            return Breach(rule: .geometryTrackInsideBounds, field: .geometry(.trackRect),
                          explanation: "the track should lie inside the bounds, 0 to \(width), with a positive width")
        }
        if (g.thumbTravel > 0) != leftToRight {
            return Breach(rule: .geometryThumbDirection, field: .geometry(.thumbRectAtMaximum),
                          explanation: "the thumb at the maximum should be \(leftToRight ? "right" : "left") of the thumb at the minimum (the minimum end is the leading end)")
        }
        let leading = leftToRight ? track.minX : track.maxX
        let trailing = leftToRight ? track.maxX : track.minX
        for (part, end, name) in [(GeometryPart.thumbRectAtMinimum, leading, "leading"), (.thumbRectAtMaximum, trailing, "trailing")] {
            let thumb = part.rect(in: g)
            if end < thumb.minX - tolerance || end > thumb.maxX + tolerance {
                return Breach(rule: .geometryThumbAtTrackEnds, field: .geometry(part),
                              explanation: "the thumb at the \(part == .thumbRectAtMinimum ? "minimum" : "maximum") should cover the track's \(name) end, at \(end)")
            }
        }
        let fraction = reference.fractionOfRange(reference.value)
        let expected = g.thumbRectAtMinimum.midX + fraction * g.thumbTravel
        if fraction.isFinite, abs(g.thumbRect.midX - expected) > linearTolerance {
            return Breach(rule: .geometryThumbLinear, field: .geometry(.thumbRect),
                          explanation: "the thumb's centre should be at \(expected), \(fraction) of the way from its centre at the minimum to its centre at the maximum")
        }
        return nil
    }

    /// The callout relation, under the `value-callout` profile only.
    static func calloutBreach(_ observed: SliderObservation, features: Set<ProfileFeature>) -> Breach? {
        guard features.contains(.valueCallout), observed.geometry.bounds.width > 0 else { return nil }
        let thumb = observed.geometry.thumbRect.midX
        guard let callout = observed.calloutCenterX, abs(callout - thumb) <= edgeTolerance else {
            return Breach(rule: .calloutFollowsThumb, field: .calloutCenterX,
                          explanation: "the callout's centre should be over the thumb's centre, at \(thumb)")
        }
        return nil
    }
}
