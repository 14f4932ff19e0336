@testable import SliderCLI
import Testing

/// The parser reads exactly what the table declares: every declared option parses, its mistakes
/// are usage errors naming it, and a misspelt one is matched to the nearest declared.
@MainActor
struct CommandTableParsingTests {
    /// Every command's declaration.
    var specs: [CommandSpec] { SliderConformanceCommand.commands.map { $0.spec } }

    /// A value `option` accepts, found among a few candidates.
    func validValue(for option: OptionSpec) -> String? {
        ["1", "2", "1/2", "text", "documented", "auto", "a-file", "perform"].first(where: option.accepts)
    }

    /// `spec`'s arguments before the options: its subcommand, if any.
    func prefix(_ spec: CommandSpec) -> [String] { spec.subcommand.map { [$0] } ?? [] }

    /// The usage error `spec.parse(arguments)` throws, or nil.
    func usageError(_ spec: CommandSpec, _ arguments: [String]) -> String? {
        do {
            _ = try spec.parse(prefix(spec) + arguments)
            return nil
        } catch {
            return (error as? UsageError)?.message ?? "not a usage error: \(error)"
        }
    }

    @Test func everyDeclaredOptionParsesWithAValidValueInBothSpellings() throws {
        for spec in specs {
            for option in spec.options {
                let value = try #require(validValue(for: option), "\(spec.name) \(option.name)")
                let spellings = option.kind == .flag ? [[option.name]] : [[option.name, value], ["\(option.name)=\(value)"]]
                for arguments in spellings {
                    let required = spec.argument.map { $0.count == .optional ? [] : ["x"] } ?? []
                    let error = usageError(spec, arguments + required)
                    #expect(error == nil, "\(spec.name) \(arguments): \(error ?? "")")
                }
            }
        }
    }

    @Test func unknownOptionSuggestsTheNearestDeclared() {
        for spec in specs {
            for option in spec.options {
                let typo = option.name + String(option.name.last!)
                #expect(usageError(spec, [typo]) == "unknown option '\(typo)'. Did you mean '\(option.name)'?", "\(spec.name)")
            }
        }
    }

    @Test func aValueOptionWithoutItsValueSaysItNeedsOne() {
        for spec in specs {
            for option in spec.options where option.kind != .flag {
                #expect(usageError(spec, [option.name]) == "\(option.name) needs a value.", "\(spec.name)")
            }
        }
    }

    @Test func anInvalidValueSaysWhatTheOptionTakes() {
        for spec in specs {
            for option in spec.options {
                guard let expected = option.expected else { continue }
                #expect(usageError(spec, [option.name, "nonsense"]) == "\(option.name) takes \(expected), not 'nonsense'.", "\(spec.name)")
            }
        }
    }

    @Test func anOptionGivenTwiceIsSaidToBeGivenTwice() throws {
        for spec in specs {
            for option in spec.options where option.kind != .repeated {
                let once = option.kind == .flag ? [option.name] : [option.name, try #require(validValue(for: option))]
                #expect(usageError(spec, once + once) == "\(option.name) was given twice; give it once.", "\(spec.name)")
            }
        }
        // One --exec for the commands that take one, as for every other option.
        #expect(usageError(CheckCommand.spec, ["--exec", "a", "--exec", "b"]) == "--exec was given twice; give it once.")
    }

    @Test func aRepeatedOptionKeepsEveryValueInOrder() throws {
        let options = try #require(try FuzzCommand.spec.parse(["--exec", "a b", "--no-save", "--exec=c"]))
        #expect(options[FuzzCommand.exec] == ["a b", "c"])
        #expect(options[FuzzCommand.noSave])
        #expect(!options[FuzzCommand.verbose])
    }

    @Test func theArgumentCountIsCheckedAsDeclared() {
        #expect(usageError(FuzzCommand.spec, ["extra"]) == "fuzz takes no arguments, found 'extra'.")
        #expect(usageError(CorpusCommand.spec, ["extra", "more"]) == "prune takes no arguments, found 'extra more'.")
        #expect(usageError(RulesCommand.spec, ["a", "b"]) == "give at most one filter, found 2: a b.")
        // `check` takes at most one filter too (it used to ignore the others).
        #expect(usageError(CheckCommand.spec, ["a", "b"]) == "give at most one filter, found 2: a b.")
        #expect(usageError(ShrinkCommand.spec, ["a", "b"]) == "shrink takes exactly one corpus file, found 2: a b.")
        #expect(usageError(ShrinkCommand.spec, []) == ShrinkCommand.spec.argument?.missing)
        #expect(usageError(MatrixCommand.spec, []) == "give at least one report written by 'fuzz --format json'.")
    }

    @Test func helpAnywhereAfterTheCommandAsksForTheHelpBeforeAnyMistake() throws {
        #expect(try FuzzCommand.spec.parse(["--seed", "nonsense", "--bogus", "-h"]) == nil)
        #expect(try CorpusCommand.spec.parse(["--help"]) == nil)
        #expect(usageError(CorpusCommand.spec, []) == nil)
        do {
            _ = try CorpusCommand.spec.parse(["prnue", "--help"])
            Issue.record("an unknown subcommand parsed")
        } catch let error as UsageError {
            #expect(error.message == "unknown subcommand 'prnue'; expected prune. Did you mean 'prune'?")
        }
    }
}
