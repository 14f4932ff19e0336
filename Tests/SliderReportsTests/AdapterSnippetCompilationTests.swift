import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import SliderTestFixtures
import Testing

/// The snippets printed by default (`SnippetForm.perform`) compile against any `SliderUnderTest`,
/// without UIKit: here an adapter that wraps a control of its own, with its own image and colour
/// types and none of `UISlider`'s names. Every operation kind, every observation field's
/// assertion (values, events, broken relations), loads, touches and the counterexamples the
/// bundled implementations print are type-checked against the built `SliderSpec` alone, in
/// Swift 6 mode with warnings as errors.
@MainActor
@Suite struct AdapterSnippetCompilationTests {
    /// An adopter's adapter that wraps its own control (`Knob`, with its own names), maps the
    /// suite's tokens to its own image and colour classes (`Picture`, `Paint`; a `TokenTable`
    /// does the same), and whose `perform` is not `@discardableResult`.
    static let adapter = """
        import SliderSpec

        /// The adopter's image type.
        final class Picture {
            let name: String
            init(name: String) { self.name = name }
        }

        /// The adopter's colour type.
        final class Paint {
            let name: String
            init(name: String) { self.name = name }
        }

        /// The adopter's control: no `value`, no `UIImage`, no `UISlider` API.
        @MainActor final class Knob {
            var level: Double = 0
            var bounds: ClosedRange<Double> = 0...1
            var pictures: [String: Picture] = [:]
            var paints: [String: Paint] = [:]
            var spokenName: String?
        }

        @MainActor final class KnobAdapter: SliderUnderTest {
            private let knob = Knob()
            private var pictures: [ImageToken: Picture] = [:]

            init() {}

            init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
                if let value = attributes.value { knob.level = Double(value) }
            }

            private func picture(_ token: ImageToken?) -> Picture? {
                guard let token else { return nil }
                if let known = pictures[token] { return known }
                let made = Picture(name: token.name)
                pictures[token] = made
                return made
            }

            func perform(_ operation: SliderOperation) -> [SliderEvent] {
                switch operation {
                case let .setValue(value): knob.level = Double(value)
                case let .setMinimumValueImage(token): knob.pictures["minimum"] = picture(token)
                case let .setImage(part, token, _): knob.pictures[part.rawValue] = picture(token)
                case let .setTintColor(part, token): knob.paints[part.rawValue] = token.map { Paint(name: $0.name) }
                case let .setAccessibilityLabel(text): knob.spokenName = text
                default: break
                }
                return []
            }

            func observe() -> SliderObservation {
                var observation = ReferenceSlider().observation(readings: Profile.documented.readings)
                observation.value = Float(knob.level)
                return observation
            }
        }

        """

    /// The adapter type snippets create.
    static let typeName = "KnobAdapter"

    /// Every snippet as the body of its own main-actor function after the adapter.
    static func source(_ snippets: [[String]]) -> String {
        adapter + snippets.enumerated().map { index, lines in
            "@MainActor func snippet\(index)() {\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n    _ = slider\n}\n"
        }.joined(separator: "\n")
    }

    /// The snippets of `counterexamples` as counterexamples print them by default, for `KnobAdapter`.
    static func snippets(_ counterexamples: [Counterexample]) -> [[String]] {
        counterexamples.map { CounterexampleFormatter().snippet($0, typeName: typeName) }
    }

    /// The counterexamples the bundled toolkit and UIKit model print under the documented
    /// profile (many rules, each with its own), shrunk within 200 attempts: what is checked is
    /// that their snippets compile, not how short they are.
    static func printed() -> [Counterexample] {
        let configuration = FuzzConfiguration(seed: 1, sequences: 300, shrinkLimits: ShrinkLimits(maxAttempts: 200))
        return Fuzzer(ToolkitSlider.self, configuration: configuration).run().counterexamples
            + Fuzzer(UIKitModelImplementation.self, configuration: configuration).run().counterexamples
    }

    func typecheck(_ snippets: [[String]], named name: String) async throws -> SwiftTypeChecker.Result {
        let (checker, _) = try #require(await SwiftTypeChecker.shared()).get()
        let modules = try #require(SwiftTypeChecker.builtModules(), "build the package first (swift build --build-tests)")
        let file = try checker.write(Self.source(snippets), named: name)
        return try await checker.typecheck([file], moduleName: "AdapterSnippets", modules: modules)
    }

