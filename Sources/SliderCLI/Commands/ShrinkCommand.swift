import Foundation
import SliderEngine
import SliderReports
import SliderSpec
import SliderWire

/// `slider-conformance shrink`: shrinks one saved corpus entry again, optionally rewriting it.
@MainActor
enum ShrinkCommand: SliderCommand {
    /// `--implementation <name>`: shrink against this implementation.
    static let implementation = Option<String?>.text(
        "--implementation", "<name>", line: 1,
        help: """
            sample, reference, uikit-model, precision-sample,
            callout-sample or toolkit (default: the one the entry
            names), as replay takes it. Not with --exec or --write.
            """)
    /// `--profile <profile>`: shrink under this profile.
    static let profile = Option<String?>.text(
        "--profile", "<profile>", line: 1,
        help: """
            documented, uikit-observed, precision-release or
            value-callout (default: the profile the entry names). Not
            with --write.
            """)
    /// `--write`: rewrite the entry.
    static let write = Option<Bool>.flag(
        "--write", line: 2,
        help: """
            Rewrite the entry with the shrunk operations and the new
            expected and observed readings, keeping its other fields.
            The entry is written where it was: into its corpus when it
            is kept as <corpus>/<implementation>/<entry>.json, otherwise
            in its own folder. The old file is removed when the name
            (which hashes the operations) changes.
            """)
    /// `--corpus <folder>`: with `--write`, the corpus to write into.
    static let corpus = Option<String?>.text(
        "--corpus", "<folder>", line: 2,
        help: """
            With --write: write into this corpus instead, as
            <folder>/<implementation>/<entry>.json, keeping the old file.
            """)
    /// `--shrink-attempts`, `--shrink-time` and the older `--time`.
    static let shrinking = ShrinkOptions(attemptsLine: 2, timeLine: 3, olderSpelling: true)
    /// `--exec '<command>'`: an implementation in another process.
    static let exec = ExecImplementation.execOption(
        line: 4,
        help: """
            Shrink against an implementation in another process (as
            fuzz --exec): the entry was saved from one. Every attempt
            starts a fresh child.
            """)
    /// `--timeout <seconds>`: the time allowed for each answer of `--exec`.
    static let timeout = ExecImplementation.timeoutOption(line: 4)
    /// `--snippets <form>`: how the counterexample is printed as Swift.
    static let snippets = SnippetFormOption.option(line: 2)

    /// The command's declaration.
    static let spec = CommandSpec(
        name: "shrink", abstract: "Shrink one corpus entry again, optionally rewriting it.",
        discussion: """
            Replays one corpus entry against the bundled implementation and under the profile it
            names and, if it still fails, shrinks it again to a minimal sequence that fails the same
            way, printed as Swift with a diff. Useful after the shrinker improved, or for an entry
            written by hand. The shrunk sequence is run once more before it is written, and is
            written only when it still fails the same way.
            """,
        argument: .one(
            "<file>", noun: "corpus file", line: 4, help: "One corpus file, e.g. Corpus/sample/<rule>--<hash>.json.",
            missing: "give the corpus file to shrink, e.g. slider-conformance shrink Corpus/sample/<rule>--<hash>.json"),
        options: [implementation, profile, write, corpus] + shrinking.declarations + [exec, timeout, snippets], helpColumn: 27,
        epilogue: """
            EXIT CODES: 0 the entry passes now, 1 it still fails, 2 the file could not be read or
                        names an unknown implementation or profile, or the --exec command could not
                        be started, 64 usage, 130 interrupted.

            EXAMPLES:
              slider-conformance shrink Corpus/sample/<rule>--<hash>.json
              slider-conformance shrink --implementation sample Corpus/uikit-model/<rule>--<hash>.json
              slider-conformance shrink --write --shrink-attempts 1000000 Corpus/sample/<rule>--<hash>.json
            """)

