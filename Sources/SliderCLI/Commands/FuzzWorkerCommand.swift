import SliderEngine
import SliderSpec
import SliderWire
import SliderWorkers

/// `slider-conformance __fuzz-worker` (hidden): serves one `FuzzWorkerJob` on standard input and
/// output for a parallel `fuzz` (`--jobs`), which started this executable again to run part of
/// its sequences. Finds the implementation by its command-line name, as the parent does.
@MainActor
enum FuzzWorkerCommand {
    static func run(context: CommandContext) -> Int32 {
        // Die with the parent, whatever kills it, killing this worker's own children.
        ParentWatch.begin()
        let channel = FuzzWorkerChannel()
        guard let job = channel.readJob() else {
            channel.fail("the job could not be read")
            return ExitCode.badInput
        }
        guard let configuration = job.configuration else {
            channel.fail("this executable does not know profile '\(job.profile)'")
            return ExitCode.badInput
        }
        if let exec = job.exec { return serveChild(exec, job: job, configuration: configuration, channel: channel) }
        guard let entry = context.lookup(job.implementation) else {
            channel.fail("this executable has no implementation named '\(job.implementation)'")
            return ExitCode.badInput
        }
        // The parent forwards SIGINT and SIGTERM and speaks for the workers.
        Interruption.beginGracefulStop(quietly: true)
        defer { Interruption.endGracefulStop() }
        channel.ready(entry.typeName)
        return Fuzzer(entry.implementation, configuration: configuration).serveWorker(channel)
    }

    /// Serves a job on an implementation in a child process: starts this worker's own child
    /// with the parent's command, which must answer the same handshake.
    private static func serveChild(
        _ exec: FuzzWorkerJob.Exec, job: FuzzWorkerJob, configuration: FuzzConfiguration, channel: FuzzWorkerChannel
    ) -> Int32 {
        Interruption.beginGracefulStop(quietly: true)
        defer { Interruption.endGracefulStop() }
        let connection: ProcessConnection
        do {
            connection = try ProcessConnection(command: exec.command, timeout: exec.timeout, profile: job.profile, depth: exec.depth)
        } catch {
            channel.fail("\(error)")
            return ExitCode.badInput
        }
        defer { connection.close() }
        guard connection.handshake.implementation == job.implementation else {
            channel.fail("`\(exec.command)` now names itself '\(connection.handshake.implementation)', not '\(job.implementation)'")
            return ExitCode.badInput
        }
        let implementation = connection.implementation(name: job.implementation)
        channel.ready(implementation.typeName)
        return Fuzzer(implementation, configuration: configuration).serveWorker(channel)
    }
}
