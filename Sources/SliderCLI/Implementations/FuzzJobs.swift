import Foundation
import SliderEngine
import SliderSpec
import SliderWire
import SliderWorkers

/// `fuzz --jobs <n>`: how many worker processes check an implementation's sequences at once,
/// and from which executable they start.
@MainActor
enum FuzzJobs {
    /// The most jobs `--jobs` accepts.
    nonisolated static let maximum = 1_024

    /// What `--jobs` accepts, for the usage error.
    nonisolated static let expected = "a whole number of at least 1 and at most \(maximum), such as 2 (default: the number of active processors)"

    /// The default: every active processor.
    static var defaultCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Why `--jobs` cannot go above 1 with worker processes started from `executable`, or nil when it can.
    static func unavailability(_ executable: String?) -> String? {
        executable == nil ? "this process is not the command-line executable (CommandContext.workerExecutable is not set)" : nil
    }

    /// A fresh worker process of `executable`, where a saved crash of a Swift type is replayed
    /// (`replay`); nil where no worker executable is known.
    static func freshStart(_ executable: String?) -> FreshStart? {
        guard let executable else { return nil }
        return FreshStart(executable: executable, arguments: [CommandLine.arguments.first ?? "slider-conformance", SliderConformanceCLI.workerCommand])
    }

    /// The workers for one implementation, started from `executable`: `count`, each starting its
    /// own child process like the implementation's own (its `ProcessConnection` host's command,
    /// timeout and depth) for an implementation in a child process; 1 where no worker executable
    /// is known. With one job, a Swift type still gets the executable: its new counterexamples
    /// are confirmed in a fresh worker process (`FreshStart`).
    static func workers(_ count: Int, for implementation: SliderImplementation, executable: String?) -> FuzzWorkers {
        guard let executable else { return .single }
        let name = CommandLine.arguments.first ?? "slider-conformance"
        let arguments = [name, SliderConformanceCLI.workerCommand]
        let exec = implementation.processConnection.map { FuzzWorkerJob.Exec(command: $0.command, timeout: $0.timeout, depth: $0.depth) }
        guard count > 1, implementation.isInProcess || exec != nil else {
            return implementation.isInProcess ? FuzzWorkers(count: 1, executable: executable, arguments: arguments) : .single
        }
        return FuzzWorkers(count: count, executable: executable, arguments: arguments, exec: exec)
    }
}
