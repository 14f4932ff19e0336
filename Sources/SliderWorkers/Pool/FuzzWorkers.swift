/// How `Fuzzer.run(workers:…)` spreads a run's sequences over worker processes, and what
/// became of them.
///
/// The workers are this command line's own executable started again with `arguments`, which
/// makes it serve one `FuzzWorkerJob` (see `Fuzzer.serveWorker(_:)`); each checks the
/// sequences handed to it with its own implementation instances, and the parent merges their
/// results in sequence order, so the report is the one a run in one process prints.
@MainActor
public final class FuzzWorkers {
    /// The number of workers (1: every sequence runs in this process).
    public let count: Int
    /// The executable to start the workers from, or nil to run in this process.
    public let executable: String?
    /// The worker's command line: the program's name, then what makes it serve a job.
    public let arguments: [String]
    /// For an implementation in a child process: how each worker starts its own.
    public let exec: FuzzWorkerJob.Exec?
    /// Why a run went to one process after all, and what a crashed worker was running, for
    /// standard error.
    public internal(set) var notices: [String] = []
    /// What ended the last run early when a worker process crashed, or nil.
    public internal(set) var crash: String?
    /// The number of worker processes the last run used (1: it ran in this process).
    public internal(set) var used = 1

    /// Workers started from `executable` with `arguments` (the first is the program's name).
    public init(count: Int, executable: String?, arguments: [String], exec: FuzzWorkerJob.Exec? = nil) {
        self.exec = exec
        self.count = count
        self.executable = executable
        self.arguments = arguments
    }

    /// One job, in this process.
    public static var single: FuzzWorkers { FuzzWorkers(count: 1, executable: nil, arguments: []) }
}

import SliderEngine