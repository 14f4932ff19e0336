import Foundation
import SliderEngine
import SliderReports
import SliderSpec
import SliderWire

/// `slider-conformance shrink`: shrinks one saved corpus entry again, optionally rewriting it.
@MainActor
enum ShrinkCommand {
    /// The command's `--help` text; its first line is the usage line.
    static let help = """
        USAGE: slider-conformance shrink [--implementation <name>] [--profile <profile>]
                                         [--write] [--corpus <folder>] [--shrink-attempts <n>]
                                         [--shrink-time <seconds>]
                                         [--exec '<command> <args>'] [--timeout <seconds>] <file>

        Replays one corpus entry against the bundled implementation and under the profile it
        names and, if it still fails, shrinks it again to a minimal sequence that fails the same
        way, printed as Swift with a diff. Useful after the shrinker improved, or for an entry
        written by hand. The shrunk sequence is run once more before it is written, and is
        written only when it still fails the same way.

        ARGUMENTS:
          <file>                   One corpus file, e.g. Corpus/sample/<rule>--<hash>.json.

        OPTIONS:
          --implementation <name>  sample, reference, uikit-model, precision-sample,
                                   callout-sample or toolkit (default: the one the entry
                                   names), as replay takes it. Not with --exec or --write.
          --profile <profile>      documented, uikit-observed, precision-release or
                                   value-callout (default: the profile the entry names). Not
                                   with --write.
          --write                  Rewrite the entry with the shrunk operations and the new
                                   expected and observed readings, keeping its other fields.
                                   The entry is written where it was: into its corpus when it
                                   is kept as <corpus>/<implementation>/<entry>.json, otherwise
                                   in its own folder. The old file is removed when the name
                                   (which hashes the operations) changes.
          --corpus <folder>        With --write: write into this corpus instead, as
                                   <folder>/<implementation>/<entry>.json, keeping the old file.
        \(ShrinkOptions.help)
          --time <seconds>         The older spelling of --shrink-time.
          --exec '<command>'       Shrink against an implementation in another process (as
                                   fuzz --exec): the entry was saved from one. Every attempt
                                   starts a fresh child.
          --timeout <seconds>      With --exec: the time allowed for each answer (default: 2).
          -h, --help               Show this help.

        EXIT CODES: 0 the entry passes now, 1 it still fails, 2 the file could not be read or
                    names an unknown implementation or profile, or the --exec command could not
                    be started, 64 usage, 130 interrupted.

        EXAMPLES:
          slider-conformance shrink Corpus/sample/<rule>--<hash>.json
          slider-conformance shrink --implementation sample Corpus/uikit-model/<rule>--<hash>.json
          slider-conformance shrink --write --shrink-attempts 1000000 Corpus/sample/<rule>--<hash>.json
        """

    /// Runs `shrink` with `arguments` (after the command name) and returns the exit code.
    static func run(_ arguments: [String], context: CommandContext, output: inout CommandOutput) throws -> Int32 {
        var reader = ArgumentReader(arguments, command: "shrink")
        if reader.wantsHelp {
            output.write(help + "\n")
            return ExitCode.success
        }
        let forced = try reader.option("--implementation").map { try context.named($0, command: "shrink") }
        let forcedProfile = try reader.option("--profile").map { try BundledImplementations.profile($0, command: "shrink") }
        let write = reader.flag("--write")
        let limits = try ShrinkOptions.read(&reader, command: "shrink", alias: "--time")
        let exec = try ExecImplementation.read(&reader, command: "shrink")
        let corpus = try reader.option("--corpus")
        if corpus != nil, !write { throw UsageError("--corpus applies only with --write.", command: "shrink") }
        if exec != nil, forced != nil { throw UsageError("give --exec or --implementation, not both.", command: "shrink") }
        if write, forced != nil || forcedProfile != nil {
            throw UsageError("--write rewrites the entry as it was recorded: not with --implementation or --profile.", command: "shrink")
        }
        let paths = try reader.positionals()
        guard paths.count == 1, let path = paths.first else {
            throw UsageError(
                paths.isEmpty
                    ? "give the corpus file to shrink, e.g. slider-conformance shrink Corpus/sample/<rule>--<hash>.json"
                    : "shrink takes exactly one corpus file, found \(paths.count): \(paths.joined(separator: " ")).",
                command: "shrink")
        }

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
            counterexample, implementation: implementation.name, typeName: implementation.typeName,
            uikit: implementation.snippetTypeName.map { _ in true }))

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
