import Foundation
import SliderTestFixtures
import Testing

/// Every `#if canImport(UIKit)` source type-checks against `Tests/UIKitStandIn/UIKit.swift`, a
/// stand-in declaring the UIKit API it uses with Apple's signatures and `@MainActor` isolation,
/// and the README shows the UIKit adapter whole.
@Suite struct UIKitStandInTests {
    /// The package's sources compiled only where UIKit exists, with the module each belongs to.
    static func uikitSources() throws -> [(module: String, path: String)] {
        let sources = SwiftTypeChecker.packageRoot + "/Sources"
        var found: [(module: String, path: String)] = []
        for subpath in try FileManager.default.subpathsOfDirectory(atPath: sources).sorted() where subpath.hasSuffix(".swift") {
            let path = sources + "/" + subpath
            let text = try String(contentsOfFile: path, encoding: .utf8)
            if text.contains("#if canImport(UIKit)") { found.append((String(subpath.split(separator: "/")[0]), path)) }
        }
        return found
    }


    @Test(.enabled(if: SwiftTypeChecker.swiftc != nil, "swiftc is not on the PATH, so the UIKit sources cannot be type-checked"))
    func everyUIKitSourceTypeChecksAgainstTheStandIn() async throws {
        let sources = try Self.uikitSources()
        #expect(sources.map { ($0.path as NSString).lastPathComponent } == ["UIKitSliderAdapter.swift"])
        let (checker, modules) = try #require(await SwiftTypeChecker.shared()).get()
        for source in sources {
            let result = try await checker.typecheck([source.path], moduleName: source.module, modules: modules)
            #expect(result.succeeded, "\(source.path) does not type-check against the UIKit stand-in:\n\(result.output)")
        }
    }

    @Test(.enabled(if: SwiftTypeChecker.swiftc != nil, "swiftc is not on the PATH, so the UIKit sources cannot be type-checked"))
    func standInRejectsAWrongSignatureAndAnUnisolatedCall() async throws {
        let (checker, modules) = try #require(await SwiftTypeChecker.shared()).get()
        let wrongType = try checker.write("import UIKit\n@MainActor func f(_ s: UISlider) { s.value = 0.5 as Double }\n", named: "WrongType.swift")
        #expect(try await !checker.typecheck([wrongType], moduleName: "Probe", modules: modules).succeeded)
        let unisolated = try checker.write("import UIKit\nfunc f() -> Float { UISlider().value }\n", named: "Unisolated.swift")
        let result = try await checker.typecheck([unisolated], moduleName: "Probe", modules: modules)
        #expect(!result.succeeded)
        #expect(result.output.contains("main actor"))
    }

    @Test func readmeShowsTheWholeUIKitAdapter() throws {
        let readme = try String(contentsOfFile: SwiftTypeChecker.packageRoot + "/README.md", encoding: .utf8)
        let source = try String(
            contentsOfFile: SwiftTypeChecker.packageRoot + "/Sources/SliderSamples/UIKitSliderAdapter.swift", encoding: .utf8)
        let body = source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#if") && !$0.hasPrefix("#endif") }.joined(separator: "\n")
        #expect(readme.contains("```swift\n" + body.trimmingCharacters(in: .newlines) + "\n```"))
    }
}
