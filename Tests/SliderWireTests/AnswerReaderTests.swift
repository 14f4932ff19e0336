import Foundation
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// The connection reads and decodes a pipelining child's answers on its own thread or on one of
/// their own while the suite draws, sends and checks: either way the answers arrive in the order
/// written, and a child that stops mid-stream or falls silent gives the same failure.
@MainActor
@Suite("Answer reader: answers decoded on a thread of their own", .serialized)
struct AnswerReaderTests {
    private func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        try TemporaryFolder.with("answer-reader", body)
    }

    /// Whether `submitted` queued its request.
    private func sent(_ submitted: Result<Void, ImplementationFailure>) -> Bool {
        if case .success = submitted { return true }
        return false
    }

    /// The values set, one a request: `setValue(k / count)`.
    private func values(_ count: Int) -> [Float] { (0..<count).map { Float($0) / Float(count) } }

    /// Depth 1 reads on the connection's thread; 4096 on either.
    @Test(arguments: [(1, ProcessConnection.ReaderThread.own), (4096, .connection), (4096, .own), (4096, .whenSuiteIsSlower)])
    func answersArriveInTheOrderTheChildWroteThem(depth: Int, thread: ProcessConnection.ReaderThread) throws {
        let connection = try ProcessConnection(
            command: "\(PythonChild.python) \(PythonChild.root)/Examples/python/slider_adapter.py", timeout: 5,
            profile: Profile.documented.id, depth: depth, readerThread: thread)
        defer { connection.close() }
        // Enough answers (about 1 MB) to come in many reads, lines split across them.
        let values = values(3000)
        #expect(sent(connection.submit(.create(nil))))
        for value in values { #expect(sent(connection.submit(.setValue(value)))) }
        guard case .success = connection.receive() else { Issue.record("the create failed"); return }
        var seen: [Float] = []
        for _ in values {
            guard case let .success(reply) = connection.receive() else { Issue.record("an answer failed"); return }
            seen.append(reply.observation.value)
        }
        #expect(seen == values)
        #expect(connection.outstandingRequests == 0)
    }

    @Test(arguments: [false, true], [ProcessConnection.ReaderThread.connection, .own])
    func aChildThatClosesMidStreamIsACrashAfterTheAnswersItWrote(pipelining: Bool, thread: ProcessConnection.ReaderThread) throws {
        try withTemporaryFolder { folder in
            // Half an answer, then the child exits: the answers before it are taken, then the crash.
            let child = try PythonChild.write(in: folder, pipelining: pipelining, fault: #"out.write('{"id": '); out.flush(); sys.exit(3)"#)
            let connection = try ProcessConnection(
                command: "\(PythonChild.python) \(child)", timeout: 5, profile: Profile.documented.id, readerThread: thread)
            defer { connection.close() }
            #expect(sent(connection.submit(.create(nil))))
            for value in values(5) { #expect(sent(connection.submit(.setValue(value)))) }
            #expect(sent(connection.submit(.accessibilityIncrement)))
            for value in values(5) { #expect(sent(connection.submit(.setValue(value)))) }
            var answered = 0
            var failure: ImplementationFailure?
            while failure == nil, connection.outstandingRequests > 0 {
                switch connection.receive() {
                case .success: answered += 1
                case let .failure(failed): failure = failed
                }
            }
            #expect(answered == 6)
            #expect(failure == ImplementationFailure(kind: .crash, detail: "exited with status 3"))
            #expect(connection.outstandingRequests == 0)
            // The next slider gets a fresh child, read by a fresh reader.
            guard case let .success(observation) = connection.create(nil) else { Issue.record("the fresh child failed"); return }
            #expect(observation.value == 0 && observation.maximumValue == 1)
            #expect(connection.childrenStarted == 2)
        }
    }

    @Test(arguments: [false, true], [ProcessConnection.ReaderThread.connection, .own])
    func aSilentChildIsATimeoutWhileTheReaderWaits(pipelining: Bool, thread: ProcessConnection.ReaderThread) throws {
        try withTemporaryFolder { folder in
            let child = try PythonChild.write(in: folder, pipelining: pipelining, fault: "time.sleep(30)")
            // The create must still be answered in time on a loaded machine: 2 s, not less.
            let connection = try ProcessConnection(
                command: "\(PythonChild.python) \(child)", timeout: 2, profile: Profile.documented.id, readerThread: thread)
            defer { connection.close() }
            #expect(sent(connection.submit(.create(nil))))
            #expect(sent(connection.submit(.accessibilityIncrement)))
            guard case .success = connection.receive() else { Issue.record("the create failed"); return }
            guard case let .failure(failure) = connection.receive() else { Issue.record("a silent child answered"); return }
            #expect(failure == ImplementationFailure(kind: .timeout, detail: "no answer within 2.0 s"))
        }
    }
}
