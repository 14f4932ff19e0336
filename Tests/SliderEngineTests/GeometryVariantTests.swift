import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// The UIKit model (`uikit-observed`), changed in one way.
@MainActor
class UIKitModelVariant: ReferenceVariant {
    override class var baseType: ReferenceImplementation.Type { UIKitModelImplementation.self }
}

/// Reports every rectangle it computes as `CGRect.zero` while its bounds are empty, as a real
/// `UISlider` does when it standardises a track that would be −6 points wide; its bounds read
/// back as set (200 × 0 before Auto Layout gives it a height).
@MainActor
final class ZeroRectsBeforeLayoutSlider: UIKitModelVariant {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        let bounds = observation.geometry.bounds
        if bounds.isEmpty {
            observation.geometry = .zero
            observation.geometry.bounds = bounds
        }
        return observation
    }
}

/// Reports its bounds as `CGRect.zero` while they are empty, where a view reads back the bounds
/// layout set (200 × 0 before Auto Layout gives it a height).
@MainActor
final class ZeroesEmptyBoundsSlider: UIKitModelVariant {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        if observation.geometry.bounds.isEmpty { observation.geometry.bounds = .zero }
        return observation
    }
}

/// Centres its track vertically without rounding (13.5 points down in bounds 31 high), where
/// UIKit rounds to whole points.
@MainActor
final class UnroundedTrackSlider: UIKitModelVariant {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        let track = observation.geometry.trackRect
        observation.geometry.trackRect.y = (observation.geometry.bounds.height - track.height) / 2
        return observation
    }
}

/// Takes the track's height from the current minimum track image, where UIKit takes the maximum
/// track image's.
@MainActor
final class MinimumTrackHeightSlider: UIKitModelVariant {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        let height = observation.currentMinimumTrackImage?.size.height ?? 4
        observation.geometry.trackRect.height = height
        observation.geometry.trackRect.y = ((observation.geometry.bounds.height - height) / 2).rounded()
        return observation
    }
}

/// A built-in thumb `side` points square (not the model's 28), placed as the classic layout
/// places a thumb of that size; `keepsCentre` instead centres it where the 28-point thumb's centre
/// is, which the classic layout does not do.
@MainActor
class BuiltInThumbVariant: UIKitModelVariant {
    class var side: Double { 31 }
    class var keepsCentre: Bool { false }
    override func observe() -> SliderObservation {
        var observation = base.observe()
        guard observation.currentThumbImage == nil, observation.thumbImages[.normal] == nil else { return observation }
        let side = Self.side
        let widened = observation.geometry.trackRect.insetBy(dx: -3, dy: 0)
        func placed(_ rect: Rect, _ value: Float) -> Rect {
            let low = Double(observation.minimumValue), high = Double(observation.maximumValue)
            var fraction = high > low ? (Double(min(max(value, observation.minimumValue), observation.maximumValue)) - low) / (high - low) : 0
            if !fraction.isFinite { fraction = 0 }
            if observation.layoutDirection == .rightToLeft { fraction = 1 - fraction }
            let x = Self.keepsCentre ? rect.midX - side / 2 : widened.minX + ((widened.width - side) * fraction).rounded()
            return Rect(x: x, y: (widened.midY - side / 2).rounded(), width: side, height: side)
        }
        let geometry = observation.geometry
        observation.geometry.thumbRect = placed(geometry.thumbRect, observation.value)
        observation.geometry.thumbRectAtMinimum = placed(geometry.thumbRectAtMinimum, observation.minimumValue)
        observation.geometry.thumbRectAtMaximum = placed(geometry.thumbRectAtMaximum, observation.maximumValue)
        return observation
    }
}

/// A 31-point built-in thumb placed by the classic layout: conforms.
@MainActor
final class LargerBuiltInThumbSlider: BuiltInThumbVariant {}

/// A 31-point built-in thumb centred on the 28-point thumb's centre: not the classic placement.
@MainActor
final class RecentredBuiltInThumbSlider: BuiltInThumbVariant {
    override class var keepsCentre: Bool { true }
}

