import Foundation
import SliderEngine
import SliderSpec
import SliderWire

/// The lines a fuzz worker and its parent exchange, one message a line.
///
/// Parent to worker: the `FuzzWorkerJob` as JSON (`FuzzWorkerJob.line`); then `k <seconds left or
/// -> <JSON array of the counterexamples the parent knows>`; then any number of `r <from> <to>`
/// (run these positions of the shard, in order) and `x <position> <JSON>` (shrink this unshrunk
/// counterexample of that position), `v <JSON>` (check this sequence once for this identity,
/// `FreshStart.Check`: how a fresh worker confirms a counterexample), `z <call>` (one call on the
/// worker's slider for a `WorkerSlider`, answered by one `z` line, `SliderAnswer`; see
/// `WorkerSliderHost`), and `q` (finish). After the job, each of these lines is a `Command`,
/// written by `Command.append(to:encoder:)` and read by `Command.parse(_:decoder:)`. Worker to parent:
/// `ready <catalogue fingerprint> <type>` or `fail <reason>` once it read the job; for each sequence run, the unshrunk `c <JSON>` of each
/// failure it found first, then `s <position> <operations> <occurrences> <charges>`, except that a run of
/// consecutive sequences that found nothing new and no known failure again goes as one
/// `b <from> <to> <operations>` (positions `from..<to`, the operations of all of them: the parent
/// then merges a chunk with one line instead of one per sequence); before each write,
/// `a <counts> <diverged>`, the rule counts of every sequence since the previous `a` (a
/// sequence's results count only once its `a` arrives, so a worker that dies mid-write loses
/// whole groups, never counts); `y <position> <JSON>` for each shrink; `w 1` or `w 0` for each
/// check (it failed with the identity, or not); `t <position>` or
/// `i <position>` when the time limit or an interruption stopped it before that position (it
/// still shrinks); `end`. Each is written by the `append…` function of its kind (here and in
/// FuzzWorkerLine+Replies.swift) and read as a `Message` by `parse(_:)`; the `z` answers, which
/// only `WorkerSliderConnection` reads, are `SliderAnswer`s.
///
/// Counts are sparse lists `p:n,p:n` (`-` when empty) keyed by the rule's position in
/// `RuleCatalogue.rules` (rule indices are interned per process, positions are not);
/// occurrences are keyed by the counterexample's position in the worker's list (the known ones
/// first, then each `c` in order). Charges are the rules the sequence's occurrences of the
/// worker's counterexamples were charged to that those counterexamples did not stand for yet
/// (`Counterexample.alsoCharged`), in the order charged: pairs `c:p`, the counterexample's
/// list position and the rule's catalogue position (`-` when none).
package enum FuzzWorkerLine {
    /// A message from a worker, as `parse(_:)` reads it (the worker writes each with the
    /// `append…` function of its kind).
    package enum Message {
        /// The worker read the job: its catalogue's fingerprint, a space, and the Swift type it checks.
        case ready(String)
        /// The worker cannot run the job.
        case fail(String)
        /// A failure the worker found first, unshrunk, belonging to its next `sequence`.
        case found(Counterexample)
        /// The shrunk counterexample of a failure of the position.
        case shrunk(Int, Counterexample)
        /// The answer to a check (`Command.check`): whether the sequence failed with the identity.
        case checked(Bool)
        /// One sequence run, or a run of quiet ones (`b`), its rule counts still to come.
        case sequence(Sequence)
        /// The rule counts (decided, diverged) of every sequence since the previous counts.
        case counts([(Int, Int)], [(Int, Int)])
        /// Stopped before `position` by the time limit.
        case timeUp(Int)
        /// Stopped before `position` by an interruption.
        case interrupted(Int)
        /// The worker finished.
        case end
    }

    /// What one sequence, or a run of consecutive quiet ones, added to the run.
    package struct Sequence {
        /// The sequence's position in the shard (the first one's, for a run of them).
        var position: Int
        /// How many consecutive positions this covers: 1, or more for a run of sequences that
        /// found nothing new and no known failure again (a `b` line).
        var count = 1
        /// Operations checked.
        var operations: Int
        /// Steps decided, by catalogue position (a group's counts, kept with its last sequence).
        var counts: [(Int, Int)] = []
        /// Divergences blamed, by catalogue position (likewise).
        var diverged: [(Int, Int)] = []
        /// New occurrences of counterexamples the worker had before this sequence, by their
        /// position in its list.
        var occurrences: [(Int, Int)]
        /// The rules those occurrences charged their counterexamples to afresh, in order: (list
        /// position, catalogue position).
        var charges: [(Int, Int)] = []
        /// `charges` read by the parent: each counterexample's identity and the rule.
        var charged: [(FailureIdentity, RuleID)] = []
    }

    /// The catalogue's rule count and a hash of its identifiers (FNV-1a), which a worker sends
    /// with `ready`: a worker built from another catalogue would count other rules.
    package static let fingerprint: String = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in RuleCatalogue.rules.map(\.id.rawValue).joined(separator: ",").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "\(RuleCatalogue.rules.count)-" + String(hash, radix: 16)
    }()

    /// Each rule index's (`RuleID.index`) position in `RuleCatalogue.rules`, -1 for a rule not in it.
    private static let catalogueIndex: [Int] = {
        var positions: [Int] = []
        for (position, rule) in RuleCatalogue.rules.enumerated() {
            let index = Int(rule.id.index)
            if index >= positions.count { positions += [Int](repeating: -1, count: index + 1 - positions.count) }
            positions[index] = position
        }
        return positions
    }()

    /// Appends the line of one sequence run, `s <position> <operations> <occurrences> <charges>`
    /// and its newline, with the new `occurrences` (list position, count) and the rules they
    /// charged afresh (list position, rule).
    static func appendSequence(
        position: Int, operations: Int, occurrences: [(Int, Int)], charges: [(Int, RuleID)] = [], to line: inout [UInt8]
    ) {
        line.append(UInt8(ascii: "s"))
        line.append(UInt8(ascii: " "))
        appendDecimal(position, to: &line)
        line.append(UInt8(ascii: " "))
        appendDecimal(operations, to: &line)
        line.append(UInt8(ascii: " "))
        for (index, pair) in occurrences.enumerated() { appendPair(pair.0, pair.1, to: &line, first: index == 0) }
        if occurrences.isEmpty { line.append(UInt8(ascii: "-")) }
        line.append(UInt8(ascii: " "))
        var written = 0
        for (position, rule) in charges {
            let index = Int(rule.index)
            guard index < catalogueIndex.count, catalogueIndex[index] >= 0 else { continue }
            appendPair(position, catalogueIndex[index], to: &line, first: written == 0)
            written += 1
        }
        if written == 0 { line.append(UInt8(ascii: "-")) }
        line.append(UInt8(ascii: "\n"))
    }

    /// Appends the line of a run of consecutive sequences that found nothing new and no known
    /// failure again, `b <from> <to> <operations>` and its newline.
    static func appendQuietRun(_ positions: Range<Int>, operations: Int, to line: inout [UInt8]) {
        line.append(UInt8(ascii: "b"))
        line.append(UInt8(ascii: " "))
        appendDecimal(positions.lowerBound, to: &line)
        line.append(UInt8(ascii: " "))
        appendDecimal(positions.upperBound, to: &line)
        line.append(UInt8(ascii: " "))
        appendDecimal(operations, to: &line)
        line.append(UInt8(ascii: "\n"))
    }

    /// Appends `a <counts> <diverged>` and its newline: the steps and divergences `tally`
    /// counted since `earlier`, by catalogue position.
    static func appendCounts(_ tally: RuleTally, since earlier: RuleTally, to line: inout [UInt8]) {
        func appendIncreases(of count: RuleTally.Count) {
            line.append(UInt8(ascii: " "))
            let start = line.count
            tally.forEachIncrease(of: count, since: earlier) { index, amount in
                guard index < catalogueIndex.count, catalogueIndex[index] >= 0 else { return }
                appendPair(catalogueIndex[index], amount, to: &line, first: line.count == start)
            }
            if line.count == start { line.append(UInt8(ascii: "-")) }
        }
        line.append(UInt8(ascii: "a"))
        appendIncreases(of: .decided)
        appendIncreases(of: .diverged)
        line.append(UInt8(ascii: "\n"))
    }

    /// Appends `key:value`, after a comma unless it is the first.
    private static func appendPair(_ key: Int, _ value: Int, to line: inout [UInt8], first: Bool) {
        if !first { line.append(UInt8(ascii: ",")) }
        appendDecimal(key, to: &line)
        line.append(UInt8(ascii: ":"))
        appendDecimal(value, to: &line)
    }

    /// The one-line JSON encoder for counterexamples (NaN and the infinities as strings).
    package static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// Parses one line from a worker; nil when it is not a message.
    package static func parse(_ line: ArraySlice<UInt8>) -> Message? {
        guard let space = line.firstIndex(of: UInt8(ascii: " ")) else {
            return String(decoding: line, as: UTF8.self) == "end" ? .end : nil
        }
        let rest = line[(space + 1)...]
        switch String(decoding: line[..<space], as: UTF8.self) {
        case "s": return sequence(rest).map(Message.sequence)
        case "b": return quietRun(rest).map(Message.sequence)
        case "a":
            var cursor = rest.startIndex
            guard let counts = field(rest, &cursor).flatMap(pairs), let diverged = field(rest, &cursor).flatMap(pairs),
                cursor > rest.endIndex
            else { return nil }
            return .counts(counts, diverged)
        case "c": return (try? SliderJSON.decoder().decode(Counterexample.self, from: Data(rest))).map(Message.found)
        case "y":
            guard let separator = rest.firstIndex(of: UInt8(ascii: " ")), let position = number(rest[..<separator]),
                let counterexample = try? SliderJSON.decoder().decode(Counterexample.self, from: Data(rest[(separator + 1)...]))
            else { return nil }
            return .shrunk(position, counterexample)
        case "w" where rest.count == 1 && (rest.first == UInt8(ascii: "0") || rest.first == UInt8(ascii: "1")):
            return .checked(rest.first == UInt8(ascii: "1"))
        case "t": return Int(String(decoding: rest, as: UTF8.self)).map(Message.timeUp)
        case "i": return Int(String(decoding: rest, as: UTF8.self)).map(Message.interrupted)
        case "ready": return .ready(String(decoding: rest, as: UTF8.self))
        case "fail": return .fail(String(decoding: rest, as: UTF8.self))
        default: return nil
        }
    }

    /// Parses `<position> <operations> <occurrences> <charges>` in one pass.
    private static func sequence(_ text: ArraySlice<UInt8>) -> Sequence? {
        var cursor = text.startIndex
        guard let position = field(text, &cursor).flatMap(number), let operations = field(text, &cursor).flatMap(number),
            let occurrences = field(text, &cursor).flatMap(pairs), let charges = field(text, &cursor).flatMap(pairs),
            cursor > text.endIndex
        else { return nil }
        return Sequence(position: position, operations: operations, occurrences: occurrences, charges: charges)
    }

    /// Parses `<from> <to> <operations>`, a run of at least one quiet sequence.
    private static func quietRun(_ text: ArraySlice<UInt8>) -> Sequence? {
        var cursor = text.startIndex
        guard let from = field(text, &cursor).flatMap(number), let to = field(text, &cursor).flatMap(number), from < to,
            let operations = field(text, &cursor).flatMap(number), cursor > text.endIndex
        else { return nil }
        return Sequence(position: from, count: to - from, operations: operations, occurrences: [])
    }

    /// The bytes from `cursor` to the next space or the end, moving `cursor` past that space
    /// (past the end after the last field); nil when no field is left.
    private static func field(_ text: ArraySlice<UInt8>, _ cursor: inout Int) -> ArraySlice<UInt8>? {
        guard cursor <= text.endIndex else { return nil }
        let end = text[cursor...].firstIndex(of: UInt8(ascii: " ")) ?? text.endIndex
        defer { cursor = end + 1 }
        return text[cursor..<end]
    }

    /// `p:n,p:n` or `-`, with every key a catalogue position or a list position (not checked
    /// here); each number whole, of 1 to 18 digits. Read byte by byte, once (the parent reads
    /// one such list per chunk a worker ran).
    private static func pairs(_ text: ArraySlice<UInt8>) -> [(Int, Int)]? {
        if text.count == 1, text.first == UInt8(ascii: "-") { return [] }
        return text.withUnsafeBufferPointer { bytes -> [(Int, Int)]? in
            var result: [(Int, Int)] = []
            result.reserveCapacity(bytes.count / 4)
            var key: Int?
            var value = 0
            var digits = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard digits < 18 else { return nil }
                    value = value * 10 + Int(byte &- UInt8(ascii: "0"))
                    digits += 1
                case UInt8(ascii: ":"):
                    guard key == nil, digits > 0 else { return nil }
                    key = value
                    (value, digits) = (0, 0)
                case UInt8(ascii: ","):
                    guard let pairKey = key, digits > 0 else { return nil }
                    result.append((pairKey, value))
                    key = nil
                    (value, digits) = (0, 0)
                default:
                    return nil
                }
            }
            guard let pairKey = key, digits > 0 else { return nil }
            result.append((pairKey, value))
            return result
        }
    }
}
