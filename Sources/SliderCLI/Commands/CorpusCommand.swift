import Foundation
import SliderEngine
import SliderSpec
import SliderWire

/// `slider-conformance corpus prune`: removes the saved counterexamples that pass now.
///
/// The corpus is a regression suite: every run replays it and counts the entries that pass.
/// Once a fix is intended, `prune` deletes the entries it made pass, and only files the suite
/// wrote (`<corpus>/<implementation>/<rule>--<hash>.json`, named as `CorpusStore` names them).
@MainActor
enum CorpusCommand: SliderCommand {
    /// `--corpus <folder>`: the corpus to prune.
    static let corpus = Option<String?>.text(
        "--corpus", "<folder>", line: 1,
        help: """
            The corpus (default: Corpus in the package that holds
            this executable, from any folder; SliderConformanceCorpus
            for your own executable, as the test helpers use).
            """)
    /// `--implementation <name>`: only this implementation's entries.
    static let implementation = Option<String?>.text(
        "--implementation", "<name>", line: 1,
        help: """
            Only the entries of this implementation (default: every
            entry of an implementation this executable knows).
            """)
    /// `--profile <profile>`: replay under this profile.
    static let profile = Option<String?>.text(
        "--profile", "<profile>", line: 2,
        help: """
            Replay under this profile (default: the profile each entry
            names).
            """)
    /// `--exec '<command>'`: the entries of the implementation behind a command.
    static let exec = ExecImplementation.execOption(
        line: 3,
        help: """
            Replay the entries of the implementation behind this
            command (fuzz --exec), each in a fresh child; only its
            entries are considered.
            """)
    /// `--timeout <seconds>`: the time allowed for each answer of `--exec`.
    static let timeout = ExecImplementation.timeoutOption(line: 3)
    /// `--dry-run`: remove nothing.
    static let dryRun = Option<Bool>.flag("--dry-run", line: 2, help: "Say what would be removed; remove nothing.")

    /// The command's declaration.
    static let spec = CommandSpec(
        name: "corpus", subcommand: "prune", abstract: "Remove the saved counterexamples that pass now.",
        discussion: """
            Replays every saved counterexample in the corpus, as fuzz does before it generates
            anything, and removes those that pass now: the fix they were kept for is in. Entries
            that still fail, or fail differently, are kept. Only files the suite wrote are removed
            (<corpus>/<implementation>/<rule>--<hash>.json, the name matching the entry's
            operations); anything else, expectations files and the .in-flight folder included, is
            left alone. Commit the corpus folder, and prune it after a fix.
            """,
        options: [corpus, implementation, profile, exec, timeout, dryRun], helpColumn: 27,
        epilogue: """
            Entries of an implementation this executable does not know (one behind --exec) are kept
            and counted.

            EXIT CODES: 0 done (whether or not anything passed), 2 a corpus file could not be read or
                        removed, or the --exec command could not be started, 64 usage.

            EXAMPLES:
              slider-conformance corpus prune --dry-run
              slider-conformance corpus prune --implementation sample
              slider-conformance corpus prune --exec 'python3 Examples/python/slider_adapter.py'
            """)

    /// `corpus prune` with `options`: removes the entries that pass now.
    static func run(_ options: ParsedOptions, context: CommandContext, output: inout CommandOutput) throws -> Int32 {
        let corpus = options[Self.corpus] ?? context.defaultCorpus()
        let only = try options[Self.implementation].map { try context.named($0, command: spec.name) }
        let forcedProfile = try options[Self.profile].map { try BundledImplementations.profile($0, command: spec.name) }
        let dryRun = options[Self.dryRun]
        let exec = try ExecImplementation.read(options, exec: Self.exec, timeout: Self.timeout, command: spec.name)
        if exec != nil, only != nil { throw UsageError("give --exec or --implementation, not both.", command: spec.name) }
        guard FileManager.default.fileExists(atPath: corpus) else {
            output.write("\(corpus): no corpus here; nothing to prune\n")
            return ExitCode.success
        }

        let loaded = CorpusStore.load(from: [corpus], implementation: nil)
        var problems = loaded.problems
        var connection: ProcessConnection?
        var child: BundledImplementations.Entry?
        defer { ExecImplementation.disconnect(connection) }
        if let exec {
            do {
                (connection, child) = try exec.connect(profile: forcedProfile ?? .documented, context: context)
            } catch {
                output.writeError("error: \(error)\n")
                return ExitCode.badInput
            }
        }
        var removed = 0, kept = 0, unknown = 0, foreign = 0, newer = 0
        for (path, entry) in loaded.entries {
            // An entry a newer specification wrote may record a rule this one decides otherwise: it
            // is kept for the suite that knows it.
            if let written = entry.versions?.spec, written > SuiteVersions.current.spec {
                newer += 1
                output.write("kept \(path): written by spec \(written), newer than this suite's \(SuiteVersions.current.spec)\n")
                continue
            }
            let implementation: BundledImplementations.Entry
            if let child {
                guard entry.implementation == child.name else { continue }
                implementation = child
            } else if let only {
                guard entry.implementation == only.name else { continue }
                implementation = only
            } else if let known = context.implementations.first(where: { $0.name == entry.implementation }) {
                implementation = known
            } else {
                unknown += 1
                continue
            }
            do {
                let profile = try forcedProfile ?? ReplayCommand.namedProfile(entry.profile, path: path)
                if let problem = entry.replayProblem(inProcess: connection == nil) { throw CorpusProblem(path: path, message: problem) }
                // Through a reused child, an entry that passes is replayed again in a fresh one before it is removed.
                guard ReplayCommand.replay(entry, at: path, on: implementation, profile: profile, reusedChild: connection).outcome == .passes else {
                    kept += 1
                    continue
                }
                guard writtenBySuite(path, entry) else {
                    foreign += 1
                    output.write("kept \(path): it passes, but its name is not the one the suite gives it\n")
                    continue
                }
                if dryRun {
                    output.write("would remove \(path) (\(entry.rule), passes now)\n")
                } else if unlink(path) == 0 {
                    output.write("removed \(path) (\(entry.rule), passes now)\n")
                } else {
                    throw CorpusProblem(path: path, message: "cannot remove it: \(String(cString: strerror(errno)))")
                }
                removed += 1
            } catch let problem as CorpusProblem {
                problems.append(problem)
            }
        }
        for problem in problems { output.writeError("error: \(problem)\n") }
        var summary = "\(dryRun ? "would remove" : "removed") \(removed) passing entr\(removed == 1 ? "y" : "ies"), kept \(kept) that still fail"
        if foreign > 0 { summary += ", \(foreign) passing but not named by the suite" }
        if newer > 0 { summary += ", \(newer) written by a newer specification" }
        if unknown > 0 { summary += ", \(unknown) of implementations this executable does not know (replay them with --exec)" }
        output.write(summary + "\n")
        return problems.isEmpty ? ExitCode.success : ExitCode.badInput
    }

    /// Whether the file at `path` is one `CorpusStore` wrote for `entry`: named `entry.fileName`
    /// in a folder named after its implementation.
    static func writtenBySuite(_ path: String, _ entry: CorpusEntry) -> Bool {
        let url = URL(fileURLWithPath: path)
        return url.lastPathComponent == entry.fileName
            && url.deletingLastPathComponent().lastPathComponent == CorpusEntry.safeFileNameComponent(entry.implementation)
    }
}
