import SliderCLI
import SliderSamples
import SliderSpec
import Testing

/// A bundled implementation's type name (in reports, snippets and a worker's `ready` line) is
/// `String(describing:)` of its type, however it is computed.
@MainActor
@Suite struct BundledTypeNameTests {
    /// The Swift types of `BundledImplementations.bundled`, in its order.
    let bundledTypes: [any SliderUnderTest.Type] = [
        SampleSlider.self, ReferenceImplementation.self, UIKitModelImplementation.self, PrecisionSlider.self,
        CalloutSlider.self, ToolkitSlider.self,
    ]

    @Test func everyBundledImplementationIsNamedAsStringDescribingNamesItsType() {
        #expect(BundledImplementations.bundled.map(\.implementation.typeName) == bundledTypes.map { String(describing: $0) })
        #expect(BundledImplementations.bundled.map(\.implementation.typeName) == [
            "SampleSlider", "ReferenceImplementation", "UIKitModelImplementation", "PrecisionSlider", "CalloutSlider", "ToolkitSlider",
        ])
    }

    @Test func aTypeNamedAgainKeepsTheGivenName() {
        var implementation = SliderImplementation(SampleSlider.self)
        implementation.typeName = "UISlider"
        #expect(implementation.typeName == "UISlider")
    }
}
