import Foundation

extension BenchCommand {
    /// What this machine itself gives two processes at once, whatever the suite does: one
    /// single-job `fuzz` run of the reference alone, then the same run in `count` processes started
    /// together, timed from the first start to the last exit. On a machine whose processors are
    /// shared (a virtual machine's host, a sibling hyperthread, a thermal limit) `count`
    /// independent runs are slower than one, and `--jobs` cannot beat that; the jobs table's
    /// speed-up is read against it.
    @MainActor
    struct MachineCeiling {
        /// Wall-clock seconds of the fastest lone run.
        var alone = Double.infinity
        /// Wall-clock seconds of the fastest run of `count` at once.
        var together = Double.infinity
        /// Processes run at once.
        let count: Int

        /// The throughput of `count` independent runs at once over that of one alone: `count`
        /// on a machine that shares nothing.
        var speedUp: Double { Double(count) * alone / together }

        /// Times one round, a lone run then `count` at once, of `sequences` sequences (seed
        /// `throughputSeed`) in child processes of `executable`, keeping the fastest of each;
        /// false, changing nothing, when a child could not start or did not exit 0.
        mutating func time(executable: String, sequences: Int) -> Bool {
            guard let one = Self.wallSeconds(of: 1, executable: executable, sequences: sequences),
                  let many = Self.wallSeconds(of: count, executable: executable, sequences: sequences) else { return false }
            (alone, together) = (min(alone, one), min(together, many))
            return true
        }

        /// Seconds from starting `count` single-job reference runs to the last one's exit; nil
        /// when one could not start or failed. Each child gets an empty corpus and saves nothing.
        static func wallSeconds(of count: Int, executable: String, sequences: Int) -> Double? {
            let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("slider-ceiling-\(getpid())")
            try? FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: corpus) }
            let arguments = ["fuzz", "--implementation", "reference", "--sequences", String(sequences), "--seed", String(throughputSeed),
                             "--jobs", "1", "--no-save", "--corpus", corpus.path]
            let started = ContinuousClock.now
            var children = [Process]()
            for _ in 0..<count {
                let child = Process()
                child.executableURL = URL(fileURLWithPath: executable)
                child.arguments = arguments
                child.standardOutput = FileHandle.nullDevice
                child.standardError = FileHandle.nullDevice
                guard (try? child.run()) != nil else {
                    children.forEach { $0.terminate() }
                    return nil
                }
                children.append(child)
            }
            children.forEach { $0.waitUntilExit() }
            let seconds = (ContinuousClock.now - started).seconds
            return children.allSatisfy({ $0.terminationReason == .exit && $0.terminationStatus == 0 }) ? seconds : nil
        }
    }
}
