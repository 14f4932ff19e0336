import Foundation
import SliderEngine
import SliderReports
import SliderSpec
import SliderWire
import SliderWorkers

/// `slider-conformance fuzz`: generated sequences beside the reference, shrunk counterexamples.
@MainActor
enum FuzzCommand: SliderCommand {
    /// The command's declaration; its options are declared in `FuzzCommand+Options`.
    static let spec = CommandSpec(
        name: "fuzz", abstract: "Random sequences beside the reference; shrunk counterexamples.",
        discussion: """
            Replays the corpus entries of each implementation, then runs seeded random sequences of
            operations on it beside the reference. After a divergence the check goes on from the
            state the implementation showed, so every rule gets a verdict: pass, fail, expected, not
            reached or not applicable. Every distinct failure (rule, field and the operation that
            caused it) is shrunk to a minimal sequence, printed as Swift with a diff, and saved to the
            corpus. The same seed prints the same report on every machine.
            """,
        options: declaredOptions, helpColumn: 27,
        epilogue: """
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
                        the --exec command could not be started, 3 no rule failed but the adapter may
                        not map something (adapter diagnostics), 64 usage, 130 interrupted.

            EXAMPLES:
              slider-conformance fuzz
              slider-conformance fuzz --implementation sample --seed 42 --sequences 10000
              slider-conformance fuzz --implementation uikit-model --profile documented --no-save
              slider-conformance fuzz --implementation toolkit --verbose
              slider-conformance fuzz --shard 2/4 --time 600 --format junit --output conformance.xml
              slider-conformance fuzz --exec 'python3 Examples/python/slider_adapter.py'
            """)

    /// A signal recorded before `fuzz` started ends it gracefully, with its partial report.
    static var stopsGracefully: Bool { true }

    /// Runs `fuzz` in four steps: the options, read and checked; the plan (the children started,
    /// the expectations loaded); the run of every implementation; the reports, written.
    static func run(_ parsed: ParsedOptions, context: CommandContext, output: inout CommandOutput) throws -> Int32 {
        let options = try FuzzOptions(parsed, context: context)
        options.prepareCorpus()
        let plan = FuzzPlan(options)
        Interruption.beginGracefulStop()
        defer {
            Interruption.endGracefulStop()
            plan.close()
        }
        guard plan.start(context: context, output: &output) else { return ExitCode.badInput }
        let run = FuzzRun.perform(plan, context: context, output: &output)
        try FuzzRendering(options: options, expectations: plan.expectations, run: run).write(to: &output)
        return run.exitCode
    }

    /// The expectations file of `implementation` in `corpus` as a report names it: the corpus
    /// folder's name and the file's (`Corpus/toolkit.expectations.json`), never a path of the
    /// machine that ran it.
    static func displayedPath(corpus: String, implementation: String) -> String {
        let file = Expectations.path(corpus: corpus, implementation: implementation)
        let folder = URL(fileURLWithPath: corpus).lastPathComponent
        return (folder.isEmpty || folder == "." ? "" : folder + "/") + URL(fileURLWithPath: file).lastPathComponent
    }

    /// Where the new counterexamples of `entry` were saved, one path a line, and the commands
    /// that replay them and shrink one again (on standard error: the report stays the same
    /// wherever the corpus is).
    static func savedLines(_ paths: [String], of entry: BundledImplementations.Entry) -> String {
        let executable = SliderConformanceCLI.currentExecutable.map { (try? FileManager.default.destinationOfSymbolicLink(atPath: $0)) ?? $0 }
        let program = executable.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "slider-conformance"
        let exec = entry.implementation.processConnection.map { " --exec " + shellQuoted($0.command) } ?? ""
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

    /// A seed, decimal or 0x-hex, or nil.
    nonisolated static func parseSeed(_ text: String) -> UInt64? {
        // Digits only: `UInt64` itself would take a sign ("+1", "0x+1").
        let digits = text.hasPrefix("0x") ? text.dropFirst(2) : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return nil }
        return text.hasPrefix("0x") ? UInt64(digits, radix: 16) : UInt64(digits)
    }

    /// `k/n` as the 0-based shard index and the shard count, or nil.
    nonisolated static func parseShard(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= OptionRange.maximumCount, k >= 1, k <= n else { return nil }
        return (k - 1, n)
    }
}
