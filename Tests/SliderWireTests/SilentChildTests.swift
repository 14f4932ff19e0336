import Foundation
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// An adapter that answers its handshake and then never reads: after `silentChildLimit` such
/// children in a row, no child is started again and every later sequence fails at once as a
/// timeout, so a run ends after a few answer times instead of one for every sequence and every
/// shrinking attempt. Counted in children started, not timed.
@MainActor
@Suite("a silent child is not waited for again and again", .serialized)
struct SilentChildTests {
    @Test func aChildThatNeverAnswersEndsTheWaitingAfterAFewChildren() throws {
        try TemporaryFolder.with("silent-child") { folder in
            let child = try PythonChild.write(in: folder, onCreate: "time.sleep(100000)")
            let connection = try ProcessConnection(command: "\(PythonChild.python) \(child)", timeout: 1, profile: "documented")
            defer { connection.close() }
            var configuration = FuzzConfiguration(seed: 1, sequences: 40, profile: .documented)
            configuration.unsupportedKinds = Set(connection.handshake.unsupported)
            let report = Fuzzer(connection.implementation(), configuration: configuration).run()
            #expect(report.counterexamples.map(\.identity.rule) == [.processTimeout])
            #expect(report.counterexamples.first?.occurrences ?? 0 >= 40, "every sequence still fails, as a timeout")
            #expect(connection.childrenStarted <= ProcessConnection.silentChildLimit + 1, "\(connection.childrenStarted) children started")
            let explanation = report.counterexamples.first?.violation.explanation ?? ""
            #expect(explanation.contains("no answer within 1.0 s") || explanation.contains("answered no request within 1.0 s"), "\(explanation)")
        }
    }

    @Test func aChildThatAnswersBetweenItsHangsIsWaitedForEachTime() throws {
        try TemporaryFolder.with("silent-child") { folder in
            // Answers every create, and hangs on each accessibility increment. The creates must be
            // answered in time on a loaded machine: 2 s, not less.
            let child = try PythonChild.write(in: folder, fault: "time.sleep(100000)")
            let connection = try ProcessConnection(command: "\(PythonChild.python) \(child)", timeout: 2, profile: "documented")
            defer { connection.close() }
            for _ in 0..<(ProcessConnection.silentChildLimit + 1) {
                _ = try connection.create(nil).get()
                guard case .failure = connection.perform(.accessibilityIncrement) else {
                    Issue.record("expected a timeout")
                    return
                }
            }
            #expect(connection.silentChildren == 0)
            #expect((try? connection.create(nil).get()) != nil, "a child that answered is started again")
        }
    }
}
