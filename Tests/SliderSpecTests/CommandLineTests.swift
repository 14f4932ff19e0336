import SliderCLI
import SliderSpec
import Testing

@MainActor
@Suite("Command line")
struct CommandLineTests {
    private func run(_ arguments: String...) -> (status: Int32, output: CommandOutput) {
        var output = CommandOutput()
        let status = SliderConformanceCommand.run(arguments, output: &output)
        return (status, output)
    }

    @Test func rulesListsEveryRuleWithACount() {
        let (status, output) = run("rules")
        #expect(status == 0)
        #expect(output.standardOutput.hasSuffix("\(RuleCatalogue.rules.count) of \(RuleCatalogue.rules.count) rules\n"))
    }

    @Test func rulesFiltersByTextAndStatus() {
        let (_, output) = run("rules", "--status", "unspecified", "limits")
        let lines = output.standardOutput.split(separator: "\n").dropLast()
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.hasPrefix("limits.") && $0.contains("unspecified") })
    }

    @Test func rulesMarkdownPrintsTheConformanceDocument() {
        #expect(run("rules", "--markdown").output.standardOutput == ConformanceDocument.markdown())
    }

    @Test func aBadStatusIsAUsageErrorThatSaysWhatToType() {
        let (status, output) = run("rules", "--status", "maybe")
        #expect(status == 64)
        #expect(output.standardError.contains("Error: --status takes documented, derived or unspecified, not 'maybe'."))
        #expect(output.standardError.contains("See 'slider-conformance rules --help'."))
    }

    @Test func unknownCommandsAndOptionsExit64() {
        #expect(run("frobnicate").status == 64)
        #expect(run("rules", "--bogus").status == 64)
        #expect(run("check", "--implementation", "nope").output.standardError.contains("expected one of: sample, reference, uikit-model"))
    }

    @Test func checkPassesOnSampleSliderAndFailsUnderTheWrongProfile() {
        #expect(run("check", "--implementation", "sample").status == 0)
        let failing = run("check", "--implementation", "sample", "--profile", "uikit-observed")
        #expect(failing.status == 1)
        #expect(failing.output.standardOutput.contains("FAIL  tint.thumb.clears-images"))
    }

    @Test func everyCommandHasHelp() {
        for command in ["rules", "check"] {
            let (status, output) = run(command, "--help")
            #expect(status == 0)
            #expect(output.standardOutput.hasPrefix("USAGE: slider-conformance \(command)"))
        }
    }
}
