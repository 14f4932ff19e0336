import Foundation
import SliderSpec

/// One saved failure: the shrunk operations that made an implementation diverge, what the
/// reference expected and what the implementation gave. The suite replays every entry first on
/// each run, like Hypothesis' example database or proptest's persisted regressions.
///
/// JSON form: an object with one key per property. `format` is read before the others, so a
/// file from a newer tool is reported as such rather than as a confusing decoding error.
public struct CorpusEntry: Codable, Hashable, Sendable {
    /// The corpus format this build writes and the newest it reads.
    public static let currentFormat = 1

    /// The corpus format the entry was written in.
    public var format: Int
    /// The implementation that failed, as `SliderUnderTest.implementationName` gives it.
    public var implementation: String
    /// The profile checked against, e.g. `documented`.
    public var profile: String
    /// The rule blamed.
    public var rule: RuleID
    /// The diverging field, as its getter.
    public var field: String
    /// The kind of operation that caused the divergence (nil at creation, for a rule that maps
    /// any state to an observation, and in entries written before causes were recorded).
    public var cause: SliderOperationKind?
    /// The rule's one-line statement when the entry was written (for readers only).
    public var statement: String
    /// The operations, from a fresh slider, that reproduce the failure.
    public var operations: [SliderOperation]
    /// The observation the reference expected after the last operation.
    public var expected: SliderObservation
    /// The observation the implementation gave after the last operation.
    public var observed: SliderObservation
    /// The seed of the run that found the failure, e.g. `0x2a` (for readers only).
    public var seed: String?
    /// A free-form note.
    public var note: String?
    /// The versions of the suite that wrote the entry; nil in entries written before versions
    /// were recorded.
    public var versions: SuiteVersions?
    /// `crash` for a crash of the implementation (`process.crash`: a trap in a Swift type, or a
    /// child process that died); nil for a divergence, and in entries written before crashes
    /// were recorded so (see `CorpusEntry+Crash.swift`).
    public var kind: String?
    /// For a crash: the signal that ended the process, e.g. `SIGILL`; nil when it exited.
    public var signal: String?
    /// For a crash: the index of the operation it crashed in (the last; -1 at creation).
    public var lastOperation: Int?
    /// `inProcess` when the failure was confirmed only in the process that found it (no fresh
    /// start was available), `dependsOnEarlierInstances` once a fresh start showed it does not
    /// fail there; nil when a fresh start confirmed it (see `CorpusEntry+Confirmation.swift`).
    public var confirmation: Counterexample.Confirmation?

    /// Creates an entry; `format` defaults to `currentFormat`, `versions` to this build's.
    public init(
        format: Int = CorpusEntry.currentFormat, implementation: String, profile: String, rule: RuleID, field: String,
        statement: String, operations: [SliderOperation], expected: SliderObservation, observed: SliderObservation,
        seed: String? = nil, note: String? = nil, cause: SliderOperationKind? = nil, versions: SuiteVersions? = .current
    ) {
        self.versions = versions
        self.format = format
        self.implementation = implementation
        self.profile = profile
        self.rule = rule
        self.field = field
        self.statement = statement
        self.operations = operations
        self.expected = expected
        self.observed = observed
        self.seed = seed
        self.note = note
        self.cause = cause
    }

    /// What makes two failures the same failure: the rule, the field and the cause.
    public var identity: FailureIdentity { FailureIdentity(rule: rule, field: field, cause: cause) }

    /// `<rule>--<hash>.json`, where the hash is the FNV-1a 32 of the operations' canonical JSON
    /// (sorted keys, compact) as 8 lower-case hex digits: the same operations always get the same name.
    public var fileName: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        // Operations always encode (non-finite floats are written as strings); the fallback only
        // keeps the name total.
        let canonical = (try? encoder.encode(operations)) ?? Data(String(describing: operations).utf8)
        var hash: UInt32 = 0x811C_9DC5
        for byte in canonical {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return Self.safeFileNameComponent(rule.rawValue) + "--" + String(repeating: "0", count: 8 - hex.count) + hex
            + ".json"
    }

    /// The most UTF-8 bytes `safeFileNameComponent` returns: with `.expectations.json` (18 bytes)
    /// or `.<pid>.json` appended, a name still fits the 255 bytes file systems allow.
    public static let maximumFileNameComponentBytes = 237

