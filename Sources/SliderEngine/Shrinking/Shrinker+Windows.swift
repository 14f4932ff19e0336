import SliderSpec

extension Shrinker.Search {
    /// The longest sequence the window pass works on (its attempts grow with the length squared).
    static var windowPassLength: Int { 8 }

    /// Replaces a run of two or more neighbouring operations by one setter that leaves the
    /// slider as the run did (the value, a limit or a flag it changed; the value at the same
    /// fraction of the range it had before the run), longest runs first: a touch that only
    /// highlighted the slider becomes `isHighlighted = true`, a value set then adjusted becomes
    /// the value it ended at. Stops at the first success; returns whether it found one.
    mutating func replaceRunsBySetters() -> Bool {
        guard best.count >= 2, best.count <= Self.windowPassLength else { return false }
        let states = Self.states(of: best, profile: profile)
        for size in stride(from: best.count, through: 2, by: -1) {
            for start in 0...(best.count - size) {
                var setters = Self.setters(from: states[start], to: states[start + size])
                // The reference may allow several outcomes of a touch or a load; the states follow
                // the first, so each flag such a run could have set is tried too.
                if best[start..<start + size].contains(where: { $0.isTouch || $0.kind == .loadFromInterfaceBuilder }) {
                    setters += [.setEnabled(false), .setHighlighted(true), .setSelected(true)].filter { !setters.contains($0) }
                }
                for setter in setters {
                    var candidate = best
                    candidate.replaceSubrange(start..<start + size, with: [setter])
                    if attempt(candidate) { return true }
                    if stoppedBy != nil { return false }
                }
            }
        }
        return false
    }

    /// The single setters that each reproduce one change from `before` to `after`: the value (as
    /// it is, then at the same fraction of `before`'s range), each limit, each flag.
    static func setters(from before: ReferenceSlider, to after: ReferenceSlider) -> [SliderOperation] {
        var setters: [SliderOperation] = []
        if after.value != before.value || after.minimumValue != before.minimumValue || after.maximumValue != before.maximumValue {
            setters.append(.setValue(after.value))
            let fraction = after.fractionOfRange(after.value)
            let moved = Float(Double(before.minimumValue) + fraction * (Double(before.maximumValue) - Double(before.minimumValue)))
            if moved.isFinite, moved != after.value { setters.append(.setValue(moved)) }
        }
        if after.minimumValue != before.minimumValue { setters.append(.setMinimumValue(after.minimumValue)) }
        if after.maximumValue != before.maximumValue { setters.append(.setMaximumValue(after.maximumValue)) }
        if after.isContinuous != before.isContinuous { setters.append(.setContinuous(after.isContinuous)) }
        if after.isEnabled != before.isEnabled { setters.append(.setEnabled(after.isEnabled)) }
        if after.isHighlighted != before.isHighlighted { setters.append(.setHighlighted(after.isHighlighted)) }
        if after.isSelected != before.isSelected { setters.append(.setSelected(after.isSelected)) }
        return setters.filter { operation in
            switch operation {
            case let .setValue(value), let .setMinimumValue(value), let .setMaximumValue(value): !value.isNaN
            default: true
            }
        }
    }
}
