import SliderEngine
import SliderSpec
import Testing

/// Checks `type` against the specification and records one Swift Testing issue per failure.
///
/// Each counterexample becomes an issue at the caller's line, with the broken rule, the shrunk
/// sequence as a Swift snippet that creates `S`, a `-`/`+` diff of the observations, the file it
/// was saved to under `check.corpusDirectory` (replayed first on every later run) and the one
/// call that re-runs just that case. The corpus is a regression suite: an entry that passes now
/// is replayed silently and counted in the report (`report.corpus`), or is an error when
/// `check.failOnStaleCorpus` is set; `corpus prune` removes such entries.
///
/// The sequences run in a worker process (this test executable started again, running only
/// this test), so a trap in the slider is one more failure, shrunk and saved with its signal and
/// last operation, not the end of the test process (`check.runsInWorker`; on Linux).
///
/// ```swift
/// import SliderConformanceTesting
/// import Testing
///
/// @MainActor @Test func mySliderConformsToUISlider() {
///     expectConformance(MySlider.self, ConformanceCheck(sequences: 1_000))
/// }
/// ```
///
/// - Returns: The run's report, for further expectations.
@MainActor
@discardableResult
public func expectConformance<S: SliderUnderTest>(
    _ type: S.Type, _ check: ConformanceCheck = ConformanceCheck(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> FuzzReport {
    if TestProcessWorker.isWorker {
        // This process is a worker another run of this test started: it serves that check (and
        // ends) or, for another type's, does nothing.
        TestProcessWorker.serve(S.self)
        return ConformanceCheck(sequences: 0, corpusDirectory: nil).run(type)
    }
    let worker = check.runsInWorker ? Test.current.flatMap { TestProcessWorker.swiftTesting(testID: String(describing: $0.id)) } : nil
    if check.runsInWorker, Test.current == nil {
        TestProcessWorker.noteInProcess(S.implementationName, because: "called outside a Swift Testing test (no Test.current)")
    }
    let report = check.run(type, worker: worker)
    for message in check.failureMessages(report, implementation: report.implementation) {
        Issue.record(Comment(rawValue: message), severity: .error, sourceLocation: sourceLocation)
    }
    return report
}
