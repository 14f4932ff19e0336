import Foundation
import SliderTestFixtures
import Testing

/// Workers die with their parent, whatever kills it, and take their own children with them.
extension FuzzJobsTests {
    /// Whether `pid` is gone or a zombie (an orphan reaped late still counts as ended).
    nonisolated func hasEnded(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return true
        }
        return stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z")
    }

    /// Whether `pid` is a fuzz worker (the parent's own adapter is its child too).
    nonisolated func isWorker(_ pid: Int32) -> Bool {
        let line = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
        return String(decoding: line, as: UTF8.self).contains("__fuzz-worker")
    }

    @Test(arguments: [SIGKILL, SIGHUP])
    func workersAndTheirChildrenDieWithTheirParentWhateverKillsIt(signal: Int32) async throws {
        try await withTemporaryFolder { folder in
            // A crashing adapter: each crash is shrunk with fresh children, so an orphaned worker
            // would go on for a long time.
            let adapter = try pythonAdapter(in: folder, crashes: true)
            let started = Date()
            // Standard error to a file: the workers share it, and nobody reads a pipe meanwhile.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try executable())
            process.arguments = ["fuzz", "--exec", "\(PythonChild.interpreter) \(adapter)", "--sequences", "1000000000", "--corpus", folder + "/Corpus",
                                 "--jobs", "2", "--color", "never"]
            #expect(FileManager.default.createFile(atPath: folder + "/out.txt", contents: nil))
            let file = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/out.txt"))
            (process.standardOutput, process.standardError) = (file, file)
            try process.run()
            let parent = process.processIdentifier
            let found = await Waiting.first(within: 60, every: 0.02) { [self] () -> (workers: [Int32], adapters: [Int32], at: Date)? in
                let workers = children(of: parent).filter(isWorker)
                let adapters = workers.flatMap { children(of: $0) }
                return workers.count == 2 && workers.allSatisfy { !children(of: $0).isEmpty } ? (workers, adapters, Date()) : nil
            }
            let (running, workers, adapters) = (found != nil, found?.workers ?? [], found?.adapters ?? [])
            // The margin is derived from how long this machine took to start them, not a constant.
            let startUp = (found?.at ?? Date()).timeIntervalSince(started)
            kill(process.processIdentifier, running ? signal : SIGKILL)
            await Waiting.exit(of: process)
            try #require(running, "two workers, each with its adapter, within 60 s")
            let margin = 5 + 4 * startUp
            #expect(await eventually(seconds: margin) { workers.allSatisfy(hasEnded) }, "no worker outlives its parent (\(margin) s)")
            #expect(await eventually(seconds: margin) { adapters.allSatisfy(hasEnded) }, "no worker's child outlives it")
            for pid in workers + adapters where !hasEnded(pid) { kill(-pid, SIGKILL) }
        }
    }
}
