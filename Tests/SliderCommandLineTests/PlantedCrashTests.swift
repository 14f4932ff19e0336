import Foundation
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// A trap in a Swift type is a failure like any other: the built command line, checking the
/// hidden `planted-crash` implementation (`TrapsWhenMadeDiscrete`, which traps when made
/// discrete), survives it with one job or two, shrinks it with every attempt in a worker
/// process, saves it as a crash with its signal and last operation, and replays it in a worker.
@Suite("a planted crash through the built command line", .serialized)
struct PlantedCrashTests {
    /// Runs the built executable with `arguments` in `folder`; its status, standard output and error.
    func run(_ arguments: [String], in folder: String) async throws -> (status: Int32, output: String, errors: String) {
        let output = folder + "/stdout-\(UUID().uuidString).txt"
        #expect(FileManager.default.createFile(atPath: output, contents: nil))
        let launched = try LaunchedCommand.launch(
            LaunchedCommand.builtExecutable(), arguments, standardOutput: FileHandle(forWritingTo: URL(fileURLWithPath: output)))
        let finished = await LaunchedCommand.finish(launched)
        return (finished.status, try String(contentsOfFile: output, encoding: .utf8), finished.errors)
    }

    /// Runs `body` with a fresh, empty folder that is removed afterwards.
    func withTemporaryFolder(_ body: (String) async throws -> Void) async throws {
        try await TemporaryFolder.with("planted-crash", body)
    }

    @Test(arguments: ["1", "2"])
    func aTrapIsShrunkInWorkersSavedAsACrashAndReportedWithItsSnippet(jobs: String) async throws {
        try await withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            let first = try await run(
                ["fuzz", "--implementation", "planted-crash", "--sequences", "20", "--corpus", corpus, "--jobs", jobs, "--color", "never"],
                in: folder)
            #expect(first.status == 1, "\(first.errors)")
            // The parent survived: its whole report, with the crash shrunk to the one trapping call.
            #expect(first.output.contains("✗ process.crash: The implementation's process must not exit or crash."), "\(first.output)")
            #expect(first.output.contains("shrunk from"), "\(first.output)")
            #expect(first.output.contains("""
                    let slider = TrapsWhenMadeDiscrete()
                    _ = slider.perform(.setContinuous(false))  // ← diverges here
                """), "\(first.output)")
            #expect(first.output.contains("the implementation failed: killed by signal 4 (SIGILL) in perform"), "\(first.output)")
            #expect(first.output.contains("result: 1 violation (process.crash)"), "\(first.output)")
            #expect(first.errors.contains("it crashes again in a worker process: reported as a process.crash counterexample"), "\(first.errors)")
            // Saved as a crash: its signal, its last operation the one it trapped in.
            let files = try FileManager.default.contentsOfDirectory(atPath: corpus + "/planted-crash").filter { $0.hasSuffix(".json") }
            #expect(files.count == 1, "\(files)")
            let path = corpus + "/planted-crash/" + (files.first ?? "")
            let entry = try SliderJSON.decoder().decode(CorpusEntry.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(entry.rule == .processCrash)
            #expect(entry.kind == "crash")
            #expect(entry.signal == "SIGILL")
            #expect(entry.operations == [.setContinuous(false)])
            #expect(entry.lastOperation == 0)
            // Every worker's record of its sequence in flight is gone: the parent saw each end.
            let records = (try? FileManager.default.contentsOfDirectory(atPath: corpus + "/.in-flight")) ?? []
            #expect(records.filter { $0.hasPrefix("planted-crash.") }.isEmpty, "\(records)")
            // The next run replays it in a worker: it still fails, and is not saved again.
            let next = try await run(
                ["fuzz", "--implementation", "planted-crash", "--sequences", "20", "--corpus", corpus, "--jobs", jobs, "--color", "never"],
                in: folder)
            #expect(next.status == 1, "\(next.errors)")
            #expect(next.output.contains("planted-crash/\(files.first ?? ""): process.crash, still fails"), "\(next.output)")
            #expect(!next.output.contains("suspected crash"), "no crash that did not happen: \(next.output)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: corpus + "/planted-crash").filter { $0.hasSuffix(".json") } == files)
            // `replay` does too.
            let replayed = try await run(["replay", corpus, "--color", "never"], in: folder)
            #expect(replayed.status == 1, "\(replayed.errors)")
            #expect(replayed.output.contains("1 replayed: 1 still fail"), "\(replayed.output)")
        }
    }

    @Test func anEntryWrittenBeforeCrashesWereMarkedStillReadsAndAMarkedOneRoundTrips() throws {
        let old = CorpusEntry(
            implementation: "sample", profile: "documented", rule: .processCrash, field: "implementation", statement: "",
            operations: [.setContinuous(false)], expected: ReferenceSlider().observation(readings: Profile.documented.readings),
            observed: ReferenceSlider().observation(readings: Profile.documented.readings))
        let written = try SliderJSON.encoder().encode(old)
        #expect(!String(decoding: written, as: UTF8.self).contains("\"kind\""))
        #expect(try SliderJSON.decoder().decode(CorpusEntry.self, from: written) == old)
        let violation = Violation(
            rule: .processCrash, field: "implementation", expected: old.expected, observed: old.observed, rulesApplied: [.processCrash],
            explanation: "killed by signal 11 (SIGSEGV) in observe")
        let marked = old.markingCrash(violation)
        #expect(marked.kind == "crash" && marked.signal == "SIGSEGV" && marked.lastOperation == 0)
        #expect(try SliderJSON.decoder().decode(CorpusEntry.self, from: SliderJSON.encoder().encode(marked)) == marked)
        let exited = old.markingCrash(Violation(
            rule: .processCrash, field: "implementation", expected: old.expected, observed: old.observed, rulesApplied: [.processCrash],
            explanation: "exited with status 3"))
        #expect(exited.kind == "crash" && exited.signal == nil)
    }
}
