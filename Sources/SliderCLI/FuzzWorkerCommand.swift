import SliderEngine
import SliderSpec

/// `slider-conformance __fuzz-worker` (hidden): serves one `FuzzWorkerJob` on standard input and
/// output for a parallel `fuzz` (`--jobs`), which started this executable again to run part of
/// its sequences. Finds the implementation by its command-line name, as the parent does.
@MainActor
enum FuzzWorkerCommand {
    static func run() -> Int32 {
        let channel = FuzzWorkerChannel()
        guard let job = channel.readJob() else {
            channel.fail("the job could not be read")
            return ExitCode.badInput
        }
        guard let entry = BundledImplementations.all.first(where: { $0.name == job.implementation }) else {
            channel.fail("this executable has no implementation named '\(job.implementation)'")
            return ExitCode.badInput
        }
        guard let configuration = job.configuration else {
            channel.fail("this executable does not know profile '\(job.profile)'")
            return ExitCode.badInput
        }
        // The parent forwards SIGINT and SIGTERM and speaks for the workers.
        Interruption.beginGracefulStop(quietly: true)
        defer { Interruption.endGracefulStop() }
        func serve<S: SliderUnderTest>(_ type: S.Type) -> Int32 {
            channel.ready(String(describing: type))
            return Fuzzer(type, name: entry.name, configuration: configuration).serveWorker(channel)
        }
        return serve(entry.type)
    }
}
