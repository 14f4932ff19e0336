import Foundation
import SliderConformanceTesting
import SliderEngine
import SliderSamples
import SliderSpec
import Testing

/// A slider with a trap, as an app's slider may have one: it remembers where each drag moved and
/// reads the last move when the touch ends, so a touch that ends without moving indexes an empty
/// array ("Fatal error: Index out of range"). Otherwise it is `SampleSlider`, which conforms.
final class TrapsWhenATouchEndsUnmoved: SampleSlider {
    /// The name reports and the corpus use.
    override class var implementationName: String { "TrapsWhenATouchEndsUnmoved" }

    /// Where the tracked touch moved, in order.
    private var moveXs: [Double] = []

    /// Starts a drag with no moves yet.
    override func beginTracking(_ touch: Touch) -> Bool {
        moveXs = []
        return super.beginTracking(touch)
    }

    /// Remembers the move.
    override func continueTracking(_ touch: Touch) -> Bool {
        moveXs.append(touch.x)
        return super.continueTracking(touch)
    }

    /// The planted trap: the last move, which a touch that never moved does not have.
    override func endTracking(_ touch: Touch) {
        let lastMove = moveXs[moveXs.count - 1]
        moveXs.append(lastMove)
        super.endTracking(touch)
    }
}

/// `expectConformance` survives a trap in the slider: the sequences run in a worker process
/// (this test executable started again, running only this test), so the trap ends the worker;
/// the crash is shrunk, saved with its signal and last operation, and recorded as one issue with
/// the call that re-runs it. This test process goes on.
@MainActor
@Suite struct PlantedTrapTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/proc/self/exe"), "a worker process starts on Linux"))
    func aTrapInTheSliderIsOneShrunkSavedCrashWithItsRerunLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("planted-trap-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let check = ConformanceCheck(seed: 42, sequences: 200, corpusDirectory: folder)
        let line = #line + 3
        var report: FuzzReport?
        withKnownIssue("the planted trap: a touch that ends without moving indexes an empty array") {
            report = expectConformance(TrapsWhenATouchEndsUnmoved.self, check)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.comments.contains { $0.rawValue.contains("process.crash") }
        }
        // Still here: the trap ended a worker process, not this one.
        let checked = try #require(report)
        let messages = check.failureMessages(checked, implementation: checked.implementation)
        #expect(messages.count == 1, "one issue: \(messages)")
        let message = try #require(messages.first)
        #expect(message.contains("✗ process.crash"), "\(message)")
        #expect(message.contains("the implementation failed: killed by signal "), "\(message)")
        #expect(message.contains("let slider = TrapsWhenATouchEndsUnmoved()"), "\(message)")
        let rerun = "re-run just this case: expectConformance(TrapsWhenATouchEndsUnmoved.self, ConformanceCheck(seed: 0x2a, onlySequence: "
        #expect(message.contains(rerun), "\(message)")
        let counterexample = try #require(checked.counterexamples.first)
        #expect(counterexample.identity.rule == .processCrash)
        #expect(counterexample.operations.count <= 3, "shrunk: \(counterexample.operations)")
        if case .touchEnded? = counterexample.operations.last {} else {
            Issue.record("the trap is in the last operation: \(counterexample.operations)")
        }
        // Saved as a crash, with its signal and the operation it trapped in.
        let saved = try #require(check.savedPath(of: counterexample, implementation: checked.implementation, profile: checked.profile))
        #expect(message.contains("saved to \(saved)"), "\(message)")
        let loaded = CorpusStore.load(from: [folder], implementation: checked.implementation)
        #expect(loaded.entries.count == 1, "one saved entry: \(loaded.entries.map(\.path))")
        let entry = try #require(loaded.entries.first?.entry)
        #expect(entry.kind == "crash" && entry.signal != nil, "\(entry)")
        #expect(entry.lastOperation == entry.operations.count - 1)
        #expect(entry.operations == counterexample.operations)
    }
}
