import SliderSpec
import Testing

/// An implementation as a value names its Swift type as snippets create it.
@MainActor
@Suite("SliderImplementation: a Swift type as a value")
struct SliderImplementationTests {
    @Test func aSwiftTypesTypeNameIsTheTypesOwnNameUntilSet() {
        var implementation = SliderImplementation(ReferenceImplementation.self, name: "reference")
        #expect(implementation.typeName == "ReferenceImplementation")
        #expect(implementation.name == "reference")
        implementation.typeName = "MySlider"
        #expect(implementation.typeName == "MySlider")
    }

    @Test func aGivenTypeNameIsKeptAsGiven() {
        let implementation = SliderImplementation(name: "child", typeName: "ProcessSlider") { _ in ReferenceImplementation() }
        #expect(implementation.typeName == "ProcessSlider")
    }
}
