import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// A child whose bug shows only in the first slider it serves: every saved entry fails when it is
/// replayed alone, and passes in a child that served another slider first. `corpus prune --exec`
/// and `replay --exec` replay entries through one reused child, so each entry that passes there
/// is replayed again in a fresh child before it is called passing, let alone removed.
@MainActor
@Suite("prune and replay confirm a passing entry in a fresh child", .serialized)
struct FreshChildPruneTests {
    /// The child: the example adapter, except that the first slider of each process steps 0.05 too
    /// far on `accessibilityIncrement`.
    private func child(in folder: String) throws -> String {
        try PythonChild.write(
            in: folder, onStart: "creates = 0", onCreate: "creates += 1",
            fault: "creates == 1 and setattr(slider, 'value', slider.value + 0.05)")
    }

    /// The entry `operations` make on a fresh child, which fails there.
    private func entry(_ operations: [SliderOperation], command: String) throws -> CorpusEntry {
        let connection = try ProcessConnection(command: command, timeout: 5, profile: "documented")
        defer { connection.close() }
        let result = SequenceCheck.run(connection.implementation(), operations, profile: .documented, stopAtFirst: false)
        let violation = try #require(result.violation, "\(operations) should fail in a fresh child")
        return CorpusEntry(
            implementation: "faulty", profile: Profile.documented.id, rule: violation.rule, field: violation.field,
            statement: "", operations: operations, expected: violation.expected, observed: violation.observed, cause: violation.cause)
    }

    @Test func pruneKeepsAndReplayReportsEveryEntryThatFailsInAFreshChild() throws {
        try TemporaryFolder.with("fresh-child-prune") { folder in
            let command = "\(PythonChild.python) \(try child(in: folder))"
            let corpus = folder + "/corpus"
            var paths: [String] = []
            for start: Float in [0.1, 0.2, 0.3] {
                paths.append(try CorpusStore.write(try entry([.setValue(start), .accessibilityIncrement], command: command), into: corpus))
            }
            let prune = InProcessCommand.run(["corpus", "prune", "--exec", command, "--corpus", corpus])
            #expect(prune.output.standardOutput.contains("removed 0 passing entries, kept 3 that still fail"), "\(prune.output.standardOutput)")
            #expect(paths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
            let replay = InProcessCommand.run(["replay", "--exec", command, corpus])
            #expect(replay.status == 1, "\(replay.output.standardOutput)")
            #expect(replay.output.standardOutput.contains("3 still fail"), "\(replay.output.standardOutput)")
        }
    }
}
