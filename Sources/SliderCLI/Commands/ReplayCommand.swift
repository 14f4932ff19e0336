import Foundation
import SliderEngine
import SliderReports
import SliderSpec
import SliderWire
import SliderWorkers

/// `slider-conformance replay`: replays saved corpus entries and says whether each still fails.
@MainActor
enum ReplayCommand: SliderCommand {
    /// `--implementation <name>`: replay against this implementation.
    static let implementation = Option<String?>.text(
        "--implementation", "<name>", line: 1,
        help: """
            sample, reference, uikit-model, precision-sample,
            callout-sample or toolkit (default: the one each entry
            names).
            """)
    /// `--profile <profile>`: replay under this profile.
    static let profile = Option<String?>.text(
        "--profile", "<profile>", line: 1,
        help: """
            documented, uikit-observed, precision-release or
            value-callout (default: the profile each entry names).
            """)
    /// `--format <format>`: the report's format.
    static let format = Option<Format>.value(
        "--format", "<format>", line: 2,
        help: """
            text (default), json, junit (a test case per entry: a
            failure, skipped when expected, or a pass) or markdown (a
            table of the entries, unexpected failures first).
            """,
        expected: "text, json, junit or markdown", default: .text, parse: { Format(rawValue: $0) })
    /// `--corpus <folder>`: the corpus whose expectations files apply.
    static let corpus = Option<String?>.text(
        "--corpus", "<folder>", line: 2,
        help: """
            The corpus folder whose expectations files apply to every
            entry (default: each entry's own corpus folder).
            """)
    /// `--exec '<command>'`: an implementation in another process.
    static let exec = ExecImplementation.execOption(
        line: 3,
        help: """
            Replay against an implementation in another process (as
            fuzz --exec), e.g. entries fuzz --exec saved. Every entry
            is replayed in a fresh child. Not with --implementation.
            """)
    /// `--timeout <seconds>`: the time allowed for each answer of `--exec`.
    static let timeout = ExecImplementation.timeoutOption(
        line: 3,
        help: """
            With --exec: the time allowed for each answer (default: 2;
            at most 1000000).
            """)
    /// `--snippets <form>`: how failing entries are printed as Swift.
    static let snippets = SnippetFormOption.option(line: 2)

    /// The command's declaration.
    static let spec = CommandSpec(
        name: "replay", abstract: "Replay saved corpus entries: still failing, passing, or different.",
        discussion: """
            Replays corpus entries (files, or folders searched recursively for *.json) and says for
            each whether it still fails the same way, passes now, or fails differently (another rule,
            or the same rule shown in another field). Each failing entry is printed as Swift with a
            diff at the failing step. Files that cannot be read are reported on standard error and
            the other entries are still replayed.

            Known deviations are read as fuzz reads them, from
            <corpus>/<implementation>.expectations.json, where <corpus> is the folder of each entry's
            <corpus>/<implementation>/<entry>.json (or --corpus): an entry that still fails a listed
            rule with the listed outcome is shown as expected and does not fail the replay; a listed
            failure whose replayed entries all pass is reported, so the expectation can be removed
            once the fix is intended.
            """,
        argument: .oneOrMore(
            "<file or folder>", noun: "corpus file or folder", line: 4, help: "Corpus files or folders, e.g. Corpus or Corpus/sample.",
            missing: "give one or more corpus files or folders, e.g. slider-conformance replay Corpus"),
        options: [implementation, profile, format, corpus, exec, timeout, snippets], helpColumn: 27,
        epilogue: """
            EXIT CODES: 0 every entry passes or fails as expected, 1 an entry still fails or fails
                        differently and is not expected to, 2 a corpus or expectations file could
                        not be read or names an unknown implementation or profile, or the --exec
                        command could not be started, 64 usage, 130 interrupted.

            EXAMPLES:
              slider-conformance replay Corpus
              slider-conformance replay Corpus/sample --format json
              slider-conformance replay --implementation sample Corpus/uikit-model/x.json
            """)

    /// The output formats of `replay`.
    enum Format: String {
        case text, json, junit, markdown
    }

