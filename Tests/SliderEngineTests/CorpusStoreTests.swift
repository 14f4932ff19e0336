import Foundation
import SliderEngine
import SliderSpec
import SliderWire
import Testing

/// The corpus: round trips, atomic idempotent writes, and one clear problem per bad file.
@Suite struct CorpusStoreTests {
    static let operations: [SliderOperation] = [
        .setMaximumValue(10), .setValue(.nan), .setValueAnimated(-.infinity, animated: true),
        .setImage(.thumb, ImageToken("image-1"), for: [.highlighted, .selected]), .setTintColor(.minimumTrack, nil),
        .setAccessibilityLabel("a/b \"quoted\""), .loadFromInterfaceBuilder(InterfaceBuilderAttributes(maximum: 5)),
        .accessibilityIncrement,
    ]

    static func entry(implementation: String = "SampleSlider", operations: [SliderOperation] = operations) -> CorpusEntry {
        let expected = ReferenceSlider().observation(readings: Profile.documented.readings, events: [.valueChanged(0.5)])
        var observed = expected
        observed.value = .nan
        observed.events = []
        return CorpusEntry(
            implementation: implementation, profile: Profile.documented.id, rule: .valueNotANumber, field: "value",
            statement: "Setting value to NaN follows one of the allowed readings.", operations: operations,
            expected: expected, observed: observed, seed: "0x2a", note: nil)
    }

    /// Runs `body` with a fresh, empty folder that is removed afterwards.
    func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    /// The entry's JSON as a dictionary, changed by `change`, written to `path`.
    func writeVariant(of entry: CorpusEntry, to path: String, _ change: (inout [String: Any]) -> Void) throws {
        let data = try SliderJSON.encoder().encode(entry)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        change(&object)
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    }

