import Foundation
import SliderEngine
import SliderSpec

/// `slider-conformance fuzz`: generated sequences beside the reference, shrunk counterexamples.
@MainActor
enum FuzzCommand {
    static let help = """
        USAGE: slider-conformance fuzz [--implementation <name>] [--profile <profile>] [--seed <n>]
                                       [--sequences <n>] [--length <n>] [--time <seconds>]
                                       [--shard <k>/<n>] [--robustness] [--format <format>]
                                       [--output <file>] [--corpus <folder>] [--no-save]

        Replays the corpus entries of each implementation, then runs seeded random sequences of
        operations on it beside the reference, stopping each at its first divergence. Every
        distinct failure (rule and field) is shrunk to a minimal sequence, printed as Swift with a
        diff, and saved to the corpus. The same seed prints the same report on every machine.

        OPTIONS:
          --implementation <name>  sample, reference, uikit-model, precision-sample,
                                   callout-sample, or all (default: all).
          --profile <profile>      documented, uikit-observed, precision-release or
                                   value-callout (default: each implementation's own:
                                   uikit-observed for uikit-model, precision-release for
                                   precision-sample, value-callout for callout-sample,
                                   documented for the others).
          --seed <n>               The run's seed, decimal or 0x-hex (default: 0).
          --sequences <n>          Sequences to run (default: 2000).
          --length <n>             The longest sequence (default: 50); the mean is 20.
          --time <seconds>         Stop generating after this long (makes the run's length
                                   depend on the machine).
          --shard <k>/<n>          Run only the k-th of n equal shards (1-based), so CI jobs
                                   can split a nightly run; the shards together run exactly
                                   the sequences of the whole run.
          --robustness             Also draw NaN and the infinities.
          --format <format>        text (default), json or junit.
          --output <file>          Write the report to this file instead of standard output.
          --corpus <folder>        The corpus to replay and save to (default: Corpus).
          --no-save                Do not save new counterexamples to the corpus.
          -h, --help               Show this help.

        EXIT CODES: 0 conformant, 1 violations found, 2 a corpus file could not be read, 64 usage.
        """

    static func run(_ arguments: [String], output: inout CommandOutput) throws -> Int32 {
        var reader = ArgumentReader(arguments, command: "fuzz")
        if reader.wantsHelp {
            output.write(help + "\n")
            return ExitCode.success
        }
        let entries = try BundledImplementations.selected(try reader.option("--implementation") ?? "all", command: "fuzz")
        let profile = try reader.option("--profile").map { try BundledImplementations.profile($0, command: "fuzz") }
        var configuration = FuzzConfiguration()
        configuration.seed = try reader.option("--seed", expected: "a whole number such as 42 or 0x2a", parseSeed) ?? 0
        configuration.sequences = try reader.option("--sequences", expected: "a whole number of at least 1") { Int($0).flatMap { $0 >= 1 ? $0 : nil } } ?? 2_000
        configuration.generator.maxLength = try reader.option("--length", expected: "a whole number of at least 1") { Int($0).flatMap { $0 >= 1 ? $0 : nil } } ?? 50
        configuration.timeLimit = try reader.option("--time", expected: "a number of seconds such as 60") { Double($0).flatMap { $0 > 0 ? $0 : nil } }
        if let shard = try reader.option("--shard", expected: "k/n with 1 ≤ k ≤ n, such as 2/4", parseShard) {
            (configuration.shardIndex, configuration.shardCount) = shard
        }
        configuration.generator.robustness = reader.flag("--robustness")
        let format = try reader.option("--format", expected: "text, json or junit") { ReportFormat(rawValue: $0) } ?? .text
        let destination = try reader.option("--output")
        let corpus = try reader.option("--corpus") ?? "Corpus"
        let save = !reader.flag("--no-save")
        let rest = try reader.positionals()
        guard rest.isEmpty else { throw UsageError("fuzz takes no arguments, found '\(rest.joined(separator: " "))'.", command: "fuzz") }
        configuration.corpusPaths = FileManager.default.fileExists(atPath: corpus) ? [corpus] : []

        var reports: [FuzzReport] = []
        for entry in entries {
            var settings = configuration
            settings.profile = profile ?? entry.profile
            reports.append(fuzz(entry, settings, corpus: save ? corpus : nil, output: &output))
        }
        let text = format.render(reports, colored: format == .text && destination == nil && output.colorsStandardOutput)
        if let destination {
            try Data(text.utf8).write(to: URL(fileURLWithPath: destination), options: .atomic)
        } else {
            output.write(text)
        }
        if reports.contains(where: { !$0.conforms }) { return ExitCode.violations }
        return reports.contains(where: { !$0.corpusProblems.isEmpty }) ? ExitCode.badInput : ExitCode.success
    }

    /// Runs one implementation, saving each new counterexample to `corpus` as soon as it is shrunk.
    private static func fuzz(_ entry: BundledImplementations.Entry, _ configuration: FuzzConfiguration, corpus: String?, output: inout CommandOutput) -> FuzzReport {
        func run<S: SliderUnderTest>(_ type: S.Type, output: inout CommandOutput) -> FuzzReport {
            let fuzzer = Fuzzer(type, name: entry.name, configuration: configuration)
            let started = ContinuousClock.now
            let showsProgress = output.showsProgress
            let progressSink = output.onError
            var saveErrors: [String] = []
            let report = fuzzer.run(
                progress: { progress in
                    guard showsProgress else { return }
                    progressSink?("\r\(entry.name): \(progress.sequences)/\(progress.total) sequences, \(progress.operations) operations, \(progress.failures) failing\u{1B}[K")
                },
                found: { counterexample in
                    guard let corpus else { return }
                    let saved = CorpusEntry(
                        implementation: entry.name, profile: configuration.profile.id, rule: counterexample.identity.rule,
                        field: counterexample.identity.field, statement: RuleCatalogue.rule(counterexample.identity.rule)?.statement ?? "",
                        operations: counterexample.operations, expected: counterexample.violation.expected,
                        observed: counterexample.violation.observed, seed: counterexample.origin)
                    do { _ = try CorpusStore.write(saved, into: corpus) } catch { saveErrors.append("\(error)") }
                })
            if showsProgress { output.writeError("\r\u{1B}[K") }
            let seconds = Double((ContinuousClock.now - started).components.attoseconds) / 1e18 + Double((ContinuousClock.now - started).components.seconds)
            let rate = seconds > 0 ? Int(Double(report.operations) / seconds) : 0
            output.writeError("\(entry.name): \(report.operations) operations in \(String(format: "%.2f", seconds)) s (\(rate) per second)\n")
            for error in saveErrors { output.writeError("could not save to the corpus: \(error)\n") }
            return report
        }
        return run(entry.type, output: &output)
    }

    static func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    static func parseShard(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else { return nil }
        return (k - 1, n)
    }
}
