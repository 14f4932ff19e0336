import SliderEngine
import SliderSpec
import SliderWire

/// `slider-conformance check`: runs every rule's example against an implementation.
@MainActor
enum CheckCommand: SliderCommand {
    /// `--implementation <name>`: the implementation to check, or `all`.
    static let implementation = Option<String>.text(
        "--implementation", "<name>", line: 1,
        help: """
            sample (default), reference, uikit-model, precision-sample,
            callout-sample, toolkit, or all (each in turn).
            """, default: "sample")
    /// `--profile <profile>`: the profile to check against.
    static let profile = Option<String?>.text(
        "--profile", "<profile>", line: 1,
        help: """
            documented, uikit-observed, precision-release or
            value-callout (default: the implementation's own).
            """)
    /// `--corpus <folder>`: the folder of the expectations files.
    static let corpus = Option<String?>.text(
        "--corpus", "<folder>", line: 2,
        help: """
            The folder of the expectations files (default: Corpus in
            the package that holds this executable, from any folder;
            SliderConformanceCorpus for your own executable, as the
            test helpers use).
            """)
    /// `--verbose`: a line for every rule.
    static let verbose = Option<Bool>.flag(
        "--verbose", line: 2,
        help: """
            Also print a line for each rule that passes or does not
            apply.
            """)
    /// `--exec '<command>'`: an implementation in another process.
    static let exec = ExecImplementation.execOption(
        line: 3,
        help: """
            Check an implementation in another process instead (as
            fuzz --exec: the wire protocol of PROTOCOL.md); its
            expectations file is the one named after its handshake's
            implementation.
            """)
    /// `--timeout <seconds>`: the time allowed for each answer of `--exec`.
    static let timeout = ExecImplementation.timeoutOption(line: 3)

    /// The command's declaration.
    static let spec = CommandSpec(
        name: "check", abstract: "Run every rule's example against a bundled implementation.",
        discussion: """
            Runs each rule's minimal example (the one printed in CONFORMANCE.md) on a fresh slider,
            beside the reference, and judges it as fuzz does: a rule fails when its example diverges
            from every state the reference allows. Prints a line for each rule that fails (with what
            differed) or fails as expected, then a total. A rule fuzz would call not applicable (an
            operation or field the implementation lacks, a rule the sources leave open) is not
            applicable here either; --verbose says why.

            Known deviations are read as fuzz reads them, from
            <corpus>/<implementation>.expectations.json: an example that fails a listed rule, or
            diverges from the reference only where listed rules say it does, is shown as expected
            and does not fail the check.
            """,
        argument: .optional("<filter>", noun: "filter", line: 2, help: "Check only rules whose id contains this text."),
        options: [implementation, profile, corpus, verbose, exec, timeout], helpColumn: 29,
        epilogue: """
            EXAMPLES:
              slider-conformance check
              slider-conformance check --implementation uikit-model tint
              slider-conformance check --implementation all --verbose
              slider-conformance check --exec 'python3 Examples/python/slider_adapter.py'

            EXIT CODES: 0 every example passes or fails as expected, 1 any fails unexpectedly,
                        2 an expectations file could not be read or the --exec command could not
                        be started, 64 usage.
            """)

