import Foundation
import SliderEngine
import SliderReports
import SliderSpec
import SliderWire
import SliderWorkers

/// `slider-conformance fuzz`: generated sequences beside the reference, shrunk counterexamples.
@MainActor
enum FuzzCommand {
    static let help = """
        USAGE: slider-conformance fuzz [--implementation <name>] [--profile <profile>] [--seed <n>]
                                       [--sequences <n>] [--length <n>] [--time <seconds>]
                                       [--total-time <seconds>] [--shrink-attempts <n>]
                                       [--shrink-time <seconds>] [--shrink-expected]
                                       [--shard <k>/<n>] [--robustness] [--stop-at-first]
                                       [--format <format>] [--verbose]
                                       [--output <file>] [--corpus <folder>] [--no-save]
                                       [--exec '<command> <args>']... [--timeout <seconds>]
                                       [--pipeline-depth <n>] [--matrix <file>] [--json <file>]
                                       [--jobs <n>]

        Replays the corpus entries of each implementation, then runs seeded random sequences of
        operations on it beside the reference. After a divergence the check goes on from the
        state the implementation showed, so every rule gets a verdict: pass, fail, expected, not
        reached or not applicable. Every distinct failure (rule, field and the operation that
        caused it) is shrunk to a minimal sequence, printed as Swift with a diff, and saved to the
        corpus. The same seed prints the same report on every machine.

        OPTIONS:
          --implementation <name>  sample, reference, uikit-model, precision-sample,
                                   callout-sample, toolkit (a desktop toolkit's slider,
                                   its deviations listed in Corpus/toolkit.expectations.json),
                                   or all (default: all).
          --profile <profile>      documented, uikit-observed, precision-release or
                                   value-callout (default: each implementation's own:
                                   uikit-observed for uikit-model, precision-release for
                                   precision-sample, value-callout for callout-sample,
                                   documented for the others).
          --seed <n>               The run's seed, decimal or 0x-hex (default: 0).
          --sequences <n>          Sequences to run (default: 2000; at most 1000000000).
          --length <n>             The longest sequence (default: 50; at most 100000); the
                                   mean is 20.
          --time <seconds>         Stop generating after this long, for each implementation
                                   (makes the run's length depend on the machine; at most
                                   1000000).
          --total-time <seconds>   A time budget for the whole run, shared by the
                                   implementations: each gets the time left divided by the
                                   implementations left, so one that finishes early passes
                                   its time on (at most 1000000; with --time, the smaller).
        \(ShrinkOptions.help)
          --shrink-expected        Shrink the deviations the expectations file lists too
                                   (default: they are kept as found, since the report shows
                                   each on one line; unexpected failures are always shrunk).
          --shard <k>/<n>          Run only the k-th of n equal shards (1-based), so CI jobs
                                   can split a nightly run; the shards together run exactly
                                   the sequences of the whole run.
          --robustness             Also draw NaN and the infinities.
          --stop-at-first          End each sequence at its first divergence instead of
                                   checking the rest of it from the implementation's state.
          --jobs <n>               Check this many sequences at once, each in a worker
                                   process (this executable started again) with its own
                                   instances (default: the number of active processors; at
                                   most 1024; with 1, a Swift type still runs in one worker,
                                   an --exec child in this process). The report is the same
                                   for every n: results are merged in sequence order. With
                                   --exec, each worker starts its own child (use --jobs 1 for
                                   an adapter that cannot run twice at once). A worker that
                                   crashes ends the run with exit 1; when a Swift type trapped,
                                   the sequence is checked again, shrunk and saved in worker
                                   processes as a process.crash failure; otherwise it is
                                   replayed first by the next run.
          --format <format>        text (default), json, junit or markdown (a conformance
                                   matrix: rules × implementations).
          --verbose                Text and Markdown: every rule's verdict, every corpus
                                   entry and every expected deviation's counterexample
                                   (default: a screen per implementation: unexpected failures
                                   in full, expected deviations one line each, the verdicts
                                   of the rules that failed or were not reached; Markdown
                                   folds the full table in <details>).
          --exec '<command>'       Check an implementation in another process, speaking the
                                   wire protocol of PROTOCOL.md on its standard input and
                                   output (split like a shell: spaces, '…' and "…" quotes).
                                   Repeatable; with --implementation, runs beside those.
          --timeout <seconds>      With --exec: the time allowed for each answer, and for each
                                   write to a child that stops reading (default: 2; at most
                                   1000000); a child that takes longer is killed with its
                                   process group and reported.
          --pipeline-depth <n>     With --exec, for a child whose handshake declares
                                   pipelining: how many requests may await their answers at
                                   once (default: 64, at most 100000; 1 waits for each
                                   answer). The report is
                                   the same at every depth; only the speed differs.
          --output <file>          Write the report to this file instead of standard output:
                                   a regular file is replaced atomically, a symbolic link is
                                   written through, a FIFO or device is written directly.
          --corpus <folder>        The corpus to replay and save to (default: Corpus in the
                                   package that holds this executable, from any folder;
                                   SliderConformanceCorpus for your own executable, as the
                                   test helpers use).
          --no-save                Do not save new counterexamples to the corpus.
          --matrix <file>          Also write the Markdown conformance matrix to this file
                                   (written as --output is).
          --json <file>            Also write the JSON report to this file, whatever --format
                                   says (for 'matrix'; written as --output is).
          -h, --help               Show this help.

        Known deviations listed in <corpus>/<implementation>.expectations.json do not fail the run:
        a failure an entry matches (its rule, and the field, operation and observed value the entry
        names, if any) reads "expected", the run goes on past it, and every other difference is
        still reported, a new cause under a listed rule included. A listed rule the run never
        reaches reads "not reached", never "pass". A file that names a toolkit applies only to an
        adapter whose handshake names that toolkit; the report says when it does not apply, and
        when the toolkit's version differs.

        SIGINT or SIGTERM ends the run after the sequence it is on: shrinking stops, what was found
        is saved and the partial report is printed ("stopped early: an interruption"), exit 130.
        A second signal ends the suite at once. Children are killed with their process groups.

        EXIT CODES: 0 conformant, 1 violations found (or a worker process crashed; also when a
                    corpus file could not be read, which the report lists), 2 a corpus or
                    expectations file could not be read, an output file could not be written or
                    the --exec command could not be started, 64 usage, 130 interrupted.

        EXAMPLES:
          slider-conformance fuzz
          slider-conformance fuzz --implementation sample --seed 42 --sequences 10000
          slider-conformance fuzz --implementation uikit-model --profile documented --no-save
          slider-conformance fuzz --implementation toolkit --verbose
          slider-conformance fuzz --shard 2/4 --time 600 --format junit --output conformance.xml
          slider-conformance fuzz --exec 'python3 Examples/python/slider_adapter.py'
        """

