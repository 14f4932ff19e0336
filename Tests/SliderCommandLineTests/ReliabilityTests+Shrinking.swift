import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// `replay --exec` and `shrink --exec`: one child serves the attempts until it fails, results
/// confirmed in a fresh child, and entries written where they were kept. The command line runs as
/// its own process (`LaunchedCommand.run`), so the main actor is free while it waits on children.
extension ReliabilityTests {
    /// A child that logs `start <pid>` when it starts and `create <pid>` on each `create` to
    /// `log`, and exits with status 3 on `accessibilityIncrement`.
    func loggingCrashingChild(in folder: String, log: String) throws -> String {
        try pythonChild(
            in: folder,
            onStart: "open(\(String(reflecting: log)), \"a\").write(\"start %d\\n\" % os.getpid())",
            onCreate: "open(\(String(reflecting: log)), \"a\").write(\"create %d\\n\" % os.getpid())",
            fault: "os._exit(3)")
    }

    /// The largest number of sliders one child created, from the log.
    func mostCreatesInOneChild(_ log: String) throws -> Int {
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        var creates: [Substring: Int] = [:]
        for line in lines where line.hasPrefix("create ") { creates[line.dropFirst(7), default: 0] += 1 }
        return creates.values.max() ?? 0
    }

    /// The crash entry `fuzz --exec` saves for the child, made longer by `operations`.
    func savedCrashEntry(child: String, folder: String, operations: [SliderOperation]) async throws -> CorpusEntry {
        let corpus = folder + "/Corpus"
        let result = try await LaunchedCommand.run(["fuzz", "--exec", "\(PythonChild.python) \(child)", "--sequences", "40", "--corpus", corpus, "--seed", "7"])
        #expect(result.status == 1, "\(result.output.standardError)")
        var entry = try #require(CorpusStore.load(from: [corpus + "/faulty"], implementation: nil).entries.first?.entry)
        #expect(entry.rule == .processCrash)
        entry.operations = operations
        return entry
    }

    @Test func shrinkAndReplayReuseTheChildUntilItFails() async throws {
        try await withTemporaryFolder { folder in
            let log = folder + "/children.log"
            let child = try loggingCrashingChild(in: folder, log: log)
            let entry = try await savedCrashEntry(
                child: child, folder: folder,
                operations: [.setValue(0.5), .setValue(0.25), .accessibilityDecrement, .accessibilityIncrement, .setValue(0.75)])
            let path = try CorpusStore.write(entry, into: folder + "/Other")
            try? FileManager.default.removeItem(atPath: log)

            let shrunk = try await LaunchedCommand.run(["shrink", "--exec", "\(PythonChild.python) \(child)", "--timeout", "5", path])
            #expect(shrunk.status == 1, "\(shrunk.output.standardOutput)\(shrunk.output.standardError)")
            #expect(shrunk.output.standardOutput.contains("accessibilityIncrement()"), "\(shrunk.output.standardOutput)")
            let shrinkLog = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            #expect(try mostCreatesInOneChild(log) > 1, "an attempt that did not crash the child left it for the next: \(shrinkLog)")

            try? FileManager.default.removeItem(atPath: log)
            let replayed = try await LaunchedCommand.run(["replay", "--exec", "\(PythonChild.python) \(child)", path, path])
            #expect(replayed.status == 1)
            #expect(replayed.output.standardOutput.contains("still fails"), "\(replayed.output.standardOutput)")
            // Each replay crashes its child: the next starts a fresh one.
            #expect(try mostCreatesInOneChild(log) == 1)
        }
    }

    @Test func shrinkWriteOfAnEntryOutsideTheCorpusLayoutWritesNextToIt() async throws {
        try await withTemporaryFolder { folder in
            let child = try loggingCrashingChild(in: folder, log: folder + "/children.log")
            let entry = try await savedCrashEntry(
                child: child, folder: folder, operations: [.setValue(0.5), .accessibilityIncrement, .setValue(0.75)])
            let loose = folder + "/loose"
            try FileManager.default.createDirectory(atPath: loose, withIntermediateDirectories: true)
            let path = loose + "/kept-by-hand.json"
            try SliderJSON.encoder().encode(entry).write(to: URL(fileURLWithPath: path))

            let result = try await LaunchedCommand.run(["shrink", "--write", "--exec", "\(PythonChild.python) \(child)", path])
            #expect(result.status == 1, "\(result.output.standardError)")
            let names = try FileManager.default.contentsOfDirectory(atPath: loose)
            #expect(names.count == 1 && names.first?.hasPrefix("process.crash--") == true, "\(names)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/faulty"), "nothing is written beside the folder")

            // With --corpus, into that corpus, and the file kept.
            let shrunkPath = loose + "/" + (names.first ?? "")
            let other = folder + "/Elsewhere"
            var longer = entry
            longer.operations = [.setValue(0.25), .accessibilityIncrement]
            try SliderJSON.encoder().encode(longer).write(to: URL(fileURLWithPath: shrunkPath))
            let moved = try await LaunchedCommand.run(["shrink", "--write", "--corpus", other, "--exec", "\(PythonChild.python) \(child)", shrunkPath])
            #expect(moved.status == 1, "\(moved.output.standardError)")
            #expect(FileManager.default.fileExists(atPath: shrunkPath), "the original stays")
            #expect(CorpusStore.load(from: [other + "/faulty"], implementation: nil).entries.count == 1)
        }
    }
}
