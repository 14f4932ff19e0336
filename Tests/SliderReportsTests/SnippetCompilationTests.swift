import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import SliderTestFixtures
import Testing

/// The Swift snippets counterexamples print in the typed form (`SnippetForm.typed`, `UISlider`'s
/// API) compile: against the UIKit stand-in plus `Tests/UIKitStandIn/SnippetSupport.swift` for
/// touches and Interface Builder loading, in Swift 6 mode with warnings as errors.
@MainActor
@Suite struct SnippetCompilationTests {
    /// Every snippet as the body of its own main-actor function in one file.
    static func source(_ snippets: [[String]]) -> String {
        "import UIKit\n\n" + snippets.enumerated().map { index, lines in
            "@MainActor func snippet\(index)() {\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n    _ = slider\n}\n"
        }.joined(separator: "\n")
    }

    /// The typed snippets printed for a bundled implementation's counterexamples, creating `typeName`.
    /// Shrinking stops within 200 attempts: what is checked is that the snippets compile, not how
    /// short they are (a longer one uses more of what snippets can say), and shrinking is most of
    /// a failing run's cost.
    static func printedSnippets<S: SliderUnderTest>(_ type: S.Type, typeName: String) -> [[String]] {
        let configuration = FuzzConfiguration(seed: 1, sequences: 300, shrinkLimits: ShrinkLimits(maxAttempts: 200))
        let report = Fuzzer(type, configuration: configuration).run()
        return report.counterexamples.map {
            CounterexampleFormatter().snippet($0, typeName: typeName, form: .typed)
        }
    }

    /// Typed snippets of generated sequences covering every operation kind, NaN and the infinities.
    static func generatedSnippets(count: Int) -> (snippets: [[String]], kinds: Set<SliderOperationKind>) {
        let generator = OperationGenerator(options: OperationGenerator.Options(maxLength: 40, robustness: true))
        var kinds: Set<SliderOperationKind> = []
        let snippets = (0..<UInt64(count)).map { seed in
            let operations = SequenceRun.serial(ReferenceImplementation.self, profile: .documented, generator: generator, seed: seed).operations
            kinds.formUnion(operations.map(\.kind))
            return CounterexampleFormatter().snippet(operations, typeName: "UISlider", form: .typed)
        }
        return (snippets, kinds)
    }

    func typecheck(_ snippets: [[String]], named name: String) async throws -> SwiftTypeChecker.Result {
        let (checker, modules) = try #require(await SwiftTypeChecker.shared()).get()
        let file = try checker.write(Self.source(snippets), named: name)
        return try await checker.typecheck(
            [file, SwiftTypeChecker.packageRoot + "/Tests/UIKitStandIn/SnippetSupport.swift"], moduleName: "Snippets", modules: modules)
    }

    @Test(.enabled(if: SwiftTypeChecker.swiftc != nil, "swiftc is not on the PATH, so snippets cannot be type-checked"))
    func bundledImplementationsCounterexampleSnippetsCompile() async throws {
        // The toolkit's deviations and the UIKit model's readings under the documented profile
        // fail many rules, each with its own counterexample.
        let snippets = Self.printedSnippets(ToolkitSlider.self, typeName: "UISlider")
            + Self.printedSnippets(UIKitModelImplementation.self, typeName: "UISlider")
        #expect(snippets.count >= 8)
        let result = try await typecheck(snippets, named: "Counterexamples.swift")
        #expect(result.succeeded, "printed snippets do not compile:\n\(result.output)\n\(Self.source(snippets))")
    }

    @Test(.enabled(if: SwiftTypeChecker.swiftc != nil, "swiftc is not on the PATH, so snippets cannot be type-checked"))
    func snippetsOfEveryOperationKindCompile() async throws {
        let (snippets, kinds) = Self.generatedSnippets(count: 150)
        #expect(kinds == Set(SliderOperationKind.allCases))
        let result = try await typecheck(snippets, named: "Generated.swift")
        #expect(result.succeeded, "generated snippets do not compile:\n\(result.output)")
    }