    static func run(_ arguments: [String], context: CommandContext, output: inout CommandOutput) throws -> Int32 {
        var reader = ArgumentReader(arguments, command: "fuzz")
        if reader.wantsHelp {
            output.write(help + "\n")
            return ExitCode.success
        }
        var execs: [String] = []
        while let exec = try reader.option("--exec") { execs.append(exec) }
        let matrix = try reader.option("--matrix")
        let jsonReport = try reader.option("--json")
        let givenTimeout = try reader.option("--timeout", expected: OptionRange.secondsDescription, OptionRange.seconds)
        if givenTimeout != nil, execs.isEmpty { throw UsageError("--timeout applies only with --exec.", command: "fuzz") }
        let timeout = givenTimeout ?? 2
        let depth = try reader.option("--pipeline-depth", expected: OptionRange.countDescription(upTo: OptionRange.maximumDepth)) {
            OptionRange.count($0, upTo: OptionRange.maximumDepth)
        } ?? ProcessConnection.defaultDepth
        let implementation = try reader.option("--implementation")
        var entries = execs.isEmpty || implementation != nil ? try context.selected(implementation ?? "all", command: "fuzz") : []
        let profile = try reader.option("--profile").map { try BundledImplementations.profile($0, command: "fuzz") }
        var configuration = FuzzConfiguration()
        configuration.seed = try reader.option("--seed", expected: "a whole number such as 42 or 0x2a", parseSeed) ?? 0
        configuration.sequences = try reader.option("--sequences", expected: OptionRange.countDescription(upTo: OptionRange.maximumCount)) {
            OptionRange.count($0, upTo: OptionRange.maximumCount)
        } ?? 2_000
        configuration.generator.maxLength = try reader.option("--length", expected: OptionRange.countDescription(upTo: OptionRange.maximumLength)) {
            OptionRange.count($0, upTo: OptionRange.maximumLength)
        } ?? 50
        configuration.timeLimit = try reader.option("--time", expected: OptionRange.secondsDescription, OptionRange.seconds)
        let totalTime = try reader.option("--total-time", expected: OptionRange.secondsDescription, OptionRange.seconds)
        configuration.shrinkLimits = try ShrinkOptions.read(&reader, command: "fuzz")
        if let shard = try reader.option("--shard", expected: "k/n with 1 ≤ k ≤ n ≤ \(OptionRange.maximumCount), such as 2/4", parseShard) {
            (configuration.shardIndex, configuration.shardCount) = shard
        }
        configuration.generator.robustness = reader.flag("--robustness")
        configuration.stopAtFirst = reader.flag("--stop-at-first")
        let shrinkExpected = reader.flag("--shrink-expected")
        let format = try reader.option("--format", expected: "text, json or junit (or markdown)") { ReportFormat(rawValue: $0) } ?? .text
        let destination = try reader.option("--output")
        let verbose = reader.flag("--verbose")
        let corpus = try reader.option("--corpus") ?? context.defaultCorpus()
        let save = !reader.flag("--no-save")
        let jobs = try reader.option("--jobs", expected: FuzzJobs.expected) { OptionRange.count($0, upTo: FuzzJobs.maximum) }
        let rest = try reader.positionals()
        guard rest.isEmpty else { throw UsageError("fuzz takes no arguments, found '\(rest.joined(separator: " "))'.", command: "fuzz") }
        configuration.corpusPaths = FileManager.default.fileExists(atPath: corpus) ? [corpus] : []
        if save { CorpusStore.removeAbandonedTemporaryFiles(under: corpus) }

        var connections: [ProcessConnection] = []
        Interruption.beginGracefulStop()
        defer {
            Interruption.endGracefulStop()
            for connection in connections { connection.close() }
        }
        for exec in execs {
            let checked = profile ?? .documented
            let connection: ProcessConnection
            do {
                connection = try ProcessConnection(command: exec, timeout: timeout, profile: checked.id, depth: depth)
            } catch where Interruption.isRequested {
                // The signal killed the child while it started: the partial report, without it.
                output.writeError("interrupted while `\(exec)` was starting\n")
                break
            } catch {
                output.writeError("error: \(error)\n")
                return ExitCode.badInput
            }
            connections.append(connection)
            do {
                try ExecImplementation.checkName(connection.handshake.implementation, command: exec, context: context)
            } catch {
                output.writeError("error: \(error)\n")
                return ExitCode.badInput
            }
            entries.append(BundledImplementations.Entry(
                name: connection.handshake.implementation, summary: exec, implementation: connection.implementation(), profile: checked))
        }
        var expectations: [String: Expectations] = [:]
        var expectationsNotes: [String: String] = [:]
        for entry in entries {
            do {
                guard let loaded = try Expectations.load(corpus: corpus, implementation: entry.name) else { continue }
                // A file written for another toolkit does not apply; another version is noted.
                let tie = loaded.tie(running: (entry.implementation.host as? ProcessConnection)?.handshake.toolkit)
                expectationsNotes[entry.name] = tie.note(file: displayedPath(corpus: corpus, implementation: entry.name))
                if tie.applies { expectations[entry.name] = loaded }
            } catch {
                output.writeError("error: \(error)\n")
                return ExitCode.badInput
            }
        }

        if let jobs, jobs > 1, let reason = FuzzJobs.unavailability(context.workerExecutable) { output.writeError("note: --jobs \(jobs): running one job: \(reason)\n") }
        var crashed = false
        var reports: [FuzzReport] = []
        let startedAt = Date()
        let runStarted = ContinuousClock.now
        var durations: [Double] = []
        for (position, entry) in entries.enumerated() where !Interruption.isRequested || reports.isEmpty {
            var settings = configuration
            settings.profile = profile ?? entry.profile
            if let totalTime {
                let left = max(0, totalTime - (ContinuousClock.now - runStarted).seconds) / Double(entries.count - position)
                settings.timeLimit = min(settings.timeLimit ?? left, left)
            }
            if save { settings.inFlightPath = corpus + "/.in-flight/" + CorpusEntry.safeFileNameComponent(entry.name) + ".json" }
            let listed = expectations[entry.name]
            if !shrinkExpected { settings.unshrunk = listed?.expected ?? [] }
            let started = ContinuousClock.now
            let workers = FuzzJobs.workers(jobs ?? FuzzJobs.defaultCount, for: entry.implementation, executable: context.workerExecutable)
            var report = fuzz(entry, settings, corpus: save ? corpus : nil, expected: listed, workers: workers, output: &output)
            if let wrapped = entry.snippetTypeName {
                report.typeName = wrapped
                report.snippetsAgainstUIKit = true
            }
            crashed = crashed || workers.crash != nil
            durations.append((ContinuousClock.now - started).seconds)
            expectations[entry.name]?.apply(to: &report)
            report.expectationsNote = expectationsNotes[entry.name]
            report.timeLimit = configuration.timeLimit ?? totalTime
            report.toolkit = (entry.implementation.host as? ProcessConnection)?.handshake.toolkit
            reports.append(report)
        }
        if let matrix { try OutputFile.write(ReportFormat.markdown.render(reports, verbose: verbose), to: matrix) }
        let run = ReportRun(startedAt: startedAt, hostname: ProcessInfo.processInfo.hostName, seconds: durations)
        if let jsonReport {
            try OutputFile.write(ReportFormat.json.render(reports, expectations: expectations, run: run, verbose: verbose), to: jsonReport)
        }
        var text = format.render(
            reports, colored: format == .text && destination == nil && output.colorsStandardOutput, expectations: expectations,
            run: run, verbose: verbose)
        if reports.isEmpty, Interruption.isRequested, format == .text {
            text += "stopped early: an interruption (SIGINT or SIGTERM), before any implementation was checked\n"
        }
        if let destination {
            try OutputFile.write(text, to: destination)
        } else {
            output.write(text)
        }
        if Interruption.isRequested { return ExitCode.interrupted }
        if crashed { return ExitCode.violations }
        if reports.contains(where: { !$0.conforms }) { return ExitCode.violations }
        return reports.contains(where: { !$0.corpusProblems.isEmpty }) ? ExitCode.badInput : ExitCode.success
    }

