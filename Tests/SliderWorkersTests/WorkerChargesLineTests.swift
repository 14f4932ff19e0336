import Foundation
import SliderEngine
import SliderSpec
import SliderTestFixtures
import Testing

/// A fuzz worker's sequence line (`s <position> <operations> <occurrences> <charges>`) carries
/// the rules a later occurrence of a failure charged that the failure did not stand for yet, so
/// a parallel run stands for the same rules as a run in one process (`Counterexample.alsoCharged`).
@MainActor
struct WorkerChargesLineTests {
    @Test func aWorkersSequenceLinesCarryTheRulesLaterOccurrencesChargedAsARunInOneProcessCharges() throws {
        let sequences = 400
        // Under uikit-observed the snap is pinned: an adjustment by 0.06 that lands near an end
        // charges `accessibility.adjustment-snap` beside the increment, one away from it does not.
        let lines = try ServedWorker.lines(
            SixHundredthsStepSlider.self, sequences: sequences, profile: .uikitObserved, commands: "k - []\nr 0 \(sequences)\nq\n")
        var sent: [[RuleID]] = []
        var laterCharges = 0
        for line in lines {
            if line.hasPrefix("c ") {
                let counterexample = try JSONDecoder().decode(Counterexample.self, from: Data(line.dropFirst(2).utf8))
                sent.append(counterexample.chargedRules)
            } else if line.hasPrefix("s ") {
                let fields = line.split(separator: " ")
                try #require(fields.count == 5, "\(line)")
                guard fields[4] != "-" else { continue }
                for pair in fields[4].split(separator: ",") {
                    let parts = pair.split(separator: ":").compactMap { Int($0) }
                    try #require(parts.count == 2 && parts[0] < sent.count && parts[1] < RuleCatalogue.rules.count, "\(line)")
                    sent[parts[0]].append(RuleCatalogue.rules[parts[1]].id)
                    laterCharges += 1
                }
            }
        }
        let configuration = FuzzConfiguration(seed: 2026, sequences: sequences, profile: .uikitObserved)
        let report = Fuzzer(SixHundredthsStepSlider.self, name: "subject", configuration: configuration).run()
        #expect(laterCharges > 0, "no later occurrence charged a rule afresh: the run proves nothing")
        #expect(sent.map(Set.init) == report.counterexamples.map { Set($0.chargedRules) })
    }
}