    /// `name` with path separators and control characters replaced by `_`, and `_` put before a
    /// name that is empty or begins with a dot (`.git` becomes `_.git`, never hidden, never `.` or
    /// `..`): the name of an implementation's folder in the corpus. A name longer than
    /// `maximumFileNameComponentBytes` is cut and ends in `~` and the FNV-1a 64 of the whole name
    /// (16 hex digits), so it stays distinct and the same for the same name; shorter names are unchanged.
    public static func safeFileNameComponent(_ name: String) -> String {
        let unsafe: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"]
        let cleaned = String(name.map { character in
            unsafe.contains(character) || character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
                ? "_" : character
        })
        // Never hidden (a leading dot), never empty: a folder no run would read, or `.` and `..`.
        let safe = cleaned.isEmpty || cleaned.hasPrefix(".") ? "_" + cleaned : cleaned
        guard safe.utf8.count > maximumFileNameComponentBytes else { return safe }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        let suffix = "~" + String(repeating: "0", count: 16 - hex.count) + hex
        var kept = ""
        var bytes = 0
        for character in safe {
            let size = String(character).utf8.count
            guard bytes + size + suffix.utf8.count <= maximumFileNameComponentBytes else { break }
            kept.append(character)
            bytes += size
        }
        return kept + suffix
    }

    private enum CodingKeys: String, CodingKey {
        case format, implementation, profile, rule, field, statement, operations, expected, observed, seed, note, cause, versions
        case kind, signal, lastOperation, confirmation
    }

    /// Reads `format` first and throws a `CorpusProblem` (with an empty path) when it is missing
    /// or newer than `currentFormat`; then reads the other keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let format = try container.decodeIfPresent(Int.self, forKey: .format) else {
            throw CorpusProblem(path: "", message: "missing \"format\" (expected a corpus format number such as \(Self.currentFormat))")
        }
        guard format <= Self.currentFormat else {
            throw CorpusProblem(
                path: "",
                message: "written by a newer version of slider-conformance (corpus format \(format)); this build reads"
                    + " format \(Self.currentFormat) or older — update the tool")
        }
        guard format >= 1 else {
            throw CorpusProblem(
                path: "", message: "unknown corpus format \(format) (expected a corpus format number such as \(Self.currentFormat))")
        }
        self.init(
            format: format,
            implementation: try container.decode(String.self, forKey: .implementation),
            profile: try container.decode(String.self, forKey: .profile),
            rule: try container.decode(RuleID.self, forKey: .rule),
            field: try container.decode(String.self, forKey: .field),
            statement: try container.decode(String.self, forKey: .statement),
            operations: try container.decode([SliderOperation].self, forKey: .operations),
            expected: try container.decode(SliderObservation.self, forKey: .expected),
            observed: try container.decode(SliderObservation.self, forKey: .observed),
            seed: try container.decodeIfPresent(String.self, forKey: .seed),
            note: try container.decodeIfPresent(String.self, forKey: .note),
            cause: try container.decodeIfPresent(SliderOperationKind.self, forKey: .cause),
            versions: try container.decodeIfPresent(SuiteVersions.self, forKey: .versions))
        kind = try container.decodeIfPresent(String.self, forKey: .kind)
        signal = try container.decodeIfPresent(String.self, forKey: .signal)
        lastOperation = try container.decodeIfPresent(Int.self, forKey: .lastOperation)
        confirmation = try container.decodeIfPresent(Counterexample.Confirmation.self, forKey: .confirmation)
    }

    /// Writes every key; `seed`, `note`, `cause`, `versions`, `kind`, `signal`, `lastOperation`
    /// and `confirmation` only when present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(implementation, forKey: .implementation)
        try container.encode(profile, forKey: .profile)
        try container.encode(rule, forKey: .rule)
        try container.encode(field, forKey: .field)
        try container.encode(statement, forKey: .statement)
        try container.encode(operations, forKey: .operations)
        try container.encode(expected, forKey: .expected)
        try container.encode(observed, forKey: .observed)
        try container.encodeIfPresent(seed, forKey: .seed)
        try container.encodeIfPresent(note, forKey: .note)
        try container.encodeIfPresent(cause, forKey: .cause)
        try container.encodeIfPresent(versions, forKey: .versions)
        try container.encodeIfPresent(kind, forKey: .kind)
        try container.encodeIfPresent(signal, forKey: .signal)
        try container.encodeIfPresent(lastOperation, forKey: .lastOperation)
        try container.encodeIfPresent(confirmation, forKey: .confirmation)
    }
}
