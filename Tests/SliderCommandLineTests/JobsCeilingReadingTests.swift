@testable import SliderCLI
import Testing

/// `bench`'s reading of `--jobs` against the machine's ceiling, round by round: what the machine
/// charges any two processes at once is taken out of the suite's overhead, and the median counts.
@MainActor
struct JobsCeilingReadingTests {
    typealias Run = BenchCommand.MachineCeiling.Run
    typealias Round = BenchCommand.MachineCeiling.Round

    /// A round whose lone child takes `alone` seconds and processor seconds, and whose two
    /// children at once take `together` seconds and `togetherCPU` processor seconds.
    func round(alone: Double, together: Double, togetherCPU: Double) -> Round {
        Round(alone: Run(seconds: alone, cpu: alone), together: Run(seconds: together, cpu: togetherCPU))
    }

    @Test func aJobsRunCostingWhatTwoIndependentProcessesCostHasNoOverheadOfItsOwn() {
        // The machine gives 1.6× and charges each process 20% more when two run at once; --jobs
        // does exactly as well: 1.6× and 20% more processor time than the run in this process.
        let ceiling = BenchCommand.MachineCeiling(count: 2, rounds: [round(alone: 2, together: 2.5, togetherCPU: 4.8)])
        let lines = BenchCommand.ceilingLines(ceiling, reference: [(one: 2, oneCPU: 2, many: 1.25, manyCPU: 2.4)])
        #expect(lines.contains("median of 1): 1.60× the throughput"))
        #expect(lines.contains("each taking +20.0% processor time"))
        #expect(lines.contains("1.60×, 100% of the ceiling (target ≥ 95%, 1.90× on 2 processors that share nothing): met"))
        #expect(lines.contains("processor time +20.0% beyond the run in this process, +0.0% beyond the ceiling's"))
        #expect(lines.contains("the suite's own overhead (target < 5%): met ("))
    }

    @Test func theSuitesOwnOverheadIsWhatItCostsBeyondTheCeilingsRunsOfTheSameRound() {
        // The machine charges 10%; --jobs costs 21% more than this process: 10% is its own.
        let ceiling = BenchCommand.MachineCeiling(count: 2, rounds: [round(alone: 2, together: 2, togetherCPU: 4.4)])
        let lines = BenchCommand.ceilingLines(ceiling, reference: [(one: 2, oneCPU: 2, many: 1.1, manyCPU: 2.42)])
        #expect(lines.contains("+21.0% beyond the run in this process, +10.0% beyond the ceiling's"))
        #expect(lines.contains("(target < 5%): missed"))
        #expect(lines.contains("1.82×, 91% of the ceiling"))
        #expect(lines.contains("of the ceiling (target ≥ 95%, 1.90× on 2 processors that share nothing): missed"))
    }

    @Test func eachRoundIsReadAgainstItsOwnCeilingAndTheMedianCounts() {
        // Round 2 came in a slow phase for both runs alike; round 3's jobs run was disturbed alone.
        let ceiling = BenchCommand.MachineCeiling(count: 2, rounds: [
            round(alone: 2, together: 2, togetherCPU: 4), round(alone: 2, together: 4, togetherCPU: 8), round(alone: 2, together: 2, togetherCPU: 4),
        ])
        let lines = BenchCommand.ceilingLines(ceiling, reference: [
            (one: 2, oneCPU: 2, many: 1.02, manyCPU: 2.04), (one: 2, oneCPU: 2, many: 2.04, manyCPU: 4.08), (one: 2, oneCPU: 2, many: 1.6, manyCPU: 3.2),
        ])
        #expect(lines.contains("median of 3): 2.00× the throughput (rounds 1.00×–2.00×)"))
        // Shares 98%, 98% and 62.5%; overheads beyond the ceiling 2%, 2% and 60%.
        #expect(lines.contains(", 98% of the ceiling"))
        #expect(lines.contains("+2.0% beyond the ceiling's"))
        #expect(lines.contains("(target < 5%): met"))
    }
}
