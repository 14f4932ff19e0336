#if canImport(XCTest)
import SliderConformanceTesting
import SliderSamples
import SliderTestFixtures
import XCTest

/// `XCTAssertConforms` as a user's XCTest target calls it: from a plain synchronous test method
/// (the README's example), which XCTest runs on the main thread.
final class XCTestAdoptionTests: XCTestCase {
    /// Failures recorded while set, instead of failing the test.
    private var captured: [(description: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if captured != nil {
            captured?.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testSynchronousMethodChecksAConformingSlider() {
        let report = XCTAssertConforms(SampleSlider.self, ConformanceCheck(seed: 42, sequences: 100, corpusDirectory: nil))
        XCTAssertTrue(report.conforms)
        XCTAssertEqual(report.sequences, 100)
    }

    func testSynchronousMethodFailsAtTheCallersLineForABrokenSlider() {
        captured = []
        let line = #line + 1
        let report = XCTAssertConforms(ForgetsToPullValueDown.self, ConformanceCheck(sequences: 300, corpusDirectory: nil))
        let failures = captured ?? []
        captured = nil
        XCTAssertFalse(report.conforms)
        XCTAssertEqual(failures.count, report.counterexamples.count)
        XCTAssertEqual(failures.map(\.line), Array(repeating: line, count: failures.count))
        XCTAssertTrue(failures.contains { $0.description.contains("limits.maximum-pulls-value") })
    }
}
#endif