    @Test func writeThenLoadGivesTheSameEntry() throws {
        try withTemporaryFolder { folder in
            let entry = Self.entry()
            let path = try CorpusStore.write(entry, into: folder)
            #expect(path == folder + "/SampleSlider/" + entry.fileName)
            let loaded = CorpusStore.load(from: [folder], implementation: nil)
            #expect(loaded.problems.isEmpty)
            #expect(loaded.entries.count == 1)
            #expect(loaded.entries.first?.path == path)
            #expect(loaded.entries.first?.entry == entry)
            #expect(loaded.entries.first?.entry.identity == FailureIdentity(rule: .valueNotANumber, field: "value"))
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasSuffix("}\n"))
            #expect(text.contains("\"nan\""))
        }
    }

    @Test func theCauseOfAFailureIsSavedAndLoadedWithTheEntry() throws {
        try withTemporaryFolder { folder in
            var entry = Self.entry()
            entry.cause = .setValue
            let path = try CorpusStore.write(entry, into: folder)
            let loaded = try #require(CorpusStore.load(from: [folder], implementation: nil).entries.first)
            #expect(loaded.entry.identity == FailureIdentity(rule: .valueNotANumber, field: "value", cause: .setValue))
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#""cause":"setValue""#)
                || String(contentsOfFile: path, encoding: .utf8).contains(#""cause" : "setValue""#))
        }
    }

    @Test func fileNameIsStableAndDependsOnlyOnRuleAndOperations() {
        let entry = Self.entry()
        // Pinned: a change to the canonical encoding or the hash renames every saved entry.
        #expect(entry.fileName == "value.not-a-number--154ed134.json")
        var other = Self.entry(implementation: "Other")
        other.note = "a note"
        other.seed = nil
        #expect(other.fileName == entry.fileName)
        #expect(Self.entry(operations: [.setValue(1)]).fileName != entry.fileName)
        #expect(Self.entry(operations: []).fileName.wholeMatch(of: /value\.not-a-number--[0-9a-f]{8}\.json/) != nil)
    }

    @Test func writingTwiceIsIdempotentAndLeavesNoTemporaryFiles() throws {
        try withTemporaryFolder { folder in
            let entry = Self.entry()
            let first = try CorpusStore.write(entry, into: folder)
            let firstData = try Data(contentsOf: URL(fileURLWithPath: first))
            let second = try CorpusStore.write(entry, into: folder)
            #expect(first == second)
            #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == firstData)
            var changed = entry
            changed.note = "replaced"
            #expect(try CorpusStore.write(changed, into: folder) == first)
            let contents = try FileManager.default.contentsOfDirectory(atPath: folder + "/SampleSlider")
            #expect(contents == [entry.fileName])
            #expect(CorpusStore.load(from: [folder], implementation: nil).entries.map(\.entry.note) == ["replaced"])
        }
    }

    @Test func corruptJSONIsOneProblemAndOtherEntriesStillLoad() throws {
        try withTemporaryFolder { folder in
            let good = try CorpusStore.write(Self.entry(), into: folder)
            let broken = folder + "/SampleSlider/broken.json"
            try Data("{\"format\": 1,\n  \"implementation\": }".utf8).write(to: URL(fileURLWithPath: broken))
            let loaded = CorpusStore.load(from: [folder], implementation: "SampleSlider")
            #expect(loaded.entries.map(\.path) == [good])
            #expect(loaded.problems.count == 1)
            let problem = try #require(loaded.problems.first)
            #expect(problem.path == broken)
            #expect(problem.message.contains("not valid JSON"))
            #expect(problem.description.hasPrefix(broken + ": "))
        }
    }

    @Test func newerFormatSaysToUpdateTheTool() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/future.json"
            try writeVariant(of: Self.entry(), to: path) { $0["format"] = 2 }
            let loaded = CorpusStore.load(from: [path], implementation: nil)
            #expect(loaded.entries.isEmpty)
            #expect(
                loaded.problems == [
                    CorpusProblem(
                        path: path,
                        message: "written by a newer version of slider-conformance (corpus format 2); this build reads format 1 or older — update the tool"
                    )
                ])
        }
    }

    @Test func newerFormatIsReportedEvenWhenTheRestIsUnreadable() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/future.json"
            try Data(#"{"format": 7, "operations": "something new"}"#.utf8).write(to: URL(fileURLWithPath: path))
            let problems = CorpusStore.load(from: [path], implementation: nil).problems
            #expect(problems.count == 1)
            #expect(problems.first?.message.hasPrefix("written by a newer version of slider-conformance (corpus format 7)") == true)
        }
    }

    @Test func missingFormatIsNamed() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/old.json"
            try writeVariant(of: Self.entry(), to: path) { $0["format"] = nil }
            #expect(
                CorpusStore.load(from: [path], implementation: nil).problems == [
                    CorpusProblem(path: path, message: "missing \"format\" (expected a corpus format number such as 1)")
                ])
        }
    }

    @Test func unknownOperationNamesTheOperationAndItsPath() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/fly.json"
            try writeVariant(of: Self.entry(), to: path) { object in
                var operations = object["operations"] as! [[String: Any]]
                operations[0]["op"] = "fly"
                object["operations"] = operations
            }
            let problems = CorpusStore.load(from: [folder], implementation: nil).problems
            #expect(problems.count == 1)
            let message = try #require(problems.first?.message)
            #expect(problems.first?.path == path)
            #expect(message.hasPrefix("at operations[0].op: unknown operation \"fly\"; expected one of: setValue, "))
        }
    }

    @Test func wrongTypesAndMissingKeysSayWhatWasExpected() throws {
        try withTemporaryFolder { folder in
            try writeVariant(of: Self.entry(), to: folder + "/a-type.json") { $0["implementation"] = 3 }
            try writeVariant(of: Self.entry(), to: folder + "/b-missing.json") { $0["rule"] = nil }
            try writeVariant(of: Self.entry(), to: folder + "/c-value.json") { object in
                var operations = object["operations"] as! [[String: Any]]
                operations[1]["value"] = "lots"
                object["operations"] = operations
            }
            try Data(#"[1, 2]"#.utf8).write(to: URL(fileURLWithPath: folder + "/d-array.json"))
            try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: URL(fileURLWithPath: folder + "/e-binary.json"))
            try CorpusStore.write(Self.entry(), into: folder)
            let loaded = CorpusStore.load(from: [folder], implementation: nil)
            #expect(loaded.entries.count == 1)
            let messages = loaded.problems.map { ($0.path as NSString).lastPathComponent + " " + $0.message }
            #expect(messages.count == 5)
            guard messages.count == 5 else { return }
            #expect(messages[0].hasPrefix("a-type.json at implementation: expected to decode String"))
            #expect(messages[1] == "b-missing.json at the top level: missing \"rule\"")
            #expect(messages[2].hasPrefix("c-value.json at operations[1].value: expected a number, \"nan\", \"inf\" or \"-inf\", found \"lots\""))
            #expect(messages[3].hasPrefix("d-array.json at the top level: expected to decode Dictionary"))
            #expect(messages[4] == "e-binary.json not UTF-8 text (expected a UTF-8 JSON corpus entry)")
        }
    }

    @Test func implementationFilterSkipsOtherImplementationsSilently() throws {
        try withTemporaryFolder { folder in
            try CorpusStore.write(Self.entry(implementation: "A"), into: folder)
            try CorpusStore.write(Self.entry(implementation: "B"), into: folder)
            let onlyA = CorpusStore.load(from: [folder], implementation: "A")
            #expect(onlyA.problems.isEmpty)
            #expect(onlyA.entries.map(\.entry.implementation) == ["A"])
            #expect(CorpusStore.load(from: [folder], implementation: "C").entries.isEmpty)
            #expect(CorpusStore.load(from: [folder], implementation: nil).entries.map(\.entry.implementation) == ["A", "B"])
        }
    }

    @Test func nonexistentPathIsAProblemAndAnEmptyFolderIsFine() throws {
        try withTemporaryFolder { folder in
            let missing = folder + "/nowhere"
            let empty = folder + "/empty"
            try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
            let loaded = CorpusStore.load(from: [missing, empty], implementation: nil)
            #expect(loaded.entries.isEmpty)
            #expect(loaded.problems == [CorpusProblem(path: missing, message: "no such file or folder")])
        }
    }

    @Test func foldersAreSearchedRecursivelyInSortedOrder() throws {
        try withTemporaryFolder { folder in
            let operations: [[SliderOperation]] = [[.setValue(0.25)], [.setValue(0.5)], [.setEnabled(false)]]
            var written: [String] = []
            for (index, ops) in operations.enumerated() {
                written.append(try CorpusStore.write(Self.entry(operations: ops), into: folder + "/nested/level\(index % 2)"))
            }
            try Data("ignored".utf8).write(to: URL(fileURLWithPath: folder + "/nested/readme.txt"))
            try Data("ignored".utf8).write(to: URL(fileURLWithPath: folder + "/nested/.hidden.json"))
            let loaded = CorpusStore.load(from: [folder, written[0]], implementation: nil)
            #expect(loaded.problems.isEmpty)
            #expect(loaded.entries.map(\.path) == written.sorted())
        }
    }

    @Test func describeRendersCodingPaths() throws {
        let data = Data(#"{"operations": [{"op": "setValue", "value": 1}, {"op": "setEnabled"}]}"#.utf8)
        struct Holder: Decodable { let operations: [SliderOperation] }
        do {
            _ = try SliderJSON.decoder().decode(Holder.self, from: data)
            Issue.record("decoding should fail")
        } catch let error as DecodingError {
            #expect(SliderJSON.describe(error) == "at operations[1]: missing \"value\"")
        }
    }
}

