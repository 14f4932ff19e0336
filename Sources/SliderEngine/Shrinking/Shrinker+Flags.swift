import SliderSpec

extension Shrinker.Search {
    /// Swaps two of the control-state flags (disabled, highlighted, selected) throughout the
    /// sequence: the setters that raise or lower them and the states images are set for, where
    /// that makes the sequence of kinds lexicographically smaller (a bug that needs two flags
    /// ends on the earliest two whichever the seed raised). Stops at the first success; returns
    /// whether it found one.
    mutating func swapFlagsTogether() -> Bool {
        let order = best.map(Self.kindOrder)
        let pairs: [(ControlState, ControlState)] = [(.disabled, .highlighted), (.disabled, .selected), (.highlighted, .selected)]
        for (first, second) in pairs {
            let candidate = best.map { Self.swapping(first, second, in: $0) }
            guard candidate.map(Self.kindOrder).lexicographicallyPrecedes(order) else { continue }
            if attempt(candidate) { return true }
            if stoppedBy != nil { return false }
        }
        return false
    }

    /// `operation` with the flags `first` and `second` swapped: a setter of one becomes the
    /// setter of the other (raising it when it raised the first), and a state for images has
    /// the two bits exchanged. Other operations are unchanged.
    static func swapping(_ first: ControlState, _ second: ControlState, in operation: SliderOperation) -> SliderOperation {
        func raised(_ flag: ControlState, _ on: Bool) -> SliderOperation {
            switch flag {
            case .disabled: .setEnabled(!on)
            case .highlighted: .setHighlighted(on)
            default: .setSelected(on)
            }
        }
        func other(_ flag: ControlState) -> ControlState { flag == first ? second : flag == second ? first : flag }
        switch operation {
        case let .setEnabled(enabled): return raised(other(.disabled), !enabled)
        case let .setHighlighted(on): return raised(other(.highlighted), on)
        case let .setSelected(on): return raised(other(.selected), on)
        case let .setImage(part, image, state):
            var swapped = state.subtracting([first, second])
            if state.contains(first) { swapped.insert(second) }
            if state.contains(second) { swapped.insert(first) }
            return .setImage(part, image, for: swapped)
        default: return operation
        }
    }
}
