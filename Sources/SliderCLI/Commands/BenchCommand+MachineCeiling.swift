import Foundation

extension BenchCommand {
    /// What this machine itself gives processes that run at once, whatever the suite does: one
    /// single-job `fuzz` run of the reference alone, then the same run in `count` processes
    /// started together, timed from the first start to the last exit, round after round. On a
    /// machine whose processors are shared (a virtual machine's host, a sibling hyperthread, a
    /// thermal limit) `count` independent runs are slower than one, and each costs more
    /// processor time than alone; `--jobs` cannot beat that, so the jobs table is read against it.
    @MainActor
    struct MachineCeiling {
        /// One timed run: wall-clock seconds, and the processor seconds (user + system) of the
        /// child processes it started, theirs and their workers'.
        struct Run {
            /// Wall-clock seconds from the first start to the last exit.
            var seconds: Double
            /// Processor seconds of the children and their own children.
            var cpu: Double
        }

        /// One round: a lone run, then `count` at once.
        struct Round {
            /// The lone run.
            var alone: Run
            /// The `count` runs at once.
            var together: Run
        }

        /// Processes run at once.
        let count: Int
        /// The rounds timed so far, in order.
        private(set) var rounds: [Round] = []

        /// Creates a ceiling of `count` processes at once, with `rounds` already timed (none by default).
        init(count: Int, rounds: [Round] = []) {
            self.count = count
            self.rounds = rounds
        }

        /// The throughput of `count` independent runs at once over that of one alone, in
        /// `round`: `count` on a machine that shares nothing.
        func speedUp(_ round: Round) -> Double { Double(count) * round.alone.seconds / round.together.seconds }

        /// The processor time each of `count` runs at once costs over the lone run's, in
        /// `round`, as a fraction (0.05 is 5% more): the machine's price of running them together.
        func extraProcessorTime(_ round: Round) -> Double { round.together.cpu / (Double(count) * round.alone.cpu) - 1 }

        /// Times one round, a lone run then `count` at once, of `sequences` sequences (seed
        /// `throughputSeed`) in child processes of `executable`, and returns it (also kept in
        /// `rounds`); nil, keeping nothing, when a child could not start or did not exit 0.
        mutating func time(executable: String, sequences: Int) -> Round? {
            guard let alone = Self.run(of: 1, executable: executable, sequences: sequences),
                  let together = Self.run(of: count, executable: executable, sequences: sequences) else { return nil }
            rounds.append(Round(alone: alone, together: together))
            return rounds.last
        }

        /// The wall-clock seconds from starting `count` single-job reference runs to the last one's
        /// exit, and their processor seconds; nil when one could not start or failed. Each child
        /// gets an empty corpus and saves nothing.
        static func run(of count: Int, executable: String, sequences: Int) -> Run? {
            let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("slider-ceiling-\(getpid())")
            try? FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: corpus) }
            let arguments = ["fuzz", "--implementation", "reference", "--sequences", String(sequences), "--seed", String(throughputSeed),
                             "--jobs", "1", "--no-save", "--corpus", corpus.path]
            let started = ContinuousClock.now
            let (cpu, own) = (processorSeconds(children: true), processorSeconds())
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
            let (cpuAfter, ownAfter) = (processorSeconds(children: true), processorSeconds())
            guard children.allSatisfy({ $0.terminationReason == .exit && $0.terminationStatus == 0 }) else { return nil }
            return Run(seconds: seconds, cpu: (cpuAfter - ownAfter) - (cpu - own))
        }
    }
}