/// Created already laid out at 200 × 34, as the bundled UIKit adapter once was.
@MainActor
final class StartsLaidOutSlider: ReferenceVariant {
    required init() {
        super.init()
        _ = base.perform(.setBounds(width: 200, height: 34))
    }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { super.init(interfaceBuilder: attributes) }
}

/// Moves the thumb along the track's width as it was when the slider was created (zero), so its
/// thumb never leaves the track's left end.
@MainActor
final class StaleTrackWidthSlider: ReferenceVariant {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        let left = observation.geometry.trackRect.minX - 3
        observation.geometry.thumbRect.x = left
        observation.geometry.thumbRectAtMinimum.x = left
        observation.geometry.thumbRectAtMaximum.x = left
        return observation
    }
}

/// Computes the thumb's fraction of the range in `Float`: for a range wider than `Float` can
/// hold the width overflows to infinity, the fraction is 0 (or NaN, taken as 0) at every value,
/// and the thumb never leaves the leading end.
@MainActor
final class FloatFractionSlider: ReferenceVariant {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        guard (observation.maximumValue - observation.minimumValue).isInfinite else { return observation }
        let leading = observation.layoutDirection == .leftToRight
        let widened = observation.geometry.trackRect.insetBy(dx: -3, dy: 0)
        for keyPath in [\SliderGeometry.thumbRect, \.thumbRectAtMinimum, \.thumbRectAtMaximum] {
            let thumb = observation.geometry[keyPath: keyPath]
            observation.geometry[keyPath: keyPath].x = leading ? widened.minX : widened.maxX - thumb.width
        }
        return observation
    }
}

/// Lays itself out vertically: the track runs down the middle of the bounds.
@MainActor
final class VerticalSlider: ReferenceVariant {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        let bounds = observation.geometry.bounds
        observation.geometry.trackRect = Rect(x: bounds.midX - 2, y: 0, width: 4, height: bounds.height)
        return observation
    }
}

/// Scales every value image down to fit a rectangle 16 points square at its end: the documents
/// allow the image to be scaled to fit its rectangle.
@MainActor
final class ScaledValueImageSlider: ReferenceVariant {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        let bounds = observation.geometry.bounds
        let leftToRight = observation.layoutDirection == .leftToRight
        func scaled(_ rect: Rect, leading: Bool) -> Rect {
            guard !rect.isEmpty else { return rect }
            return Rect(x: leading == leftToRight ? 0 : bounds.width - 16, y: (bounds.height / 2 - 8).rounded(.down), width: 16, height: 16)
        }
        observation.geometry.minimumValueImageRect = scaled(observation.geometry.minimumValueImageRect, leading: true)
        observation.geometry.maximumValueImageRect = scaled(observation.geometry.maximumValueImageRect, leading: false)
        return observation
    }
}

/// Reports its maximum value image's rectangle hanging 10 points off the bounds' trailing end.
@MainActor
final class OverhangingValueImageSlider: ReferenceVariant {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        if observation.maximumValueImage != nil, observation.geometry.bounds.width >= 100 {
            observation.geometry.maximumValueImageRect.x += 10
        }
        return observation
    }
}

/// Keeps the left-to-right direction whatever its environment says.
@MainActor
final class IgnoresEnvironmentDirectionSlider: ReferenceVariant {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case .setLayoutDirection = operation { return [] }
        return base.perform(operation)
    }
}

@MainActor
@Suite("Geometry and layout variants")
struct GeometryVariantTests {
    private let roomy = SliderOperation.setBounds(width: 200, height: 34)

    private func run<S: SliderUnderTest>(
        _ type: S.Type, profile: Profile = .uikitObserved, sequences: Int = 300, touches: Bool = true
    ) -> FuzzReport {
        var configuration = FuzzConfiguration(seed: 5, sequences: sequences, profile: profile)
        if !touches {
            configuration.generator.kinds.removeAll { [.touchBegan, .touchMoved, .touchEnded, .touchCancelled].contains($0) }
        }
        return Fuzzer(type, configuration: configuration).run()
    }

    // MARK: layout.bounds-stores and callout.follows-thumb on empty and denormal bounds

