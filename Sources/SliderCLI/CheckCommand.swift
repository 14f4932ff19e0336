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
          --implementation <name>    sample (default), reference, uikit-model, precision-sample,
                                     callout-sample, toolkit, or all (each in turn).
          --profile <profile>        documented, uikit-observed, precision-release or
                                     value-callout (default: the implementation's own).
          -h, --help                 Show this help.

        EXAMPLES:
          slider-conformance check
          slider-conformance check --implementation uikit-model tint
          slider-conformance check --implementation all

        Exits 0 when every example passes, 1 when any fails (the toolkit's listed deviations
        included: check does not read expectations files).
        """

    static func run(_ arguments: [String], output: inout CommandOutput) throws -> Int32 {
        var reader = ArgumentReader(arguments, command: "check")
        if reader.wantsHelp {
            output.write(help + "\n")
            return ExitCode.success
        }
        let entries = try BundledImplementations.selected(try reader.option("--implementation") ?? "sample", command: "check")
        let chosenProfile = try reader.option("--profile").map { try BundledImplementations.profile($0, command: "check") }
        let filter = try reader.positionals().first
        var failures = 0
        for (index, entry) in entries.enumerated() {
            let profile = chosenProfile ?? entry.profile
            if entries.count > 1 { output.write((index == 0 ? "" : "\n") + "\(entry.name) · \(profile.id) profile\n") }
            failures += check(entry, profile: profile, filter: filter, output: &output)
        }
        return failures == 0 ? ExitCode.success : ExitCode.violations
    }

    /// Checks every rule example (matching `filter`) on `entry` under `profile`, prints a line
    /// each and a total, and returns how many failed.
    private static func check(
        _ entry: BundledImplementations.Entry, profile: Profile, filter: String?, output: inout CommandOutput
    ) -> Int {
        let rules = RuleCatalogue.rules.filter { rule in
            (filter == nil || rule.id.rawValue.contains(filter!)) && (rule.example.profile == nil || rule.example.profile == profile)
        }
        var failures = 0
        for rule in rules {
            let problems = ExampleCheck.problems(of: rule, implementation: entry.implementation, profile: profile)
            if problems.isEmpty {
                output.write("pass  \(rule.id)\n")
            } else {
                failures += 1
                output.write("FAIL  \(rule.id)\n")
                for problem in problems { output.write("      \(problem)\n") }
            }
        }
        output.write("\(rules.count - failures) passed, \(failures) failed (\(entry.name), \(profile.id) profile)\n")
        return failures
    }
}
