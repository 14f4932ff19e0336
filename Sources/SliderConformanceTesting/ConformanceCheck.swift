import Foundation
import SliderEngine
import SliderSpec
import SliderWorkers

/// The settings of one conformance check run from a test: the profile, the seed, how much to
/// generate, and the corpus of saved reproducers to replay first.
///
/// The same settings always run the same sequences, so a failure in CI reproduces locally. Like
/// Hypothesis's example database, each shrunk counterexample is saved under `corpusDirectory`
/// (by default `SliderConformanceCorpus/` in the current directory, which `swift test` runs in
/// your package's root; `SLIDER_CONFORMANCE_CORPUS` overrides it) and replayed first on every
/// later run; commit the folder to keep the regressions.
///
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
    /// Further corpus files and folders whose entries are replayed before generating.
    public var corpusPaths: [String]
    /// Where each new shrunk counterexample is saved, as `<folder>/<implementation>/<rule>--<hash>.json`,
    /// and whose entries are replayed first; also holds the record of the sequence in flight, so
    /// a trap in the slider loses nothing. Nil saves nothing. Default: `defaultCorpusDirectory`.
    public var corpusDirectory: String?
    /// How counterexample snippets drive the slider: `.perform` (the default) creates the checked
    /// type and sends each operation through `perform`, which every `SliderUnderTest` compiles;
    /// `.typed` writes `UISlider`'s API (`slider.value = 2.0`) on `snippetTypeName`.
    public var snippetForm: SnippetForm
    /// The type `.typed` snippets create, when it is not the checked type: the type an adapter
    /// wraps (`"MySlider"` for a `MySliderAdapter` that wraps one). Nil uses the checked type's
    /// name. `.perform` snippets always create the checked type, the one with `perform`.
    public var snippetTypeName: String?
    /// Run only the generated sequence with this index (the corpus is not replayed): the case a
    /// failure message's re-run line names. Nil runs `sequences` sequences.
    public var onlySequence: Int?
    /// Whether a corpus entry that now passes is a failure; when false it is only a warning.
    public var failOnStaleCorpus: Bool
    /// The operation kinds to draw; leave out those the implementation cannot perform (a real
    /// `UISlider` cannot be touched from code). Kinds the type lists in `unsupportedOperationKinds`
    /// are never drawn either way.
    public var operationKinds: [SliderOperationKind]
    /// Where each new counterexample is confirmed from a fresh start: an executable that serves
    /// a fuzz worker job for the checked type. Nil (the default, as no test process can start a
    /// fresh copy of itself for you) confirms it in this process, and its message says so.
    public var freshStart: FreshStart?
    /// Whether `expectConformance` and `XCTAssertConforms` run the sequences in a worker process
    /// (this test executable started again, running only the calling test), where a trap in the
    /// slider cannot end the test process: it is shrunk, saved and reported as a `process.crash`
    /// failure. Where no worker can be started (README: "A trap in your slider"), or when false
    /// (to debug the slider in this process), the check runs here. `run(_:)` always runs here.
    public var runsInWorker = true

    /// Creates a check; the defaults make a quick run against the documented profile.
    public init(
        profile: Profile = .documented, seed: UInt64 = 0, sequences: Int = 500, maxLength: Int = 40,
        robustness: Bool = false, corpusPaths: [String] = [], failOnStaleCorpus: Bool = false,
        operationKinds: [SliderOperationKind] = SliderOperationKind.allCases,
        corpusDirectory: String? = ConformanceCheck.defaultCorpusDirectory, onlySequence: Int? = nil,
        snippetTypeName: String? = nil, snippetForm: SnippetForm = .perform
    ) {
        self.snippetForm = snippetForm
        self.snippetTypeName = snippetTypeName
        self.corpusDirectory = corpusDirectory
        self.onlySequence = onlySequence
        self.profile = profile
        self.seed = seed
        self.sequences = sequences
        self.maxLength = maxLength
        self.robustness = robustness
        self.corpusPaths = corpusPaths
        self.failOnStaleCorpus = failOnStaleCorpus
        self.operationKinds = operationKinds
    }

    /// `SLIDER_CONFORMANCE_CORPUS` when set and not empty, else `SliderConformanceCorpus`
    /// (relative to the current directory: your package's root under `swift test`).
    public static var defaultCorpusDirectory: String {
        let variable = ProcessInfo.processInfo.environment["SLIDER_CONFORMANCE_CORPUS"] ?? ""
        return variable.isEmpty ? "SliderConformanceCorpus" : variable
    }

    /// The fuzz configuration these settings make (without the in-flight record, which `run(_:)`
    /// adds per implementation).
    public var configuration: FuzzConfiguration {
        var configuration = FuzzConfiguration(
            seed: seed, sequences: sequences, profile: profile,
            generator: OperationGenerator.Options(maxLength: maxLength, robustness: robustness, kinds: operationKinds),
            corpusPaths: corpusPaths)
        configuration.freshStart = freshStart
        if let onlySequence {
            configuration.corpusPaths = []
            configuration.sequences = onlySequence + 1
            configuration.shardIndex = onlySequence
            configuration.shardCount = onlySequence + 1
        } else if let corpusDirectory, FileManager.default.fileExists(atPath: corpusDirectory) {
            configuration.corpusPaths.insert(corpusDirectory, at: 0)
        }
        return configuration
    }
}
