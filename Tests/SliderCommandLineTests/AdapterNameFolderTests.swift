import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// Every adapter's name maps to a visible corpus folder of its own: a name that begins with a dot
/// (`.git`, `.in-flight`, `../../x`) is never a hidden folder no run reads, and a child that names
/// itself as one of the executable's own implementations is refused before anything is saved
/// under that implementation's folder.
@MainActor
@Suite("adapter names map to visible folders of their own", .serialized)
struct AdapterNameFolderTests {
    @Test(arguments: [".git", ".in-flight", ".hidden", "../../../escaped", ".", "..", ""])
    func aNameThatWouldBeHiddenGetsAVisibleFolder(_ name: String) {
        let folder = CorpusEntry.safeFileNameComponent(name)
        #expect(!folder.hasPrefix("."), "\(name) → \(folder)")
        #expect(!folder.isEmpty && !folder.contains("/"))
    }

    @Test func anEntryOfADotNamedAdapterIsSavedWhereTheNextRunReadsIt() throws {
        try TemporaryFolder.with("adapter-names") { corpus in
            let observation = ReferenceSlider().observation(readings: Profile.documented.readings)
            let entry = CorpusEntry(
                implementation: ".git", profile: Profile.documented.id, rule: .valueStoresInRange, field: "value",
                statement: "", operations: [.setValue(0.5)], expected: observation, observed: observation)
            let path = try CorpusStore.write(entry, into: corpus)
            #expect(!path.contains("/.git/"), "\(path)")
            let loaded = CorpusStore.load(from: [corpus], implementation: ".git")
            #expect(loaded.entries.map(\.path) == [path])
        }
    }

    @Test(arguments: ["fuzz", "replay", "corpus"])
    func aChildNamedAsABundledImplementationIsRefused(_ command: String) throws {
        try TemporaryFolder.with("adapter-names") { folder in
            let child = try PythonChild.write(in: folder, implementation: "'reference'")
            let exec = "\(PythonChild.python) \(child)"
            // Replay starts the child only when there is an entry to replay.
            let observation = ReferenceSlider().observation(readings: Profile.documented.readings)
            try CorpusStore.write(
                CorpusEntry(
                    implementation: "adapter", profile: Profile.documented.id, rule: .valueStoresInRange, field: "value",
                    statement: "", operations: [.setValue(0.5)], expected: observation, observed: observation),
                into: folder + "/saved")
            let arguments: [String] = switch command {
            case "fuzz": ["fuzz", "--exec", exec, "--sequences", "5", "--corpus", folder + "/corpus"]
            case "replay": ["replay", "--exec", exec, folder + "/saved"]
            default: ["corpus", "prune", "--exec", exec, "--corpus", folder]
            }
            let result = InProcessCommand.run(arguments)
            #expect(result.status == 2, "\(command): \(result.output.standardOutput)")
            #expect(result.output.standardError.contains("names itself 'reference'"), "\(result.output.standardError)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/corpus/reference"))
        }
    }
}
