import Foundation
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// A child that exits after serving some sliders fails only in a child that served others first:
/// a run that pipelines its requests re-runs the sequence one request at a time in a fresh child,
/// where it passes. The crash must be reported all the same, as depending on earlier instances,
/// never hidden by the re-run; and the same run without pipelining reports it too.
@MainActor
@Suite("a crash is never hidden by a pipelined re-run", .serialized)
struct PipelinedCrashTests {
    /// A fuzz run of a child that exits with status 3 on its seventh `create`, through the
    /// pipeline (`depth` 64) or one request at a time (`depth` 1).
    private func run(depth: Int) throws -> FuzzReport {
        var report: FuzzReport?
        try TemporaryFolder.with("pipelined-crash") { folder in
            let child = try PythonChild.write(
                in: folder, onStart: "creates = 0", onCreate: "creates += 1; creates == 7 and os._exit(3)")
            let connection = try ProcessConnection(command: "\(PythonChild.python) \(child)", timeout: 5, profile: "documented", depth: depth)
            defer { connection.close() }
            var configuration = FuzzConfiguration(seed: 5, sequences: 20, profile: .documented)
            configuration.unsupportedKinds = Set(connection.handshake.unsupported)
            configuration.shrinkLimits = ShrinkLimits(maxAttempts: 30)
            report = Fuzzer(connection.implementation(), configuration: configuration).run()
        }
        return try #require(report)
    }

    @Test(arguments: [64, 1])
    func aChildThatExitsOnItsSeventhCreateIsReportedAsACrash(depth: Int) throws {
        let report = try run(depth: depth)
        let crash = report.counterexamples.first { $0.identity.rule == .processCrash }
        #expect(crash != nil, "depth \(depth): \(report.counterexamples.map(\.identity))")
        #expect(!report.conforms)
        #expect(report.verdicts.contains { $0.rule == .processCrash && $0.outcome == .fail })
    }
}
