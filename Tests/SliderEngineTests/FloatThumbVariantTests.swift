import SliderEngine
import SliderSpec
import Testing

/// A slider that computes its track's ends and its thumb's place in `Float`, as `UISlider`'s
/// `Float` value and limits invite: the fraction `(value - min) / (max - min)` in `Float`, the
/// thumb's x `widened.minX + round((widened.width - thumb width) * f)` in `Float`, over the
/// classic layout's track (rounded to `Float` at its ends). Everything else is the base's (the
/// reference, or the UIKit model under `uikit-observed`); its touches are hit-tested against its
/// own thumb (moved by the place's difference before the base decides them). At the generator's
/// widest bounds (1e9 points) its positions are tens of points from the exact ones (issue 37).
@MainActor
class FloatThumbSlider: SliderUnderTest {
    let base: ReferenceImplementation
    class var baseType: ReferenceImplementation.Type { ReferenceImplementation.self }
    class var implementationName: String { String(describing: self) }
    /// How far right of its own place the thumb at the current value is drawn (its ends staying
    /// where they are): 0, or a planted bug.
    class var plantedOffset: Double { 0 }
    required init() { base = Self.baseType.init() }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { base = Self.baseType.init(interfaceBuilder: attributes) }

    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case let .touchBegan(touch): base.perform(.touchBegan(onOwnThumb(touch)))
        case let .touchMoved(touch): base.perform(.touchMoved(onOwnThumb(touch)))
        case let .touchEnded(touch): base.perform(.touchEnded(onOwnThumb(touch)))
        default: base.perform(operation)
        }
    }

    /// `touch` moved by the difference between the base's thumb and this slider's own, so the
    /// base decides it against the thumb this slider shows.
    private func onOwnThumb(_ touch: Touch) -> Touch {
        let exact = base.observe().geometry.thumbRect, own = observe().geometry.thumbRect
        var moved = touch
        if exact.midX.isFinite, own.midX.isFinite, exact.midX != own.midX { moved.x += exact.midX - own.midX }
        if exact.midY.isFinite, own.midY.isFinite, exact.midY != own.midY { moved.y += exact.midY - own.midY }
        return moved
    }

    func observe() -> SliderObservation {
        var observation = base.observe()
        let track = observation.geometry.trackRect
        let left = Float(track.minX), right = Float(track.maxX)
        observation.geometry.trackRect = Rect(x: Double(left), y: track.y, width: Double(right - left), height: track.height)
        let rightToLeft = observation.layoutDirection == .rightToLeft
        func thumb(_ rect: Rect, at value: Float) -> Rect {
            var fraction = Self.fraction(value, observation.minimumValue, observation.maximumValue)
            if rightToLeft { fraction = 1 - fraction }
            let widenedLeft = left - 3, widenedWidth = (right - left) + 6
            let x = widenedLeft + ((widenedWidth - Float(rect.width)) * fraction).rounded(.toNearestOrAwayFromZero)
            let y = (Float(track.y) + Float(track.height) / 2 - Float(rect.height) / 2).rounded(.toNearestOrAwayFromZero)
            return Rect(x: Double(x), y: Double(y), width: rect.width, height: rect.height)
        }
        observation.geometry.thumbRect = thumb(observation.geometry.thumbRect, at: observation.value)
        observation.geometry.thumbRect.x += Self.plantedOffset
        observation.geometry.thumbRectAtMinimum = thumb(observation.geometry.thumbRectAtMinimum, at: observation.minimumValue)
        observation.geometry.thumbRectAtMaximum = thumb(observation.geometry.thumbRectAtMaximum, at: observation.maximumValue)
        if observation.calloutCenterX != nil { observation.calloutCenterX = observation.geometry.thumbRect.midX }
        return observation
    }

    /// `(value - minimum) / (maximum - minimum)` in `Float`, halved first when the range's width
    /// overflows `Float`; 0 for an empty range or a result that is not finite.
    static func fraction(_ value: Float, _ minimum: Float, _ maximum: Float) -> Float {
        guard maximum > minimum else { return 0 }
        let width = maximum - minimum
        let fraction = width.isFinite ? (value - minimum) / width : (value / 2 - minimum / 2) / (maximum / 2 - minimum / 2)
        return fraction.isFinite ? min(1, max(0, fraction)) : 0
    }
}

