import SliderSpec

extension Shrinker.Search {
    /// Sets every numeric argument the failure does not need to its canonical value (the
    /// default bounds' side, else 0), one argument at a time, keeping each change under which
    /// the sequence still fails the same way; bounds move the touches after them along
    /// (`attemptMovingTouchesWithBounds`). Run before any argument is lowered by halving, so
    /// the arguments the failure does need are lowered against the same canonical rest whatever
    /// the seed drew: a limit lowered against the default width, not the width a seed drew.
    /// Returns whether any argument changed.
    mutating func setArgumentsToCanonicalValues() -> Bool {
        var changed = false
        var index = 0
        while index < best.count, stoppedBy == nil {
            var argument = 0
            while index < best.count, argument < Self.numbers(in: best[index]).count, stoppedBy == nil {
                let current = Self.numbers(in: best[index])[argument]
                let canonical = current.preferred ?? 0
                if current.value != canonical,
                    tryArgument(index: index, argument: argument, kind: best[index].kind, at: canonical) == true
                {
                    changed = true
                }
                argument += 1
            }
            index += 1
        }
        return changed
    }
}
