import Foundation
import SliderEngine
import SliderSpec

/// What a fuzz worker process is asked to do: the implementation, by its command-line name, and
/// every setting that decides what its sequences draw, check and shrink. The parent writes it as
/// the first line of the worker's standard input; the worker runs only the sequence positions it
/// is then given (no corpus replay: the parent replays the corpus itself).
public struct FuzzWorkerJob: Codable, Sendable, Hashable {
    /// The implementation's name on the command line.
    public var implementation: String
    /// The run's seed, as a decimal string (JSON readers may lose integers above 2^53).
    public var seed: String
    /// Sequences in the whole run, before sharding.
    public var sequences: Int
    /// The profile's id.
    public var profile: String
    /// The generator's longest sequence.
    public var maxLength: Int
    /// The generator's mean sequence length.
    public var meanLength: Int
    /// Whether NaN and the infinities are drawn.
    public var robustness: Bool
    /// The kinds the generator draws its swarms from.
    public var kinds: [SliderOperationKind]
    /// The shard run (0-based) and the number of shards.
    public var shardIndex: Int
    /// The number of shards.
    public var shardCount: Int
    /// The shrinker's caps.
    public var maxShrinks: Int
    /// Attempts in a row without success at most.
    public var maxStalledAttempts: Int
    /// Attempts in all for one shrink at most.
    public var maxAttempts: Int
    /// The wall-clock safety net for one shrink, in seconds, or nil for none.
    public var shrinkSeconds: Double?
    /// The in-flight record's path (the worker writes `<name>.<its pid>.json`), or nil.
    public var inFlightPath: String?
    /// End each sequence at its first divergence.
    public var stopAtFirst: Bool
    /// Kinds declared unsupported beyond the type's own.
    public var unsupportedKinds: [SliderOperationKind]
    /// For an implementation in a child process (`--exec`): how the worker starts its own.
    public var exec: Exec?
    /// Where the worker confirms a new counterexample from a fresh start, or nil.
    public var freshStart: FreshStart?

    /// How a worker starts its own child process under test.
    public struct Exec: Codable, Sendable, Hashable {
        /// The command, split as a shell would.
        public var command: String
        /// The time allowed for each answer.
        public var timeout: Double
        /// How many pipelined requests may await their answers.
        public var depth: Int

        /// The settings of `fuzz --exec command --timeout timeout --pipeline-depth depth`.
        public init(command: String, timeout: Double, depth: Int) {
            self.command = command
            self.timeout = timeout
            self.depth = depth
        }
    }

    /// The job of running `implementation` with `configuration`.
    public init(implementation: String, configuration: FuzzConfiguration, exec: Exec? = nil) {
        self.implementation = implementation
        self.exec = exec
        seed = String(configuration.seed)
        sequences = configuration.sequences
        profile = configuration.profile.id
        maxLength = configuration.generator.maxLength
        meanLength = configuration.generator.meanLength
        robustness = configuration.generator.robustness
        kinds = configuration.generator.kinds
        shardIndex = configuration.shardIndex
        shardCount = configuration.shardCount
        maxShrinks = configuration.shrinkLimits.maxShrinks
        maxStalledAttempts = configuration.shrinkLimits.maxStalledAttempts
        maxAttempts = configuration.shrinkLimits.maxAttempts
        shrinkSeconds = configuration.shrinkLimits.seconds
        inFlightPath = configuration.inFlightPath
        stopAtFirst = configuration.stopAtFirst
        unsupportedKinds = SliderOperationKind.allCases.filter(configuration.unsupportedKinds.contains)
        // Only a worker executable's own fresh start can be sent to a worker; another kind (a
        // test's) stays with the parent, whose workers then confirm in their own processes.
        freshStart = configuration.freshStart as? FreshStart
    }

    /// The configuration the worker runs with: the parent's, without the corpus (which the parent
    /// replays) and without a time limit (which the parent sends with the positions' go-ahead);
    /// nil when the profile is unknown to this executable.
    public var configuration: FuzzConfiguration? {
        guard let profile = Profile.named(profile), let seed = UInt64(seed) else { return nil }
        var configuration = FuzzConfiguration(
            seed: seed, sequences: sequences, profile: profile,
            generator: OperationGenerator.Options(maxLength: maxLength, meanLength: meanLength, robustness: robustness, kinds: kinds),
            shardIndex: shardIndex, shardCount: shardCount,
            shrinkLimits: ShrinkLimits(
                maxShrinks: maxShrinks, maxStalledAttempts: maxStalledAttempts, maxAttempts: maxAttempts, seconds: shrinkSeconds),
            inFlightPath: inFlightPath)
        configuration.stopAtFirst = stopAtFirst
        configuration.unsupportedKinds = Set(unsupportedKinds)
        configuration.freshStart = freshStart
        return configuration
    }
}

extension FuzzWorkerJob {
    /// The job as the first line a worker reads (`FuzzWorkerChannel.readJob()`): its JSON, as
    /// `JSONEncoder`'s defaults write it, and a newline.
    package var line: [UInt8] {
        var line = [UInt8]((try? JSONEncoder().encode(self)) ?? Data())
        line.append(UInt8(ascii: "\n"))
        return line
    }

    /// The job a first line (without its newline) holds; nil when it holds none.
    package init?(line: ArraySlice<UInt8>) {
        guard let job = try? JSONDecoder().decode(FuzzWorkerJob.self, from: Data(line)) else { return nil }
        self = job
    }
}
