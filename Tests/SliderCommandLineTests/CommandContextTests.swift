import SliderCLI
import SliderSamples
import SliderTestFixtures
import Testing

/// A `CommandContext` is what a command line runs with: its implementations and worker executable
/// reach only the runs it is given, with no global left behind.
@MainActor
@Suite struct CommandContextTests {
    let mine = CommandContext(implementations: [SliderConformanceCLI.implementation(ForgetsToPullValueDown.self, name: "forgets")])

    func run(_ arguments: [String], context: CommandContext?) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = context.map { SliderConformanceCommand.run(arguments, context: $0, output: &output) }
            ?? SliderConformanceCommand.run(arguments, output: &output)
        return (status, output)
    }

    @Test func aContextsImplementationsAreKnownOnlyToTheRunsGivenIt() {
        let given = run(["check", "--implementation", "forgets"], context: mine)
        #expect(given.status != 64, "\(given.output.standardError)")
        #expect(given.output.standardOutput.contains("forgets"))
        let bundledInMine = run(["check", "--implementation", "sample"], context: mine)
        #expect(bundledInMine.status == 64)
        let plain = run(["check", "--implementation", "forgets"], context: nil)
        #expect(plain.status == 64)
        #expect(plain.output.standardError.contains("unknown implementation 'forgets'"))
    }

    @Test func withoutAWorkerExecutableFuzzRunsOneJob() {
        let (status, output) = run(["fuzz", "--implementation", "reference", "--sequences", "5", "--no-save", "--jobs", "2"], context: CommandContext())
        #expect(status == 0, "\(output.standardError)")
        #expect(output.standardError.contains("--jobs 2: running one job: this process is not the command-line executable"))
    }
}
