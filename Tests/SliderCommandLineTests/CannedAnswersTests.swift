import Foundation
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// `bench --exec`'s suite ceiling: the answers a run received, replayed by the hidden
/// `canned-answers` child, give the same run again (so only the suite's side is timed).
@MainActor
@Suite("Canned answers: the suite's ceiling across the process boundary", .serialized)
struct CannedAnswersTests {
    /// The package root, from this file's path.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Fuzzes the child `command` as `bench` does, recording its answers, and returns the report as
    /// JSON, the recording and the handshake.
    private func recordedRun(_ command: String, depth: Int) throws -> (report: Data, answers: [UInt8], handshake: ProcessConnection.Handshake) {
        let connection = try ProcessConnection(command: command, timeout: 5, profile: Profile.documented.id, depth: depth)
        defer { connection.close() }
        var configuration = FuzzConfiguration(seed: 2026, sequences: 60)
        let unsupported = Set(connection.handshake.unsupported)
        configuration.generator.kinds = SliderOperationKind.allCases.filter { !unsupported.contains($0) }
        connection.answerRecording = []
        var report = Fuzzer(connection.implementation(name: "same-name"), configuration: configuration).run()
        #expect(report.command == command)
        report.command = nil  // the live and the canned run differ in it by construction
        return (try SliderJSON.encoder().encode(report), connection.answerRecording ?? [], connection.handshake)
    }

    @Test(arguments: [1, 16]) func replayedAnswersGiveTheSameReport(depth: Int) throws {
        let executable = try LaunchedCommand.builtExecutable()
        let live = try recordedRun("\(PythonChild.interpreter) \(Self.root)/Examples/python/slider_adapter.py", depth: depth)
        #expect(!live.answers.isEmpty)
        #expect(live.answers.last == UInt8(ascii: "\n"))

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("canned-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let hello = #"{"type":"hello","protocol":1,"revision":3,"implementation":"canned","profiles":["documented"],"unsupported":["#
            + live.handshake.unsupported.map { #""\#($0.rawValue)""# }.joined(separator: ",") + #"],"pipelining":true}"#
        try (Data(hello.utf8) + Data("\n".utf8) + Data(live.answers)).write(to: URL(fileURLWithPath: file))
        let replayed = try recordedRun("\(executable) canned-answers \(file)", depth: depth)
        #expect(replayed.handshake.implementation == "canned")
        #expect(replayed.answers == live.answers, "the replay received the recorded answers, in order")
        #expect(replayed.report == live.report)
    }

    @Test func aCannedChildAnswersEachRequestLineWithTheNextRecordedLine() async throws {
        let executable = try LaunchedCommand.builtExecutable()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("canned-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data("one\ntwo\nthree\n".utf8).write(to: URL(fileURLWithPath: file))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["canned-answers", file]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Two requests in one write, then a third; the recording then runs out and the child exits.
        input.fileHandleForWriting.write(Data("a\nb\n".utf8))
        input.fileHandleForWriting.write(Data("c\nd\n".utf8))
        let answers = await Waiting.offThread { String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
        await Waiting.exit(of: process)
        #expect(answers == "one\ntwo\nthree\n")
        #expect(process.terminationStatus == 0)
    }
}
