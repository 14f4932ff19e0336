import Foundation
import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// A fuzz worker sends consecutive sequences that found nothing new and no known failure again
/// as one `b <from> <to> <operations>` line, so its parent merges a chunk with one line instead
/// of one per sequence; a sequence with a failure still goes alone, between such runs.
@MainActor
struct WorkerQuietRunTests {
    /// The operations an in-process run of the first `sequences` checks.
    private func operations<S: SliderUnderTest>(_ type: S.Type, sequences: Int) -> Int {
        Fuzzer(type, name: "subject", configuration: FuzzConfiguration(seed: 2026, sequences: sequences)).run().operations
    }

    @Test func aChunkOfConformingSequencesGoesAsOneLine() throws {
        let lines = try ServedWorker.lines(ReferenceImplementation.self, sequences: 16, commands: "k - []\nr 0 16\nq\n")
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first == "b 0 16 \(operations(ReferenceImplementation.self, sequences: 16))")
        #expect(lines.dropFirst().first?.hasPrefix("a ") == true)
        #expect(lines.last == "end")
    }

    @Test func aSequenceWithANewFailureGoesAloneBetweenRunsOfQuietOnes() throws {
        let total = 64
        let lines = try ServedWorker.lines(ForgetsToPullValueDown.self, sequences: total, commands: "k - []\nr 0 \(total)\nq\n")
        // Every position is covered once, in order, by `b` runs and single `s` lines.
        var covered = 0
        var checked = 0
        var singles = 0
        var lastWasQuiet = false
        for line in lines {
            let fields = line.split(separator: " ")
            switch fields.first {
            case "b":
                let from = try #require(Int(fields[1])), to = try #require(Int(fields[2]))
                #expect(from == covered && to > from, "\(line)")
                #expect(!lastWasQuiet, "two quiet runs in a row: \(lines)")
                covered = to
                checked += try #require(Int(fields[3]))
                lastWasQuiet = true
            case "s":
                #expect(Int(fields[1]) == covered, "\(line)")
                covered += 1
                checked += try #require(Int(fields[2]))
                singles += 1
                lastWasQuiet = false
            default:
                continue
            }
        }
        #expect(covered == total)
        #expect(checked == operations(ForgetsToPullValueDown.self, sequences: total))
        #expect(singles >= 1, "the slider fails somewhere in \(total) sequences: \(lines)")
        #expect(lines.contains { $0.hasPrefix("b ") })
        #expect(lines.last == "end")
    }
}
