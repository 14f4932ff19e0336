#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import SliderConformanceTesting
import Testing
import UIKit
import UIKitAdapterCheck

/// A real `UISlider`, through `UIKitSliderAdapter`, checked against the `uikit-observed` profile
/// (what UIKit is known to do): every operation but touches, which UIKit cannot synthesise.
@MainActor
@Suite struct RealUISliderTests {
    @Test func aRealUISliderConformsToTheUIKitObservedProfile() {
        let report = expectConformance(
            UIKitSliderAdapter.self,
            ConformanceCheck(profile: .uikitObserved, seed: uikitAdapterCheckSeed, sequences: 300, corpusDirectory: nil))
        #expect(report.operations > 0, "sequences ran on a real UISlider")
    }

    @Test func theAdapterDrivesARealUISlider() {
        let adapter = UIKitSliderAdapter()
        #expect(type(of: adapter.slider) == UISlider.self)
    }
}
#endif
