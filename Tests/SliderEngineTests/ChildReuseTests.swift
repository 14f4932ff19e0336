import Foundation
import SliderEngine
import SliderSpec
import SliderWire
import Testing

/// One child serves a whole run: every sequence and every shrinking attempt starts on a fresh
/// slider of the child that runs, and a child is started again only to confirm each final
/// counterexample from a fresh start. A child that declares `"reusable": false` gets a fresh
/// child for every slider, and the report is the same, byte for byte.
@MainActor
@Suite("one child serves many sequences", .serialized)
struct ChildReuseTests {
    /// The fixture: the Python example's slider with ten planted bugs, slow to start.
    static let adapter = PythonChild.root + "/Examples/python/planted_bugs_adapter.py"

    /// A fuzz run of `command` through the engine, as JSON, and how many children it started.
    private func run(_ command: String, sequences: Int) throws -> (report: FuzzReport, json: Data, children: Int) {
        let connection = try ProcessConnection(command: command, timeout: 5, profile: Profile.documented.id)
        defer { connection.close() }
        var configuration = FuzzConfiguration(seed: 23, sequences: sequences, shrinkLimits: ShrinkLimits(maxAttempts: 25))
        let unsupported = Set(connection.handshake.unsupported)
        configuration.generator.kinds = SliderOperationKind.allCases.filter { !unsupported.contains($0) }
        let report = Fuzzer(connection.implementation(), configuration: configuration).run()
        return (report, try SliderJSON.encoder().encode(report), connection.childrenStarted)
    }

    @Test func aSlowStartingChildServesTheWholeRunAndReportsWhatAFreshChildPerSliderReports() throws {
        let reused = try run("\(PythonChild.python) \(Self.adapter) --start-delay 1", sequences: 16)
        let failures = reused.report.counterexamples.count
        #expect(failures >= 5, "the planted bugs are found: \(reused.report.counterexamples.map(\.identity))")
        #expect(reused.report.counterexamples.allSatisfy { !$0.dependsOnEarlierInstances })
        // The first child, and one fresh start to confirm each counterexample.
        #expect(reused.children <= failures + 1, "\(reused.children) children for \(failures) failures")
        let fresh = try run("\(PythonChild.python) \(Self.adapter) --start-delay 0 --not-reusable", sequences: 16)
        #expect(fresh.children > 16, "a child that cannot be reused gets one per slider")
        #expect(String(decoding: fresh.json, as: UTF8.self) == String(decoding: reused.json, as: UTF8.self))
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-reuse-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }
}
