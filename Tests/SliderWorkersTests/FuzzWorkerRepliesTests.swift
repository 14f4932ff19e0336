import Foundation
import SliderEngine
import SliderSpec
import SliderWorkers
import Testing

/// The lines a fuzz worker writes besides its sequences' results (`FuzzWorkerLine.appendReady`
/// and the others): their bytes are those the protocol has always had, and each is read back
/// as the message it is (`FuzzWorkerLine.parse`).
@Suite("Fuzz worker replies")
struct FuzzWorkerRepliesTests {
    /// The line `append` writes, newline included.
    static func line(_ append: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        append(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The message `line` (newline included) is read as.
    static func message(_ line: String) -> FuzzWorkerLine.Message? {
        FuzzWorkerLine.parse(Array(line.utf8.dropLast())[...])
    }

    /// `value` as the worker lines write JSON.
    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try FuzzWorkerLine.encoder().encode(value), as: UTF8.self)
    }

    @Test func readyNamesTheCatalogueAndTheTypeOnOneLine() {
        let line = Self.line { FuzzWorkerLine.appendReady("My\nSlider", to: &$0) }
        #expect(line == "ready " + FuzzWorkerLine.fingerprint + " My Slider\n")
        guard case let .ready(answer)? = Self.message(line) else { Issue.record("not read as ready: \(line)"); return }
        #expect(answer == FuzzWorkerLine.fingerprint + " My Slider")
    }

    @Test func failSaysWhyOnOneLine() {
        let line = Self.line { FuzzWorkerLine.appendFail("no such\nimplementation", to: &$0) }
        #expect(line == "fail no such implementation\n")
        guard case let .fail(reason)? = Self.message(line) else { Issue.record("not read as fail: \(line)"); return }
        #expect(reason == "no such implementation")
    }

    @Test func aFailureFoundAndAShrunkOneAreCAndYThenTheirJSON() throws {
        let counterexample = FuzzWorkerCommandTests.counterexample
        let found = Self.line { FuzzWorkerLine.appendFound(counterexample, encoder: FuzzWorkerLine.encoder(), to: &$0) }
        #expect(try found == "c " + Self.json(counterexample) + "\n")
        guard case let .found(read)? = Self.message(found) else { Issue.record("not read as found: \(found)"); return }
        #expect(read == counterexample)
        let shrunk = Self.line { FuzzWorkerLine.appendShrunk(counterexample, of: 47, encoder: FuzzWorkerLine.encoder(), to: &$0) }
        #expect(try shrunk == "y 47 " + Self.json(counterexample) + "\n")
        guard case let .shrunk(position, again)? = Self.message(shrunk) else { Issue.record("not read as shrunk: \(shrunk)"); return }
        #expect(position == 47 && again == counterexample)
    }

    @Test(arguments: [true, false])
    func aCheckIsAnsweredW1WhenItFailedAndW0Otherwise(_ failed: Bool) {
        let line = Self.line { FuzzWorkerLine.appendChecked(failed: failed, to: &$0) }
        #expect(line == (failed ? "w 1\n" : "w 0\n"))
        guard case let .checked(read)? = Self.message(line) else { Issue.record("not read as checked: \(line)"); return }
        #expect(read == failed)
    }

    @Test func aStopIsTForTheTimeLimitAndIForAnInterruptionThenThePosition() {
        let time = Self.line { FuzzWorkerLine.appendStopped(before: 1_234, byTimeLimit: true, to: &$0) }
        let interruption = Self.line { FuzzWorkerLine.appendStopped(before: 0, byTimeLimit: false, to: &$0) }
        #expect(time == "t 1234\n" && interruption == "i 0\n")
        guard case .timeUp(1_234)? = Self.message(time), case .interrupted(0)? = Self.message(interruption) else {
            Issue.record("not read as stops: \(time) \(interruption)")
            return
        }
    }

    @Test func theLastLineIsEnd() {
        let line = Self.line { FuzzWorkerLine.appendEnd(to: &$0) }
        #expect(line == "end\n")
        guard case .end? = Self.message(line) else { Issue.record("not read as end"); return }
    }

    @Test(arguments: ["w", "w ", "w 2", "w 10", "w 1 ", "ww 1"])
    func aCheckAnswerThatIsNeitherW1NorW0IsNoMessage(_ line: String) {
        #expect(FuzzWorkerLine.parse(Array(line.utf8)[...]) == nil)
    }
}