    @Test(.enabled(if: SwiftTypeChecker.swiftc != nil, "swiftc is not on the PATH, so snippets cannot be type-checked"))
    func snippetsOfEveryOperationKindFieldAndPrintedCounterexampleCompileAgainstAWrappingAdapter() async throws {
        let (perKind, kinds) = SnippetCases.perOperationKind()
        #expect(kinds == Set(SliderOperationKind.allCases))
        let perField = SnippetCases.perField()
        let printed = Self.printed()
        #expect(printed.count >= 8)
        let snippets = Self.snippets(perKind + perField + printed)
        let text = snippets.joined(separator: [""]).joined(separator: "\n")
        #expect(!text.contains("UIImage") && !text.contains("UIColor") && !text.contains("loadFromInterfaceBuilder("))
        #expect(!text.contains("slider.value =") && !text.contains("slider.maximumValue ="))
        #expect(text.contains("\nvar slider = KnobAdapter()\n") && text.contains("\nslider = KnobAdapter(interfaceBuilder: InterfaceBuilderAttributes("))
        #expect(text.contains("\nlet slider = KnobAdapter(interfaceBuilder: InterfaceBuilderAttributes(value: 0.5, minimumValueImage: image1))"))
        #expect(text.contains("_ = slider.perform(.touchBegan(Touch(x: "))
        #expect(text.contains(#"let image1 = ImageToken("image-1")"#) && text.contains(#"let color1 = ColorToken("color-1")"#))
        #expect(text.contains("\nlet events = slider.perform(.setTintColor(.thumb, color1))  // ← diverges here\nprecondition(events == ["))
        #expect(text.contains(#"precondition(slider.observe().images(.minimumTrack)[.normal] == ImageToken("system-tinted"), "#))
        #expect(text.contains("precondition(slider.observe().value.isNaN, "))
        // Every snippet but a process failure's ends with a check of what was expected.
        for (lines, counterexample) in zip(snippets, perKind + perField + printed) where !counterexample.violation.rule.isProcessFailure {
            #expect(lines.last?.hasPrefix("precondition(") == true, "\(lines)")
        }
        let result = try await typecheck(snippets, named: "AdapterSnippets.swift")
        #expect(result.succeeded, "snippets do not compile against a wrapping adapter:\n\(result.output)\n\(Self.source(snippets))")
    }

    @Test(.enabled(if: SwiftTypeChecker.swiftc != nil, "swiftc is not on the PATH, so snippets cannot be type-checked"))
    func typedSnippetsDoNotCompileAgainstAWrappingAdapter() async throws {
        // What the check above would catch: `UISlider`'s API is not the adapter's.
        let value = SnippetCases.counterexample([.setValue(2)], field: .value, expected: SnippetCases.usual, observed: SnippetCases.edge)
        let typed = CounterexampleFormatter().snippet(value, typeName: Self.typeName, form: .typed)
        #expect(typed.contains("slider.value = 2.0  // ← diverges here"))
        let result = try await typecheck([typed], named: "TypedAgainstAdapter.swift")
        #expect(!result.succeeded)
    }

    @Test func anInterfaceBuilderLoadWritesEveryAttributeOut() {
        let attributes = InterfaceBuilderAttributes(
            minimum: -1, maximum: .infinity, value: 0.5, continuous: false, minimumValueImage: ImageToken("image-2"),
            thumbTintColor: ColorToken("color-3"))
        #expect(SliderOperation.loadFromInterfaceBuilder(attributes).adapterStatement(typeName: "PlainSlider")
            == "slider = PlainSlider(interfaceBuilder: InterfaceBuilderAttributes(minimum: -1.0, maximum: .infinity, value: 0.5,"
            + " continuous: false, minimumValueImage: image2, thumbTintColor: color3))")
    }

    @Test func aValueSnippetPerformsEachOperationAndChecksTheExpectedValue() {
        let counterexample = SnippetCases.counterexample(
            [.setValue(1), .setMaximumValue(0)], field: .value, expected: SnippetCases.created, observed: SnippetCases.usual)
        #expect(CounterexampleFormatter().snippet(counterexample, typeName: "MyAdapter") == [
            "let slider = MyAdapter()",
            "_ = slider.perform(.setValue(1.0))",
            "_ = slider.perform(.setMaximumValue(0.0))  // ← diverges here",
            #"precondition(slider.observe().value == 0.0, "value: expected 0.0, observed 0.5")"#,
        ])
    }

    @Test func anEventSnippetChecksWhatTheLastPerformReturned() {
        var expected = SnippetCases.created
        expected.events = [.valueChanged(1)]
        let counterexample = SnippetCases.counterexample(
            [.accessibilityIncrement], field: .events, expected: expected, observed: SnippetCases.created)
        #expect(CounterexampleFormatter().snippet(counterexample, typeName: "MyAdapter") == [
            "let slider = MyAdapter()",
            "let events = slider.perform(.accessibilityIncrement)  // ← diverges here",
            #"precondition(events == [.valueChanged(1.0)], "events sent: expected [valueChanged(1.0)], observed []")"#,
        ])
    }
}