    @Test func boundsReadBackExactlyWhateverTheirSize() throws {
        for (width, height) in [(200.0, 0.0), (0, .leastNonzeroMagnitude), (119.99999999999999, 34), (1e9, 48)] {
            let bounds = SliderOperation.setBounds(width: width, height: height)
            #expect(SequenceCheck.run(ZeroRectsBeforeLayoutSlider.self, [bounds], profile: .uikitObserved).violation == nil)
            let zeroed = SequenceCheck.run(ZeroesEmptyBoundsSlider.self, [bounds], profile: .uikitObserved).violation
            #expect(zeroed?.rule == (width == 0 || height == 0 ? .layoutBoundsStores : nil), "\(width) × \(height)")
        }
    }

    @Test func theCalloutIsNotCheckedOnBoundsWithoutAnArea() {
        // The sample shows no callout on empty bounds (nil), and one over the thumb on any others.
        for height in [0, Double.leastNonzeroMagnitude, 34] {
            let operations: [SliderOperation] = [.setBounds(width: 119.99999999999999, height: height), .accessibilityIncrement]
            #expect(SequenceCheck.run(CalloutSlider.self, operations, profile: .valueCallout).violation == nil, "height \(height)")
        }
        let drifting: [SliderOperation] = [.setBounds(width: 200, height: 0), .setValue(0.9), .accessibilityIncrement]
        #expect(SequenceCheck.run(DriftingCalloutSlider.self, drifting, profile: .valueCallout).violation == nil)
    }

    // MARK: geometry.classic-uikit

    @Test func classicUIKitIsNotComparedBeforeLayout() {
        // A real UISlider before layout: every rectangle standardised to zero, not a −6 point track.
        #expect(SequenceCheck.run(ZeroRectsBeforeLayoutSlider.self, [.setMinimumValueImage(ImageToken("image-1"))], profile: .uikitObserved).violation == nil)
        let report = run(ZeroRectsBeforeLayoutSlider.self)
        #expect(report.conforms, "\(report.counterexamples.map(\.identity))")
        #expect(report.ruleCounts.first { $0.rule == .geometryClassicUIKit }.map { $0.count > 0 } == true)
    }

    @Test func classicUIKitRoundsTheVerticalCentring() throws {
        let bounds = SliderOperation.setBounds(width: 180, height: 31)
        let model = SequenceCheck.run(UIKitModelImplementation.self, [bounds], profile: .uikitObserved)
        #expect(model.violation == nil)
        #expect(model.finalObservation.geometry.trackRect == Rect(x: 3, y: 14, width: 174, height: 4))
        #expect(model.finalObservation.geometry.thumbRect == Rect(x: 0, y: 2, width: 28, height: 28))
        let unrounded = try #require(SequenceCheck.run(UnroundedTrackSlider.self, [bounds], profile: .uikitObserved).violation)
        #expect(unrounded.rule == .geometryClassicUIKit)
        #expect(unrounded.explanation?.contains("(3.0, 14.0, 174.0, 4.0)") == true)
    }

    @Test func classicUIKitTakesTheTrackHeightFromTheMaximumTrackImage() throws {
        let image3 = ImageToken("image-3")  // 32 × 20
        let withMaximum: [SliderOperation] = [roomy, .setImage(.maximumTrack, image3, for: .normal)]
        let model = SequenceCheck.run(UIKitModelImplementation.self, withMaximum, profile: .uikitObserved)
        #expect(model.finalObservation.geometry.trackRect == Rect(x: 3, y: 7, width: 194, height: 20))
        let withMinimum: [SliderOperation] = [roomy, .setImage(.minimumTrack, image3, for: .normal)]
        #expect(SequenceCheck.run(UIKitModelImplementation.self, withMinimum, profile: .uikitObserved).finalObservation.geometry.trackRect.height == 4)
        // Setting the minimum track tint stores a 4 × 4 system image: the track keeps its height either way.
        #expect(run(UIKitModelImplementation.self).conforms)
        let wrong = try #require(SequenceCheck.run(MinimumTrackHeightSlider.self, withMaximum, profile: .uikitObserved).violation)
        #expect(wrong.rule == .geometryClassicUIKit)
    }

