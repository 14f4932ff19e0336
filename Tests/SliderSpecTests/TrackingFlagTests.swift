import SliderSpec
import Testing

/// `ReferenceSlider.isTracking` says whether a touch is tracked, as `tracking != nil` does.
@Suite("Whether a touch is tracked")
struct TrackingFlagTests {
    @Test func isTrackingHoldsFromATouchOnTheThumbUntilItEnds() {
        let readings = Profile.uikitObserved.readings.preferredOnly
        func after(_ operation: SliderOperation, _ slider: ReferenceSlider) -> ReferenceSlider {
            var next = slider.outcomes(of: operation, readings: readings)[0].slider
            next.geometry = next.classicGeometry()
            return next
        }
        var slider = after(.setBounds(width: 200, height: 34), ReferenceSlider())
        #expect(!slider.isTracking)
        let thumb = slider.geometry.thumbRect
        slider = after(.touchBegan(Touch(x: thumb.midX, y: thumb.midY, time: 0)), slider)
        #expect(slider.isTracking)
        #expect(slider.isTracking == (slider.tracking != nil))
        slider = after(.touchEnded(Touch(x: thumb.midX, y: thumb.midY, time: 0.1)), slider)
        #expect(!slider.isTracking)
        #expect(slider.tracking == nil)
    }
}
