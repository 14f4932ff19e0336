import SliderSpec

extension SliderImplementation {
    /// The child process this implementation runs in (`--exec`, or a `ProcessSlider`), or nil
    /// for a Swift type in this process or another kind of host: the one place that asks which
    /// host an implementation has.
    @MainActor
    public var processConnection: ProcessConnection? { host as? ProcessConnection }
}
