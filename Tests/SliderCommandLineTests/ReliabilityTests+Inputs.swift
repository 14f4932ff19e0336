import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// Input files that exist but cannot be used: expectations files and corpus entries.
extension ReliabilityTests {
    /// Ways an expectations file can be there and unreadable, each made at a path.
    static let unreadableExpectations: [(String, @Sendable (String) throws -> Void)] = [
        ("is a folder", { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: true) }),
        ("a symbolic link loop", { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: $0) }),
        ("a symbolic link to a missing file", { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: $0 + ".gone") }),
        ("not a regular file", { path in _ = mkfifo(path, 0o600) }),
        ("is about implementation \"sample\", not \"reference\"", { path in
            try Data(#"{"format":1,"implementation":"sample","expected":[]}"#.utf8).write(to: URL(fileURLWithPath: path))
        }),
    ]

    @Test func anExpectationsFileThatCannotBeReadIsExitTwoNamingIt() throws {
        for (reason, make) in Self.unreadableExpectations {
            try withTemporaryFolder { folder in
                let corpus = folder + "/Corpus"
                try FileManager.default.createDirectory(atPath: corpus, withIntermediateDirectories: true)
                let file = corpus + "/reference.expectations.json"
                try make(file)
                let result = quickFuzz(folder, [])
                #expect(result.status == 2, "\(reason): \(result.output.standardError)")
                #expect(result.output.standardError.contains(file), "\(reason): \(result.output.standardError)")
                #expect(result.output.standardError.contains(reason), "\(result.output.standardError)")
            }
        }
    }

    @Test func aCorpusEntryWithNonFiniteBoundsIsAProblemNamingTheField() throws {
        try withTemporaryFolder { folder in
            let observation = ReferenceSlider().observation(readings: Profile.documented.readings)
            for (name, width, height) in [("nan", Double.nan, 40.0), ("inf", 100.0, Double.infinity)] {
                let entry = CorpusEntry(
                    implementation: "sample", profile: Profile.documented.id, rule: .valueStoresInRange, field: "value",
                    statement: "", operations: [.setValue(0.5), .setBounds(width: width, height: height)],
                    expected: observation, observed: observation)
                try SliderJSON.encoder().encode(entry).write(to: URL(fileURLWithPath: folder + "/\(name).json"))
            }
            let loaded = CorpusStore.load(from: [folder], implementation: nil)
            #expect(loaded.entries.isEmpty)
            let messages = loaded.problems.map(\.description).sorted()
            #expect(messages.count == 2)
            #expect(messages.first?.contains("inf.json: at operations[1].height: expected a finite number") == true, "\(messages)")
            #expect(messages.last?.contains("nan.json: at operations[1].width: expected a finite number") == true, "\(messages)")
        }
    }
}

/// Corpus folders with entries that lead nowhere or name what does not exist.
extension ReliabilityTests {
    @Test func danglingLinksAndLinkLoopsInTheCorpusAreReported() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/gone.json", withDestinationPath: folder + "/nowhere.json")
            try FileManager.default.createSymbolicLink(atPath: folder + "/loop.json", withDestinationPath: folder + "/loop.json")
            let problems = CorpusStore.load(from: [folder], implementation: nil).problems.map(\.description)
            #expect(problems == [
                folder + "/gone.json: cannot read the file: a symbolic link to a missing file",
                folder + "/loop.json: cannot read the file: a symbolic link loop",
            ])
        }
    }

    @Test func aCorpusEntryWithAnUnknownProfileIsReportedByFuzz() throws {
        try withTemporaryFolder { folder in
            let observation = ReferenceSlider().observation(readings: Profile.documented.readings)
            let entry = CorpusEntry(
                implementation: "reference", profile: "no-such-profile", rule: .valueStoresInRange, field: "value",
                statement: "", operations: [.setValue(0.5)], expected: observation, observed: observation)
            let path = try CorpusStore.write(entry, into: folder + "/Corpus")
            let result = run(["fuzz", "--implementation", "reference", "--sequences", "3", "--no-save", "--corpus", folder + "/Corpus"])
            #expect(result.status == 2)
            #expect(result.output.standardOutput.contains("\(path): names profile 'no-such-profile', which is unknown"),
                    "\(result.output.standardOutput)")
        }
    }

    /// Violations outrank a corpus problem (exit 1, as in `replay`); both are reported.
    @Test func violationsAndACorpusProblemExitOneAndReportBoth() throws {
        try withTemporaryFolder { folder in
            let observation = ReferenceSlider().observation(readings: Profile.documented.readings)
            let entry = CorpusEntry(
                implementation: "uikit-model", profile: "no-such-profile", rule: .valueStoresInRange, field: "value",
                statement: "", operations: [.setValue(0.5)], expected: observation, observed: observation)
            let path = try CorpusStore.write(entry, into: folder + "/Corpus")
            let arguments = ["fuzz", "--implementation", "uikit-model", "--profile", "documented", "--sequences", "20", "--no-save"]
            let result = run(arguments + ["--corpus", folder + "/Corpus"])
            #expect(result.status == 1)
            #expect(result.output.standardOutput.contains("\(path): names profile 'no-such-profile', which is unknown"),
                    "\(result.output.standardOutput)")
            let clean = run(arguments + ["--corpus", folder + "/Empty"])
            #expect(clean.status == 1, "the violations alone give 1 too")
        }
    }
}

/// In-flight records of runs at the same time, and of runs that ended unfinished.
extension ReliabilityTests {
    @Test func concurrentRunsKeepSeparateInFlightRecordsAndAbandonedOnesAreReplayed() throws {
        try withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            let configuration = FuzzConfiguration(seed: 0, profile: .documented)
            let record = InFlightRecord(seed: 0, index: 0, sequenceSeed: configuration.sequenceSeed(0), finished: false)
            // A run that is still going (pid 1 always runs) and one whose process is gone.
            let running = corpus + "/.in-flight/uikit-model.1.json"
            let gone = corpus + "/.in-flight/uikit-model.\(Int32.max - 1).json"
            InFlightRecord.Store(path: running).save(record)
            InFlightRecord.Store(path: gone).save(record)
            let result = run(["fuzz", "--implementation", "uikit-model", "--profile", "documented", "--sequences", "1", "--corpus", corpus])
            #expect(result.status == 1)
            #expect(result.output.standardOutput.contains("suspected crash of an earlier run: seed 0x0, sequence 0: fails when replayed"))
            #expect(!FileManager.default.fileExists(atPath: gone), "the abandoned record is replayed and removed")
            #expect(InFlightRecord.Store(path: running).unfinished() == record, "a running run's record is left alone")
            let names = try FileManager.default.contentsOfDirectory(atPath: corpus + "/.in-flight")
            #expect(names == ["uikit-model.1.json"], "this run removed its own record: \(names)")
        }
    }
}

/// Names the file system holds but Swift strings cannot spell.
extension ReliabilityTests {
    @Test func aCorpusFileWhoseNameIsNotUTF8IsReported() throws {
        try withTemporaryFolder { folder in
            // `bad<0xFF>.json`, created through the C library: a String cannot hold the name.
            let name = Array(folder.utf8) + Array("/bad".utf8) + [0xFF] + Array(".json".utf8) + [0]
            let descriptor = name.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
            }
            #expect(descriptor >= 0)
            close(descriptor)
            let problems = CorpusStore.load(from: [folder], implementation: nil).problems.map(\.description)
            #expect(problems.count == 1)
            #expect(problems.first?.contains("its name is not valid UTF-8") == true, "\(problems)")
        }
    }
}
