import SliderEngine
import SliderSpec

/// The settings of one conformance check run from a test: the profile, the seed, how much to
/// generate, and the corpus of saved reproducers to replay first.
///
/// The same settings always run the same sequences, so a failure in CI reproduces locally.
/// `expectConformance(_:_:sourceLocation:)` (Swift Testing) and `XCTAssertConforms(_:_:file:line:)`
/// (XCTest) run a check and record its failures; `run(_:)` and `failureMessages(_:implementation:)`
/// are the building blocks for anything else.
public struct ConformanceCheck: Sendable {
    /// The profile to check against.
    public var profile: Profile
    /// The run's seed; the same seed draws the same sequences.
    public var seed: UInt64
    /// Sequences to generate after the corpus is replayed.
    public var sequences: Int
    /// The longest sequence drawn, in operations.
    public var maxLength: Int
    /// Whether to draw NaN and infinite values too.
    public var robustness: Bool
    /// Corpus files and folders whose entries are replayed before generating.
    public var corpusPaths: [String]
    /// Whether a corpus entry that now passes is a failure; when false it is only a warning.
    public var failOnStaleCorpus: Bool
    /// The operation kinds to draw; leave out those the implementation cannot perform (a real
    /// `UISlider` cannot be touched from code: `UIKitSliderAdapter.supportedKinds`).
    public var operationKinds: [SliderOperationKind]

    /// Creates a check; the defaults make a quick run against the documented profile.
    public init(
        profile: Profile = .documented, seed: UInt64 = 0, sequences: Int = 500, maxLength: Int = 40,
        robustness: Bool = false, corpusPaths: [String] = [], failOnStaleCorpus: Bool = false,
        operationKinds: [SliderOperationKind] = SliderOperationKind.allCases
    ) {
        self.profile = profile
        self.seed = seed
        self.sequences = sequences
        self.maxLength = maxLength
        self.robustness = robustness
        self.corpusPaths = corpusPaths
        self.failOnStaleCorpus = failOnStaleCorpus
        self.operationKinds = operationKinds
    }

    /// The fuzz configuration these settings make.
    public var configuration: FuzzConfiguration {
        FuzzConfiguration(
            seed: seed, sequences: sequences, profile: profile,
            generator: OperationGenerator.Options(maxLength: maxLength, robustness: robustness, kinds: operationKinds),
            corpusPaths: corpusPaths)
    }

    /// Runs the check against `type`: the corpus first, then the generated sequences.
    @MainActor
    public func run<S: SliderUnderTest>(_ type: S.Type) -> FuzzReport {
        Fuzzer(type, configuration: configuration).run()
    }

    /// The messages to record as failures: one per counterexample (a header line, then the
    /// formatted counterexample), one per unreadable corpus file, and one per corpus entry that
    /// now passes when `failOnStaleCorpus` is set. Empty when the implementation conforms.
    public func failureMessages(_ report: FuzzReport, implementation: String) -> [String] {
        let formatter = CounterexampleFormatter(colored: false)
        let header = "\(implementation) does not conform to the \(report.profile) profile (seed \(report.seed)):"
        var messages = report.counterexamples.map { counterexample in
            header + "\n" + trimmingTrailingNewlines(formatter.format(counterexample, implementation: implementation))
        }
        messages += report.corpusProblems.map { "Corpus file skipped, so its reproducer did not run: \($0)" }
        if failOnStaleCorpus { messages += staleCorpusMessages(report) }
        return messages
    }

    /// One message per corpus entry that now passes; these are warnings unless `failOnStaleCorpus` is set.
    public func staleCorpusMessages(_ report: FuzzReport) -> [String] {
        report.corpus.filter { $0.outcome == .passes }.map { replay in
            "\(replay.path) now passes: remove it if the fix is intended (it recorded \(replay.recorded))"
        }
    }

    private func trimmingTrailingNewlines(_ text: String) -> String {
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
