import Foundation
import SliderEngine
import SliderSpec
import Testing

/// A fuzz worker's `a <counts> <diverged>` line (its numbers written digit by digit) carries the
/// steps each rule decided, by catalogue position, exactly as a run in one process counts them.
@MainActor
struct WorkerCountsLineTests {
    @Test func theCountsLineCarriesEveryRulesStepsAsARunInOneProcessCountsThem() throws {
        let sequences = 300
        let lines = try ServedWorker.lines(ReferenceImplementation.self, sequences: sequences, commands: "k - []\nr 0 \(sequences)\nq\n")
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
