import Foundation
import SliderTestFixtures
import SliderWire
import Testing

/// PROTOCOL.md: a handshake member of the wrong JSON type is refused (exit 2), never read as the
/// nearest value: `"revision": true` is not revision 1, and `"reusable": 0` or `"pipelining": 1`
/// are not booleans.
@MainActor
@Suite("the handshake's members have exactly their JSON types")
struct HandshakeTypeTests {
    @Test(arguments: [#""revision":true"#, #""revision":false"#, #""reusable":0"#, #""reusable":1"#, #""pipelining":1"#, #""pipelining":0"#])
    func aMemberOfTheWrongTypeIsRefused(_ member: String) throws {
        let hello = #"{"type":"hello","protocol":1,"implementation":"odd","profiles":["documented"],"# + member + "}"
        try TemporaryFolder.with("handshake-types") { folder in
            let child = try PythonChild.write(in: folder, handshake: hello)
            #expect(throws: ProcessConnection.LaunchError.self) {
                _ = try ProcessConnection(command: "\(PythonChild.python) \(child)", profile: "documented")
            }
        }
    }

    @Test(arguments: [#""revision":2,"reusable":false,"pipelining":true"#, #""revision":3,"reusable":true,"pipelining":false"#])
    func membersOfTheirOwnTypeAreRead(_ members: String) throws {
        let hello = #"{"type":"hello","protocol":1,"implementation":"odd","profiles":["documented"],"# + members + "}"
        try TemporaryFolder.with("handshake-types") { folder in
            let child = try PythonChild.write(in: folder, handshake: hello)
            let connection = try ProcessConnection(command: "\(PythonChild.python) \(child)", profile: "documented")
            defer { connection.close() }
            #expect(connection.handshake.revision == (members.contains("\"revision\":2") ? 2 : 3))
            #expect(connection.handshake.reusable == members.contains("\"reusable\":true"))
            #expect(connection.handshake.pipelining == members.contains("\"pipelining\":true"))
        }
    }
}
