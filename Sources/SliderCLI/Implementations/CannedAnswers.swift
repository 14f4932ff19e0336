import Foundation
import SliderEngine
import SliderSpec
import SliderWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The suite's own ceiling across the process boundary: `bench --exec` records the answers a
/// run of the command received and replays them from a child that costs nothing, the hidden
/// subcommand `slider-conformance canned-answers <file>`, which answers each request line with
/// the next line of `file` as fast as it reads. The same seed sends the same requests, so the
/// replayed run checks the same answers; only the suite's side of the pipe is timed.
@MainActor
enum CannedAnswers {
    /// The hidden subcommand's name.
    static let command = "canned-answers"

    /// Runs the canned child: for every complete request line read from standard input, the
    /// next line of the file `arguments[0]`; all the lines owed for one read go out in one
    /// write. Exits 0 when its input closes or the recording runs out, 2 when the file cannot be read.
    static func serve(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, let data = FileManager.default.contents(atPath: arguments[0]) else {
            FileHandle.standardError.write(Data("usage: slider-conformance \(command) <recorded answers file>\n".utf8))
            return ExitCode.badInput
        }
        let recording = [UInt8](data)
        var next = 0
        var input = [UInt8](repeating: 0, count: 1 << 16)
        while next < recording.count {
            let count = input.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return ExitCode.success }
            var end = next
            for byte in input[..<count] where byte == UInt8(ascii: "\n") {
                guard let newline = recording[end...].firstIndex(of: UInt8(ascii: "\n")) else { break }
                end = newline + 1
            }
            while next < end {
                let written = recording.withUnsafeBytes { write(1, $0.baseAddress! + next, end - next) }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return ExitCode.success }
                next += written
            }
        }
        return ExitCode.success
    }

    /// Writes `answers`, recorded from a child whose handshake was `handshake`, to `path` after a
    /// canned handshake declaring the same unsupported operations and pipelining, and returns the
    /// command that replays them; nil when the file cannot be written.
    static func prepare(_ answers: [UInt8], handshake: ProcessConnection.Handshake, at path: String) -> String? {
        let hello = #"{"type":"hello","protocol":1,"revision":3,"implementation":"canned-answers","profiles":["documented"],"unsupported":["#
            + handshake.unsupported.map { #""\#($0.rawValue)""# }.joined(separator: ",") + #"],"pipelining":\#(handshake.pipelining)}"#
        guard FileManager.default.createFile(atPath: path, contents: Data(hello.utf8) + Data("\n".utf8) + Data(answers)) else { return nil }
        return "\(shellWord(executable())) \(command) \(shellWord(path))"
    }

    /// This program's executable, which runs the canned child.
    private static func executable() -> String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// `text` as one word of an `--exec` command line: every character but letters, digits and `/._-` escaped.
    private static func shellWord(_ text: String) -> String {
        text.map { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-".contains($0)) ? String($0) : "\\\($0)" }.joined()
    }
}