/// `FloatThumbSlider` over the UIKit model, checked under `uikit-observed` (the exact classic layout).
final class FloatThumbUIKitSlider: FloatThumbSlider {
    override class var baseType: ReferenceImplementation.Type { UIKitModelImplementation.self }
}

/// `FloatThumbSlider` with a real bug planted: its thumb is drawn 3 points right of its place
/// (the thumb at the minimum and at the maximum where they belong).
final class FloatThumbOffSlider: FloatThumbSlider {
    override class var plantedOffset: Double { 3 }
}

/// `FloatThumbUIKitSlider` with the same bug planted.
final class FloatThumbOffUIKitSlider: FloatThumbSlider {
    override class var baseType: ReferenceImplementation.Type { UIKitModelImplementation.self }
    override class var plantedOffset: Double { 3 }
}

@MainActor
@Suite("A thumb placed in Float is within the geometry relations' tolerance")
struct FloatThumbVariantTests {
    /// Checks `operations` on a fresh `type` under `profile`: the first violation's rule and
    /// explanation, or nil when every step conforms.
    private func firstViolation<S: SliderUnderTest>(_ type: S.Type, _ operations: [SliderOperation], profile: Profile = .documented) -> String? {
        var session = CheckedSession(type, profile: profile)
        if let violation = session.creation.violation { return "\(violation.rule): \(violation.explanation ?? "")" }
        for operation in operations {
            if let violation = session.apply(operation).violation { return "\(violation.rule): \(violation.explanation ?? "")" }
        }
        return nil
    }

    /// Issue 37's example: "should be at 333333338.0" under `geometry.thumb-linear`.
    static let billionWide: [SliderOperation] = [.setBounds(width: 1e9, height: 34), .setMaximumValue(3), .setValue(1)]

    @Test func aFloatThumbOnABillionPointSliderKeepsGeometryThumbLinear() {
        #expect(firstViolation(FloatThumbSlider.self, Self.billionWide) == nil)
    }

    @Test func aFloatThumbOnABillionPointSliderKeepsTheThumbAtTheTrackEnds() {
        // The thumb at the maximum, in Float, lies tens of points from the track's end in Double.
        let operations: [SliderOperation] = [.setBounds(width: 999_999_937, height: 34), .setMaximumValue(3), .setMinimumValue(-0.1)]
        #expect(firstViolation(FloatThumbSlider.self, operations) == nil)
    }

    @Test func aFloatThumbOnABillionPointSliderKeepsTheClassicLayout() {
        #expect(firstViolation(FloatThumbUIKitSlider.self, Self.billionWide, profile: .uikitObserved) == nil)
    }

    @Test func aThumbAFewPointsOffOnANormalSliderStillBreaksGeometryThumbLinear() {
        let operations: [SliderOperation] = [.setBounds(width: 200, height: 34), .setValue(0.5)]
        #expect(firstViolation(FloatThumbOffSlider.self, operations)?.hasPrefix("geometry.thumb-linear") == true)
        #expect(firstViolation(FloatThumbOffUIKitSlider.self, operations, profile: .uikitObserved)?.hasPrefix("geometry.classic-uikit") == true)
    }

    @Test func theToleranceIsFloatsRoundingAtTheSlidersSize() {
        var session = CheckedSession(ReferenceImplementation.self, profile: .documented)
        _ = session.apply(.setBounds(width: 200, height: 34))
        #expect(GeometryRelations.floatRounding(session.checker.reference) < 0.001)
        _ = session.apply(.setBounds(width: 1e9, height: 34))
        let rounding = GeometryRelations.floatRounding(session.checker.reference)
        #expect(rounding > 39 && rounding < 1_000)
        // Each axis at its own size: a billion points wide, 34 high, vertical positions stay exact to within 0.001 point.
        #expect(GeometryRelations.floatRounding(session.checker.reference, vertical: true) < 0.001)
    }

    @Test func theFloatThumbVariantConformsUpToTheGeneratorsWidestBounds() {
        #expect(ConformingVariantRun.counterexamples(FloatThumbSlider.self).isEmpty)
        #expect(ConformingVariantRun.counterexamples(FloatThumbUIKitSlider.self, profile: .uikitObserved).isEmpty)
    }

    @Test func theFloatThumbVariantWithAThumbOffStillFails() {
        #expect(ConformingVariantRun.fails(FloatThumbOffSlider.self))
        #expect(ConformingVariantRun.fails(FloatThumbOffUIKitSlider.self, profile: .uikitObserved))
    }
}