    /// One replayed entry: the recorded failure and what replaying it showed.
    struct Replay: Encodable {
        /// The corpus file.
        let path: String
        /// The implementation replayed against, by its bundled name.
        let implementation: String
        /// The profile replayed under.
        let profile: String
        /// The rule the entry recorded.
        let recordedRule: RuleID
        /// The field the entry recorded.
        let recordedField: String
        /// Still fails, passes, or fails differently.
        let outcome: CorpusReplay.Outcome
        /// The divergence found now, or nil when the entry passes.
        let violation: Violation?
        /// The operations up to and including the failing step (empty when it passes).
        let failingOperations: [SliderOperation]
        /// The expectations file that applies to the entry, or nil when there is none.
        var expectationsFile: String? = nil
        /// The expectation the failure found now matches, or nil when it is not expected (or passes).
        var expectation: Expectations.Entry? = nil

        /// Whether the entry fails in a way no expectation lists.
        var failsUnexpectedly: Bool { outcome != .passes && expectation == nil }

        private enum CodingKeys: String, CodingKey {
            case path, implementation, profile, recordedRule, recordedField, outcome, violation, expectation
        }
    }

    /// A listed failure whose replayed entries all pass now.
    struct ExpectedButPasses: Encodable {
        /// The expectations file that lists it.
        let path: String
        /// The expectation.
        let expectation: Expectations.Entry
    }

    /// The JSON document `--format json` prints.
    private struct Document: Encodable {
        /// One problem file.
        struct Problem: Encodable {
            /// The file or folder.
            let path: String
            /// What was wrong and what was expected.
            let message: String
        }

        /// The version of this document's layout.
        let format = 1
        /// Every entry replayed, in path order.
        let replays: [Replay]
        /// Every file that could not be replayed.
        let problems: [Problem]
        /// Listed failures whose replayed entries all pass now.
        let expectedButPasses: [ExpectedButPasses]
    }

