import SliderWire

/// When a run, a replay or a shrink stops early of its own accord: asked between sequences,
/// shrinking attempts and corpus entries, never in the middle of one.
///
/// The engine reads no signal itself; it asks this. The default, `interruption`, is met once the
/// process received SIGINT, SIGTERM or SIGHUP (`SliderWire`'s `Interruption`), which is what the
/// command line wants; a library caller may pass `never` or a condition of its own.
public struct StopCondition: Sendable {
    /// Whether to stop now.
    public let isMet: @Sendable () -> Bool

    /// A condition met whenever `isMet` says so.
    public init(_ isMet: @escaping @Sendable () -> Bool) {
        self.isMet = isMet
    }

    /// Met once the process was asked to stop (SIGINT, SIGTERM or SIGHUP).
    public static let interruption = StopCondition { Interruption.isRequested }

    /// Never met: the run goes to its end.
    public static let never = StopCondition { false }
}
