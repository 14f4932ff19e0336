#if SLIDER_ENGINE_WITHOUT_PROCESS || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
import Foundation

/// Where Foundation has no `Process` (iOS, tvOS, watchOS, visionOS), this stands in for it so
/// the engine builds for a user's test target on a device or simulator: it never starts a child,
/// so `fuzz --exec` (a macOS and Linux feature) reports a `process.crash` saying why.
///
/// Declared in this module, it takes precedence over Foundation's name. On Linux a test
/// type-checks the engine with `-D SLIDER_ENGINE_WITHOUT_PROCESS` to show it covers every use.
final class Process {
    /// Why a process ended; this one never starts.
    enum TerminationReason { case exit, uncaughtSignal }

    /// Why `run()` always fails.
    struct Unavailable: LocalizedError {
        var errorDescription: String? { "child processes cannot be started on this platform" }
    }

    var executableURL: URL?
    var arguments: [String]?
    var standardInput: Any?
    var standardOutput: Any?
    let isRunning = false
    let processIdentifier: Int32 = 0
    let terminationReason = TerminationReason.exit
    let terminationStatus: Int32 = 0

    /// Always throws `Unavailable`.
    func run() throws { throw Unavailable() }
}
#endif
