import SliderSpec

/// `slider-conformance check`: runs every rule's example against an implementation.
@MainActor
enum CheckCommand {
    static let help = """
        USAGE: slider-conformance check [--implementation <name>] [--profile <profile>] [<filter>]

        Runs each rule's minimal example (the one printed in CONFORMANCE.md) on a fresh slider,
        beside the reference, and checks the example's expectations. Prints one line a rule.

        ARGUMENTS:
          <filter>                   Check only rules whose id contains this text.

        OPTIONS:
          --implementation <name>    sample (default), reference or uikit-model.
          --profile <profile>        documented (default) or uikit-observed.
          -h, --help                 Show this help.

        Exits 0 when every example passes, 1 when any fails.
        """

    static func run(_ arguments: [String], output: inout CommandOutput) throws -> Int32 {
        var reader = ArgumentReader(arguments, command: "check")
        if reader.wantsHelp {
            output.write(help + "\n")
            return ExitCode.success
        }
        let entry = try BundledImplementations.named(try reader.option("--implementation") ?? "sample", command: "check")
        let profile = try BundledImplementations.profile(try reader.option("--profile") ?? "documented", command: "check")
        let filter = try reader.positionals().first
        let rules = RuleCatalogue.rules.filter { filter == nil || $0.id.rawValue.contains(filter!) }
        var failures = 0
        for rule in rules {
            let problems = ExampleCheck.problems(of: rule, implementation: entry.type, profile: profile)
            if problems.isEmpty {
                output.write("pass  \(rule.id)\n")
            } else {
                failures += 1
                output.write("FAIL  \(rule.id)\n")
                for problem in problems { output.write("      \(problem)\n") }
            }
        }
        output.write("\(rules.count - failures) passed, \(failures) failed (\(entry.name), \(profile.id) profile)\n")
        return failures == 0 ? ExitCode.success : ExitCode.violations
    }
}
