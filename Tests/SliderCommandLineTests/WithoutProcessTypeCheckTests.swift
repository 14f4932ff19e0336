import Foundation
import SliderTestFixtures
import Testing

/// Foundation has no `Process` on iOS, tvOS, watchOS and visionOS: the wire module and the engine
/// must still build there, for users' test targets. Type-checked on Linux with the stand-in those
/// platforms use.
@Suite struct WithoutProcessTypeCheckTests {
    @Test(
        .enabled(if: SwiftTypeChecker.swiftc != nil, "swiftc is not on the PATH, so the modules cannot be type-checked"),
        arguments: ["SliderWire", "SliderEngine", "SliderWorkers"])
    func moduleTypeChecksWhereFoundationHasNoProcess(module: String) async throws {
        let (checker, modules) = try #require(await SwiftTypeChecker.shared()).get()
        let result = try await checker.typecheck(
            try SwiftTypeChecker.sources(ofModule: module), moduleName: module, modules: modules,
            defines: ["SLIDER_ENGINE_WITHOUT_PROCESS"])
        #expect(result.succeeded, "\(module) does not type-check without Foundation's Process:\n\(result.output)")
    }
}
