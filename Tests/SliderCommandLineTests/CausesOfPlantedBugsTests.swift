import Foundation
import SliderEngine
import SliderTestFixtures
import Testing

/// A report counts causes, not rule failures: sliders with a known number of planted bugs,
/// behind the Python example's adapter, report that many causes (issue 38, "Done when").
@Suite("planted bugs are counted as causes", .serialized)
struct CausesOfPlantedBugsTests {
    /// The causes the built command line reports for `command` (seed 0, 300 sequences), and the
    /// failures they explain.
    private func causes(_ command: String) async throws -> (causes: [String], failures: Int) {
        let result = try await LaunchedCommand.run(
            ["fuzz", "--exec", command, "--sequences", "300", "--format", "json", "--no-save", "--corpus", "/nonexistent-corpus"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.standardOutput.utf8)) as? [String: Any], "\(result.output.standardError)")
        let causes = try #require(document["causes"] as? [[String: Any]]).compactMap { $0["rule"] as? String }
        let failures = try #require(document["failures"] as? [[String: Any]]).count
        return (causes, failures)
    }

    /// A slider of the Python example with `bugs`, methods of a subclass of its `Slider`.
    private func withSlider(_ bugs: String, _ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("planted-causes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
            import sys
            sys.path.insert(0, \(String(reflecting: PythonChild.root + "/Examples/python")))
            import slider_adapter
            from slider_adapter import f32, read_float, write_float, same, PARTS

            class Planted(slider_adapter.Slider):
            \(bugs.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))

            slider_adapter.main(Planted, "planted")
            """
        let path = folder.appendingPathComponent("planted.py").path
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try await body("\(PythonChild.python) \(path)")
    }

    /// The clamp to the maximum is missing, wherever the value is limited.
    private static let missingClampAbove = """
        def clamped(self, candidate):
            result = candidate
            if self.minimum == self.minimum and not result >= self.minimum:
                result = self.minimum
            return self.value if result != result else result
        """

    @Test func tenPlantedBugsAreTenCauses() async throws {
        let found = try await causes("\(PythonChild.python) \(PythonChild.root)/Examples/python/planted_bugs_adapter.py --start-delay 0")
        #expect(found.causes.count == 10 && found.failures > 10, "\(found)")
    }

    @Test func aMissingClampAboveIsOneCauseWhateverReachesIt() async throws {
        try await withSlider(Self.missingClampAbove) { command in
            let found = try await causes(command)
            #expect(found.causes == ["value.clamps-above"] && found.failures > 3, "\(found)")
        }
    }

    @Test func threeBugsAreThreeCauses() async throws {
        let bugs = Self.missingClampAbove + """

            def perform(self, operation):
                op = operation["op"]
                if op in ("setValue", "setValueAnimated"):
                    super().perform(operation)
                    return [{"event": "valueChanged", "value": write_float(self.value)}]
                if op.endswith("Image") and op[3:-5] in PARTS:
                    tint = self.tints[PARTS[op[3:-5]]]
                    events = super().perform(operation)
                    self.tints[PARTS[op[3:-5]]] = tint
                    return events
                return super().perform(operation)
            """
        try await withSlider(bugs) { command in
            let found = try await causes(command)
            #expect(found.causes.count == 3 && found.failures > 3, "\(found)")
        }
    }

    @Test func twoBugsOnTheValueStayTwoCauses() async throws {
        let bugs = """
            def perform(self, operation):
                op = operation["op"]
                if op in ("setValue", "setValueAnimated"):
                    value = read_float(operation["value"])
                    if value == value and value > self.maximum:
                        value = f32(self.maximum * 0.5 + self.minimum * 0.5)
                    self.value = self.clamped(value)
                    return []
                return super().perform(operation)

            def adjust(self, upwards):
                old = self.value
                step = f32(f32(self.maximum - self.minimum) * 0.06)
                self.value = self.clamped(f32(old + step) if upwards else f32(old - step))
                return [] if same(self.value, old) else [{"event": "valueChanged", "value": write_float(self.value)}]
            """
        try await withSlider(bugs) { command in
            let found = try await causes(command)
            #expect(found.causes.count == 2 && found.failures > 2, "\(found)")
        }
    }
}
