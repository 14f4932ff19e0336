/// The relations every slider's geometry keeps, checked on any implementation without asking
/// for particular numbers, and the exact classic layout that `uikit-observed` asks for.
package enum GeometryRelations {
    /// How far a rectangle's edge may lie from where a relation puts it (rounding to whole points).
    static let edgeTolerance = 0.5
    /// How far the thumb's centre may lie from the straight line between its ends.
    static let linearTolerance = 1.0
    /// How many of Float's epsilons of the slider's size the positions a relation compares may
    /// carry between them (`floatRounding(_:)`): each rounding in Float is at most half an
    /// epsilon of its magnitude, and a thumb placed in Float carries about seven (three for the
    /// fraction, the conversions of the track's ends and the thumb's width, the product and the
    /// sum), as do the ends it is compared with: sixteen half-epsilons bound them. (Random draws
    /// of issue 37's Float slider at up to 1e9 points stayed within 1.4 epsilons.)
    static let floatRoundings = 8.0

    /// How far a position may lie from where a relation puts it because the implementation
    /// computed it in `Float`, as `UISlider`'s `Float` value and limits invite: `floatRoundings`
    /// times Float's epsilon (`Float.ulpOfOne`) times the bounds' side along that axis, the
    /// width for horizontal positions and sizes, the height for vertical ones (every position
    /// lies within them). About 0.0002 point on a 200-point slider, under a point up to a million
    /// points, about 950 points at a billion (the generator's widest, issue 37). Added to every
    /// tolerance below; taken from the reference's bounds, not from the implementation's own
    /// rectangles, so a slider reporting huge rectangles does not widen its own tolerance.
    // Performance: inlined, the slider and observation are read where they lie (a call copied them first: callgrind).
    @inline(__always)
    public static func floatRounding(_ reference: ReferenceSlider, vertical: Bool = false) -> Double {
        let size = (vertical ? reference.boundsHeight : reference.boundsWidth).magnitude
        return size.isFinite ? floatRoundings * Double(Float.ulpOfOne) * size : 0
    }

    /// A broken relation: the rule, the rectangle that shows it, and why.
    package struct Breach: Sendable {
        /// The rule broken.
        public let rule: RuleID
        /// The rectangle that shows it.
        public let field: ObservationField
        /// What was expected, in one sentence.
        public let explanation: String
    }

    /// The rules these checks apply to `observed`, in the order they are checked.
    public static func rules(for observed: SliderObservation, reference: ReferenceSlider, features: Set<ProfileFeature>) -> RuleList {
        var rules = RuleList()
        var observed = observed, reference = reference
        appendRules(RuleInputs(for: &observed, reference: &reference, features: features), to: &rules)
        return rules
    }

    /// Appends the rules these checks apply to a step that `inputs` describes (the checker keeps
    /// them in its `ObservationRulesMemo`, listed again only when `inputs` change).
    static func appendRules(_ inputs: RuleInputs, to rules: inout RuleList) {
        rules.append(.layoutBoundsStores)
        rules.append(.layoutDirectionStores)
        rules.append(.geometryValueImageRectsEmpty)
        if inputs.classicLayoutIsCompared { rules.append(.geometryClassicUIKit) }
        if inputs.isDegenerate {
            rules.append(.geometryDegenerate)
        } else {
            if inputs.hasValueImage { rules.append(.geometryValueImageFitsRect) }
            rules.append(.geometryValueImagesAtEnds)
            if inputs.hasValueImage { rules.append(.geometryTrackBetweenValueImages) }
            rules.append(.geometryTrackInsideBounds)
            rules.append(.geometryHorizontal)
            rules.append(.geometryThumbDirection)
            if inputs.hasCurrentThumbImage { rules.append(.geometryThumbSizeFollowsImage) }
            rules.append(.geometryThumbAtTrackEnds)
            rules.append(.geometryThumbLinear)
        }
        if inputs.calloutIsChecked { rules.append(.calloutFollowsThumb) }
    }

    /// What decides which of these checks apply to a step: everything `appendRules` reads.
    struct RuleInputs: Equatable, Sendable {
        /// The inputs, one bit each (compared as one byte).
        private let bits: UInt8
        /// The inputs as one byte, for a memo to key on (`ObservationRulesMemo`).
        var key: UInt8 { bits }

        /// The classic layout is compared (`uikit-observed`, `ReferenceSlider.classicLayoutIsCompared`).
        var classicLayoutIsCompared: Bool { bits & 1 != 0 }
        /// The layout is degenerate (`isDegenerate`).
        var isDegenerate: Bool { bits & 2 != 0 }
        /// The slider has a value image.
        var hasValueImage: Bool { bits & 4 != 0 }
        /// The observation shows a current thumb image.
        var hasCurrentThumbImage: Bool { bits & 8 != 0 }
        /// The callout relation is checked (`calloutIsChecked`).
        var calloutIsChecked: Bool { bits & 16 != 0 }

        /// The inputs of a step that observed `observed` from `reference` under `features`
        /// (neither changed: both taken by address).
        // Performance: inlined, the slider and observation are read where they lie, and the
        // features told first: a call made while they were read copied them whole (callgrind).
        @inline(__always)
        init(for observed: inout SliderObservation, reference: inout ReferenceSlider, features: Set<ProfileFeature>) {
            let classic = features.contains(.classicGeometry), callout = features.contains(.valueCallout)
            var bits: UInt8 = 0
            if classic, reference.classicLayoutIsCompared { bits |= 1 }
            if GeometryRelations.isDegenerate(observed, reference) { bits |= 2 }
            if reference.minimumValueImage != nil || reference.maximumValueImage != nil { bits |= 4 }
            if observed.currentThumbImage != nil { bits |= 8 }
            if callout, GeometryRelations.calloutIsChecked(observed, features: features) { bits |= 16 }
            self.bits = bits
        }
    }

    /// True when the slider is too small for positions to mean anything, or its range is empty
    /// or infinite (`ReferenceSlider.layoutIsDegenerate`). Only the reference's own conditions count: an
    /// implementation whose thumb does not travel on a roomy slider breaks
    /// `geometry.thumb-direction`, it is not excused.
    // Performance: inlined, the slider and observation are read where they lie (a call copied them first: callgrind).
    @inline(__always)
    static func isDegenerate(_ observed: SliderObservation, _ reference: ReferenceSlider) -> Bool {
        reference.layoutIsDegenerate
    }

    /// The first relation `observed` breaks, or nil. Neither `observed` nor `reference` is
    /// changed: both are taken by address, as `appendRules` takes them.
    static func firstBreach(_ observed: inout SliderObservation, reference: inout ReferenceSlider, features: Set<ProfileFeature>) -> Breach? {
        let g = observed.geometry
        let leftToRight = observed.layoutDirection == .leftToRight
        let width = g.bounds.width
        let floatRounding = floatRounding(reference)
        // Horizontal positions and sizes, and vertical ones: each axis with Float's rounding at its own size.
        let tolerance = edgeTolerance + floatRounding
        let verticalTolerance = edgeTolerance + Self.floatRounding(reference, vertical: true)

        // Performance: each profile feature told before its check is called (most profiles have
        // neither, and each call cost as much as the check), measured with the next two and
        // `VocabularyRelations`' value images told first, 107 instructions/op.
        if features.contains(.classicGeometry), let breach = classicBreach(observed, reference: reference, features: features) {
            return breach
        }
        // Each value image's rectangle, without an array: this runs after every operation. A
        // breach's explanation is formatted only when one is found.
        // Performance: inlined, saves setting up a context for each call, measured 84 instructions/op.
        @inline(__always) func emptyBreach(_ image: ImageToken?, _ part: GeometryPart, _ name: String) -> Breach? {
            guard image == nil, !part.rect(in: g).isEmpty else { return nil }
            return Breach(rule: .geometryValueImageRectsEmpty, field: .geometry(part),
                          explanation: "\(part.getter) should be empty while \(name) is nil")
        }
        if let breach = emptyBreach(reference.minimumValueImage, .minimumValueImageRect, "minimumValueImage")
            ?? emptyBreach(reference.maximumValueImage, .maximumValueImageRect, "maximumValueImage")
        {
            return breach
        }
        if features.contains(.valueCallout), let breach = calloutBreach(observed, features: features, tolerance: tolerance) {
            return breach
        }
        guard !isDegenerate(observed, reference) else { return nil }

        let minimumImage = reference.minimumValueImage.map { _ in g.minimumValueImageRect }
        let maximumImage = reference.maximumValueImage.map { _ in g.maximumValueImageRect }
        func fitBreach(_ image: ImageToken?, _ part: GeometryPart) -> Breach? {
            guard let image else { return nil }
            let rect = part.rect(in: g)
            let fitsVertically = image.size.height > g.bounds.height
                || (rect.minY >= -verticalTolerance && rect.maxY <= g.bounds.height + verticalTolerance)
            guard rect.isEmpty || rect.minX < -tolerance || rect.maxX > width + tolerance || !fitsVertically else { return nil }
            return Breach(rule: .geometryValueImageFitsRect, field: .geometry(part),
                          explanation: "\(part.getter) should be a non-empty rectangle inside the bounds, \(g.bounds), for the image to fit in")
        }
        if let breach = fitBreach(reference.minimumValueImage, .minimumValueImageRect) ?? fitBreach(reference.maximumValueImage, .maximumValueImageRect) {
            return breach
        }
        // At an end: inside the bounds, in that end's half (a subclass may move the rectangle,
        // sources 000 and 001; the classic layout's exact place is `geometry.classic-uikit`).
        func atEnd(_ rect: Rect, left: Bool) -> Bool {
            rect.minX >= -tolerance && rect.maxX <= width + tolerance && (left ? rect.midX <= width / 2 : rect.midX >= width / 2)
        }
        if let rect = minimumImage, !atEnd(rect, left: leftToRight) {
            return Breach(rule: .geometryValueImagesAtEnds, field: .geometry(.minimumValueImageRect),
                          explanation: "the minimum value image should sit at the leading (\(leftToRight ? "left" : "right")) end, inside the bounds")
        }
        if let rect = maximumImage, !atEnd(rect, left: !leftToRight) {
            return Breach(rule: .geometryValueImagesAtEnds, field: .geometry(.maximumValueImageRect),
                          explanation: "the maximum value image should sit at the trailing (\(leftToRight ? "right" : "left")) end, inside the bounds")
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
        if track.width <= track.height {
            return Breach(rule: .geometryHorizontal, field: .geometry(.trackRect),
                          explanation: "the track should be a horizontal bar, wider than it is high")
        }
        if abs(g.thumbRectAtMaximum.midY - g.thumbRectAtMinimum.midY) > verticalTolerance {
            return Breach(rule: .geometryHorizontal, field: .geometry(.thumbRectAtMaximum),
                          explanation: "the thumb should travel horizontally: its vertical centre at the maximum should be at \(g.thumbRectAtMinimum.midY), as at the minimum")
        }
        if !g.hasThumbTravel || (g.thumbTravel > 0) != leftToRight {
            return Breach(rule: .geometryThumbDirection, field: .geometry(.thumbRectAtMaximum),
                          explanation: "the thumb at the maximum should be at least a point \(leftToRight ? "right" : "left") of the thumb at the minimum (the minimum end is the leading end, and a non-empty track makes the thumb travel)")
        }
        if let size = observed.currentThumbImage?.size {
            for part in [GeometryPart.thumbRect, .thumbRectAtMinimum, .thumbRectAtMaximum] {
                let thumb = part.rect(in: g)
                if abs(thumb.width - size.width) > tolerance || abs(thumb.height - size.height) > verticalTolerance {
                    return Breach(rule: .geometryThumbSizeFollowsImage, field: .geometry(part),
                                  explanation: "\(part.getter) should have the current thumb image's size, \(size.width) × \(size.height)")
                }
            }
        }
        let leading = leftToRight ? track.minX : track.maxX
        let trailing = leftToRight ? track.maxX : track.minX
        func endBreach(_ part: GeometryPart, _ end: Double, _ name: String) -> Breach? {
            let thumb = part.rect(in: g)
            guard end < thumb.minX - tolerance || end > thumb.maxX + tolerance else { return nil }
            return Breach(rule: .geometryThumbAtTrackEnds, field: .geometry(part),
                          explanation: "the thumb at the \(part == .thumbRectAtMinimum ? "minimum" : "maximum") should cover the track's \(name) end, at \(end)")
        }
        if let breach = endBreach(.thumbRectAtMinimum, leading, "leading") ?? endBreach(.thumbRectAtMaximum, trailing, "trailing") {
            return breach
        }
        let fraction = reference.fractionOfRange(reference.value)
        let expected = g.thumbRectAtMinimum.midX + fraction * g.thumbTravel
        if fraction.isFinite, abs(g.thumbRect.midX - expected) > linearTolerance + floatRounding {
            return Breach(rule: .geometryThumbLinear, field: .geometry(.thumbRect),
                          explanation: "the thumb's centre should be at \(expected), \(fraction) of the way from its centre at the minimum to its centre at the maximum")
        }
        return nil
    }

    /// The classic layout, under `uikit-observed` only and only while the slider is roomy enough
    /// and its limits finite (`ReferenceSlider.classicLayoutIsCompared`). Without a custom thumb
    /// image the built-in thumb's size is not known: each thumb rectangle is compared with the
    /// classic placement of a thumb of its own size.
    static func classicBreach(_ observed: SliderObservation, reference: ReferenceSlider, features: Set<ProfileFeature>) -> Breach? {
        guard features.contains(.classicGeometry), reference.classicLayoutIsCompared else { return nil }
        let g = observed.geometry
        let classic = reference.classicGeometry()
        let customThumb = reference.currentImage(.thumb, missing: .normalImage) != nil
        func thumbValue(_ part: GeometryPart) -> Float? {
            switch part {
            case .thumbRect: reference.value
            case .thumbRectAtMinimum: reference.minimumValue
            case .thumbRectAtMaximum: reference.maximumValue
            default: nil
            }
        }
        for part in GeometryPart.allCases {
            let own = part.rect(in: g)
            var expected = part.rect(in: classic)
            let placedAtOwnSize = !customThumb ? thumbValue(part) : nil
            if let value = placedAtOwnSize {
                expected = reference.classicThumbRect(classic.trackRect, value: value, size: (own.width, own.height))
            }
            // Equal, or (the slow branch, on a difference only) as a computation in Float places it.
            if own != expected,
                !placedByFloat(own, expected, offset: thumbValue(part).map { reference.classicThumbOffset(classic.trackRect, value: $0, width: expected.width) },
                               rounding: floatRounding(reference), verticalRounding: floatRounding(reference, vertical: true))
            {
                let size = placedAtOwnSize != nil ? " for a thumb of its size" : ""
                return Breach(rule: .geometryClassicUIKit, field: .geometry(part),
                              explanation: "\(part.getter) should be \(expected) in the classic UIKit layout\(size)")
            }
        }
        return nil
    }

    /// True when `own` is the classic layout's `expected` rectangle as a computation in `Float`
    /// may place it: each of its numbers within `rounding` (`floatRounding(_:)`; `verticalRounding`
    /// for y and the height) of the classic one, and a thumb's left edge (`offset`, the thumb's unrounded place right of the widened
    /// track's end, `ReferenceSlider.classicThumbOffset`) the whole-point rounding of any place
    /// within `rounding` of the exact one, so a Float fraction that lands on the other side of a
    /// half point rounds the other way.
    static func placedByFloat(_ own: Rect, _ expected: Rect, offset: Double?, rounding: Double, verticalRounding: Double) -> Bool {
        guard abs(own.y - expected.y) <= verticalRounding, abs(own.width - expected.width) <= rounding,
            abs(own.height - expected.height) <= verticalRounding
        else { return false }
        guard let offset else { return abs(own.x - expected.x) <= rounding }
        let start = expected.x - offset.roundedHalfAwayFromZero
        let lowest = start + (offset - rounding).roundedHalfAwayFromZero - rounding
        let highest = start + (offset + rounding).roundedHalfAwayFromZero + rounding
        return own.x >= lowest && own.x <= highest
    }

    /// True when the step sent `valueChanged`: the only moment source 004's slider moves its callout.
    static func sendsValueChanged(_ observed: SliderObservation) -> Bool {
        observed.events.contains { $0.event == .valueChanged }
    }

    /// True when the callout relation is checked: under the `value-callout` profile, after a step
    /// that sent `valueChanged` (between events a callout placed by the action may lag behind the
    /// thumb), on bounds with an area (`CGRect.isEmpty` is false: a slider with no width or no
    /// height shows no thumb for a callout to point at).
    static func calloutIsChecked(_ observed: SliderObservation, features: Set<ProfileFeature>) -> Bool {
        features.contains(.valueCallout) && !observed.geometry.bounds.isEmpty && sendsValueChanged(observed)
    }

    /// The callout relation, when `calloutIsChecked`: the centres `tolerance` apart at most
    /// (`edgeTolerance` and Float's rounding, `floatRounding(_:)`).
    static func calloutBreach(_ observed: SliderObservation, features: Set<ProfileFeature>, tolerance: Double) -> Breach? {
        guard calloutIsChecked(observed, features: features) else { return nil }
        let thumb = observed.geometry.thumbRect.midX
        guard let callout = observed.calloutCenterX, abs(callout - thumb) <= tolerance else {
            return Breach(rule: .calloutFollowsThumb, field: .calloutCenterX,
                          explanation: "the callout's centre should be over the thumb's centre, at \(thumb)")
        }
        return nil
    }
}
