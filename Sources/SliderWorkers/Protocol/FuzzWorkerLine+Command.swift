import Foundation
import SliderEngine

extension FuzzWorkerLine {
    /// A line from the parent to a worker, after the job line (`FuzzWorkerJob.line`): written by
    /// `append(to:encoder:)` and read by `parse(_:decoder:)`, and nowhere else.
    ///
    /// The job line stays apart, not a case: it has no kind letter (its JSON is the whole line),
    /// it is read once, first, by `FuzzWorkerChannel.readJob()` before the worker knows what it
    /// runs, and it is written with `JSONEncoder`'s defaults rather than `FuzzWorkerLine.encoder()`.
    package enum Command: Equatable, Sendable {
        /// `k <seconds left or -> <JSON array>`: the counterexamples the parent knows (the worker's
        /// list starts with them, in order) and the seconds left of the run's time limit (nil: no
        /// limit). The first command, and only then.
        case known(secondsLeft: Double?, counterexamples: [Counterexample])
        /// `r <from> <to>`: run these positions of the shard, in order; answered by the sequence
        /// lines (`s`, `b`, `c`, `a`), or `t`/`i` where the worker stopped.
        case run(Range<Int>)
        /// `x <position> <JSON>`: shrink this unshrunk counterexample, a failure first found at
        /// `position`; answered by `y <position> <JSON>`.
        case shrink(position: Int, unshrunk: Counterexample)
        /// `v <JSON>`: check this sequence once for this identity (`FreshStart.Check`, how a fresh
        /// worker confirms a counterexample); answered `w 1` (it failed so) or `w 0`.
        case check(FreshStart.Check)
        /// `z <call>`: one call on the worker's slider for a `WorkerSlider`; answered by one `z`
        /// line (`SliderAnswer`).
        case sliderCall(SliderCall)
        /// `q`: finish (the worker answers `end`).
        case quit

        /// Appends the line and its newline; JSON is written by `encoder`, which must be
        /// `FuzzWorkerLine.encoder()` (one the caller keeps: encoders are not made per line).
        package func append(to line: inout [UInt8], encoder: JSONEncoder) {
            switch self {
            case let .known(secondsLeft, counterexamples):
                line.append(contentsOf: [UInt8(ascii: "k"), UInt8(ascii: " ")])
                if let secondsLeft { line += String(secondsLeft).utf8 } else { line.append(UInt8(ascii: "-")) }
                line.append(UInt8(ascii: " "))
                FuzzWorkerLine.appendJSON(counterexamples, encoder: encoder, orElse: "[]", to: &line)
            case let .run(positions):
                line.append(contentsOf: [UInt8(ascii: "r"), UInt8(ascii: " ")])
                FuzzWorkerLine.appendDecimal(positions.lowerBound, to: &line)
                line.append(UInt8(ascii: " "))
                FuzzWorkerLine.appendDecimal(positions.upperBound, to: &line)
            case let .shrink(position, unshrunk):
                line.append(contentsOf: [UInt8(ascii: "x"), UInt8(ascii: " ")])
                FuzzWorkerLine.appendDecimal(position, to: &line)
                line.append(UInt8(ascii: " "))
                FuzzWorkerLine.appendJSON(unshrunk, encoder: encoder, orElse: "", to: &line)
            case let .check(check):
                line.append(contentsOf: [UInt8(ascii: "v"), UInt8(ascii: " ")])
                FuzzWorkerLine.appendJSON(check, encoder: encoder, orElse: "", to: &line)
            case let .sliderCall(call):
                line.append(contentsOf: [UInt8(ascii: "z"), UInt8(ascii: " ")])
                call.append(to: &line, encoder: encoder)
            case .quit:
                line.append(UInt8(ascii: "q"))
            }
            line.append(UInt8(ascii: "\n"))
        }

        /// Reads one line (without its newline), from the bytes as read: the command, or what
        /// was wrong with it. JSON is read by `decoder`, which must be `SliderJSON.decoder()`.
        package static func parse(_ line: ArraySlice<UInt8>, decoder: JSONDecoder) throws(Malformed) -> Command {
            guard let kind = line.first else { throw Malformed("an empty line") }
            guard line.count == 1 || line[line.startIndex + 1] == UInt8(ascii: " ") else { throw unknown(line) }
            let body = line.dropFirst(2)
            switch kind {
            case UInt8(ascii: "r"):
                guard let (first, second) = FuzzWorkerLine.split(body), let from = FuzzWorkerLine.number(first),
                    let to = FuzzWorkerLine.number(second)
                else { throw Malformed("r: not two whole numbers `<from> <to>`") }
                guard from <= to else { throw Malformed("r: the range's end is before its start") }
                return .run(from..<to)
            case UInt8(ascii: "z"):
                return .sliderCall(try SliderCall.parse(body, decoder: decoder))
            case UInt8(ascii: "q"):
                guard line.count == 1 else { throw Malformed("q: nothing may follow it") }
                return .quit
            case UInt8(ascii: "k"):
                guard let (seconds, json) = FuzzWorkerLine.split(body) else { throw Malformed("k: not `<seconds left or -> <JSON>`") }
                let counterexamples = try FuzzWorkerLine.decode([Counterexample].self, json, kind: "k", decoder: decoder)
                return .known(secondsLeft: try secondsLeft(seconds), counterexamples: counterexamples)
            case UInt8(ascii: "x"):
                guard let (digits, json) = FuzzWorkerLine.split(body), let position = FuzzWorkerLine.number(digits) else {
                    throw Malformed("x: not `<position> <JSON>`")
                }
                return .shrink(position: position, unshrunk: try FuzzWorkerLine.decode(Counterexample.self, json, kind: "x", decoder: decoder))
            case UInt8(ascii: "v"):
                return .check(try FuzzWorkerLine.decode(FreshStart.Check.self, body, kind: "v", decoder: decoder))
            default:
                throw unknown(line)
            }
        }

        /// `-` (nil) or a finite number of seconds that a `Duration` in milliseconds holds.
        private static func secondsLeft(_ text: ArraySlice<UInt8>) throws(Malformed) -> Double? {
            if text.count == 1, text.first == UInt8(ascii: "-") { return nil }
            guard let seconds = Double(String(decoding: text, as: UTF8.self)), seconds.isFinite, seconds.magnitude < 9e15 else {
                throw Malformed("k: the seconds left are neither `-` nor a finite number")
            }
            return seconds
        }

        /// The error for a line of no command's kind, quoting its start.
        private static func unknown(_ line: ArraySlice<UInt8>) -> Malformed {
            Malformed("not a command: '\(String(decoding: line.prefix(40), as: UTF8.self))'")
        }
    }
}