    @Test(.enabled(if: SwiftTypeChecker.swiftc != nil, "swiftc is not on the PATH, so snippets cannot be type-checked"))
    func typedSnippetsOfEveryFieldAndOperationKindEndWithACheckThatCompiles() async throws {
        let cases = SnippetCases.perField() + SnippetCases.perOperationKind().counterexamples
        let snippets = cases.map { CounterexampleFormatter().snippet($0, typeName: "UISlider", form: .typed) }
        let text = snippets.joined(separator: [""]).joined(separator: "\n")
        #expect(text.contains(#"precondition(slider.value == 0.5, "value: expected 0.5, observed nan")"#))
        #expect(text.contains("// events sent: expected [valueChanged(0.5), valueChanged(1.0)], observed "))
        let result = try await typecheck(snippets, named: "TypedCases.swift")
        #expect(result.succeeded, "typed snippets do not compile:\n\(result.output)\n\(Self.source(snippets))")
    }

    /// Every rule's example in CONFORMANCE.md as Swift: its operations, then each comment's
    /// condition (a reading's label dropped) as a `Bool`, with the example's images, colours,
    /// events and callout declared.
    static func ruleExampleSource() -> String {
        let prelude = """
            let image1 = UIImage(), image2 = UIImage(), image3 = UIImage()
            let color1 = UIColor(), color2 = UIColor(), systemTinted = UIImage()
            enum SentEvent: Equatable, Sendable { case valueChanged(Float) }
            let sentEvents: [SentEvent] = []
            let calloutCenterX: Double? = nil
            let calloutValue: Float? = nil

            """
        let snippets = RuleCatalogue.rules.map { rule -> [String] in
            let section = ConformanceDocument.section(rule)
            guard let start = section.firstIndex(of: "```swift") else { return [] }
            let block = section[(start + 1)...].prefix { $0 != "```" }
            return block.compactMap { line -> String? in
                guard line.hasPrefix("//") else { return line }
                var comment = line.dropFirst(2).drop { $0 == " " }
                if comment.hasPrefix("profile:") || comment == "uikit-observed:" || comment.hasSuffix(": not checked") { return nil }
                if let colon = comment.firstIndex(of: ":"), comment[..<colon].allSatisfy({ $0.isLetter }) {
                    comment = comment[comment.index(after: colon)...].drop { $0 == " " }
                }
                return "let _: Bool = \(comment)"
            }
        }
        return source(snippets).replacingOccurrences(of: "import UIKit\n\n", with: "import UIKit\n\n" + prelude)
    }

    @Test(.enabled(if: SwiftTypeChecker.swiftc != nil, "swiftc is not on the PATH, so snippets cannot be type-checked"))
    func everyRuleExampleIsSwiftWithConditionsForComments() async throws {
        let (checker, modules) = try #require(await SwiftTypeChecker.shared()).get()
        let source = Self.ruleExampleSource()
        #expect(source.contains("let _: Bool = slider.value == 0.5"))
        #expect(source.contains("CGRect(x:"), "a rectangle is compared with a CGRect")
        let file = try checker.write(source, named: "RuleExamples.swift")
        let result = try await checker.typecheck(
            [file, SwiftTypeChecker.packageRoot + "/Tests/UIKitStandIn/SnippetSupport.swift"], moduleName: "Snippets", modules: modules)
        #expect(result.succeeded, "rule examples are not Swift:\n\(result.output)")
    }

    @Test(.enabled(if: SwiftTypeChecker.swiftc != nil, "swiftc is not on the PATH, so snippets cannot be type-checked"))
    func aSnippetWithAnUnknownCallDoesNotCompile() async throws {
        let result = try await typecheck([["let slider = UISlider()", "slider.setValue(1, animated: true, completion: nil)"]], named: "Wrong.swift")
        #expect(!result.succeeded)
    }
}
