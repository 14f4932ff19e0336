import Foundation
import SliderSpec

/// The lines a fuzz worker and its parent exchange, one message a line.
///
/// Parent to worker: the `FuzzWorkerJob` as JSON; then `k <seconds left or -> <JSON array of the
/// counterexamples the parent knows>`; then any number of `r <from> <to>` (run these positions of
/// the shard, in order) and `x <position> <JSON>` (shrink this unshrunk counterexample of that
/// position), and `q` (finish). Worker to parent: `ready <catalogue fingerprint> <type>` or
/// `fail <reason>` once it read the job; for each sequence run, the unshrunk `c <JSON>` of each
/// failure it found first, then `s <position> <operations> <counts> <diverged> <occurrences>`;
/// `y <position> <JSON>` for each shrink; `t <position>` or `i <position>` when the time limit
/// or an interruption stopped it before that position (it still shrinks); `end`.
///
/// Counts are sparse lists `p:n,p:n` (`-` when empty) keyed by the rule's position in
/// `RuleCatalogue.rules` (rule indices are interned per process, positions are not);
/// occurrences are keyed by the counterexample's position in the worker's list (the known ones
/// first, then each `c` in order).
enum FuzzWorkerLine {
    /// A message from a worker.
    enum Message {
        /// The worker read the job: its catalogue's fingerprint, a space, and the Swift type it checks.
        case ready(String)
        /// The worker cannot run the job.
        case fail(String)
        /// A failure the worker found first, unshrunk, belonging to its next `sequence`.
        case found(Counterexample)
        /// The shrunk counterexample of a failure of the position.
        case shrunk(Int, Counterexample)
        /// One sequence run.
        case sequence(Sequence)
        /// Stopped before `position` by the time limit.
        case timeUp(Int)
        /// Stopped before `position` by an interruption.
        case interrupted(Int)
        /// The worker finished.
        case end
    }

    /// What one sequence added to the run.
    struct Sequence {
        /// The sequence's position in the shard.
        var position: Int
        /// Operations checked.
        var operations: Int
        /// Steps decided, by catalogue position.
        var counts: [(Int, Int)]
        /// Divergences blamed, by catalogue position.
        var diverged: [(Int, Int)]
        /// New occurrences of counterexamples the worker had before this sequence, by their
        /// position in its list.
        var occurrences: [(Int, Int)]
    }

    /// The catalogue's rule count and a hash of its identifiers (FNV-1a), which a worker sends
    /// with `ready`: a worker built from another catalogue would count other rules.
    static let fingerprint: String = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in RuleCatalogue.rules.map(\.id.rawValue).joined(separator: ",").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "\(RuleCatalogue.rules.count)-" + String(hash, radix: 16)
    }()

    /// The steps each catalogue rule decided and the divergences blamed on it, by catalogue position.
    static func counts(_ tally: RuleTally) -> (decided: [Int], diverged: [Int]) {
        (RuleCatalogue.rules.map { tally.decided($0.id) }, RuleCatalogue.rules.map { tally.diverged($0.id) })
    }

    /// `p:n,…` for the catalogue positions whose count in `now` exceeds the one in `before`.
    static func delta(_ now: [Int], _ before: [Int]) -> String {
        var text = ""
        for position in now.indices {
            let difference = now[position] - (position < before.count ? before[position] : 0)
            guard difference != 0 else { continue }
            if !text.isEmpty { text += "," }
            text += "\(position):\(difference)"
        }
        return text.isEmpty ? "-" : text
    }

    /// The one-line JSON encoder for counterexamples (NaN and the infinities as strings).
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// Parses one line from a worker; nil when it is not a message.
    static func parse(_ line: ArraySlice<UInt8>) -> Message? {
        guard let space = line.firstIndex(of: UInt8(ascii: " ")) else {
            return String(decoding: line, as: UTF8.self) == "end" ? .end : nil
        }
        let rest = line[(space + 1)...]
        switch String(decoding: line[..<space], as: UTF8.self) {
        case "s": return sequence(rest).map(Message.sequence)
        case "c": return (try? SliderJSON.decoder().decode(Counterexample.self, from: Data(rest))).map(Message.found)
        case "y":
            guard let separator = rest.firstIndex(of: UInt8(ascii: " ")), let position = number(rest[..<separator]),
                let counterexample = try? SliderJSON.decoder().decode(Counterexample.self, from: Data(rest[(separator + 1)...]))
            else { return nil }
            return .shrunk(position, counterexample)
        case "t": return Int(String(decoding: rest, as: UTF8.self)).map(Message.timeUp)
        case "i": return Int(String(decoding: rest, as: UTF8.self)).map(Message.interrupted)
        case "ready": return .ready(String(decoding: rest, as: UTF8.self))
        case "fail": return .fail(String(decoding: rest, as: UTF8.self))
        default: return nil
        }
    }

    /// Parses `<position> <operations> <counts> <diverged> <occurrences>`.
    private static func sequence(_ text: ArraySlice<UInt8>) -> Sequence? {
        let fields = text.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard fields.count == 5, let position = number(fields[0]), let operations = number(fields[1]),
            let counts = pairs(fields[2]), let diverged = pairs(fields[3]), let occurrences = pairs(fields[4])
        else { return nil }
        return Sequence(position: position, operations: operations, counts: counts, diverged: diverged, occurrences: occurrences)
    }

    /// `p:n,p:n` or `-`, with every key a catalogue position or a list position (not checked here).
    private static func pairs(_ text: ArraySlice<UInt8>) -> [(Int, Int)]? {
        if text.elementsEqual("-".utf8) { return [] }
        var result: [(Int, Int)] = []
        for pair in text.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            guard let colon = pair.firstIndex(of: UInt8(ascii: ":")), let key = number(pair[..<colon]),
                let value = number(pair[(colon + 1)...])
            else { return nil }
            result.append((key, value))
        }
        return result
    }

    /// A whole number of at most 18 digits, or nil.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