    /// The expectations file of `implementation` in `corpus` as a report names it: the corpus
    /// folder's name and the file's (`Corpus/toolkit.expectations.json`), never a path of the
    /// machine that ran it.
    static func displayedPath(corpus: String, implementation: String) -> String {
        let file = Expectations.path(corpus: corpus, implementation: implementation)
        let folder = URL(fileURLWithPath: corpus).lastPathComponent
        return (folder.isEmpty || folder == "." ? "" : folder + "/") + URL(fileURLWithPath: file).lastPathComponent
    }

    /// Runs one implementation on `workers`, saving each new counterexample to `corpus` as soon as
    /// it is shrunk, apart from those `expected` expects (known deviations, which the expectations
    /// file records).
    private static func fuzz(
        _ entry: BundledImplementations.Entry, _ configuration: FuzzConfiguration, corpus: String?, expected: Expectations?,
        workers: FuzzWorkers, output: inout CommandOutput
    ) -> FuzzReport {
        func run(output: inout CommandOutput) -> FuzzReport {
            let fuzzer = Fuzzer(entry.implementation, configuration: configuration)
            let started = ContinuousClock.now
            let showsProgress = output.showsProgress
            let progressSink = output.onError
            var saveErrors: [String] = []
            var savedPaths: [String] = []
            var unshrunk: [RuleID: String] = [:]
            func entryFor(_ rule: RuleID, _ field: String, _ operations: [SliderOperation], _ violation: Violation, _ origin: String) -> CorpusEntry {
                CorpusEntry(
                    implementation: entry.name, profile: configuration.profile.id, rule: rule, field: field,
                    statement: RuleCatalogue.rule(rule)?.statement ?? rule.processStatement ?? "",
                    operations: operations, expected: violation.expected, observed: violation.observed, seed: origin,
                    cause: violation.cause
                ).markingCrash(violation)
            }
            let report = fuzzer.run(
                workers: workers,
                progress: { progress in
                    guard showsProgress else { return }
                    let timing = progressTiming(
                        elapsed: (ContinuousClock.now - started).seconds, done: progress.sequences, total: progress.total,
                        limit: configuration.timeLimit)
                    progressSink?("\r\(entry.name): \(progress.sequences)/\(progress.total) sequences, \(progress.operations) operations, \(progress.failures) failing, \(timing)\u{1B}[K")
                },
                failing: { operations, violation in
                    // A crashing process may take the case with it: save it before shrinking.
                    guard let corpus, violation.rule.isProcessFailure else { return }
                    let saved = entryFor(violation.rule, violation.field, Array(operations), violation, "unshrunk")
                    do { unshrunk[violation.rule] = try CorpusStore.write(saved, into: corpus) } catch { saveErrors.append("\(error)") }
                },
                found: { counterexample in
                    // One that did not fail from a fresh start is no regular counterexample: never saved.
                    if counterexample.dependsOnEarlierInstances, let old = unshrunk.removeValue(forKey: counterexample.identity.rule) {
                        try? FileManager.default.removeItem(atPath: old)
                    }
                    guard let corpus, expected?.entry(matching: counterexample) == nil, !counterexample.dependsOnEarlierInstances else { return }
                    let saved = entryFor(
                        counterexample.identity.rule, counterexample.identity.field, counterexample.operations, counterexample.violation,
                        counterexample.origin)
                    do {
                        let path = try CorpusStore.write(saved, into: corpus)
                        if !savedPaths.contains(path) { savedPaths.append(path) }
                        if let old = unshrunk.removeValue(forKey: counterexample.identity.rule), old != path {
                            try? FileManager.default.removeItem(atPath: old)
                        }
                    } catch { saveErrors.append("\(error)") }
                })
            if showsProgress { output.writeError("\r\u{1B}[K") }
            let seconds = (ContinuousClock.now - started).seconds
            let rate = seconds > 0 ? Int(Double(report.operations) / seconds) : 0
            var pipelining = ""
            if workers.used == 1, let connection = entry.implementation.host as? ProcessConnection, connection.window > 1,
                !connection.freshChildForEachSlider
            {
                pipelining = "; pipelined \(connection.window) deep, \(connection.sequencesRerun) sequences rerun one request at a time"
            }
            if workers.used > 1 { pipelining += "; \(workers.used) jobs" }
            output.writeError("\(entry.name): \(report.operations) operations in \(String(format: "%.2f", seconds)) s (\(rate) per second\(pipelining))\n")
            for notice in workers.notices { output.writeError("note: \(notice)\n") }
            for error in saveErrors { output.writeError("could not save to the corpus: \(error)\n") }
            if !savedPaths.isEmpty { output.writeError(savedLines(savedPaths, of: entry)) }
            return report
        }
        return run(output: &output)
    }

