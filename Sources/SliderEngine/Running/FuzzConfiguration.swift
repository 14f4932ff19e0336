import SliderSpec

/// The settings of one fuzz run.
public struct FuzzConfiguration: Sendable {
    /// The run's seed; sequence `i` is drawn from a generator seeded by `sequenceSeed(i)`.
    public var seed: UInt64
    /// Sequences to generate (before sharding).
    public var sequences: Int
    /// The profile to check against.
    public var profile: Profile
    /// What the generator draws.
    public var generator: OperationGenerator.Options
    /// Run only sequences `i` with `i % shardCount == shardIndex`.
    public var shardIndex: Int
    /// The number of shards the run is split into.
    public var shardCount: Int
    /// Stop generating after this many seconds, or nil for no limit.
    public var timeLimit: Double?
    /// The shrinker's caps.
    public var shrinkLimits: ShrinkLimits
    /// Corpus files and folders to replay first.
    public var corpusPaths: [String]
    /// Where to record the sequence about to run, so that a crash of the whole process does not
    /// lose it (`<corpus>/.in-flight/<implementation>.json`; each run writes
    /// `<implementation>.<pid>.json` beside it and removes it when it ends), or nil for no record.
    public var inFlightPath: String?
    /// End each sequence at its first divergence (the behaviour before checks went on past
    /// differences) instead of adopting the implementation's state and checking the rest.
    public var stopAtFirst = false
    /// Operation kinds the implementation declared unsupported (beyond its type's own
    /// `unsupportedOperationKinds`, e.g. from a child process's handshake): never generated.
    public var unsupportedKinds: Set<SliderOperationKind> = []
    /// The protocol revisions the implementation's `conformanceRevision` is read against: the
    /// suite's own (`ProtocolRevision.history`), or a later one in a test of what a new
    /// revision would not show an older adapter.
    public var protocolHistory: [ProtocolRevision] = ProtocolRevision.history
    /// Where a new counterexample of a Swift type is confirmed from a fresh start (a fresh worker
    /// process: `SliderWorkers`' `FreshStart`), or nil: `Fuzzer.run(workers:…)` then uses the
    /// workers' executable, and a run with none confirms in its own process, which each such
    /// counterexample says (`Counterexample.Confirmation.inProcess`).
    public var freshStart: (any FreshProcesses)?
    /// When the run stops early of its own accord (default: once the process is interrupted).
    public var stop: StopCondition = .interruption

    /// The expected failures kept as found, neither shrunk nor confirmed: the deviations an
    /// expectations file lists, which a report shows on one line each (`fuzz` fills it unless
    /// `--shrink-expected`); empty by default. A failure is kept as found when an entry matches
    /// it where it was found, cause included (`keepsAsFound`): a new cause under a listed rule is shrunk.
    public var unshrunk: [Expectations.Entry] = []

    /// Whether the failure `violation`, found at an operation of kind `operation` (nil at
    /// creation), is kept as found: an entry of `unshrunk` matches it.
    public func keepsAsFound(_ violation: Violation, after operation: SliderOperationKind?) -> Bool {
        unshrunk.contains { $0.matches(violation, after: operation) }
    }

    /// Creates a configuration; the defaults make a quick run.
    public init(
        seed: UInt64 = 0, sequences: Int = 1_000, profile: Profile = .documented,
        generator: OperationGenerator.Options = OperationGenerator.Options(),
        shardIndex: Int = 0, shardCount: Int = 1, timeLimit: Double? = nil,
        shrinkLimits: ShrinkLimits = .init(), corpusPaths: [String] = [], inFlightPath: String? = nil
    ) {
        self.inFlightPath = inFlightPath
        self.seed = seed
        self.sequences = sequences
        self.profile = profile
        self.generator = generator
        self.shardIndex = shardIndex
        self.shardCount = shardCount
        self.timeLimit = timeLimit
        self.shrinkLimits = shrinkLimits
        self.corpusPaths = corpusPaths
    }

    /// The seed of sequence `index`: independent of every other sequence, so shards and
    /// replays of one sequence draw exactly what the whole run drew.
    public func sequenceSeed(_ index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        return mixer.next()
    }

    /// `0x2a`
    public var seedText: String { "0x" + String(seed, radix: 16) }
}

/// Where a long run is, for a progress line.
public struct FuzzProgress: Sendable {
    /// Sequences run so far.
    public let sequences: Int
    /// Sequences this shard will run.
    public let total: Int
    /// Operations checked so far.
    public let operations: Int
    /// Distinct failures so far.
    public let failures: Int

    /// Where a run is: `sequences` of `total` run, `operations` checked, `failures` found.
    package init(sequences: Int, total: Int, operations: Int, failures: Int) {
        self.sequences = sequences
        self.total = total
        self.operations = operations
        self.failures = failures
    }
}
