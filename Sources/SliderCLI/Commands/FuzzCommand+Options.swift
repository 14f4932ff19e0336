import SliderEngine
import SliderReports
import SliderWire

/// The options of `fuzz`, each declared once: `FuzzCommand.spec` lists them, and `FuzzOptions`
/// reads them.
extension FuzzCommand {
    /// `--implementation <name>`: the implementation to check, or `all`.
    static let implementation = Option<String?>.text(
        "--implementation", "<name>", line: 1,
        help: """
            sample, reference, uikit-model, precision-sample,
            callout-sample, toolkit (a desktop toolkit's slider,
            its deviations listed in Corpus/toolkit.expectations.json),
            or all (default: all).
            """)
    /// `--profile <profile>`: the profile to check against.
    static let profile = Option<String?>.text(
        "--profile", "<profile>", line: 1,
        help: """
            documented, uikit-observed, precision-release or
            value-callout (default: each implementation's own:
            uikit-observed for uikit-model, precision-release for
            precision-sample, value-callout for callout-sample,
            documented for the others).
            """)
    /// `--seed <n>`: the run's seed.
    static let seed = Option<UInt64>.value(
        "--seed", "<n>", line: 1, help: "The run's seed, decimal or 0x-hex (default: 0).", expected: "a whole number such as 42 or 0x2a",
        default: 0, parse: parseSeed)
    /// `--sequences <n>`: the sequences to run.
    static let sequences = Option<Int>.value(
        "--sequences", "<n>", line: 2, help: "Sequences to run (default: 2000; at most 1000000000).",
        expected: OptionRange.countDescription(upTo: OptionRange.maximumCount), default: 2_000,
        parse: { OptionRange.count($0, upTo: OptionRange.maximumCount) })
    /// `--length <n>`: the longest sequence.
    static let length = Option<Int>.value(
        "--length", "<n>", line: 2,
        help: """
            The longest sequence (default: 50; at most 100000); the
            mean is 20.
            """,
        expected: OptionRange.countDescription(upTo: OptionRange.maximumLength), default: 50,
        parse: { OptionRange.count($0, upTo: OptionRange.maximumLength) })
    /// `--time <seconds>`: each implementation's time budget.
    static let time = Option<Double?>.optional(
        "--time", "<seconds>", line: 2,
        help: """
            Stop generating after this long, for each implementation
            (makes the run's length depend on the machine; at most
            1000000).
            """,
        expected: OptionRange.secondsDescription, parse: OptionRange.seconds)
    /// `--total-time <seconds>`: the whole run's time budget.
    static let totalTime = Option<Double?>.optional(
        "--total-time", "<seconds>", line: 3,
        help: """
            A time budget for the whole run, shared by the
            implementations: each gets the time left divided by the
            implementations left, so one that finishes early passes
            its time on (at most 1000000; with --time, the smaller).
            """,
        expected: OptionRange.secondsDescription, parse: OptionRange.seconds)
    /// `--shrink-attempts` and `--shrink-time`.
    static let shrinking = ShrinkOptions(attemptsLine: 3, timeLine: 4)
    /// `--shrink-expected`: shrink the listed deviations too.
    static let shrinkExpected = Option<Bool>.flag(
        "--shrink-expected", line: 4,
        help: """
            Shrink the deviations the expectations file lists too
            (default: they are kept as found, since the report shows
            each on one line; unexpected failures are always shrunk).
            """)
    /// `--shard <k>/<n>`: one shard of the run.
    static let shard = Option<(Int, Int)?>.optional(
        "--shard", "<k>/<n>", line: 5,
        help: """
            Run only the k-th of n equal shards (1-based), so CI jobs
            can split a nightly run; the shards together run exactly
            the sequences of the whole run.
            """,
        expected: "k/n with 1 ≤ k ≤ n ≤ \(OptionRange.maximumCount), such as 2/4", parse: parseShard)
    /// `--robustness`: also NaN and the infinities.
    static let robustness = Option<Bool>.flag("--robustness", line: 5, help: "Also draw NaN and the infinities.")
    /// `--stop-at-first`: end each sequence at its first divergence.
    static let stopAtFirst = Option<Bool>.flag(
        "--stop-at-first", line: 5,
        help: """
            End each sequence at its first divergence instead of
            checking the rest of it from the implementation's state.
            """)
    /// `--jobs <n>`: sequences checked at once, in worker processes.
    static let jobs = Option<Int?>.optional(
        "--jobs", "<n>", line: 10,
        help: """
            Check this many sequences at once, each in a worker
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
            """,
        expected: FuzzJobs.expected, parse: { OptionRange.count($0, upTo: FuzzJobs.maximum) })
    /// `--format <format>`: the report's format.
    static let format = Option<ReportFormat>.value(
        "--format", "<format>", line: 6,
        help: """
            text (default), json, junit or markdown (a conformance
            matrix: rules × implementations).
            """,
        expected: "text, json or junit (or markdown)", default: .text, parse: { ReportFormat(rawValue: $0) })
    /// `--verbose`: every verdict and every expected deviation in full.
    static let verbose = Option<Bool>.flag(
        "--verbose", line: 6,
        help: """
            Text and Markdown: every rule's verdict, every corpus
            entry and every expected deviation's counterexample
            (default: a screen per implementation: unexpected failures
            in full, expected deviations one line each, the verdicts
            of the rules that failed or were not reached; Markdown
            folds the full table in <details>).
            """)
    /// `--snippets <form>`: how counterexamples are printed as Swift.
    static let snippets = SnippetFormOption.option(line: 6)
    /// `--exec '<command>'`, repeatable: implementations in other processes.
    static let exec = Option<[String]>.repeated(
        "--exec", "'<command>'", synopsis: "'<command> <args>'", line: 8,
        help: """
            Check an implementation in another process, speaking the
            wire protocol of PROTOCOL.md on its standard input and
            output (split like a shell: spaces, '…' and "…" quotes).
            Repeatable; with --implementation, runs beside those.
            """)
    /// `--timeout <seconds>`: the time allowed for each answer of `--exec`.
    static let timeout = ExecImplementation.timeoutOption(
        line: 8,
        help: """
            With --exec: the time allowed for each answer, and for each
            write to a child that stops reading (default: 2; at most
            1000000); a child that takes longer is killed with its
            process group and reported.
            """)
    /// `--pipeline-depth <n>`: requests awaiting their answers at once.
    static let pipelineDepth = Option<Int>.value(
        "--pipeline-depth", "<n>", line: 9,
        help: """
            With --exec, for a child whose handshake declares
            pipelining: how many requests may await their answers at
            once (default: 64, at most 100000; 1 waits for each
            answer). The report is
            the same at every depth; only the speed differs.
            """,
        expected: OptionRange.countDescription(upTo: OptionRange.maximumDepth), default: ProcessConnection.defaultDepth,
        parse: { OptionRange.count($0, upTo: OptionRange.maximumDepth) })
    /// `--output <file>`: where the report goes.
    static let outputFile = Option<String?>.text(
        "--output", "<file>", line: 7,
        help: """
            Write the report to this file instead of standard output:
            a regular file is replaced atomically, a symbolic link is
            written through, a FIFO or device is written directly.
            """)
    /// `--corpus <folder>`: the corpus to replay and save to.
    static let corpus = Option<String?>.text(
        "--corpus", "<folder>", line: 7,
        help: """
            The corpus to replay and save to (default: Corpus in the
            package that holds this executable, from any folder;
            SliderConformanceCorpus for your own executable, as the
            test helpers use).
            """)
    /// `--no-save`: save nothing to the corpus.
    static let noSave = Option<Bool>.flag("--no-save", line: 7, help: "Do not save new counterexamples to the corpus.")
    /// `--matrix <file>`: also the Markdown conformance matrix.
    static let matrix = Option<String?>.text(
        "--matrix", "<file>", line: 9,
        help: """
            Also write the Markdown conformance matrix to this file
            (written as --output is).
            """)
    /// `--json <file>`: also the JSON report.
    static let json = Option<String?>.text(
        "--json", "<file>", line: 9,
        help: """
            Also write the JSON report to this file, whatever --format
            says (for 'matrix'; written as --output is).
            """)

    /// The options, in the order the help lists them.
    static var declaredOptions: [any OptionDeclaration] {
        [implementation, profile, seed, sequences, length, time, totalTime] + shrinking.declarations
            + [shrinkExpected, shard, robustness, stopAtFirst, jobs, format, verbose, snippets, exec, timeout, pipelineDepth, outputFile, corpus, noSave, matrix, json]
    }
}
