import Foundation
import SliderEngine
import SliderTestFixtures
import Testing

/// In-flight records that cannot be written, or that no run will ever clear (issue 24).
extension ReliabilityTests {
    @Test func aFileNamedInFlightTurnsTheSafetyNetOffWithOneWarning() async throws {
        try await withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
            try Data("not a folder".utf8).write(to: URL(fileURLWithPath: corpus + "/.in-flight"))
            let launched = try LaunchedCommand.launch(
                try LaunchedCommand.builtExecutable(),
                ["fuzz", "--implementation", "reference", "--sequences", "20", "--jobs", "1", "--corpus", corpus],
                standardOutput: FileHandle.nullDevice)
            let result = await LaunchedCommand.finish(launched)
            #expect(result.status == 0, "\(result.errors)")
            let warnings = result.errors.components(separatedBy: "cannot write the in-flight record").count - 1
            #expect(warnings == 1, "said once: \(result.errors)")
            #expect(result.errors.contains("a crash of this run would not be replayed"), "\(result.errors)")
        }
    }

    @Test func unreadableRecordsOfRunsThatAreOverAreRemovedWithAWarning() throws {
        try withTemporaryFolder { folder in
            let base = folder + "/.in-flight/reference.json"
            try FileManager.default.createDirectory(atPath: folder + "/.in-flight", withIntermediateDirectories: true)
            let truncated = folder + "/.in-flight/reference.\(Int32.max - 1).json"
            let finished = folder + "/.in-flight/reference.\(Int32.max - 2).json"
            try Data(#"{"finished":false,"ind"#.utf8).write(to: URL(fileURLWithPath: truncated))
            InFlightRecord.Store(path: finished).save(InFlightRecord(seed: 1, index: -1, sequenceSeed: 2, finished: true))
            #expect(InFlightRecord.Store(path: base, processIdentifier: getpid()).abandoned().isEmpty)
            #expect(!FileManager.default.fileExists(atPath: truncated), "an unreadable record of a run that is over goes")
            #expect(!FileManager.default.fileExists(atPath: finished), "a finished record of a run that is over goes")
        }
    }

    @Test func aRecordWhoseProcessIdWasReusedIsReplayedAsAbandoned() throws {
        try withTemporaryFolder { folder in
            let base = folder + "/.in-flight/reference.json"
            // Named after this test process, but written long before it started: its id was reused.
            let record = InFlightRecord(seed: 7, index: 3, sequenceSeed: 9, finished: false)
            let store = InFlightRecord.Store(path: base, processIdentifier: getpid())
            store.save(record)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: store.path)
            let found = InFlightRecord.Store(path: base, processIdentifier: Int32.max - 3).abandoned()
            #expect(found.map(\.path) == [store.path])
            #expect(found.first?.record == record)
        }
    }
}
