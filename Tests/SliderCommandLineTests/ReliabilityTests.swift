import Foundation
import SliderCLI
import SliderEngine
import SliderReports
import SliderSpec
import SliderTestFixtures
import Testing

/// Fault injection on the command line (issue #13, RELIABILITY.md): output files that are links,
/// FIFOs or devices, children that stop reading or leave grandchildren behind, closed standard
/// streams, option values at the edges, unreadable expectations files and hostile corpus entries.
/// No fault may hang the suite, trap it, orphan a process or replace a file it should write to.
@MainActor
@Suite("Reliability: faults on the command line", .serialized)
struct ReliabilityTests {
    /// The package root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Runs the command line `arguments` in-process.
    func run(_ arguments: [String]) -> (status: Int32, output: CommandOutput) {
        InProcessCommand.run(arguments)
    }

    /// Runs `body` with a fresh, empty folder that is removed afterwards.
    func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        try TemporaryFolder.with("reliability", body)
    }

    /// Runs `body`, which awaits, with a fresh, empty folder that is removed afterwards.
    func withTemporaryFolder(_ body: (String) async throws -> Void) async throws {
        try await TemporaryFolder.with("reliability", body)
    }

    /// A short, fast fuzz run of the reference that writes nothing to a corpus.
    func quickFuzz(_ folder: String, _ extra: [String]) -> (status: Int32, output: CommandOutput) {
        run(["fuzz", "--implementation", "reference", "--sequences", "3", "--no-save", "--corpus", folder + "/Corpus"] + extra)
    }

    /// The file type bits of `path` itself (not following a link).
    func fileType(_ path: String) -> mode_t {
        var status = stat()
        guard lstat(path, &status) == 0 else { return 0 }
        return status.st_mode & S_IFMT
    }

    // MARK: Output files

    @Test func outputToASymlinkWritesThroughToItsTarget() throws {
        try withTemporaryFolder { folder in
            let target = folder + "/report.txt"
            try Data("old".utf8).write(to: URL(fileURLWithPath: target))
            try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: "report.txt")
            try FileManager.default.createSymbolicLink(atPath: folder + "/matrix.md", withDestinationPath: folder + "/new-matrix.md")
            let result = quickFuzz(folder, ["--output", folder + "/link.txt", "--matrix", folder + "/matrix.md"])
            #expect(result.status == 0, "\(result.output.standardError)")
            #expect(fileType(folder + "/link.txt") == S_IFLNK, "the link is still a link")
            #expect(fileType(folder + "/matrix.md") == S_IFLNK, "a dangling link is still a link")
            #expect(try String(contentsOfFile: target, encoding: .utf8).contains("reference"))
            #expect(try String(contentsOfFile: folder + "/new-matrix.md", encoding: .utf8).contains("|"))
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(!names.contains { $0.hasSuffix(".tmp") }, "no temporary file is left: \(names)")
        }
    }

    @Test func jsonBesideAnotherFormatWritesTheReportFormatJSONWrites() throws {
        try withTemporaryFolder { folder in
            let beside = quickFuzz(folder, ["--format", "junit", "--output", folder + "/report.xml", "--json", folder + "/beside.json"])
            #expect(beside.status == 0, "\(beside.output.standardError)")
            let run = quickFuzz(folder, ["--format", "json", "--output", folder + "/alone.json"])
            #expect(run.status == 0, "\(run.output.standardError)")
            let json = try String(contentsOfFile: folder + "/beside.json", encoding: .utf8)
            let alone = try String(contentsOfFile: folder + "/alone.json", encoding: .utf8)
            #expect(json.hasPrefix("{") && json == alone)
            #expect(try String(contentsOfFile: folder + "/report.xml", encoding: .utf8).hasPrefix("<?xml"))
        }
    }

    @Test func outputToAFIFOIsWrittenNotReplaced() throws {
        try withTemporaryFolder { folder in
            let fifo = folder + "/report.fifo"
            #expect(mkfifo(fifo, 0o600) == 0)
            let received = ReceivedText()
            let reader = Thread {
                let text = FileHandle(forReadingAtPath: fifo).map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) }
                received.set(text ?? "")
            }
            reader.start()
            let result = quickFuzz(folder, ["--output", fifo])
            #expect(result.status == 0, "\(result.output.standardError)")
            #expect(fileType(fifo) == S_IFIFO, "the FIFO is still a FIFO")
            let deadline = Date().addingTimeInterval(10)
            while received.get() == nil, Date() < deadline { usleep(10_000) }
            #expect(received.get()?.contains("reference") == true)
        }
    }

    @Test func outputToADescriptorPathWritesToThatDescriptor() throws {
        try withTemporaryFolder { folder in
            var ends: [Int32] = [-1, -1]
            #expect(pipe(&ends) == 0)
            defer { close(ends[0]) }
            let result = quickFuzz(folder, ["--output", "/dev/fd/\(ends[1])"])
            close(ends[1])
            #expect(result.status == 0, "\(result.output.standardError)")
            let text = String(decoding: FileHandle(fileDescriptor: ends[0]).readDataToEndOfFile(), as: UTF8.self)
            #expect(text.contains("reference"), "\(text)")
            #expect(fileType("/dev/fd") == S_IFLNK, "/dev/fd is left alone")
        }
    }

    @Test func outputToAFullDeviceIsExitTwoNamingIt() throws {
        try withTemporaryFolder { folder in
            let result = quickFuzz(folder, ["--matrix", "/dev/full"])
            #expect(result.status == 2)
            #expect(result.output.standardError.contains("/dev/full: No space left on device"), "\(result.output.standardError)")
            #expect(fileType("/dev/full") == S_IFCHR, "the device is still a device")
        }
    }

    @Test func outputToAFolderIsExitTwoNamingIt() throws {
        try withTemporaryFolder { folder in
            let result = quickFuzz(folder, ["--output", folder])
            #expect(result.status == 2)
            #expect(result.output.standardError.contains("is a folder"), "\(result.output.standardError)")
        }
    }
}

