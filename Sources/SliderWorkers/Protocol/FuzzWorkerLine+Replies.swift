import Foundation
import SliderEngine

extension FuzzWorkerLine {
    /// Appends `ready <catalogue fingerprint> <type>` and its newline: the worker read the job
    /// and checks `typeName` (a line feed in it becomes a space).
    package static func appendReady(_ typeName: String, to line: inout [UInt8]) {
        line += "ready ".utf8
        line += fingerprint.utf8
        line.append(UInt8(ascii: " "))
        appendOneLine(typeName, to: &line)
    }

    /// Appends `fail <reason>` and its newline: the worker cannot run the job (a line feed in
    /// `reason` becomes a space).
    package static func appendFail(_ reason: String, to line: inout [UInt8]) {
        line += "fail ".utf8
        appendOneLine(reason, to: &line)
    }

    /// Appends `c <JSON>` and its newline: a failure the worker found first, unshrunk.
    package static func appendFound(_ counterexample: Counterexample, encoder: JSONEncoder, to line: inout [UInt8]) {
        line.append(contentsOf: [UInt8(ascii: "c"), UInt8(ascii: " ")])
        appendJSON(counterexample, encoder: encoder, orElse: "", to: &line)
        line.append(UInt8(ascii: "\n"))
    }

    /// Appends `y <position> <JSON>` and its newline: the shrunk counterexample of a failure of
    /// `position` (the answer to a `Command.shrink`).
    package static func appendShrunk(_ counterexample: Counterexample, of position: Int, encoder: JSONEncoder, to line: inout [UInt8]) {
        line.append(contentsOf: [UInt8(ascii: "y"), UInt8(ascii: " ")])
        appendDecimal(position, to: &line)
        line.append(UInt8(ascii: " "))
        appendJSON(counterexample, encoder: encoder, orElse: "", to: &line)
        line.append(UInt8(ascii: "\n"))
    }

    /// Appends `w 1` (the sequence failed with the identity) or `w 0` and its newline: the answer
    /// to a `Command.check`.
    package static func appendChecked(failed: Bool, to line: inout [UInt8]) {
        line.append(contentsOf: [UInt8(ascii: "w"), UInt8(ascii: " "), UInt8(ascii: failed ? "1" : "0"), UInt8(ascii: "\n")])
    }

    /// Appends `t <position>` (the time limit) or `i <position>` (an interruption) and its
    /// newline: the worker stopped before `position`.
    package static func appendStopped(before position: Int, byTimeLimit: Bool, to line: inout [UInt8]) {
        line.append(contentsOf: [UInt8(ascii: byTimeLimit ? "t" : "i"), UInt8(ascii: " ")])
        appendDecimal(position, to: &line)
        line.append(UInt8(ascii: "\n"))
    }

    /// Appends `end` and its newline: the worker finished.
    package static func appendEnd(to line: inout [UInt8]) {
        line += "end\n".utf8
    }

    /// Appends `text` with each line feed made a space, and a newline.
    private static func appendOneLine(_ text: String, to line: inout [UInt8]) {
        for byte in text.utf8 { line.append(byte == UInt8(ascii: "\n") ? UInt8(ascii: " ") : byte) }
        line.append(UInt8(ascii: "\n"))
    }
}