    @Test func classicUIKitDoesNotCompareTheBuiltInThumbsSize() throws {
        // Without touches: the variant only reports a larger thumb; it still hit-tests the model's.
        let report = run(LargerBuiltInThumbSlider.self, touches: false)
        #expect(report.conforms, "\(report.counterexamples.map(\.identity))")
        // Its position still counts: centred on the 28-point thumb's centre, it is not the classic placement.
        let misplaced = try #require(SequenceCheck.run(RecentredBuiltInThumbSlider.self, [roomy], profile: .uikitObserved).violation)
        #expect(misplaced.rule == .geometryClassicUIKit)
        #expect(misplaced.explanation?.contains("for a thumb of its size") == true)
    }

    // MARK: layout

    @Test func aSliderCreatedAlreadyLaidOutIsBlamedOnBoundsStores() throws {
        let violation = try #require(SequenceCheck.run(StartsLaidOutSlider.self, [], profile: .documented).violation)
        #expect(violation.rule == .layoutBoundsStores)
        #expect(violation.field == "bounds")
    }

    @Test func aSliderIgnoringItsEnvironmentsDirectionIsBlamedOnDirectionFollowsEnvironment() throws {
        let violation = try #require(SequenceCheck.run(IgnoresEnvironmentDirectionSlider.self, [.setLayoutDirection(.rightToLeft)], profile: .documented).violation)
        #expect(violation.rule == .layoutDirectionFollowsEnvironment)
    }

    // MARK: geometry relations

    @Test func aRoomySliderWhoseThumbNeverTravelsIsCaught() throws {
        let violation = try #require(SequenceCheck.run(StaleTrackWidthSlider.self, [roomy], profile: .documented).violation)
        #expect(violation.rule == .geometryThumbDirection)
        // Only the reference's own degenerate conditions excuse it: a narrow slider, an empty range, an infinite limit.
        for operations: [SliderOperation] in [
            [.setBounds(width: 48, height: 34)], [.setMaximumValue(0), roomy], [.setMaximumValue(.infinity), roomy],
        ] {
            #expect(SequenceCheck.run(StaleTrackWidthSlider.self, operations, profile: .documented).violation == nil, "\(operations)")
        }
    }

    @Test func aThumbPositionThatOverflowsInFloatIsCaught() throws {
        let huge: [SliderOperation] = [roomy, .setMaximumValue(.greatestFiniteMagnitude), .setMinimumValue(-.greatestFiniteMagnitude)]
        let result = SequenceCheck.run(FloatFractionSlider.self, huge, profile: .documented)
        let violation = try #require(result.violation)
        #expect(violation.rule == .geometryThumbDirection)
        #expect(result.failingStep == 2)
    }

    @Test func aVerticalSliderIsBlamedOnHorizontal() throws {
        let violation = try #require(SequenceCheck.run(VerticalSlider.self, [roomy], profile: .documented).violation)
        #expect(violation.rule == .geometryHorizontal)
    }

    @Test func aValueImageScaledToFitPassesAndOneOffTheBoundsIsCaught() throws {
        let report = run(ScaledValueImageSlider.self, profile: .documented)
        #expect(report.conforms, "\(report.counterexamples.map(\.identity))")
        let overhanging = try #require(
            SequenceCheck.run(OverhangingValueImageSlider.self, [roomy, .setMaximumValueImage(ImageToken("image-2"))], profile: .documented).violation)
        #expect(overhanging.rule == .geometryValueImageFitsRect)
    }

    @Test func theBundledSlidersKeepTheNewRelations() {
        let rules: [RuleID] = [.geometryHorizontal, .geometryThumbSizeFollowsImage, .geometryValueImageFitsRect, .layoutDirectionFollowsEnvironment]
        for (type, profile) in [(SampleSlider.self as any SliderUnderTest.Type, Profile.documented), (UIKitModelImplementation.self, .uikitObserved), (CalloutSlider.self, .valueCallout), (PrecisionSlider.self, .precisionRelease)] {
            func check<S: SliderUnderTest>(_ type: S.Type) -> FuzzReport { run(type, profile: profile) }
            let report = check(type)
            #expect(report.conforms, "\(type): \(report.counterexamples.map(\.identity))")
            for rule in rules {
                #expect(report.ruleCounts.first { $0.rule == rule }.map { $0.count > 0 } == true, "\(type) never reached \(rule)")
            }
        }
    }
}
