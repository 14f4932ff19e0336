import Foundation
import SliderSpec
import SliderWire
import SliderWorkers
import Testing

/// A worker's answer to a call on its slider for a `WorkerSlider` (`FuzzWorkerLine.SliderAnswer`),
/// a `z` line: it comes back unchanged, read as the answer to the call made, its bytes are those
/// the protocol has always had, and a line that does not answer the call is rejected.
@Suite("Fuzz worker slider answers")
struct FuzzWorkerSliderAnswerTests {
    /// A fresh slider's observation.
    static let observation = ReferenceSlider().observation(readings: Profile.documented.readings)

    /// Each answer with a call it answers.
    static let answers: [(FuzzWorkerLine.SliderAnswer, FuzzWorkerLine.SliderCall)] = [
        (.made, .create),
        (.made, .load(InterfaceBuilderAttributes(maximum: 10))),
        (.events([]), .perform(.setValue(0.5))),
        (.events([SliderEvent(.valueChanged, value: 0.5), SliderEvent(.valueChanged, value: 1)]), .perform(.accessibilityIncrement)),
        (.observation(observation), .observe),
    ]

    /// The line `answer` is written as, newline included.
    static func line(_ answer: FuzzWorkerLine.SliderAnswer) -> String {
        var bytes: [UInt8] = []
        answer.append(to: &bytes, encoder: FuzzWorkerLine.encoder())
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses `text`, from the middle of a larger buffer, as the answer to `call`.
    static func parse(_ text: String, answering call: FuzzWorkerLine.SliderCall) throws(FuzzWorkerLine.Malformed) -> FuzzWorkerLine.SliderAnswer {
        let buffer = Array("z\n".utf8) + Array(text.utf8) + Array("\nz".utf8)
        return try FuzzWorkerLine.SliderAnswer.parse(buffer[2..<(2 + text.utf8.count)], answering: call, decoder: SliderJSON.decoder())
    }

    @Test(arguments: 0..<answers.count)
    func everyAnswerComesBackUnchangedAsTheAnswerToItsCall(_ index: Int) throws {
        let (answer, call) = Self.answers[index]
        let line = Self.line(answer)
        #expect(line.last == "\n" && !line.dropLast().contains("\n"))
        #expect(try Self.parse(String(line.dropLast()), answering: call) == answer)
    }

    @Test func aCreationIsAnsweredZAloneAndTheOthersZThenJSON() throws {
        #expect(Self.line(.made) == "z\n")
        #expect(Self.line(.events([])) == "z []\n")
        #expect(Self.line(.events([SliderEvent(.valueChanged, value: 0.5)])) == #"z [{"event":"valueChanged","value":0.5}]"# + "\n")
        let observation = String(decoding: try FuzzWorkerLine.encoder().encode(Self.observation), as: UTF8.self)
        #expect(Self.line(.observation(Self.observation)) == "z " + observation + "\n")
    }

    @Test(arguments: [
        ("", FuzzWorkerLine.SliderCall.create), ("end", .create), ("z []", .create), ("zz", .create), ("y", .observe),
        ("z", .perform(.setValue(1))), ("z {}", .perform(.setValue(1))), ("z [", .perform(.setValue(1))),
        ("z", .observe), ("z []", .observe), ("w 1", .observe),
    ])
    func aLineThatDoesNotAnswerTheCallIsRejected(_ line: String, _ call: FuzzWorkerLine.SliderCall) {
        #expect(throws: FuzzWorkerLine.Malformed.self) { try Self.parse(line, answering: call) }
    }
}
