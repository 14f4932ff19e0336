import Foundation
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// The project's own Python example adapter conforms under `--robustness` too: NaN and infinite
/// limits never make its value NaN (it clamps as `fmin(fmax(value, minimum), maximum)` does).
@MainActor
@Suite("the Python example conforms under robustness")
struct PythonExampleRobustnessTests {
    @Test func thePythonExampleConformsWithNaNAndInfiniteLimits() throws {
        let adapter = PythonChild.root + "/Examples/python/slider_adapter.py"
        let connection = try ProcessConnection(command: "\(PythonChild.python) \(adapter)", timeout: 5, profile: "documented")
        defer { connection.close() }
        var configuration = FuzzConfiguration(seed: 0, sequences: 2_000, profile: .documented)
        configuration.generator.robustness = true
        configuration.unsupportedKinds = Set(connection.handshake.unsupported)
        let report = Fuzzer(connection.implementation(), configuration: configuration).run()
        #expect(report.conforms, "\(report.counterexamples.map(\.identity))")
        #expect(report.verdicts.contains { $0.rule == .limitsNonFinite && $0.outcome == .pass })
    }
}
