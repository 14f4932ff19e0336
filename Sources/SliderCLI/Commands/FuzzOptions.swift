import Foundation
import SliderEngine
import SliderReports
import SliderSpec
import SliderWire

/// The options of one `fuzz` run, read from the command line and checked: what to run, how, and
/// where the reports and counterexamples go. Building it is the only step that throws usage errors.
@MainActor
struct FuzzOptions {
    /// The implementations `--implementation` names (every one without it, none when only
    /// `--exec` is given).
    let entries: [BundledImplementations.Entry]
    /// The `--exec` commands, in order.
    let execs: [String]
    /// The time allowed for each answer of an `--exec` child.
    let timeout: Double
    /// How many requests may await their answers at once in a pipelining child.
    let depth: Int
    /// The profile `--profile` forces, or nil for each implementation's own.
    let profile: Profile?
    /// The configuration every implementation's run starts from.
    let configuration: FuzzConfiguration
    /// The whole run's time budget, shared by the implementations.
    let totalTime: Double?
    /// Whether the deviations the expectations list are shrunk too.
    let shrinkExpected: Bool
    /// The report's format.
    let format: ReportFormat
    /// The report's file, or nil for standard output.
    let destination: String?
    /// Whether the text and Markdown reports show everything.
    let verbose: Bool
    /// The corpus replayed and saved to.
    let corpus: String
    /// Whether new counterexamples are saved to the corpus.
    let save: Bool
    /// The jobs `--jobs` asks for, or nil for the default.
    let jobs: Int?
    /// The Markdown matrix's file, if asked for.
    let matrix: String?
    /// The JSON report's file, if asked for.
    let json: String?
    /// How counterexamples are printed as Swift (`--snippets`).
    let snippetForm: SnippetForm

    /// The options `parsed` gives, in `context`; a usage error for `--timeout` without `--exec`,
    /// an unknown implementation or an unknown profile.
    init(_ parsed: ParsedOptions, context: CommandContext) throws {
        let command = FuzzCommand.spec.name
        execs = parsed[FuzzCommand.exec]
        if parsed.isGiven(FuzzCommand.timeout), execs.isEmpty { throw UsageError("--timeout applies only with --exec.", command: command) }
        timeout = parsed[FuzzCommand.timeout]
        depth = parsed[FuzzCommand.pipelineDepth]
        let implementation = parsed[FuzzCommand.implementation]
        entries = execs.isEmpty || implementation != nil ? try context.selected(implementation ?? "all", command: command) : []
        profile = try parsed[FuzzCommand.profile].map { try BundledImplementations.profile($0, command: command) }
        totalTime = parsed[FuzzCommand.totalTime]
        shrinkExpected = parsed[FuzzCommand.shrinkExpected]
        format = parsed[FuzzCommand.format]
        destination = parsed[FuzzCommand.outputFile]
        verbose = parsed[FuzzCommand.verbose]
        corpus = parsed[FuzzCommand.corpus] ?? context.defaultCorpus()
        save = !parsed[FuzzCommand.noSave]
        jobs = parsed[FuzzCommand.jobs]
        matrix = parsed[FuzzCommand.matrix]
        json = parsed[FuzzCommand.json]
        snippetForm = parsed[FuzzCommand.snippets]
        var configuration = FuzzConfiguration()
        configuration.seed = parsed[FuzzCommand.seed]
        configuration.sequences = parsed[FuzzCommand.sequences]
        configuration.generator.maxLength = parsed[FuzzCommand.length]
        configuration.timeLimit = parsed[FuzzCommand.time]
        configuration.shrinkLimits = try FuzzCommand.shrinking.limits(parsed, command: command)
        if let shard = parsed[FuzzCommand.shard] { (configuration.shardIndex, configuration.shardCount) = shard }
        configuration.generator.robustness = parsed[FuzzCommand.robustness]
        configuration.stopAtFirst = parsed[FuzzCommand.stopAtFirst]
        configuration.corpusPaths = FileManager.default.fileExists(atPath: corpus) ? [corpus] : []
        self.configuration = configuration
    }

    /// Removes the temporary files an earlier run left in the corpus, when this one saves to it.
    func prepareCorpus() {
        if save { CorpusStore.removeAbandonedTemporaryFiles(under: corpus) }
    }

    /// The configuration of `entry`'s run, `position`th of the run's implementations, with
    /// `listed` its expectations and `elapsed` seconds of the run gone: its profile, its share of
    /// `--total-time`, its in-flight file, and the deviations left unshrunk.
    func configuration(
        for entry: BundledImplementations.Entry, position: Int, of count: Int, listed: Expectations?, elapsed: Double
    ) -> FuzzConfiguration {
        var settings = configuration
        settings.profile = profile ?? entry.profile
        if let totalTime {
            let left = max(0, totalTime - elapsed) / Double(count - position)
            settings.timeLimit = min(settings.timeLimit ?? left, left)
        }
        if save { settings.inFlightPath = corpus + "/.in-flight/" + CorpusEntry.safeFileNameComponent(entry.name) + ".json" }
        if !shrinkExpected { settings.unshrunk = listed?.expected ?? [] }
        return settings
    }
}
