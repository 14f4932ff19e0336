import Foundation
import SliderTestFixtures
import Testing

/// A signal at any moment of `fuzz` gives 130 and the partial report.
extension ReliabilityTests {
    /// Starts the built executable with `arguments`, standard output and error to files in `folder`.
    func start(_ arguments: [String], in folder: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        process.arguments = arguments
        for name in ["out.txt", "err.txt"] { #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: nil)) }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/out.txt"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/err.txt"))
        try process.run()
        return process
    }

    @Test func aSignalInTheFirstMillisecondsIsNeverLost() async throws {
        try await withTemporaryFolder { folder in
            for delay: UInt32 in [0, 1, 2, 3, 5, 8, 13, 21, 34] {
                let process = try start(
                    ["fuzz", "--implementation", "sample", "--sequences", "5000", "--no-save", "--corpus", folder, "--color", "never"],
                    in: folder)
                usleep(delay * 1_000)  // milliseconds, so blocking: a pause on the executor might last far longer
                process.interrupt()
                await Waiting.exit(of: process)
                let report = (try? String(contentsOfFile: folder + "/out.txt", encoding: .utf8)) ?? ""
                if process.terminationReason == .uncaughtSignal {
                    // Before `main` ran: the default action, which a shell also reads as 130.
                    #expect(process.terminationStatus == SIGINT, "after \(delay) ms")
                } else {
                    #expect(process.terminationStatus == 130, "after \(delay) ms: \(report)")
                    #expect(report.isEmpty || report.contains("stopped early: an interruption"), "after \(delay) ms: \(report)")
                }
            }
        }
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalWhileTheAdapterStartsGivesThePartialReportAnd130(signal: Int32) async throws {
        try await withTemporaryFolder { folder in
            let started = Date()
            // A child that never answers its handshake; the timeout is far away.
            let process = try start(
                ["fuzz", "--exec", "sleep 600", "--timeout", "600", "--corpus", folder + "/Corpus", "--color", "never"], in: folder)
            let pid = process.processIdentifier
            let appeared = await Waiting.first(within: 60) { [self] in hasChild(pid) ? Date() : nil } ?? Date()
            // Margin from the measured start-up (until the child appeared), not a constant.
            let startUp = appeared.timeIntervalSince(started)
            await Waiting.pause(min(startUp, 1) * 0.2)
            kill(process.processIdentifier, signal)
            let waited = Date()
            let ended = await Waiting.exit(of: process)
            let errors = (try? String(contentsOfFile: folder + "/err.txt", encoding: .utf8)) ?? ""
            let report = (try? String(contentsOfFile: folder + "/out.txt", encoding: .utf8)) ?? ""
            #expect(process.terminationReason == .exit && process.terminationStatus == 130, "\(process.terminationStatus): \(errors)")
            #expect(!errors.contains("failed its handshake"), "\(errors)")
            #expect(errors.contains("interrupted while `sleep 600` was starting"), "\(errors)")
            #expect(report.contains("stopped early: an interruption"), "the partial report: \(report)")
            #expect(ended.timeIntervalSince(waited) < 10 + 4 * startUp, "it ends at once")
        }
    }

    /// Whether `pid` has a child process running.
    nonisolated func hasChild(_ pid: Int32) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap(Int32.init).contains { candidate in
            guard let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
                return false
            }
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            return fields.count > 1 && fields[0] != "Z" && Int32(fields[1]) == pid
        }
    }
}
