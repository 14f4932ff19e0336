extension Duration {
    /// The duration in seconds, for printing rates and timings.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