    /// Replays the entries `options` name and reports each.
    static func run(_ options: ParsedOptions, context: CommandContext, output: inout CommandOutput) throws -> Int32 {
        let forced = try options[Self.implementation].map { try context.named($0, command: spec.name) }
        let forcedProfile = try options[Self.profile].map { try BundledImplementations.profile($0, command: spec.name) }
        let format = options[Self.format]
        let corpus = options[Self.corpus]
        let exec = try ExecImplementation.read(options, exec: Self.exec, timeout: Self.timeout, command: spec.name)
        let form = SnippetFormOption.form(options[Self.snippets], exec: exec?.command)
        if exec != nil, forced != nil { throw UsageError("give --exec or --implementation, not both.", command: spec.name) }
        let paths = options.arguments

        let loaded = CorpusStore.load(from: paths, implementation: nil)
        var problems = loaded.problems
        var replays: [Replay] = []
        var expectations: [String: Expectations?] = [:]
        var connection: ProcessConnection?
        var child: BundledImplementations.Entry?
        defer { ExecImplementation.disconnect(connection) }
        if let exec, let first = loaded.entries.first {
            do {
                let profile = try forcedProfile ?? namedProfile(first.entry.profile, path: first.path)
                (connection, child) = try exec.connect(profile: profile, context: context)
            } catch {
                output.writeError("error: \(error)\n")
                return ExitCode.badInput
            }
        }
        for (path, entry) in loaded.entries {
            do {
                let implementation = try child ?? forced ?? bundledImplementation(named: entry.implementation, path: path, in: context)
                let profile = try forcedProfile ?? namedProfile(entry.profile, path: path)
                if let declared = connection?.handshake.profiles, !declared.contains(profile.id) {
                    throw CorpusProblem(
                        path: path,
                        message: "names profile '\(profile.id)', which the --exec implementation does not declare"
                            + " (it declares \(declared.joined(separator: ", "))); pass --profile to replay it under another")
                }
                // A saved crash of a Swift type is replayed in a worker process, where it cannot take this one down.
                let worker = connection == nil && entry.rule == .processCrash ? FuzzJobs.freshStart(context.workerExecutable) : nil
                if worker == nil, let problem = entry.replayProblem(inProcess: connection == nil) { throw CorpusProblem(path: path, message: problem) }
                var replayed = replay(entry, at: path, on: implementation, profile: profile, worker: worker, reusedChild: connection)
                if let folder = corpus ?? Expectations.corpusFolder(ofEntryAt: path, implementation: entry.implementation) {
                    let file = Expectations.path(corpus: folder, implementation: implementation.name)
                    if expectations[file] == nil {
                        do {
                            expectations[file] = .some(try Expectations.load(corpus: folder, implementation: implementation.name))
                        } catch {
                            output.writeError("error: \(error)\n")
                            return ExitCode.badInput
                        }
                    }
                    // A file written for another toolkit than the --exec child's does not apply.
                    if let listed = expectations[file] ?? nil, listed.tie(running: connection?.handshake.toolkit).applies {
                        replayed.expectationsFile = file
                        let last = replayed.failingOperations.last?.kind
                        replayed.expectation = replayed.violation.flatMap { listed.entry(matching: $0, after: last) }
                    }
                }
                replays.append(replayed)
            } catch let problem as CorpusProblem {
                problems.append(problem)
            }
        }
        let passing = expectedButPasses(replays, expectations: expectations)

        switch format {
        case .text:
            output.write(lines(replays) + counterexamples(replays, colored: output.colorsStandardOutput, context: context, form: form, command: exec?.command))
            for problem in problems { output.writeError("error: \(problem)\n") }
            if !passing.isEmpty { output.write((replays.isEmpty ? "" : "\n") + passing.map(\.line).joined()) }
            output.write(summary(replays, unreadable: problems.count))
        case .json:
            for problem in problems { output.writeError("error: \(problem)\n") }
            let document = Document(
                replays: replays, problems: problems.map { Document.Problem(path: $0.path, message: $0.message) },
                expectedButPasses: passing)
            output.write(String(decoding: try SliderJSON.encoder().encode(document), as: UTF8.self) + "\n")
        case .junit:
            for problem in problems { output.writeError("error: \(problem)\n") }
            output.write(junit(replays, problems: problems, passing: passing, paths: paths, context: context, form: form, command: exec?.command))
        case .markdown:
            for problem in problems { output.writeError("error: \(problem)\n") }
            output.write(markdown(replays, problems: problems, passing: passing))
        }
        if replays.contains(where: \.failsUnexpectedly) { return ExitCode.violations }
        return problems.isEmpty ? ExitCode.success : ExitCode.badInput
    }

    /// The listed failures of each expectations file whose replayed entries all pass: at least
    /// one entry recorded the rule, every such entry passes, and no entry fails that way now.
    private static func expectedButPasses(_ replays: [Replay], expectations: [String: Expectations?]) -> [ExpectedButPasses] {
        expectations.keys.sorted().flatMap { file -> [ExpectedButPasses] in
            guard let listed = expectations[file] ?? nil else { return [] }
            let covered = replays.filter { $0.expectationsFile == file }
            return listed.expected.filter { expectation in
                let recorded = covered.filter { expectation.matches($0.recordedRule) }
                return !recorded.isEmpty && recorded.allSatisfy { $0.outcome == .passes }
                    && !covered.contains { $0.violation.map { expectation.matches($0.rule) } ?? false }
            }.map { ExpectedButPasses(path: file, expectation: $0) }
        }
    }

    /// One line per entry: the outcome (`expected` when an expectation lists the failure), the
    /// file, and the failure it recorded.
    private static func lines(_ replays: [Replay]) -> String {
        let labels: [CorpusReplay.Outcome: String] = [.stillFails: "still fails", .passes: "passes", .failsDifferently: "fails differently"]
        let width = labels.values.map(\.count).max() ?? 0
        return replays.map { replay in
            let label = (replay.expectation == nil ? labels[replay.outcome] ?? "" : "expected")
                .padding(toLength: width, withPad: " ", startingAt: 0)
            var line = "\(label)  \(replay.path)  \(replay.recordedRule) (\(replay.recordedField))"
            if replay.outcome == .failsDifferently, let violation = replay.violation { line += "; now \(violation.identity)" }
            return line + "\n"
        }.joined()
    }

