import SliderEngine
/// What produced one column of a matrix: the suite, the implementation, and the runs merged.
/// Each list holds the distinct values of the merged reports, in the order first seen.
public struct MatrixProvenance: Sendable, Codable, Hashable {
    /// The suite's versions, as `SuiteVersions.summary` prints them (`unrecorded` for a report
    /// written before they were recorded).
    public var versions: [String] = []
    /// The protocol revisions the implementation spoke (none for a Swift type).
    public var protocolRevisions: [Int] = []
    /// The toolkit and its version, as an `--exec` child's handshake names it.
    public var toolkits: [String] = []
    /// The profile checked.
    public var profile: String
    /// The seeds run, in hex.
    public var seeds: [String] = []
    /// Per seed that ran sharded, the shards merged and the shard count, e.g. `0x1: 1/4, 2/4 of 4`.
    public var shards: [String] = []
    /// The reports merged.
    public var reports = 0
    /// Sequences generated, over every report.
    public var sequences = 0
    /// Operations checked in them.
    public var operations = 0
    /// The sequence budget, summed over the seeds (each seed's budget once), or nil when a report
    /// did not record it.
    public var budget: Int? = 0
    /// The time limits, in seconds, of the runs that had one.
    public var timeLimits: [Double] = []
    /// Whether any run drew NaN and the infinities.
    public var robustness = false
    /// Why a run stopped before its budget, for each that did.
    public var stoppedEarly: [String] = []
    /// Operation kinds the implementation declared unsupported.
    public var skippedKinds: [String] = []
    /// Observation fields it declared it cannot read.
    public var unreadFields: [String] = []
    /// What the reports said of their expectations files (`FuzzReport.expectationsNote`: a file
    /// not applied, written for another toolkit, or for another version of it); nil in a matrix
    /// saved before they were recorded.
    public var expectationsNotes: [String]? = nil

    /// An empty provenance for `profile`.
    init(profile: String) { self.profile = profile }

    /// One line: the suite's versions, the toolkit, the profile, the seeds and shards, the budget.
    public var summary: String { facts.joined(separator: " · ") }

    /// Each fact of the provenance as a phrase, e.g. `seeds 0x1, 0x2`, in the order `summary` gives them.
    public var facts: [String] {
        var facts: [String] = []
        facts.append(versions.isEmpty ? "versions unrecorded" : versions.joined(separator: "; "))
        if !protocolRevisions.isEmpty { facts.append("protocol revision " + protocolRevisions.map(String.init).joined(separator: ", ")) }
        if !toolkits.isEmpty { facts.append("toolkit " + toolkits.joined(separator: ", ")) }
        facts.append("profile \(profile)")
        facts.append((seeds.count == 1 ? "seed " : "seeds ") + seeds.joined(separator: ", "))
        if !shards.isEmpty { facts.append("shards " + shards.joined(separator: "; ")) }
        let planned = budget.map(String.init) ?? "?"
        facts.append("\(sequences) of \(planned) sequences, \(operations) operations")
        if !timeLimits.isEmpty { facts.append("time limit " + timeLimits.map { "\($0) s" }.joined(separator: ", ")) }
        if robustness { facts.append("robustness") }
        facts += expectationsNotes ?? []
        facts.append("\(reports) report\(reports == 1 ? "" : "s")")
        return facts
    }

    /// Adds `report`'s run.
    mutating func add(_ report: FuzzReport) {
        Self.insert(report.versions?.summary ?? "unrecorded", into: &versions)
        if let revision = report.protocolRevision, !protocolRevisions.contains(revision) { protocolRevisions.append(revision) }
        if let toolkit = report.toolkit { Self.insert(toolkit, into: &toolkits) }
        if !seeds.contains(report.seed) {
            seeds.append(report.seed)
            budget = budget.flatMap { total in report.budget.map { total + $0 } }
        }
        reports += 1
        sequences += report.sequences
        operations += report.operations
        if let limit = report.timeLimit, !timeLimits.contains(limit) { timeLimits.append(limit) }
        robustness = robustness || report.robustness
        if let reason = report.stoppedEarly { Self.insert("seed \(report.seed): \(reason)", into: &stoppedEarly) }
        for kind in report.skippedKinds ?? [] { Self.insert(kind.rawValue, into: &skippedKinds) }
        for field in report.unreadFields ?? [] { Self.insert(field, into: &unreadFields) }
        if let note = report.expectationsNote {
            var notes = expectationsNotes ?? []
            Self.insert(note, into: &notes)
            expectationsNotes = notes
        }
    }

    /// Records the shards merged for each seed, from `shards` (seed to the `k/n` merged).
    mutating func record(shards: [(seed: String, shards: [String])]) {
        self.shards = shards.map { seed, merged in
            let count = merged.first.flatMap { $0.split(separator: "/").last }.map(String.init) ?? "?"
            let missing = (Int(count) ?? merged.count) - merged.count
            return "\(seed): " + merged.joined(separator: ", ") + " of \(count)" + (missing > 0 ? " (\(missing) missing)" : "")
        }
    }

    private static func insert(_ value: String, into list: inout [String]) {
        if !list.contains(value) { list.append(value) }
    }
}
