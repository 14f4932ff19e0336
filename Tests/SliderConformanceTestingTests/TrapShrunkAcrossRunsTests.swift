import Foundation
@testable import SliderConformanceTesting
import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// Where no worker process serves a check (macOS; here `runsInWorker = false`), a trap in the
/// slider ends the test process. The next runs replay the sequence it left in flight under the
/// trap memo (`TrapMemo`): each run that traps teaches the memo one prefix that traps, and the
/// run that no longer does saves the minimal sequence as a `process.crash` entry and stops
/// (README: "A trap in your slider where no worker starts").
@MainActor
@Suite("a trap where no worker starts is shrunk across runs", .serialized)
struct TrapShrunkAcrossRunsTests {
    /// The variable that makes the test a run of the check in this process, in that folder.
    nonisolated static let folderVariable = "SLIDER_CONFORMANCE_TRAP_RUNS_FOLDER"

    /// Runs this test executable, only this test, as one run of the check in `folder`: whether a
    /// signal ended it.
    private func runOnce(testID: String, folder: String) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(TestProcessWorker.currentExecutable))
        process.arguments = ["--testing-library", "swift-testing", "--filter", "^" + TestProcessWorker.escapingRegex(testID) + "$"]
        process.environment = ProcessInfo.processInfo.environment.merging(
            [Self.folderVariable: folder, "SWIFT_BACKTRACE": "enable=no"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Waiting.blockUntilExit(of: process)
        return process.terminationReason == .uncaughtSignal
    }

    @Test(.enabled(if: TrapInWorkerTests.canRelaunch))
    func aTrapInTheTestProcessIsShrunkAStepPerRunAndSavedOnceMinimal() throws {
        if let folder = ProcessInfo.processInfo.environment[Self.folderVariable] {
            // One run, started by the test below: the check in this process.
            var check = ConformanceCheck(seed: 7, sequences: 60, corpusDirectory: folder)
            check.runsInWorker = false
            let report = check.run(TrapsWhenSetDiscrete.self)
            try JSONEncoder().encode(report).write(to: URL(fileURLWithPath: folder + "/report.json"))
            return
        }
        let testID = String(describing: try #require(Test.current).id)
        try TemporaryFolder.with("trap-across-runs") { folder in
            let memo = folder + "/.in-flight/TrapsWhenSetDiscrete.traps"
            var learned: [Int] = []
            var ended = false
            for _ in 0..<60 {
                guard try runOnce(testID: testID, folder: folder) else {
                    ended = true
                    break
                }
                let lines = (try? String(contentsOfFile: memo, encoding: .utf8))?.split(separator: "\n") ?? []
                learned.append(lines.filter { $0.hasPrefix("trap ") }.count)
            }
            try #require(ended, "still trapping after 60 runs; prefixes learned: \(learned)")
            // The first run traps in a generated sequence, the second in its replay, each later one
            // in a shrinking attempt; each run learns the prefix the run before it trapped in (read
            // here after the run): one more per run from the third on.
            #expect(learned.count >= 3, "\(learned)")
            #expect(learned == [0] + Array(0..<(learned.count - 1)), "one prefix per run: \(learned)")
            let report = try JSONDecoder().decode(FuzzReport.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/report.json")))
            let counterexample = try #require(report.counterexamples.first, "\(report.counterexamples)")
            #expect(report.counterexamples.count == 1)
            #expect(counterexample.violation.rule == .processCrash)
            #expect(counterexample.operations == [.setContinuous(false)], "\(counterexample.operations)")
            #expect(counterexample.violation.explanation?.contains("an earlier run") == true, "\(counterexample.violation)")
            #expect(report.stoppedEarly?.contains("a trap in the slider") == true, "\(report.stoppedEarly ?? "nil")")
            let entry = try #require(CorpusStore.load(from: [folder], implementation: report.implementation).entries.first?.entry)
            #expect(entry.rule == .processCrash && entry.operations == [.setContinuous(false)], "\(entry)")
            // The record of the sequence in flight is gone: the next run starts afresh.
            let records = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/.in-flight")) ?? []
            #expect(records.allSatisfy { $0.hasSuffix(".traps") }, "\(records)")
        }
    }
}
