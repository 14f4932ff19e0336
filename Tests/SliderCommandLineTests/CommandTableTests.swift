@testable import SliderCLI
import Testing

/// Each command's help, synopsis and top-level listing come from its declaration: every option a
/// command declares is in its help and synopsis, and nothing else is.
@MainActor
struct CommandTableTests {
    /// Every command's declaration, in the top-level help's order.
    var specs: [CommandSpec] { SliderConformanceCommand.commands.map { $0.spec } }

    /// The names the OPTIONS section of `help` lists, in order (`-h` for `-h, --help`).
    func listedOptions(_ help: String) -> [String] {
        let section = help.components(separatedBy: "\nOPTIONS:\n")[1].components(separatedBy: "\n\n")[0]
        return section.split(separator: "\n").filter { $0.hasPrefix("  -") }.map {
            String($0.dropFirst(2).split(separator: " ")[0].trimmingCharacters(in: [","]))
        }
    }

    @Test func helpListsEveryDeclaredOptionInDeclarationOrderAndNothingElse() {
        for spec in specs {
            let help = InProcessCommand.run([spec.name, "--help"]).output.standardOutput
            #expect(listedOptions(help) == spec.options.map(\.name) + ["-h"], "\(spec.name)")
        }
    }

    @Test func synopsisShowsEveryDeclaredOptionOnceExceptAnOlderSpelling() {
        for spec in specs {
            let synopsis = spec.synopsisLines.joined(separator: " ")
            for option in spec.options {
                let shown = synopsis.components(separatedBy: "[\(option.name) ").count + synopsis.components(separatedBy: "[\(option.name)]").count - 2
                #expect(shown == (option.synopsisLine == nil ? 0 : 1), "\(spec.name) \(option.name)")
            }
            if let argument = spec.argument { #expect(synopsis.hasSuffix(argument.synopsis) || synopsis.contains(argument.synopsis + " "), "\(spec.name)") }
        }
    }

    @Test func synopsisBreaksWhereTheOptionsDeclareTheirLines() {
        #expect(CheckCommand.spec.synopsisLines == [
            "slider-conformance check [--implementation <name>] [--profile <profile>]",
            "[--corpus <folder>] [--verbose] [<filter>]",
            "[--exec '<command> <args>'] [--timeout <seconds>]",
        ])
        #expect(FuzzCommand.spec.synopsisLines.last == "[--jobs <n>]")
        #expect(FuzzCommand.spec.synopsisLines.contains("[--exec '<command> <args>']... [--timeout <seconds>]"))
    }

    @Test func helpIsWhatTheDeclarationRendersWhicheverWayItIsAskedFor() {
        for spec in specs {
            let expected = spec.help + "\n"
            #expect(expected.hasPrefix("USAGE: slider-conformance \(spec.invocation) "), "\(spec.name)")
            var askings = [[spec.name, "--help"], [spec.name, "-h"], ["help", spec.name]]
            if let subcommand = spec.subcommand { askings.append([spec.name, subcommand, "--help"]) }
            for arguments in askings {
                let (status, output) = InProcessCommand.run(arguments)
                #expect(status == 0 && output.standardOutput == expected, "\(arguments)")
            }
        }
    }

    @Test func topLevelHelpListsEveryCommandWithItsAbstractAndTheGlobalOptions() {
        let help = InProcessCommand.run(["help"]).output.standardOutput
        for spec in specs {
            #expect(help.contains("\n" + CommandSpec.entry(spec.invocation, spec.abstract, column: 23) + "\n"), "\(spec.name)")
        }
        for option in GlobalOptions.declarations.map(\.spec) { #expect(help.contains("\n  \(option.label) "), "\(option.name)") }
        #expect(InProcessCommand.run([]).output.standardOutput == help)
    }

    @Test func anUnknownCommandListsTheDeclaredCommands() {
        let error = InProcessCommand.run(["frobnicate"]).output.standardError
        #expect(error.hasPrefix("Error: unknown command 'frobnicate'; expected fuzz, check, rules, replay, shrink, corpus, bench or matrix.\n"))
        #expect(InProcessCommand.run(["help", "nope"]).output.standardError.contains(
            "expected one of: \(SliderConformanceCommand.commandNames.joined(separator: ", "))."))
    }

    @Test func aUsageErrorShowsTheFirstLineOfTheDeclaredSynopsis() {
        for spec in specs {
            let (status, output) = InProcessCommand.run([spec.name] + (spec.subcommand.map { [$0] } ?? []) + ["--bogus-option"])
            #expect(status == 64, "\(spec.name)")
            #expect(output.standardError.contains("\nUsage: \(spec.usageLine)\nSee 'slider-conformance \(spec.name) --help'.\n"), "\(spec.name)")
        }
    }

    @Test func aCommandDeclaresEachOptionOnce() {
        for spec in specs {
            #expect(Set(spec.options.map(\.name)).count == spec.options.count, "\(spec.name)")
        }
    }

    @Test func anAbsentOptionReadsAsTheDefaultItsHelpGives() throws {
        let options = try #require(try FuzzCommand.spec.parse([]))
        #expect(options[FuzzCommand.seed] == 0 && FuzzCommand.seed.spec.help.contains("(default: 0)"))
        #expect(options[FuzzCommand.sequences] == 2_000 && FuzzCommand.sequences.spec.help.contains("(default: 2000;"))
        #expect(options[FuzzCommand.length] == 50 && FuzzCommand.length.spec.help.contains("(default: 50;"))
        #expect(options[FuzzCommand.timeout] == 2 && FuzzCommand.timeout.spec.help.contains("(default: 2;"))
        #expect(options[FuzzCommand.pipelineDepth] == 64 && FuzzCommand.pipelineDepth.spec.help.contains("(default: 64,"))
        #expect(options[FuzzCommand.format] == .text && FuzzCommand.format.spec.help.hasPrefix("text (default)"))
        let bench = try #require(try BenchCommand.spec.parse([]))
        #expect(bench[BenchCommand.seeds] == 20 && BenchCommand.seeds.spec.help.contains("(default: 20;"))
        #expect(bench[BenchCommand.longSeconds] == 10 && BenchCommand.longSeconds.spec.help.contains("(default: 10;"))
    }
}
