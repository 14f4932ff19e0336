import Foundation
import SliderEngine
import SliderReports
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// One child serves a whole run: every sequence and every shrinking attempt starts on a fresh
/// slider of the child that runs, and a second child, started once, confirms every final
/// counterexample in turn (issue 42, item 3). A child that declares `"reusable": false` gets a
/// fresh child for every slider, and the report is the same, byte for byte.
@MainActor
@Suite("one child serves many sequences", .serialized)
struct ChildReuseTests {
    /// The fixture: the Python example's slider with ten planted bugs, slow to start.
    static let adapter = PythonChild.root + "/Examples/python/planted_bugs_adapter.py"

    @Test func aSlowStartingChildServesTheWholeRunAndReportsWhatAFreshChildPerSliderReports() async throws {
        // Four sequences find five of the planted bugs; without reuse they start 90 children.
        let sequences = 4
        let reused = try await launched("\(PythonChild.python) \(Self.adapter) --start-delay 1", sequences: sequences)
        let failures = reused.report.counterexamples.count
        #expect(failures >= 5, "the planted bugs are found: \(reused.report.counterexamples.map(\.identity))")
        #expect(reused.report.counterexamples.allSatisfy { !$0.dependsOnEarlierInstances })
        // The run's own child, and the one that confirms every counterexample.
        #expect(reused.children == 2, "\(reused.children) children for \(failures) failures")
        let fresh = try await launched("\(PythonChild.python) \(Self.adapter) --start-delay 0 --not-reusable", sequences: sequences)
        #expect(fresh.children > sequences, "a child that cannot be reused gets one per slider")
        #expect(fresh.json == reused.json)
    }

    /// A fuzz run of `command` (seed 23, at most 5 shrinking attempts a failure: without reuse each is a child of its own) by the built
    /// command line in a process of its own, so its children's start-up delays hold no test on
    /// the main actor: its JSON report, and how many children it started, as the fixture counts them.
    private func launched(_ command: String, sequences: Int) async throws -> (report: FuzzReport, json: String, children: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-reuse-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let starts = folder + "/starts.log"
        let result = try await LaunchedCommand.run(
            ["fuzz", "--exec", command, "--timeout", "5", "--seed", "23", "--sequences", "\(sequences)", "--shrink-attempts", "5",
             "--format", "json", "--jobs", "1", "--no-save", "--corpus", folder + "/corpus"],
            environment: ["PLANTED_BUGS_START_LOG": starts])
        // The command line is in the report (its snippets pipe into it): the same for both runs here.
        let json = result.output.standardOutput.replacingOccurrences(of: command, with: "COMMAND")
        let report = try #require(try MatrixInput.reports(in: Data(json.utf8), path: "standard output").first, "\(result.output.standardError)")
        let children = (try? String(contentsOfFile: starts, encoding: .utf8))?.split(separator: "\n").count ?? 0
        return (report, json, children)
    }

    @Test func aHandshakeWhoseReusableIsNotABooleanIsRefused() throws {
        let hello = #"{"type":"hello","protocol":1,"implementation":"odd","profiles":["documented"],"reusable":"no"}"#
        try withTemporaryFolder { folder in
            let child = try PythonChild.write(in: folder, handshake: hello)
            #expect(throws: ProcessConnection.LaunchError.self) {
                _ = try ProcessConnection(command: "\(PythonChild.python) \(child)", profile: "documented")
            }
        }
    }

    /// Runs `body` with a fresh, empty folder that is removed afterwards.
    private func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        try TemporaryFolder.with("child-reuse", body)
    }
}
