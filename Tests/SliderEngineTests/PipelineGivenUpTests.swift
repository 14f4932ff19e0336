import Foundation
import SliderEngine
import SliderReports
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// A pipeline guesses each next operation from the state the reference prefers; past a
/// divergence the check goes on from another state, so an implementation that keeps diverging (a
/// toolkit with many expected deviations) makes it guess wrong again and again, and each wrong
/// guess runs its sequence again one request at a time. When more than a third of a stretch of
/// sequences went so, the run gives the pipeline up and goes on one request at a time: never much
/// slower than without pipelining, and with the same report. A divergence alone does not end
/// the pipelined check of a sequence: it goes on past it, as a serial check does.
@MainActor
@Suite("Pipelining given up when its guesses keep going wrong", .serialized)
struct PipelineGivenUpTests {
    /// The example adapter, except that it never clamps a value into its range, nor moves it
    /// when a limit passes it: a divergence in most sequences, after which the operations drawn
    /// next are mostly those guessed anyway.
    static let neverClamps = """
        a.Slider.clamped = lambda self, value: value
        def stubborn(plain):
            def set_limit(self, limit):
                value = self.value
                plain(self, limit)
                self.value = value
            return set_limit
        a.Slider.set_maximum = stubborn(a.Slider.set_maximum)
        a.Slider.set_minimum = stubborn(a.Slider.set_minimum)
        """

    /// The example adapter, except that its limits never change: values are drawn relative to
    /// the limits, so after a limit is set the ones drawn next are not the ones guessed (from the
    /// limits the reference would have), in nearly every sequence.
    static let ignoresLimits = """
        a.Slider.set_minimum = lambda self, limit: None
        a.Slider.set_maximum = lambda self, limit: None
        """

    /// A fuzz run of the child at `path` with requests `depth` deep: its report, and how many
    /// sequences the pipeline gave back to be run again one request at a time.
    private func run(_ path: String, depth: Int) throws -> (report: FuzzReport, rerun: Int) {
        let connection = try ProcessConnection(command: "\(PythonChild.python) \(path)", timeout: 5, profile: Profile.documented.id, depth: depth)
        defer { connection.close() }
        var configuration = FuzzConfiguration(seed: 7, sequences: 96)
        configuration.shrinkLimits.maxAttempts = 20
        let report = Fuzzer(connection.implementation(), configuration: configuration).run()
        return (report, connection.sequencesRerun)
    }

    @Test func aChildThatDivergesIsPipelinedPastItsDivergencesWithTheSameReport() throws {
        try TemporaryFolder.with("past-divergences") { folder in
            let child = try PythonChild.write(in: folder, implementation: "'never-clamps'", onStart: Self.neverClamps)
            let serial = try run(child, depth: 1)
            let pipelined = try run(child, depth: 64)
            #expect(serial.report.counterexamples.reduce(0) { $0 + $1.occurrences } > 24, "it diverges in many sequences")
            #expect(ReportFormat.json.render([pipelined.report]) == ReportFormat.json.render([serial.report]))
            #expect(pipelined.rerun * 4 < 96, "\(pipelined.rerun) sequences run again")
        }
    }

    @Test func aChildWhoseDivergencesDefeatTheGuessesGivesThePipelineUpWithTheSameReport() throws {
        try TemporaryFolder.with("given-up") { folder in
            let child = try PythonChild.write(in: folder, implementation: "'ignores-limits'", onStart: Self.ignoresLimits)
            let serial = try run(child, depth: 1)
            let pipelined = try run(child, depth: 64)
            // Setters answered as no-ops: named as the adapter's omission (adapter diagnostics).
            #expect(serial.report.diagnostics?.isEmpty == false)
            #expect(ReportFormat.json.render([pipelined.report]) == ReportFormat.json.render([serial.report]))
            // Given up after the first stretch of guesses: more than a third of it went wrong, nothing after.
            let stretch = Fuzzer.RunState.guessCheckInterval
            #expect(pipelined.rerun > stretch / 3 && pipelined.rerun <= stretch, "\(pipelined.rerun) sequences run again")
        }
    }
}
