import Foundation
import SliderEngine
import SliderReports
import SliderSpec
import SliderTestFixtures
import Testing

/// The snippets printed for an adapter type (any `SliderUnderTest` but `UISlider`) compile on
/// every platform, without UIKit: images and colours are tokens the adapter's `perform` maps,
/// touches, bounds and layout direction go through `perform`, an Interface Builder load calls
/// `init(interfaceBuilder:)` with the attributes written out. Type-checked against the built
/// `SliderSpec` alone, in Swift 6 mode with warnings as errors.
@MainActor
@Suite struct AdapterSnippetCompilationTests {
    /// An adopter's slider that is its own adapter, with `UISlider`'s value-typed API (as
    /// `Examples/CustomSliderPackage`'s `VolumeSlider` has) and no image or colour type at all.
    static let adapter = """
        import SliderSpec

        @MainActor final class PlainSlider: SliderUnderTest {
            var value: Float = 0
            var minimumValue: Float = 0
            var maximumValue: Float = 1
            var isContinuous = true
            var isEnabled = true
            var isHighlighted = false
            var isSelected = false
            var accessibilityLabel: String?
            var accessibilityValue: String?
            init() {}
            init(interfaceBuilder attributes: InterfaceBuilderAttributes) {}
            func setValue(_ value: Float, animated: Bool) { self.value = value }
            func accessibilityIncrement() {}
            func accessibilityDecrement() {}
            func perform(_ operation: SliderOperation) -> [SliderEvent] { [] }
            func observe() -> SliderObservation { ReferenceSlider().observation(readings: Profile.documented.readings) }
        }

        """

    /// The snippet of `operations` for `PlainSlider`, as a counterexample prints it.
    static func snippet(_ operations: [SliderOperation]) -> [String] {
        CounterexampleFormatter().snippet(operations, typeName: "PlainSlider")
    }

    @Test(.enabled(if: SwiftTypeChecker.swiftc != nil, "swiftc is not on the PATH, so snippets cannot be type-checked"))
    func adapterSnippetsOfEveryOperationKindCompileWithoutUIKit() async throws {
        let generator = OperationGenerator(options: OperationGenerator.Options(maxLength: 40, robustness: true))
        var kinds: Set<SliderOperationKind> = []
        let snippets = (0..<UInt64(150)).map { seed in
            let operations = SequenceRun.serial(ReferenceImplementation.self, profile: .documented, generator: generator, seed: seed).operations
            kinds.formUnion(operations.map(\.kind))
            return Self.snippet(operations)
        }
        #expect(kinds == Set(SliderOperationKind.allCases))
        let text = snippets.joined(separator: [""]).joined(separator: "\n")
        #expect(!text.contains("UIImage") && !text.contains("UIColor") && !text.contains("loadFromInterfaceBuilder("))
        #expect(text.contains("slider = PlainSlider(interfaceBuilder: InterfaceBuilderAttributes("))
        #expect(text.contains("_ = slider.perform(.touchBegan(Touch(x: "))
        #expect(text.contains(#"let image1 = ImageToken("image-1")"#) && text.contains(#"let color1 = ColorToken("color-1")"#))
        let (checker, _) = try #require(await SwiftTypeChecker.shared()).get()
        let modules = try #require(SwiftTypeChecker.builtModules(), "build the package first (swift build --build-tests)")
        let source = Self.adapter + snippets.enumerated().map { index, lines in
            "@MainActor func snippet\(index)() {\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n    _ = slider\n}\n"
        }.joined(separator: "\n")
        let file = try checker.write(source, named: "AdapterSnippets.swift")
        let result = try await checker.typecheck([file], moduleName: "AdapterSnippets", modules: modules)
        #expect(result.succeeded, "adapter snippets do not compile:\n\(result.output)")
    }

    @Test func anInterfaceBuilderLoadWritesEveryAttributeOut() {
        let attributes = InterfaceBuilderAttributes(
            minimum: -1, maximum: .infinity, value: 0.5, continuous: false, minimumValueImage: ImageToken("image-2"),
            thumbTintColor: ColorToken("color-3"))
        #expect(SliderOperation.loadFromInterfaceBuilder(attributes).adapterStatement(typeName: "PlainSlider")
            == "slider = PlainSlider(interfaceBuilder: InterfaceBuilderAttributes(minimum: -1.0, maximum: .infinity, value: 0.5,"
            + " continuous: false, minimumValueImage: image2, thumbTintColor: color3))")
    }
}
