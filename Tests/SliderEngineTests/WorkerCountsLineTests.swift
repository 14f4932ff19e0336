import Foundation
import SliderEngine
import SliderSpec
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fuzz worker's `a <counts> <diverged>` line (its numbers written digit by digit) carries the
/// steps each rule decided, by catalogue position, exactly as a run in one process counts them.
@MainActor
struct WorkerCountsLineTests {
    /// The lines a worker serving the reference writes for `commands` (after the job line).
    private func served(sequences: Int, commands: String) throws -> [String] {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        try #require(pipe(&input) == 0 && pipe(&output) == 0)
        let bytes = Array(commands.utf8)
        try #require(write(input[1], bytes, bytes.count) == bytes.count)
        close(input[1])
        let configuration = FuzzConfiguration(seed: 2026, sequences: sequences)
        let fuzzer = Fuzzer(ReferenceImplementation.self, name: "reference", configuration: configuration)
        #expect(fuzzer.serveWorker(FuzzWorkerChannel(input: input[0], output: output[1])) == 0)
        close(input[0])
        close(output[1])
        var written: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while case let count = read(output[0], &chunk, chunk.count), count > 0 { written += chunk[..<count] }
        close(output[0])
        return String(decoding: written, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func theCountsLineCarriesEveryRulesStepsAsARunInOneProcessCountsThem() throws {
        let sequences = 300
        let lines = try served(sequences: sequences, commands: "k - []\nr 0 \(sequences)\nq\n")
        let counts = try #require(lines.first { $0.hasPrefix("a ") }).split(separator: " ")
        try #require(counts.count == 3)
        #expect(counts[2] == "-")
        var sent: [RuleID: Int] = [:]
        for pair in counts[1].split(separator: ",") {
            let fields = pair.split(separator: ":")
            try #require(fields.count == 2 && fields.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
            let position = try #require(Int(fields[0]))
            try #require(position < RuleCatalogue.rules.count)
            let count = try #require(Int(fields[1]))
            sent[RuleCatalogue.rules[position].id] = count
        }
        let report = Fuzzer(ReferenceImplementation.self, name: "reference", configuration: FuzzConfiguration(seed: 2026, sequences: sequences)).run()
        let counted = Dictionary(uniqueKeysWithValues: report.ruleCounts.filter { $0.count > 0 }.map { ($0.rule, $0.count) })
        #expect(sent == counted)
        // Numbers of one to four digits and more, so each digit position is written.
        #expect(sent.values.contains { $0 < 10 } && sent.values.contains { $0 >= 1_000 })
    }
}
