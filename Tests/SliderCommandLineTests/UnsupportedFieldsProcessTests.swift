import Foundation
import SliderCLI
import SliderEngine
import SliderTestFixtures
import Testing

/// A child process declares the observation fields it cannot read in its handshake
/// (`"unsupportedFields"`, PROTOCOL.md): they are never compared, and the rules only they decide
/// read `not applicable`.
@MainActor
@Suite("Wire protocol: declared-unsupported observation fields", .serialized)
struct UnsupportedFieldsProcessTests {
    /// Drops `accessibilityValue` from every observation of the example adapter.
    private static let textless =
        #"a.Slider.observation = (lambda f: (lambda self: {k: v for k, v in f(self).items() if k != "accessibilityValue"}))(a.Slider.observation)"#

    /// The example adapter's handshake, plus `extra` (JSON members, each with a leading comma).
    private static func hello(_ extra: String) -> String {
        #"{"type":"hello","protocol":1,"revision":3,"implementation":"textless","profiles":["documented"],"#
            + #""unsupported":["setBounds","setLayoutDirection","touchBegan","touchMoved","touchEnded","touchCancelled"]"# + extra + "}"
    }

    /// Runs `fuzz` on a textless child whose handshake adds `extra`, listing every rule (`--verbose`),
    /// with the built command line as its own process (the main actor is free while it waits).
    private func fuzz(_ extra: String) async throws -> (status: Int32, output: CommandOutput) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fields-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let child = try PythonChild.write(in: folder, handshake: Self.hello(extra), onStart: Self.textless)
        return try await LaunchedCommand.run(
            ["fuzz", "--exec", "\(PythonChild.python) \(child)", "--sequences", "30", "--seed", "11", "--corpus", folder, "--no-save", "--verbose"])
    }

    @Test func aChildThatDeclaresItsTextUnreadableConformsAndThePercentRuleIsNotApplicable() async throws {
        let (status, output) = try await fuzz(#","unsupportedFields":["accessibilityValue"]"#)
        #expect(status == 0, "\(output.standardOutput)\(output.standardError)")
        let line = output.standardOutput.split(separator: "\n").first { $0.contains("accessibility.value-percent ") }
        #expect(line?.contains("not applicable") == true, "\(String(describing: line))")
        #expect(line?.contains("accessibilityValue, which the implementation does not report") == true, "\(String(describing: line))")
    }

    @Test func theSameChildWithoutTheDeclarationFails() async throws {
        let (status, output) = try await fuzz("")
        #expect(status == 1)
        #expect(output.standardOutput.contains("✗ accessibility.value-percent"), "\(output.standardOutput)")
    }

    @Test func anUnknownFieldKeyIsAClearError() async throws {
        let (status, output) = try await fuzz(#","unsupportedFields":["colour"]"#)
        #expect(status == 2)
        #expect(output.standardError.contains(#"unknown observation field "colour""#), "\(output.standardError)")
    }
}
