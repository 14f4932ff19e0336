import SliderEngine

/// `--shrink-attempts` and `--shrink-time` (and, for `shrink`, `--time`, the older spelling of
/// `--shrink-time`), declared once for every command that shrinks and read the same way.
struct ShrinkOptions: Sendable {
    /// The most `--shrink-attempts` takes.
    static let maximumAttempts = 1_000_000_000

    /// `--shrink-attempts <n>`: candidate checks per shrink.
    let attempts: Option<Int?>
    /// `--shrink-time <seconds>`: the wall-clock safety net.
    let time: Option<Double?>
    /// `--time <seconds>`, the older spelling of `--shrink-time`, for a command that still takes it.
    let olderTime: Option<Double?>?

    /// The options, `--shrink-attempts` on synopsis line `attemptsLine` and `--shrink-time` on
    /// `timeLine`; with `olderSpelling`, `--time` too (left out of the synopsis).
    init(attemptsLine: Int, timeLine: Int, olderSpelling: Bool = false) {
        let maximum = Self.maximumAttempts
        attempts = .optional(
            "--shrink-attempts", "<n>", line: attemptsLine,
            help: """
                Stop shrinking each failure after this many candidate
                checks and report the shortest failing sequence found by
                then (default: \(ShrinkLimits.defaultMaxAttempts), far more than any bundled failure
                needs; at most 1000000000). Counted, not timed: the same
                seed shrinks to the same counterexample on every machine,
                however slow the implementation.
                """,
            expected: OptionRange.countDescription(upTo: maximum) + ", such as 100000", parse: { OptionRange.count($0, upTo: maximum) })
        time = .optional(
            "--shrink-time", "<seconds>", line: timeLine,
            help: """
                A wall-clock safety net for each shrink (default: none; at
                most 1000000). When it stops a shrink, the counterexample
                says "shrinking stopped by the wall-clock safety net after
                <seconds> s": that result depends on the machine's speed.
                """,
            expected: OptionRange.secondsDescription, parse: OptionRange.seconds)
        olderTime = olderSpelling
            ? .optional(
                "--time", "<seconds>", line: nil, help: "The older spelling of --shrink-time.", expected: OptionRange.secondsDescription,
                parse: OptionRange.seconds)
            : nil
    }

    /// The options, in the order the help lists them.
    var declarations: [any OptionDeclaration] { [attempts, time] + (olderTime.map { [$0] } ?? []) }

    /// The limits `options` give, from the defaults; a usage error of `command` when both
    /// spellings of `--shrink-time` are given.
    func limits(_ options: ParsedOptions, command: String) throws -> ShrinkLimits {
        var limits = ShrinkLimits()
        if let attempts = options[attempts] { limits.maxAttempts = attempts }
        let seconds = options[time]
        let older = olderTime.flatMap { options[$0] }
        if seconds != nil, older != nil, let olderTime {
            throw UsageError("give --shrink-time or \(olderTime.spec.name), not both (they are the same option).", command: command)
        }
        limits.seconds = seconds ?? older
        return limits
    }
}
