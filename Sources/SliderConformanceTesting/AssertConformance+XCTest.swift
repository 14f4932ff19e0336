#if canImport(XCTest)
import SliderEngine
import SliderSpec
import XCTest

/// Checks `type` against the specification and calls `XCTFail` once per failure, at the caller's line.
///
/// Each failure carries the broken rule, the shrunk sequence as a Swift snippet, and a `-`/`+`
/// diff of the observations. A corpus entry that now passes is printed as a warning, or is a
/// failure when `check.failOnStaleCorpus` is set.
///
/// - Returns: The run's report, for further assertions.
@MainActor
@discardableResult
public func XCTAssertConforms<S: SliderUnderTest>(
    _ type: S.Type, _ check: ConformanceCheck = ConformanceCheck(),
    file: StaticString = #filePath, line: UInt = #line
) -> FuzzReport {
    let report = check.run(type)
    for message in check.failureMessages(report, implementation: report.implementation) {
        XCTFail(message, file: file, line: line)
    }
    if !check.failOnStaleCorpus {
        for message in check.staleCorpusMessages(report) {
            print("\(file):\(line): warning: \(message)")
        }
    }
    return report
}
#endif
