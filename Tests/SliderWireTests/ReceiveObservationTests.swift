import Foundation
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// `ProcessConnection.receiveObservation()`, the pipeline's way to take an answer: the
/// observation `receive()` replies with, its events set in it, or nil where `receive()` fails.
@MainActor
@Suite("Receiving an answer's observation alone", .serialized)
struct ReceiveObservationTests {
    /// Operations whose answers carry events (the accessibility actions) and some that do not.
    private let operations: [SliderOperation] = [
        .setValue(0.25), .accessibilityIncrement, .setValue(0.5), .accessibilityIncrement, .accessibilityDecrement, .setValue(1),
    ]

    /// A connection to the example adapter at `depth`.
    private func adapter(depth: Int) throws -> ProcessConnection {
        try ProcessConnection(
            command: "\(PythonChild.python) \(PythonChild.root)/Examples/python/slider_adapter.py", timeout: 5,
            profile: Profile.documented.id, depth: depth)
    }

    /// Whether `submitted` queued its request.
    private func sent(_ submitted: Result<Void, ImplementationFailure>) -> Bool {
        if case .success = submitted { return true }
        return false
    }

    /// Depth 1 reads on the connection's thread, 64 on the reader's own.
    @Test(arguments: [1, 64]) func theObservationIsTheReplysWithTheReplysEventsInIt(depth: Int) throws {
        let replying = try adapter(depth: depth)
        defer { replying.close() }
        let observing = try adapter(depth: depth)
        defer { observing.close() }
        var expected: [SliderObservation] = []
        var observed: [SliderObservation] = []
        for connection in [replying, observing] {
            #expect(sent(connection.submit(.create(nil))))
            for operation in operations { #expect(sent(connection.submit(operation))) }
            guard case .success = connection.receive() else { Issue.record("the create failed"); return }
        }
        for _ in operations {
            guard case var .success(reply) = replying.receive() else { Issue.record("an answer failed"); return }
            reply.observation.events = reply.events
            expected.append(reply.observation)
            guard let observation = observing.receiveObservation() else { Issue.record("an observation failed"); return }
            observed.append(observation)
        }
        #expect(observed == expected)
        #expect(observed.contains { !$0.events.isEmpty })
        #expect(observing.outstandingRequests == 0)
    }

    @Test func anAnswerWithoutItsEventsIsNilAfterTheAnswersBeforeItAndStopsTheChild() throws {
        try TemporaryFolder.with("receive-observation") { folder in
            let child = try PythonChild.write(
                in: folder,
                fault: #"out.write(json.dumps({"id": request["id"], "observation": slider.observation()}) + "\n"); out.flush(); continue"#)
            let connection = try ProcessConnection(command: "\(PythonChild.python) \(child)", timeout: 5, profile: Profile.documented.id, depth: 64)
            defer { connection.close() }
            #expect(sent(connection.submit(.create(nil))))
            for operation in operations { #expect(sent(connection.submit(operation))) }
            guard case .success = connection.receive() else { Issue.record("the create failed"); return }
            #expect(connection.receiveObservation()?.value == 0.25)
            #expect(connection.receiveObservation() == nil)
            // The child was stopped: nothing more is awaited from it.
            #expect(connection.outstandingRequests == 0)
        }
    }
}