    /// Shrinks the entry `options` name again, printing it and rewriting it when asked.
    static func run(_ options: ParsedOptions, context: CommandContext, output: inout CommandOutput) throws -> Int32 {
        let forced = try options[Self.implementation].map { try context.named($0, command: spec.name) }
        let forcedProfile = try options[Self.profile].map { try BundledImplementations.profile($0, command: spec.name) }
        let write = options[Self.write]
        let limits = try shrinking.limits(options, command: spec.name)
        let exec = try ExecImplementation.read(options, exec: Self.exec, timeout: Self.timeout, command: spec.name)
        let corpus = options[Self.corpus]
        let form = SnippetFormOption.form(options[Self.snippets], exec: exec?.command)
        if corpus != nil, !write { throw UsageError("--corpus applies only with --write.", command: spec.name) }
        if exec != nil, forced != nil { throw UsageError("give --exec or --implementation, not both.", command: spec.name) }
        if write, forced != nil || forcedProfile != nil {
            throw UsageError("--write rewrites the entry as it was recorded: not with --implementation or --profile.", command: spec.name)
        }
        let path = options.arguments[0]

        let entry: CorpusEntry
        var implementation: BundledImplementations.Entry
        let profile: Profile
        var connection: ProcessConnection?
        defer { ExecImplementation.disconnect(connection) }
        do {
            entry = try load(path)
            profile = try forcedProfile ?? ReplayCommand.namedProfile(entry.profile, path: path)
            if let exec {
                (connection, implementation) = try exec.connect(profile: profile, context: context)
            } else {
                implementation = try forced ?? ReplayCommand.bundledImplementation(named: entry.implementation, path: path, in: context)
            }
        } catch let problem as CorpusProblem {
            output.writeError("error: \(problem)\n")
            return ExitCode.badInput
        } catch let failure as ProcessConnection.LaunchError {
            output.writeError("error: \(failure)\n")
            return ExitCode.badInput
        }

        guard let shrunk = shrink(entry, on: implementation, profile: profile, limits: limits) else {
            output.write("\(path) passes now: nothing to shrink\n")
            return ExitCode.success
        }
        let identity = shrunk.violation.identity
        if !identity.matches(entry.identity) {
            output.write("\(path) fails differently now: it recorded \(entry.identity), it breaks \(identity)\n\n")
        }
        let counterexample = Counterexample(
            identity: identity, operations: shrunk.operations, violation: shrunk.violation,
            originalLength: entry.operations.count, origin: path, occurrences: 1, shrinks: shrunk.shrinks,
            shrinkStoppedBy: shrunk.stoppedBy)
        output.write(CounterexampleFormatter(colored: output.colorsStandardOutput).format(
            counterexample, implementation: implementation.name, typeName: implementation.typeName(in: form), form: form,
            command: exec?.command))

        guard write else { return ExitCode.violations }
        guard shrunk.confirmed else {
            output.writeError("error: the shrunk sequence did not fail the same way when run again; \(path) is left as it was\n")
            return ExitCode.violations
        }
        var rewritten = entry
        rewritten.operations = shrunk.operations
        rewritten.expected = shrunk.violation.expected
        rewritten.observed = shrunk.violation.observed
        rewritten.cause = identity.cause
        if !identity.matches(entry.identity) {
            // The expected and observed readings now show another failure; record which.
            rewritten.rule = identity.rule
            rewritten.field = identity.field
            rewritten.statement = RuleCatalogue.rule(identity.rule)?.statement ?? ""
        }
        let folder = (path as NSString).deletingLastPathComponent
        let written: String
        do {
            if let corpus {
                written = try CorpusStore.write(rewritten, into: corpus)
            } else if let layout = Expectations.corpusFolder(ofEntryAt: path, implementation: entry.implementation) {
                written = try CorpusStore.write(rewritten, into: layout)
            } else {
                written = try CorpusStore.write(rewritten, inFolder: folder.isEmpty ? "." : folder)
            }
        } catch {
            output.writeError("error: could not write the shrunk entry for \(path): \(error)\n")
            return ExitCode.badInput
        }
        output.write("\nwrote \(written)\n")
        // Renamed in place: the old name is removed. Written into another corpus: the old file stays.
        let renamed = standardized((written as NSString).deletingLastPathComponent) == standardized(folder.isEmpty ? "." : folder)
        if renamed, standardized(written) != standardized(path) {
            do {
                try FileManager.default.removeItem(atPath: path)
                output.write("removed \(path): the shrunk entry's name changed\n")
            } catch {
                output.writeError("error: could not remove the old entry \(path): \(error.localizedDescription)\n")
                return ExitCode.badInput
            }
        }
        return ExitCode.violations
    }

    /// Loads the one entry at `path`, which must be a file, or says what was expected.
    private static func load(_ path: String) throws -> CorpusEntry {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CorpusProblem(path: path, message: "no such file; expected a corpus file (a .json file the fuzz command saved)")
        }
        if isDirectory.boolValue {
            throw CorpusProblem(path: path, message: "is a folder; expected one corpus file (a .json file the fuzz command saved)")
        }
        let loaded = CorpusStore.load(from: [path], implementation: nil)
        if let problem = loaded.problems.first { throw problem }
        guard let entry = loaded.entries.first?.entry else {
            throw CorpusProblem(path: path, message: "holds no corpus entry (expected a .json file the fuzz command saved)")
        }
        return entry
    }

    /// A shrunk failure, independent of the implementation's type.
    private struct Shrunk {
        /// The shrunk sequence.
        let operations: [SliderOperation]
        /// The divergence it shows.
        let violation: Violation
        /// Successful shrinks made.
        let shrinks: Int
        /// The cap that stopped shrinking early, or nil.
        let stoppedBy: String?
        /// Whether one more run (in a fresh child) failed the same way.
        let confirmed: Bool
    }

    /// Replays `entry` and, when it still fails, shrinks what fails; nil when it passes.
    private static func shrink(
        _ entry: CorpusEntry, on implementation: BundledImplementations.Entry, profile: Profile, limits: ShrinkLimits
    ) -> Shrunk? {
        let result = SequenceCheck.run(implementation.implementation, entry.operations, profile: profile, stopAtFirst: false)
        guard let divergence = result.firstDivergence(matching: entry.identity) ?? result.divergences.first else { return nil }
        // The domain: the default generator's, with NaN and the infinities when the entry has them.
        let robust = OperationGenerator.Options(robustness: true)
        let domain = OperationGenerator.Options(
            robustness: entry.operations.contains { !OperationGenerator.Options().admits($0) && robust.admits($0) })
        let shrinker = Shrinker(implementation.implementation, profile: profile, limits: limits, domain: domain)
        let shrunk = shrinker.shrink(Array(entry.operations.prefix(divergence.step + 1)), violation: divergence.violation)
        return Shrunk(
            operations: shrunk.operations, violation: shrunk.violation, shrinks: shrunk.shrinks, stoppedBy: shrunk.stoppedBy,
            confirmed: shrinker.confirms(shrunk.operations, failWith: shrunk.violation.identity))
    }

    /// `path` made absolute and standardized, for comparing two spellings of one file.
    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
