import Foundation
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// A pipeline guesses on past the next sequence into the ones after it, so the child always has
/// a whole window of requests to answer, not only the rest of one sequence and the next.
@MainActor
@Suite("Pipeline horizon: guesses reach past the next sequence", .serialized)
struct PipelineHorizonTests {
    /// A pipeline 64 deep to the example adapter, and the seeds of the first `sequences`
    /// sequences of seed 2026, drawn from the operations the adapter supports.
    private func pipeline(sequences: Int) throws -> (connection: ProcessConnection, pipeline: SequencePipeline, seeds: [UInt64]) {
        let connection = try ProcessConnection(
            command: "\(PythonChild.python) \(PythonChild.root)/Examples/python/slider_adapter.py", timeout: 5,
            profile: Profile.documented.id, depth: 64)
        var configuration = FuzzConfiguration(seed: 2026, sequences: sequences)
        let unsupported = Set(connection.handshake.unsupported)
        configuration.generator.kinds = SliderOperationKind.allCases.filter { !unsupported.contains($0) }
        let pipeline = SequencePipeline(connection: connection, profile: configuration.profile, generator: OperationGenerator(options: configuration.generator))
        return (connection, pipeline, (0..<sequences).map(configuration.sequenceSeed))
    }

    @Test func theWindowIsFilledFromTheSequencesAfterTheNext() throws {
        let (connection, pipeline, seeds) = try pipeline(sequences: 20)
        defer { connection.close() }
        let run = try #require(pipeline.run(seed: seeds[0], upcoming: Array(seeds[1...])))
        #expect(run.divergences.isEmpty)
        // Twenty sequences of about 18 operations: far more than a window's worth are guessed, so
        // the window is full but for the answer just taken.
        #expect(connection.outstandingRequests >= connection.window - 1)
        // Every sequence after it still checks the same through the requests sent ahead.
        for (position, seed) in seeds.enumerated().dropFirst() {
            let next = try #require(pipeline.run(seed: seed, upcoming: Array(seeds[(position + 1)...])), "sequence \(position)")
            #expect(next.divergences.isEmpty)
        }
        #expect(connection.sequencesRerun == 0)
    }

    @Test func aFuzzRunGuessesIntoTheSequencesItRunsNext() throws {
        // The fuzzer hands its pipeline the seeds of the sequences that follow the running one
        // (`Fuzzer.upcomingSeeds`): a wrong seed would send guesses that do not match, whose
        // answers are read and thrown away. Right ones are each the answer a check needs.
        let (connection, _, _) = try pipeline(sequences: 0)
        defer { connection.close() }
        var configuration = FuzzConfiguration(seed: 2026, sequences: 40)
        let unsupported = Set(connection.handshake.unsupported)
        configuration.generator.kinds = SliderOperationKind.allCases.filter { !unsupported.contains($0) }
        connection.answerRecording = []
        let report = Fuzzer(connection.implementation(), configuration: configuration).run()
        #expect(report.sequences == 40)
        #expect(report.counterexamples.isEmpty)
        #expect(connection.sequencesRerun == 0)
        // One answer for each sequence's create and one for each operation checked.
        let answers = connection.answerRecording?.filter { $0 == UInt8(ascii: "\n") }.count
        #expect(answers == report.sequences + report.operations)
    }

    @Test func oneSequenceAheadStopsTheGuessAtTheNextSequence() throws {
        let (connection, pipeline, seeds) = try pipeline(sequences: 3)
        defer { connection.close() }
        _ = try #require(pipeline.run(seed: seeds[0], next: seeds[1]))
        // Only the next sequence is guessed: its create and operations, fewer than a window.
        #expect(connection.outstandingRequests < connection.window - 1)
    }
}