/// Implementation names too long for a file name (issue 24).
extension CorpusStoreTests {
    @Test(arguments: [238, 300, 1000])
    func aLongImplementationNameKeepsItsCorpusAndExpectationsUsable(length: Int) throws {
        let name = String(repeating: "é", count: length / 2) + String(repeating: "n", count: length - length / 2)
        try withTemporaryFolder { folder in
            let path = try CorpusStore.write(Self.entry(implementation: name), into: folder)
            let loaded = CorpusStore.load(from: [folder], implementation: name)
            #expect(loaded.problems.isEmpty, "\(loaded.problems)")
            #expect(loaded.entries.map(\.path) == [path])
            #expect(try Expectations.load(corpus: folder, implementation: name) == nil, "no file is not a problem")
            let expectations = Expectations(implementation: name, expected: [.init(rule: "value.not-a-number", outcome: "FAIL")])
            try SliderJSON.encoder().encode(expectations)
                .write(to: URL(fileURLWithPath: Expectations.path(corpus: folder, implementation: name)))
            #expect(try Expectations.load(corpus: folder, implementation: name) == expectations)
        }
    }

    @Test func longNamesAreCutWithAStableHashAndShortNamesAreUnchanged() {
        let short = String(repeating: "a", count: CorpusEntry.maximumFileNameComponentBytes)
        #expect(CorpusEntry.safeFileNameComponent(short) == short)
        #expect(CorpusEntry.safeFileNameComponent("Sample/Slider") == "Sample_Slider")
        let long = String(repeating: "a", count: 400)
        let cut = CorpusEntry.safeFileNameComponent(long)
        #expect(cut.utf8.count <= CorpusEntry.maximumFileNameComponentBytes)
        #expect(cut == CorpusEntry.safeFileNameComponent(long), "the same name always gets the same file name")
        #expect(cut != CorpusEntry.safeFileNameComponent(long + "b"), "names that differ after the cut stay distinct")
        #expect(cut.hasPrefix(String(repeating: "a", count: 200)))
    }
}

/// A corpus folder that cannot be read (issue 24).
extension CorpusStoreTests {
    @Test func anUnreadableFolderIsOneProblemAndTheRestOfTheCorpusStillLoads() throws {
        try withTemporaryFolder { folder in
            let kept = try CorpusStore.write(Self.entry(implementation: "Kept"), into: folder)
            try CorpusStore.write(Self.entry(implementation: "Locked"), into: folder)
            let locked = folder + "/Locked"
            // Root reads any folder, so the listing is what refuses, as `chmod 000` would for a user.
            let loaded = CorpusStore.load(from: [folder], implementation: nil) { path in
                if path == locked { throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path]) }
                return try FileManager.default.contentsOfDirectory(atPath: path)
            }
            #expect(loaded.entries.map(\.path) == [kept])
            #expect(loaded.problems.map(\.path) == [locked])
            #expect(loaded.problems.first?.message.contains("cannot list the folder") == true, "\(loaded.problems)")
        }
    }

    @Test func aCorpusEntryRecordsTheVersionsAndOneWithoutThemStillLoads() throws {
        let entry = CorpusStoreTests.entry()
        #expect(entry.versions == .current)
        let data = try SliderJSON.encoder().encode(entry)
        #expect(String(decoding: data, as: UTF8.self).contains(#""spec" : "\#(SuiteVersions.current.spec)""#))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["versions"] = nil
        let old = try SliderJSON.decoder().decode(CorpusEntry.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.versions == nil && old.operations == entry.operations && old.rule == entry.rule)
    }
}
