import Foundation
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// A process-backed implementation is a value carrying its own connection: two of them run side
/// by side in one process, each on its own child, with no connection set up anywhere else.
@MainActor
@Suite("process-backed implementations are values", .serialized)
struct ProcessImplementationValueTests {
    /// The example adapter, started without `site`.
    static let command = "\(PythonChild.python) \(PythonChild.root)/Examples/python/slider_adapter.py"

    /// A short run of `implementation`, as JSON.
    private func report(_ implementation: SliderImplementation) throws -> String {
        var configuration = FuzzConfiguration(seed: 5, sequences: 6)
        configuration.generator.maxLength = 20
        return String(decoding: try SliderJSON.encoder().encode(Fuzzer(implementation, configuration: configuration).run()), as: UTF8.self)
    }

    @Test func twoChildrenServeTheirOwnImplementationsSideBySide() throws {
        let first = try ProcessConnection(command: Self.command, timeout: 5, profile: Profile.documented.id)
        defer { first.close() }
        let second = try ProcessConnection(command: Self.command, timeout: 5, profile: Profile.documented.id)
        defer { second.close() }
        let one = first.implementation(name: "one"), two = second.implementation(name: "two")
        #expect(one.name == "one" && two.name == "two" && !one.isInProcess)
        // Sliders of both, alive at once, each answered by its own child.
        let left = one.make(nil), right = two.make(nil)
        _ = left.perform(.setValue(0.25))
        _ = right.perform(.setValue(0.75))
        #expect(left.observe().value == 0.25 && right.observe().value == 0.75)
        #expect(left.failure == nil && right.failure == nil)
        let reports = (try report(one), try report(two))
        #expect(reports.0 == reports.1.replacingOccurrences(of: #""two""#, with: #""one""#))
        #expect(first.childrenStarted == 1 && second.childrenStarted == 1)
    }

    @Test func aProcessSliderIsAnInstanceMadeOnlyThroughItsConnection() {
        // A `SliderUnderTest` must have `init()`, which for a process slider could only fail.
        let type: Any.Type = ProcessSlider.self
        #expect(type is any SliderInstance.Type)
        #expect(!(type is any SliderUnderTest.Type))
    }
}
