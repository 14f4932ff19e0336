#if canImport(XCTest)
import Dispatch
import Foundation
import SliderEngine
import SliderSpec
import XCTest

/// Checks `type` against the specification and calls `XCTFail` once per failure, at the caller's line.
///
/// Each failure carries the broken rule, the shrunk sequence as a Swift snippet that creates
/// `S`, a `-`/`+` diff of the observations, the file it was saved to under
/// `check.corpusDirectory` (replayed first on every later run) and the one call that re-runs just
/// that case. The corpus is a regression suite: an entry that passes now is replayed silently
/// and counted in the report (`report.corpus`), or is a failure when `check.failOnStaleCorpus`
/// is set; `corpus prune` removes such entries.
///
/// The sequences run in a worker process (this test executable started again, running only
/// the calling test method, which `fileID` and `function` name), so a trap in the slider is one
/// more failure, shrunk and saved with its signal and last operation, not the end of the test
/// process (`check.runsInWorker`; on Linux, when called from the test method itself).
///
/// Call it from a plain synchronous test method; do not mark the method `@MainActor` (on Linux,
/// XCTest's test list cannot hold a main-actor method and the whole test bundle aborts). The
/// check runs on the main actor: at once when called on the main queue (XCTest runs synchronous
/// tests on the main thread; a `@MainActor` Swift Testing test runs on the main queue), and
/// otherwise (from an `async` test) on the main queue, waiting for it.
///
/// ```swift
/// final class MySliderTests: XCTestCase {
///     func testMySliderBehavesLikeUISlider() {
///         XCTAssertConforms(MySlider.self, ConformanceCheck(seed: 42, sequences: 1_000))
///     }
/// }
/// ```
///
/// - Returns: The run's report, for further assertions.
@discardableResult
public func XCTAssertConforms<S: SliderUnderTest>(
    _ type: S.Type, _ check: ConformanceCheck = ConformanceCheck(),
    file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID, function: String = #function
) -> FuzzReport {
    let run: @MainActor @Sendable () -> (report: FuzzReport, failures: [String]) = {
        if TestProcessWorker.isWorker {
            // This process is a worker another run of this test started: it serves that check
            // (and ends) or, for another type's, does nothing.
            TestProcessWorker.serve(S.self)
            return (ConformanceCheck(sequences: 0, corpusDirectory: nil).run(S.self), [])
        }
        let worker = check.runsInWorker ? TestProcessWorker.xctest(fileID: fileID, function: function) : nil
        if check.runsInWorker, worker == nil {
            let module = fileID.split(separator: "/").first ?? ""
            TestProcessWorker.noteInProcess(
                S.implementationName, because: "this test executable lists no XCTest method \(function) in \(module)"
                    + " (call XCTAssertConforms from the XCTest method itself; in a Swift Testing test, call expectConformance)")
        }
        let report = check.run(S.self, worker: worker)
        return (report, check.failureMessages(report, implementation: report.implementation))
    }
    let result = isOnMainQueue() ? MainActor.assumeIsolated(run) : DispatchQueue.main.sync { MainActor.assumeIsolated(run) }
    for message in result.failures {
        XCTFail(message, file: file, line: line)
    }
    return result.report
}

/// A mark on the main queue, so a caller can tell it is running there even when the main thread
/// is not the one draining it (under `dispatchMain()`, as Swift Testing runs on Linux).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller is on the main queue (and so on the main actor).
private func isOnMainQueue() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}
#endif