    /// The counterexample of every failing entry, each after a blank line.
    private static func counterexamples(
        _ replays: [Replay], colored: Bool, context: CommandContext, form: SnippetForm, command: String?
    ) -> String {
        replays.compactMap { replay in
            guard let text = counterexample(replay, colored: colored, context: context, form: form, command: command) else { return nil }
            let listed = replay.expectation.map { expectation in
                "\nexpected (listed in \(replay.expectationsFile ?? "the expectations file")): \(expectation.summary)"
            } ?? ""
            return listed + "\n" + text
        }.joined()
    }

    /// The failing entry's counterexample in `form` (a `.wire` one piped into `command`) with a
    /// diff, or nil when it passes.
    private static func counterexample(
        _ replay: Replay, colored: Bool, context: CommandContext, form: SnippetForm, command: String?
    ) -> String? {
        guard let violation = replay.violation else { return nil }
        let counterexample = Counterexample(
            identity: violation.identity, operations: replay.failingOperations, violation: violation,
            originalLength: replay.failingOperations.count, origin: replay.path, occurrences: 1, shrinks: 0,
            shrinkStoppedBy: nil)
        return CounterexampleFormatter(colored: colored).format(
            counterexample, implementation: replay.implementation,
            typeName: context.typeName(of: replay.implementation, in: form), form: form, command: command)
    }

    /// JUnit XML (REPORTS.md): one suite, `replay`, and a test case per entry.
    private static func junit(
        _ replays: [Replay], problems: [CorpusProblem], passing: [ExpectedButPasses], paths: [String], context: CommandContext,
        form: SnippetForm, command: String?
    ) -> String {
        let cases = replays.map { replay -> JUnitDocument.TestCase in
            let classname = "\(replay.implementation).\(replay.profile)"
            let text = counterexample(replay, colored: false, context: context, form: form, command: command) ?? ""
            let outcome: JUnitDocument.TestCase.Outcome
            if let violation = replay.violation, replay.outcome != .passes {
                if let expectation = replay.expectation {
                    outcome = .skipped(message: "expected: " + expectation.summary, text: text)
                } else {
                    let rule = violation.rule
                    let statement = RuleCatalogue.rule(rule)?.statement ?? rule.processStatement ?? rule.rawValue
                    let label = replay.outcome == .failsDifferently ? "fails differently: " : "still fails: "
                    outcome = .failure(message: label + statement, type: rule.rawValue, text: text)
                }
            } else {
                outcome = .pass
            }
            return JUnitDocument.TestCase(name: replay.path, classname: classname, outcome: outcome)
        }
        return JUnitDocument.render(
            name: "replay", properties: [("paths", paths.joined(separator: " "))], cases: cases,
            systemOut: ([summary(replays, unreadable: problems.count)] + passing.map(\.line))
                .map { $0.trimmingCharacters(in: .newlines) }.joined(separator: "\n"),
            systemErr: problems.map { "corpus problem: \($0)" }.joined(separator: "\n"))
    }

