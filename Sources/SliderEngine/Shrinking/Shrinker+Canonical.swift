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
        forEachNumericArgument { search, index, argument in
            let current = Self.numbers(in: search.best[index])[argument]
            let canonical = current.preferred ?? 0
            return current.value != canonical
                && search.tryArgument(index: index, argument: argument, kind: search.best[index].kind, at: canonical) == true
        }
    }
}
