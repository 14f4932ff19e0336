import Foundation
import SliderEngine
import SliderSpec
import SliderWorkers
import Testing

/// The job, the first line a fuzz worker reads (`FuzzWorkerJob.line`): its JSON as `JSONEncoder`'s
/// defaults write it (keys in no set order) on one line, read back unchanged; anything else is no job.
@Suite("Fuzz worker job line")
struct FuzzWorkerJobLineTests {
    @Test func theJobIsItsJSONOnOneLineAndComesBackUnchanged() throws {
        var configuration = FuzzConfiguration(seed: 2026, sequences: 500, profile: .uikitObserved)
        configuration.shardIndex = 1
        configuration.shardCount = 3
        let job = FuzzWorkerJob(implementation: "sample", configuration: configuration, exec: .init(command: "python3 a.py", timeout: 5, depth: 8))
        let line = job.line
        #expect(line.last == UInt8(ascii: "\n"))
        #expect(!line.dropLast().contains(UInt8(ascii: "\n")))
        // What `JSONEncoder` writes (its key order varies from one encoding to the next).
        let written = try JSONSerialization.jsonObject(with: Data(line.dropLast())) as? NSDictionary
        #expect(try written == JSONSerialization.jsonObject(with: JSONEncoder().encode(job)) as? NSDictionary)
        let buffer = Array("k - []\n".utf8) + line
        #expect(FuzzWorkerJob(line: buffer[7..<(buffer.count - 1)]) == job)
    }

    @Test(arguments: ["", "k - []", "{}", #"{"implementation":"sample"}"#])
    func aLineThatIsNoJobIsRejected(_ line: String) {
        #expect(FuzzWorkerJob(line: Array(line.utf8)[...]) == nil)
    }
}
