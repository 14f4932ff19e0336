import Foundation
import SliderEngine
import SliderSpec
import SliderWorkers
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fuzz worker served in this process through pipes, for tests of the lines it writes.
@MainActor
enum ServedWorker {
    /// The lines a worker serving `type` writes for `commands` (after the job line), the first
    /// `sequences` of seed 2026 under `profile` being its run; expects it to end with status 0.
    static func lines<S: SliderUnderTest>(_ type: S.Type, sequences: Int, profile: Profile = .documented, commands: String) throws -> [String] {
        var input: [Int32] = [0, 0]
        try #require(pipe(&input) == 0)
        // The worker's lines go to a file: a pipe would fill before this thread reads it.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("served-worker-\(UUID().uuidString)").path
        let output = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        try #require(output >= 0)
        defer { unlink(path) }
        let bytes = Array(commands.utf8)
        try #require(write(input[1], bytes, bytes.count) == bytes.count)
        close(input[1])
        let configuration = FuzzConfiguration(seed: 2026, sequences: sequences, profile: profile)
        let status = Fuzzer(type, name: "subject", configuration: configuration).serveWorker(FuzzWorkerChannel(input: input[0], output: output))
        close(input[0])
        close(output)
        #expect(status == 0)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        return String(decoding: written, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