    /// Where the new counterexamples of `entry` were saved, one path a line, and the commands
    /// that replay them and shrink one again (on standard error: the report stays the same
    /// wherever the corpus is).
    static func savedLines(_ paths: [String], of entry: BundledImplementations.Entry) -> String {
        let executable = SliderConformanceCLI.currentExecutable.map { (try? FileManager.default.destinationOfSymbolicLink(atPath: $0)) ?? $0 }
        let program = executable.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "slider-conformance"
        let exec = (entry.implementation.host as? ProcessConnection).map { " --exec " + shellQuoted($0.command) } ?? ""
        let folder = URL(fileURLWithPath: paths[0]).deletingLastPathComponent().relativePath
        var lines = "\(entry.name): saved \(paths.count) counterexample\(paths.count == 1 ? "" : "s"):\n"
        for path in paths { lines += "  \(path)\n" }
        lines += "  replay them: \(program) replay\(exec) \(shellQuoted(paths.count == 1 ? paths[0] : folder))\n"
        lines += "  shrink one again: \(program) shrink\(exec) \(shellQuoted(paths[0]))\n"
        return lines
    }

    /// `text` as one shell word: as it is when it holds only safe characters, else in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let safe = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:@+,%".contains($0)) }
        return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `12 s elapsed, 48 s left` for the progress line: the time left is what the sequences
    /// still to run would take at the rate so far, capped by the `--time` budget when there is one.
    nonisolated static func progressTiming(elapsed: Double, done: Int, total: Int, limit: Double?) -> String {
        var left: Double? = done > 0 ? elapsed * Double(max(0, total - done)) / Double(done) : nil
        if let limit { left = min(left ?? .infinity, max(0, limit - elapsed)) }
        func seconds(_ value: Double) -> String {
            let whole = Int(value.rounded())
            return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
        }
        return "\(seconds(elapsed)) elapsed" + (left.map { ", \(seconds($0)) left" } ?? "")
    }

    static func parseSeed(_ text: String) -> UInt64? {
        // Digits only: `UInt64` itself would take a sign ("+1", "0x+1").
        let digits = text.hasPrefix("0x") ? text.dropFirst(2) : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return nil }
        return text.hasPrefix("0x") ? UInt64(digits, radix: 16) : UInt64(digits)
    }

    static func parseShard(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= OptionRange.maximumCount, k >= 1, k <= n else { return nil }
        return (k - 1, n)
    }
}
