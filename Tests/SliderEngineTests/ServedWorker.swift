import Foundation
import SliderEngine
import SliderSpec
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
    /// `sequences` of seed 2026 being its run; expects it to end with status 0.
    static func lines<S: SliderUnderTest>(_ type: S.Type, sequences: Int, commands: String) throws -> [String] {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        try #require(pipe(&input) == 0 && pipe(&output) == 0)
        let bytes = Array(commands.utf8)
        try #require(write(input[1], bytes, bytes.count) == bytes.count)
        close(input[1])
        let configuration = FuzzConfiguration(seed: 2026, sequences: sequences)
        let status = Fuzzer(type, name: "subject", configuration: configuration).serveWorker(FuzzWorkerChannel(input: input[0], output: output[1]))
        close(input[0])
        close(output[1])
        #expect(status == 0)
        var written: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while case let count = read(output[0], &chunk, chunk.count), count > 0 { written += chunk[..<count] }
        close(output[0])
        return String(decoding: written, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