    /// Checks the rule examples `options` select on the implementations they name.
    static func run(_ options: ParsedOptions, context: CommandContext, output: inout CommandOutput) throws -> Int32 {
        let named = options.isGiven(Self.implementation) ? options[Self.implementation] : nil
        let chosenProfile = try options[Self.profile].map { try BundledImplementations.profile($0, command: spec.name) }
        let corpus = options[Self.corpus] ?? context.defaultCorpus()
        let verbose = options[Self.verbose]
        let exec = try ExecImplementation.read(options, exec: Self.exec, timeout: Self.timeout, command: spec.name)
        if exec != nil, named != nil { throw UsageError("give --exec or --implementation, not both.", command: spec.name) }
        let filter = options.arguments.first
        var entries = exec == nil ? try context.selected(options[Self.implementation], command: spec.name) : []
        var connection: ProcessConnection?
        defer { ExecImplementation.disconnect(connection) }
        if let exec {
            do {
                let (started, child) = try exec.connect(profile: chosenProfile ?? .documented, context: context)
                connection = started
                entries = [child]
            } catch {
                output.writeError("error: \(error)\n")
                return ExitCode.badInput
            }
        }
        var failures = 0
        for (index, entry) in entries.enumerated() {
            let profile = chosenProfile ?? entry.profile
            let expectations: Expectations?
            do {
                expectations = try Expectations.load(corpus: corpus, implementation: entry.name)
            } catch {
                output.writeError("error: \(error)\n")
                return ExitCode.badInput
            }
            if entries.count > 1 { output.write((index == 0 ? "" : "\n") + "\(entry.name) · \(profile.id) profile\n") }
            failures += check(entry, profile: profile, filter: filter, expectations: expectations, verbose: verbose, output: &output)
        }
        return failures == 0 ? ExitCode.success : ExitCode.violations
    }

    /// Checks every rule example (matching `filter`) on `entry` under `profile`, prints a line
    /// for each failure (each pass too when `verbose`) and a total, and returns how many failed
    /// without being listed in `expectations`.
    private static func check(
        _ entry: BundledImplementations.Entry, profile: Profile, filter: String?, expectations: Expectations?, verbose: Bool,
        output: inout CommandOutput
    ) -> Int {
        let rules = RuleCatalogue.rules.filter { rule in
            (filter == nil || rule.id.rawValue.contains(filter!)) && (rule.example.profile == nil || rule.example.profile == profile)
        }
        var failures = 0
        var expected = 0
        var skipped = 0
        let implementation = entry.implementation
        let undrawn = implementation.undrawnOperationKinds(), unread = implementation.unreadObservationFields()
        let gap = implementation.revisionGap()
        for rule in rules {
            // Not applicable exactly where fuzz says so, for the same reason.
            if let reason = RuleVerdict.inapplicability(of: rule, profile: profile, unsupported: undrawn, unsupportedFields: unread, gap: gap) {
                skipped += 1
                if verbose { output.write("n/a       \(rule.id) (\(reason))\n") }
                continue
            }
            let problems = ExampleCheck.failures(of: rule, implementation: entry.implementation, profile: profile)
            let listed = problems.isEmpty ? expectations?.entry(matching: rule.id) : expectation(for: rule, entry, profile, expectations)
            if problems.isEmpty {
                if verbose { output.write("pass      \(rule.id)" + (listed == nil ? "" : " (listed as expected to fail)") + "\n") }
            } else if let listed {
                expected += 1
                output.write("expected  \(rule.id): \(listed.summary)\n")
                if verbose { for problem in problems { output.write("          \(problem)\n") } }
            } else {
                failures += 1
                output.write("FAIL      \(rule.id)\n")
                for problem in problems { output.write("          \(problem)\n") }
            }
        }
        let passed = rules.count - failures - expected - skipped
        output.write("\(passed) passed, \(failures) failed" + (expected == 0 ? "" : ", \(expected) expected")
            + (skipped == 0 ? "" : ", \(skipped) not applicable (as in fuzz; --verbose says why)")
            + " (\(entry.name), \(profile.id) profile)\n")
        return failures
    }

    /// The expectation that excuses `rule`'s failing example on `entry`: the rule's own, or, when
    /// the example diverges from the reference, the one listing the rule of its first divergence
    /// provided every divergence of the example is listed. Nil when the failure is not expected.
    private static func expectation(
        for rule: Rule, _ entry: BundledImplementations.Entry, _ profile: Profile, _ expectations: Expectations?
    ) -> Expectations.Entry? {
        guard let expectations else { return nil }
        if let own = expectations.entry(matching: rule.id) { return own }
        let divergences = SequenceCheck.run(entry.implementation, rule.example.operations, profile: profile).divergences
        guard let first = divergences.first,
            divergences.allSatisfy({ expectations.entry(matching: $0.violation.rule) != nil })
        else { return nil }
        return expectations.entry(matching: first.violation.rule)
    }
}
