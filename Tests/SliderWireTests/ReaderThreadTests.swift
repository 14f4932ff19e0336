import Foundation
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// A pipelining child's answers are read on the connection's thread while the suite mostly waits
/// for them, and on a thread of their own once the suite is the slower side
/// (`ProcessConnection.ReaderThread`); the two fixed choices stay where they were put.
@MainActor
@Suite("Reader thread: where a pipelining child's answers are read", .serialized)
struct ReaderThreadTests {
    /// The example adapter, which answers a request in tens of microseconds.
    private let adapter = "\(PythonChild.python) \(PythonChild.root)/Examples/python/slider_adapter.py"

    /// Sends `create` and `count` requests made by `request`, then takes every answer, pausing
    /// `pause` microseconds after each; false when one failed.
    private func exchange(_ connection: ProcessConnection, _ count: Int, pause: UInt32 = 0,
                          _ request: (Int) -> SliderOperation) -> Bool {
        guard case .success = connection.submit(.create(nil)) else { return false }
        for index in 0..<count {
            guard case .success = connection.submit(request(index)) else { return false }
        }
        for _ in 0...count {
            guard case .success = connection.receive() else { return false }
            if pause > 0 { usleep(pause) }
        }
        return true
    }

    @Test func aSuiteSlowerThanTheChildMovesTheReadingToAThreadOfItsOwn() throws {
        let connection = try ProcessConnection(command: adapter, timeout: 5, profile: Profile.documented.id, depth: 4096)
        defer { connection.close() }
        #expect(connection.readerThread == .whenSuiteIsSlower)
        #expect(!connection.readsOnItsOwnThread)
        // 300 µs an answer here against tens of microseconds in the child: the answers wait in the pipe.
        #expect(exchange(connection, 1500, pause: 300) { .setValue(Float($0) / 1500) })
        #expect(connection.readsOnItsOwnThread)
    }

    @Test func aChildSlowerThanTheSuiteIsReadOnTheConnectionsThread() throws {
        try TemporaryFolder.with("reader-thread") { folder in
            // Half a millisecond an answer, each written alone: the suite waits nearly all the time.
            let child = try PythonChild.write(in: folder, fault: "time.sleep(0.0005)")
            let connection = try ProcessConnection(command: "\(PythonChild.python) \(child)", timeout: 5, profile: Profile.documented.id, depth: 4096)
            defer { connection.close() }
            #expect(exchange(connection, 1200) { _ in .accessibilityIncrement })
            #expect(!connection.readsOnItsOwnThread)
        }
    }

    @Test func theConnectionsThreadKeepsTheReadingWhenChosen() throws {
        let connection = try ProcessConnection(
            command: adapter, timeout: 5, profile: Profile.documented.id, depth: 4096, readerThread: .connection)
        defer { connection.close() }
        #expect(exchange(connection, 1500, pause: 300) { .setValue(Float($0) / 1500) })
        #expect(!connection.readsOnItsOwnThread)
    }

    @Test func aThreadOfItsOwnReadsFromTheHandshakeWhenChosen() throws {
        let connection = try ProcessConnection(command: adapter, timeout: 5, profile: Profile.documented.id, depth: 4096, readerThread: .own)
        defer { connection.close() }
        #expect(connection.readsOnItsOwnThread)
        #expect(exchange(connection, 100) { .setValue(Float($0) / 100) })
    }

    @Test func oneRequestAtATimeIsAlwaysReadOnTheConnectionsThread() throws {
        let connection = try ProcessConnection(command: adapter, timeout: 5, profile: Profile.documented.id, depth: 1, readerThread: .own)
        defer { connection.close() }
        #expect(exchange(connection, 100) { .setValue(Float($0) / 100) })
        #expect(!connection.readsOnItsOwnThread)
    }
}
