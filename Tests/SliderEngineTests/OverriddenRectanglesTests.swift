import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// A subclass that overrides every rectangle method, as sources 000 and 001 allow: a track
/// inset 20 points from each end and 6 points tall, a 40-point default thumb, value images inset 4
/// points from the edges. Its touches and layout use the overridden rectangles, as UIKit's do.
final class OverriddenRectanglesSlider: SampleSlider {
    override class var implementationName: String { "OverriddenRectanglesSlider" }

    override init(minimumValue: Float, maximumValue: Float, value: Float) {
        super.init(minimumValue: minimumValue, maximumValue: maximumValue, value: value)
    }

    override func trackRect(forBounds bounds: Rect) -> Rect {
        let base = super.trackRect(forBounds: bounds)
        let inset = min(20, base.width / 2)
        return Rect(x: base.minX + inset, y: bounds.midY - 3, width: base.width - 2 * inset, height: 6)
    }

    override func thumbRect(forBounds bounds: Rect, trackRect: Rect, value: Float) -> Rect {
        // Its own 40-point default thumb; an image's size when it has one (001: the rectangle
        // should reflect the thumb image's size).
        let base = super.thumbRect(forBounds: bounds, trackRect: trackRect, value: value)
        guard currentThumbImage == nil else { return base }
        return Rect(x: base.midX - 20, y: base.midY - 20, width: 40, height: 40)
    }

    override func minimumValueImageRect(forBounds bounds: Rect) -> Rect {
        let base = super.minimumValueImageRect(forBounds: bounds)
        guard !base.isEmpty else { return base }
        return Rect(x: base.minX + (layoutDirection == .leftToRight ? 4 : -4), y: base.minY, width: base.width, height: base.height)
    }

    override func maximumValueImageRect(forBounds bounds: Rect) -> Rect {
        let base = super.maximumValueImageRect(forBounds: bounds)
        guard !base.isEmpty else { return base }
        return Rect(x: base.minX + (layoutDirection == .leftToRight ? -4 : 4), y: base.minY, width: base.width, height: base.height)
    }
}

@MainActor
@Suite("geometry: a subclass may override the rectangles")
struct OverriddenRectanglesTests {
    @Test func aSubclassWithOverriddenRectanglesConformsWhereItsRectanglesKeepTheRelations() {
        let report = Fuzzer(OverriddenRectanglesSlider.self, configuration: FuzzConfiguration(seed: 4, sequences: 1_000, profile: .documented)).run()
        #expect(report.counterexamples.isEmpty, "\(report.counterexamples.map { "\($0.identity) \($0.violation.explanation ?? "") \($0.operations.map(\.swiftStatement))" })")
        for rule: RuleID in [.geometryTrackInsideBounds, .geometryThumbAtTrackEnds, .geometryThumbLinear, .trackingBeginsOnThumb] {
            #expect(report.verdicts.first { $0.rule == rule }?.outcome == .pass, "\(rule)")
        }
    }
}
