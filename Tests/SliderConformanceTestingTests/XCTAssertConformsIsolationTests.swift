#if canImport(XCTest)
import Foundation
import SliderConformanceTesting
import SliderSamples
import Testing
import XCTest

/// `XCTAssertConforms` runs its check on the main actor from wherever it is called: the main
/// thread (XCTest), the main queue off the main thread (a `@MainActor` test under
/// `dispatchMain()`), or another thread entirely (an `async` test), without trapping or deadlocking.
@Suite struct XCTAssertConformsIsolationTests {
    @MainActor @Test func fromTheMainActor() {
        #expect(XCTAssertConforms(SampleSlider.self, ConformanceCheck(sequences: 20, corpusDirectory: nil)).conforms)
    }

    @Test func fromAnotherThread() async {
        let conforms = await Task.detached {
            XCTAssertConforms(SampleSlider.self, ConformanceCheck(sequences: 20, corpusDirectory: nil)).conforms
        }.value
        #expect(conforms)
    }
}
#endif