    /// Markdown: the summary, then a table of the entries, unexpected failures first, then
    /// expected ones, then those that pass.
    private static func markdown(_ replays: [Replay], problems: [CorpusProblem], passing: [ExpectedButPasses]) -> String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
        var lines = ["# Corpus replay", "", summary(replays, unreadable: problems.count).trimmingCharacters(in: .newlines), ""]
        for problem in problems { lines.append("- unreadable: " + cell("\(problem)")) }
        for line in passing { lines.append("- " + cell(line.line.trimmingCharacters(in: .newlines))) }
        if !problems.isEmpty || !passing.isEmpty { lines.append("") }
        guard !replays.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines.append("| outcome | entry | implementation | recorded | now |")
        lines.append("|---|---|---|---|---|")
        func rank(_ replay: Replay) -> Int { replay.failsUnexpectedly ? 0 : replay.expectation != nil ? 1 : 2 }
        let ordered = replays.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        for replay in ordered {
            let outcome: String =
                if replay.expectation != nil { "expected" }
                else if replay.outcome == .stillFails { "**still fails**" }
                else if replay.outcome == .failsDifferently { "**fails differently**" }
                else { "passes" }
            let now = replay.violation.map { "`\($0.rule)` (\($0.field))" } ?? ""
            lines.append(
                "| \(outcome) | \(cell(replay.path)) | \(cell(replay.implementation)) (\(cell(replay.profile))) | "
                    + "`\(replay.recordedRule)` (\(cell(replay.recordedField))) | \(cell(now)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `N replayed: A still fail, B pass, C fail differently, D unreadable`, followed by
    /// `, E expected` when any failure is expected (not counted in A or C), after a blank line
    /// when anything was replayed.
    private static func summary(_ replays: [Replay], unreadable: Int) -> String {
        let count = { (outcome: CorpusReplay.Outcome) in replays.filter { $0.outcome == outcome && $0.expectation == nil }.count }
        let expected = replays.filter { $0.expectation != nil }.count
        return (replays.isEmpty ? "" : "\n")
            + "\(replays.count + unreadable) replayed: \(count(.stillFails)) still fail, \(count(.passes)) pass, "
            + "\(count(.failsDifferently)) fail differently, \(unreadable) unreadable"
            + (expected == 0 ? "" : ", \(expected) expected") + "\n"
    }

    /// Replays `entry` on `implementation` under `profile`, every call in a process of `worker` when given.
    ///
    /// An entry replayed through `reusedChild`, a child that served other sliders first, is
    /// replayed once more in a freshly started child when it passes there: a failure that shows
    /// only in a child's first sliders is still a failure, and must never read as passing (nor
    /// be pruned).
    static func replay(
        _ entry: CorpusEntry, at path: String, on implementation: BundledImplementations.Entry, profile: Profile, worker: FreshStart? = nil,
        reusedChild: ProcessConnection? = nil
    ) -> Replay {
        // The recorded failure may follow an earlier divergence of the same sequence (the check
        // goes on past it, as `fuzz` does): it still fails when it shows anywhere.
        var result = worker.map {
            WorkerSliderConnection.check(implementation.implementation, entry.operations, profile: profile, freshStart: $0)
        } ?? SequenceCheck.run(implementation.implementation, entry.operations, profile: profile, stopAtFirst: false)
        if result.divergences.isEmpty, let child = reusedChild, !child.freshChildForEachSlider {
            child.startFresh()
            result = SequenceCheck.run(implementation.implementation, entry.operations, profile: profile, stopAtFirst: false)
        }
        let recorded = result.firstDivergence(matching: entry.identity)
        let shown = recorded ?? result.divergences.first
        let outcome: CorpusReplay.Outcome = recorded != nil ? .stillFails : shown != nil ? .failsDifferently : .passes
        let failing = shown.map { Array(entry.operations.prefix($0.step + 1)) } ?? []
        return Replay(
            path: path, implementation: implementation.name, profile: profile.id, recordedRule: entry.rule,
            recordedField: entry.field, outcome: outcome, violation: shown?.violation, failingOperations: failing)
    }

    /// The implementation of `context` an entry names, or a problem for the file at `path`.
    static func bundledImplementation(named name: String, path: String, in context: CommandContext) throws -> BundledImplementations.Entry {
        guard let entry = context.lookup(name) else {
            throw CorpusProblem(
                path: path,
                message: "names implementation '\(name)', which is not bundled; expected one of: "
                    + context.implementations.map(\.name).joined(separator: ", ")
                    + "; an implementation behind a command (fuzz --exec) is replayed with --exec '<command>'")
        }
        return entry
    }

    /// The profile an entry names, or a problem for the file at `path`.
    static func namedProfile(_ name: String, path: String) throws -> Profile {
        guard let profile = Profile.named(name) else {
            throw CorpusProblem(
                path: path,
                message: "names profile '\(name)', which is unknown; expected one of: "
                    + Profile.all.map(\.id).joined(separator: ", "))
        }
        return profile
    }
}

extension ReplayCommand.ExpectedButPasses {
    /// The text report's line for it.
    var line: String {
        "expected to fail, but passes: \(expectation.summary) (\(path)): remove the expectation if the fix is intended\n"
    }
}
