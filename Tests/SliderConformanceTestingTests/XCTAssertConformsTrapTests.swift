#if canImport(XCTest)
import Foundation
import SliderConformanceTesting
import SliderSpec
import SliderTestFixtures
import XCTest

/// `XCTAssertConforms` as `expectConformance`: its sequences run in this test executable started
/// again to run only the calling test method (found with `--list-tests`), so a trap in the
/// slider fails the test once, at the caller's line, and the test process goes on.
final class XCTAssertConformsTrapTests: XCTestCase {
    /// Failures recorded while set, instead of failing the test.
    private var captured: [(description: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testATrapInTheSliderFailsOnceAtTheCallersLineAndTheTestProcessGoesOn() throws {
        guard FileManager.default.isExecutableFile(atPath: "/proc/self/exe") else { throw XCTSkip("a worker process starts on Linux") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xctest-trap-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        captured = []
        let line = #line + 1
        let report = XCTAssertConforms(TrapsWhenSetDiscrete.self, ConformanceCheck(seed: 7, sequences: 60, corpusDirectory: folder))
        let failures = captured ?? []
        captured = nil
        XCTAssertEqual(failures.count, 1, "\(failures.map(\.description))")
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertTrue(failures.first?.description.contains("✗ process.crash") == true, "\(failures.map(\.description))")
        XCTAssertTrue(failures.first?.description.contains("re-run just this case: ") == true)
        XCTAssertEqual(report.counterexamples.map(\.operations), [[.setContinuous(false)]])
    }
}
#endif
