import Foundation
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
        #expect(failing.output.standardOutput.contains("FAIL      tint.thumb.clears-images"))
    }

    @Test func everyCommandHasHelp() {
        for command in ["rules", "check"] {
            let (status, output) = run(command, "--help")
            #expect(status == 0)
            #expect(output.standardOutput.hasPrefix("USAGE: slider-conformance \(command)"))
        }
    }

    // MARK: Helping the user

    @Test func aMistypedCommandOrOptionSuggestsTheClosestOne() {
        let command = run("fuz")
        #expect(command.status == 64)
        #expect(command.output.standardError.contains("Did you mean 'fuzz'?"), "\(command.output.standardError)")
        #expect(run("replya").output.standardError.contains("Did you mean 'replay'?"))
        let option = run("rules", "--markdwon")
        #expect(option.status == 64)
        #expect(option.output.standardError.contains("unknown option '--markdwon'. Did you mean '--markdown'?"))
        #expect(run("fuzz", "--sequnces", "5").output.standardError.contains("Did you mean '--sequences'?"))
        #expect(run("fuzz", "--seeed=5").output.standardError.contains("Did you mean '--seed'?"))
        #expect(run("check", "--implementation", "sampel").output.standardError.contains("Did you mean 'sample'?"))
        // Nothing close: no guess.
        #expect(!run("rules", "--zzzzzzzz").output.standardError.contains("Did you mean"))
    }

    @Test func helpCommandPrintsThatCommandsHelp() {
        for command in ["fuzz", "check", "rules", "replay", "shrink", "corpus", "bench", "matrix"] {
            let (status, output) = run("help", command)
            #expect(status == 0)
            #expect(output.standardOutput.hasPrefix("USAGE: slider-conformance \(command)"))
            #expect(output.standardOutput == run(command, "--help").output.standardOutput)
            #expect(output.standardOutput.contains("EXAMPLES:"), "\(command)")
        }
        #expect(run("help").output.standardOutput.contains("EXAMPLES:"))
        let unknown = run("help", "fuzzz")
        #expect(unknown.status == 64 && unknown.output.standardError.contains("Did you mean 'fuzz'?"))
    }

    @Test func versionPrintsThePackageSpecAndProtocolVersions() {
        for argument in ["--version", "version"] {
            let (status, output) = run(argument)
            #expect(status == 0)
            let versions = SuiteVersions.current
            #expect(output.standardOutput == "slider-conformance \(versions.package)\nspec \(versions.spec)\nprotocol \(versions.protocol) (revision 3)\n")
        }
    }

    @Test func colourFollowsNoColorTermAndTheColorOption() {
        #expect(CommandOutput.colorsByDefault(isTerminal: true, environment: [:]))
        #expect(!CommandOutput.colorsByDefault(isTerminal: false, environment: [:]))
        #expect(!CommandOutput.colorsByDefault(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(CommandOutput.colorsByDefault(isTerminal: true, environment: ["NO_COLOR": ""]))  // only a non-empty value
        #expect(!CommandOutput.colorsByDefault(isTerminal: true, environment: ["TERM": "dumb"]))
        #expect(CommandOutput.colorsByDefault(isTerminal: true, environment: ["TERM": "xterm-256color"]))

        var output = CommandOutput()
        #expect(SliderConformanceCommand.run(["check", "--color", "always", "--profile", "uikit-observed", "tint.thumb.clears"], output: &output) == 1)
        #expect(output.colorsStandardOutput)
        output = CommandOutput()
        output.colorsStandardOutput = true
        #expect(SliderConformanceCommand.run(["--color=never", "rules", "defaults.value"], output: &output) == 0)
        #expect(!output.colorsStandardOutput)
        let bad = run("rules", "--color", "sometimes")
        #expect(bad.status == 64 && bad.output.standardError.contains("--color takes auto, always or never"))
    }

    @Test func checkRunsEveryImplementationWithAll() {
        let (_, output) = run("check", "--implementation", "all", "defaults.value")
        let totals = output.standardOutput.split(separator: "\n").filter { $0.contains(" passed, ") }
        #expect(totals.count == 6, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("uikit-model · uikit-observed profile"))
    }

    @Test func shrinkTimeIsASafetyNetThatSaysWhenItStopsAShrink() throws {
        let bad = run("fuzz", "--shrink-time", "0", "--no-save")
        #expect(bad.status == 64 && bad.output.standardError.contains("--shrink-time takes a number of seconds"))
        #expect(run("fuzz", "--shrink-time").status == 64)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("shrink-time-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        // Without its expectations file the toolkit slider fails; a microsecond is over at the
        // first attempt, so its long sequences stay partly shrunk, and the report says why.
        let capped = run("fuzz", "--implementation", "toolkit", "--corpus", empty, "--no-save", "--sequences", "20", "--length", "200",
                         "--shrink-time", "0.000001")
        #expect(capped.status == 1)
        #expect(capped.output.standardOutput.contains("shrinking stopped by the wall-clock safety net after 1e-06 s"))
        let uncapped = run("fuzz", "--implementation", "toolkit", "--corpus", empty, "--no-save", "--sequences", "5", "--length", "200")
        #expect(!uncapped.output.standardOutput.contains("shrinking stopped"))
    }

    @Test func shrinkAttemptsCapsEachShrinkByCount() throws {
        let bad = run("fuzz", "--shrink-attempts", "0", "--no-save")
        #expect(bad.status == 64 && bad.output.standardError.contains("--shrink-attempts takes a whole number of at least 1"))
        #expect(run("shrink", "--shrink-attempts", "many", "x.json").status == 64)
        #expect(run("shrink", "--time", "1", "--shrink-time", "1", "x.json").status == 64)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("shrink-attempts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let arguments = ["fuzz", "--implementation", "toolkit", "--corpus", empty, "--no-save", "--sequences", "20", "--length", "200",
                         "--shrink-attempts", "3"]
        func fuzz() -> (status: Int32, output: CommandOutput) {
            var output = CommandOutput()
            return (SliderConformanceCommand.run(arguments, output: &output), output)
        }
        let capped = fuzz()
        #expect(capped.status == 1)
        #expect(capped.output.standardOutput.contains("shrinking stopped at 3 attempts in all"))
        #expect(fuzz().output.standardOutput == capped.output.standardOutput, "counted caps give the same report every time")
    }

    @Test func totalTimeTakesSecondsLikeTime() {
        let bad = run("fuzz", "--total-time", "0", "--no-save")
        #expect(bad.status == 64 && bad.output.standardError.contains("--total-time takes a number of seconds"))
        #expect(run("fuzz", "--total-time").status == 64)
        #expect(run("fuzz", "--implementation", "sample", "--sequences", "20", "--total-time", "30", "--no-save").status == 0)
    }
}
