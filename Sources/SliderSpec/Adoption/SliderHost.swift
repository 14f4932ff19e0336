/// Where an implementation outside this process keeps its sliders (a child process speaking the
/// wire protocol, `SliderWire`'s `ProcessConnection`): what the engine may ask of it beyond
/// making sliders. A `SliderImplementation` carries its host; one in this process has none.
@MainActor
public protocol SliderHost: AnyObject {
    /// Whether every slider gets a fresh host (a child that declared it cannot reset itself).
    var freshHostForEachSlider: Bool { get }

    /// Announces the operations the next slider will perform, in order (a shrinking attempt), so
    /// the host may send them ahead; the results never depend on it.
    func plan(_ operations: [SliderOperation])

    /// Makes the next slider start in a fresh host, whatever the last one served.
    func startFresh()

    /// Makes the next slider start in the host that confirms counterexamples before they are
    /// reported: one that has served nothing but such confirmations, each on a fresh slider (a
    /// second child, started once per run, for `ProcessConnection`). By default `startFresh()`.
    func startConfirmation()
}

extension SliderHost {
    /// `startFresh()`: a host with no confirmation host of its own starts a fresh one each time.
    public func startConfirmation() { startFresh() }
}