/// Text handed from a reader thread to the test.
final class ReceivedText: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?

    /// Stores `text`.
    func set(_ text: String) { lock.withLock { self.text = text } }
    /// The text stored, or nil.
    func get() -> String? { lock.withLock { text } }
}

/// Option values at the edges of what parses.
extension ReliabilityTests {
    @Test(arguments: [
        ["fuzz", "--time", "inf"], ["fuzz", "--time", "1e16"], ["fuzz", "--time", "1e300"], ["fuzz", "--time", "nan"],
        ["fuzz", "--timeout", "inf"], ["fuzz", "--timeout", "1e16"], ["fuzz", "--timeout", "1e300"],
        ["fuzz", "--sequences", "\(Int.max)"], ["fuzz", "--shard", "1/\(Int.max)"], ["fuzz", "--length", "\(Int.max)"],
        ["fuzz", "--pipeline-depth", "\(Int.max)"], ["shrink", "--time", "1e300", "x.json"],
        ["replay", "--exec", "true", "--timeout", "inf", "Corpus"], ["bench", "--long-seconds", "inf"], ["bench", "--seeds", "\(Int.max)"],
    ])
    func optionValuesOutOfRangeExit64SayingWhatIsAllowed(arguments: [String]) {
        let result = run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.output.standardError)")
        #expect(["at most", " to ", "≤"].contains { result.output.standardError.contains($0) },
                "\(result.output.standardError)")
    }
}

/// Temporary files that interrupted writes leave behind.
extension ReliabilityTests {
    /// A name the suite would give a temporary file of `target` written by process `pid` on `host`.
    func temporaryName(_ target: String, pid: Int32, host: String = TemporaryFileName.currentHost) -> String {
        var name = TemporaryFileName(target: target)
        name.processIdentifier = pid
        name.host = host
        return name.name
    }

    @Test func temporaryFilesLeftByInterruptedRunsAreRemovedByTheNextRun() throws {
        try withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            try FileManager.default.createDirectory(atPath: corpus + "/reference", withIntermediateDirectories: true)
            let gone = corpus + "/reference/" + temporaryName("entry.json", pid: Int32.max - 1)
            let running = corpus + "/reference/" + temporaryName("entry.json", pid: 1)
            let report = folder + "/" + temporaryName("report.txt", pid: Int32.max - 1)
            for path in [gone, running, report] { try Data("{".utf8).write(to: URL(fileURLWithPath: path)) }
            let result = run(["fuzz", "--implementation", "reference", "--sequences", "3", "--corpus", corpus, "--output", folder + "/report.txt"])
            #expect(result.status == 0, "\(result.output.standardError)")
            #expect(!FileManager.default.fileExists(atPath: gone))
            #expect(!FileManager.default.fileExists(atPath: report))
            #expect(FileManager.default.fileExists(atPath: running), "a running process's file is left alone")
        }
    }

    @Test func aSavingRunRemovesOnlyTemporaryFilesItCanProveItWrote() throws {
        try withTemporaryFolder { folder in
            let corpus = folder + "/Corpus"
            for sub in ["/reference", "/.git/objects", "/notes"] {
                try FileManager.default.createDirectory(atPath: corpus + sub, withIntermediateDirectories: true)
            }
            let old = Date(timeIntervalSinceNow: -30 * 24 * 3600)
            let foreign = [
                corpus + "/.git/objects/.pack.tmp",  // git's own
                corpus + "/notes/.draft.tmp",  // a user's
                corpus + "/reference/.entry.json.\(Int32.max - 1).ABCDEF.tmp",  // no proof of the writer
                corpus + "/.git/objects/" + temporaryName("entry.json", pid: Int32.max - 1),  // under .git
                corpus + "/reference/" + temporaryName("entry.json", pid: Int32.max - 1).replacingOccurrences(of: "~entry", with: "~entrx"),  // bad check
            ]
            let otherHostFresh = corpus + "/reference/" + temporaryName("a.json", pid: Int32.max - 1, host: "elsewhere.example")
            let otherHostOld = corpus + "/reference/" + temporaryName("b.json", pid: Int32.max - 1, host: "elsewhere.example")
            for path in foreign + [otherHostFresh, otherHostOld] {
                try Data("{".utf8).write(to: URL(fileURLWithPath: path))
                try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
            }
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: otherHostFresh)
            let result = run(["fuzz", "--implementation", "reference", "--sequences", "3", "--corpus", corpus])
            #expect(result.status == 0, "\(result.output.standardError)")
            for path in foreign { #expect(FileManager.default.fileExists(atPath: path), "\(path) is not the suite's to remove") }
            #expect(FileManager.default.fileExists(atPath: otherHostFresh), "a writer on another host may be alive")
            #expect(!FileManager.default.fileExists(atPath: otherHostOld), "a week-old write of another host is over")
        }
    }
}
