import SliderEngine

/// `--shrink-attempts` and `--shrink-time`, read the same way by every command that shrinks.
enum ShrinkOptions {
    /// The most `--shrink-attempts` takes.
    static let maximumAttempts = 1_000_000_000

    /// The options' help lines, indented as the commands' option lists are.
    static let help = """
          --shrink-attempts <n>    Stop shrinking each failure after this many candidate
                                   checks and report the shortest failing sequence found by
                                   then (default: \(ShrinkLimits.defaultMaxAttempts), far more than any bundled failure
                                   needs; at most 1000000000). Counted, not timed: the same
                                   seed shrinks to the same counterexample on every machine,
                                   however slow the implementation.
          --shrink-time <seconds>  A wall-clock safety net for each shrink (default: none; at
                                   most 1000000). When it stops a shrink, the counterexample
                                   says "shrinking stopped by the wall-clock safety net after
                                   <seconds> s": that result depends on the machine's speed.
        """

    /// The limits `reader`'s `--shrink-attempts` and `--shrink-time` give (`time` names the
    /// older spelling of `--shrink-time` a command still takes, if any), from the defaults.
    static func read(_ reader: inout ArgumentReader, command: String, alias time: String? = nil) throws -> ShrinkLimits {
        var limits = ShrinkLimits()
        if let attempts = try reader.option(
            "--shrink-attempts", expected: OptionRange.countDescription(upTo: maximumAttempts) + ", such as 100000",
            { OptionRange.count($0, upTo: maximumAttempts) })
        {
            limits.maxAttempts = attempts
        }
        let seconds = try reader.option("--shrink-time", expected: OptionRange.secondsDescription, OptionRange.seconds)
        let older = try time.flatMap { try reader.option($0, expected: OptionRange.secondsDescription, OptionRange.seconds) }
        if seconds != nil, older != nil, let time {
            throw UsageError("give --shrink-time or \(time), not both (they are the same option).", command: command)
        }
        limits.seconds = seconds ?? older
        return limits
    }
}
