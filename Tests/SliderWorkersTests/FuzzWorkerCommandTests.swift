import Foundation
import SliderEngine
import SliderSpec
import SliderWire
import SliderWorkers
import Testing

/// The lines a fuzz worker's parent sends it (`FuzzWorkerLine.Command`): each command comes back
/// unchanged through its line, its bytes are those the worker protocol has always had, and a
/// line that is no command is rejected with what was wrong.
@Suite("Fuzz worker commands")
struct FuzzWorkerCommandTests {
    /// A counterexample as a worker sends one unshrunk.
    static let counterexample: Counterexample = {
        let observation = ReferenceSlider().observation(readings: Profile.documented.readings)
        let violation = Violation(
            rule: .processCrash, field: "implementation", expected: observation, observed: observation, rulesApplied: [.processCrash],
            explanation: "killed by signal 4 (SIGILL) in perform")
        return Counterexample.asFound([.setContinuous(false), .setValue(0.25)], violation, origin: "seed 7, sequence 3")
    }()

    /// A check of two operations for the counterexample's identity.
    static let check = FreshStart.Check(operations: [.setValue(2), .setMinimumValue(1)], identity: counterexample.identity)

    /// One command of each kind (two of some, to cover both forms of a field).
    static let commands: [FuzzWorkerLine.Command] = [
        .known(secondsLeft: nil, counterexamples: []),
        .known(secondsLeft: 12.345678901, counterexamples: [counterexample, counterexample]),
        .run(0..<32),
        .run(1_968..<2_000),
        .shrink(position: 47, unshrunk: counterexample),
        .check(check),
        .sliderCall(.create),
        .sliderCall(.load(InterfaceBuilderAttributes(minimum: -1, value: 0.5, continuous: false))),
        .sliderCall(.perform(.setValue(0.75))),
        .sliderCall(.observe),
        .quit,
    ]

    /// The line `command` is written as, newline included.
    static func line(_ command: FuzzWorkerLine.Command) -> String {
        var bytes: [UInt8] = []
        command.append(to: &bytes, encoder: FuzzWorkerLine.encoder())
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` as the worker lines write JSON.
    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try FuzzWorkerLine.encoder().encode(value), as: UTF8.self)
    }

    /// Parses `text` from the middle of a larger buffer, as the line buffer hands lines on.
    static func parse(_ text: String) throws(FuzzWorkerLine.Malformed) -> FuzzWorkerLine.Command {
        let buffer = Array("junk\n".utf8) + Array(text.utf8) + Array("\nmore".utf8)
        return try FuzzWorkerLine.Command.parse(buffer[5..<(5 + text.utf8.count)], decoder: SliderJSON.decoder())
    }

    @Test(arguments: commands)
    func everyCommandComesBackUnchangedThroughItsLine(_ command: FuzzWorkerLine.Command) throws {
        let line = Self.line(command)
        #expect(line.last == "\n")
        #expect(line.dropLast().contains("\n") == false, "one line: \(line)")
        #expect(try Self.parse(String(line.dropLast())) == command)
    }

    @Test func theKnownCounterexamplesAreKThenTheSecondsLeftOrADashThenTheirJSONArray() throws {
        #expect(Self.line(.known(secondsLeft: nil, counterexamples: [])) == "k - []\n")
        #expect(Self.line(.known(secondsLeft: 12.5, counterexamples: [])) == "k 12.5 []\n")
        let known: [Counterexample] = [Self.counterexample]
        #expect(try Self.line(.known(secondsLeft: 29.75, counterexamples: known)) == "k 29.75 " + Self.json(known) + "\n")
    }

    @Test func aRunIsRThenTheFirstPositionThenTheOneAfterTheLast() {
        #expect(Self.line(.run(0..<32)) == "r 0 32\n")
        #expect(Self.line(.run(1_968..<2_000)) == "r 1968 2000\n")
        #expect(Self.line(.run(5..<5)) == "r 5 5\n")
    }

    @Test func aShrinkIsXThenThePositionThenTheUnshrunkCounterexample() throws {
        #expect(try Self.line(.shrink(position: 47, unshrunk: Self.counterexample)) == "x 47 " + Self.json(Self.counterexample) + "\n")
    }

    @Test func aCheckIsVThenTheSequenceAndIdentity() throws {
        let line = Self.line(.check(Self.check))
        #expect(try line == "v " + Self.json(Self.check) + "\n")
        #expect(line.hasPrefix(#"v {"identity":{"#) && line.hasSuffix(#""operations":[{"op":"setValue","value":2},{"op":"setMinimumValue","value":1}]}"# + "\n"))
    }

    @Test func aSliderCallIsZThenItsVerbAndAnyJSON() {
        #expect(Self.line(.sliderCall(.create)) == "z c\n")
        #expect(Self.line(.sliderCall(.observe)) == "z o\n")
        #expect(Self.line(.sliderCall(.perform(.setValue(0.75)))) == #"z p {"op":"setValue","value":0.75}"# + "\n")
        #expect(Self.line(.sliderCall(.load(InterfaceBuilderAttributes(value: 0.5, continuous: false)))) == #"z l {"continuous":false,"value":0.5}"# + "\n")
    }

    @Test func quitIsQAlone() {
        #expect(Self.line(.quit) == "q\n")
    }

    @Test(arguments: [
        "", " ", "rr 1 2", "end", "w 1", "ready 1 T", "q ", "q now",
        "r", "r ", "r 1", "r 2 1", "r 1 2 3", "r -1 2", "r +1 2", "r a b", "r 1  2", "r 1234567890123456789 1234567890123456790",
        "k", "k -", "k - ", "k - [", "k abc []", "k nan []", "k inf []", "k 1e300 []", "k - {}",
        "x", "x 1", "x a {}", "x 1 {}", "x -1 {}",
        "v", "v {}", "v [",
        "z", "z ", "z x", "z c x", "z o o", "z cc", "z l", "z l {", "z p", #"z p {"op":"fly"}"#, "z p {}",
    ])
    func aLineThatIsNoCommandIsRejected(_ line: String) {
        #expect(throws: FuzzWorkerLine.Malformed.self) { try Self.parse(line) }
    }

    @Test func theErrorSaysWhatWasWrong() {
        #expect(throws: FuzzWorkerLine.Malformed("r: the range's end is before its start")) { try Self.parse("r 2 1") }
        #expect(throws: FuzzWorkerLine.Malformed("not a command: 'end'")) { try Self.parse("end") }
        #expect(throws: FuzzWorkerLine.Malformed("k: the seconds left are neither `-` nor a finite number")) { try Self.parse("k nan []") }
        let unknownOperation = #expect(throws: FuzzWorkerLine.Malformed.self) { try Self.parse(#"z p {"op":"fly"}"#) }
        #expect(unknownOperation?.reason.hasPrefix(#"z p: at op: unknown operation "fly""#) == true, "\(String(describing: unknownOperation))")
    }
}
