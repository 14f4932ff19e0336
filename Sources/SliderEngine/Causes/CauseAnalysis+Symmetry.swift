import SliderSpec

/// Causes shown the other way: on another part, by the opposite adjustment.
extension CauseAnalysis {
    /// The failure among `others` an adjustment shows the other way: the opposite adjustment
    /// after the same operations moves the value by as much the other way (a step of the wrong
    /// size, up and down alike), the value the only stored field either gets wrong; or, the value
    /// right, it breaks the same rule with as many events sent and expected (an event that
    /// carries the old value, or none, either way).
    func mirrored(_ counterexample: Counterexample, _ others: Set<FailureIdentity>) -> Counterexample.Cause? {
        let opposite: SliderOperation
        switch counterexample.operations.last {
        case .accessibilityIncrement: opposite = .accessibilityDecrement
        case .accessibilityDecrement: opposite = .accessibilityIncrement
        default: return nil
        }
        let prefix = Array(counterexample.operations.dropLast())
        /// How far the implementation moved the value at the last of `operations` (which ended
        /// in `violation`), when the value is the only stored field it got wrong.
        func step(_ violation: Violation, after prefix: [SliderOperation]) -> Double? {
            guard violation.differingFields.filter(\.isStoredState) == [.value] else { return nil }
            let before = SequenceCheck.run(implementation, prefix, profile: profile).finalObservation.value
            return Double(violation.observed.value) - Double(before)
        }
        // Or, the value right, the events wrong alike: as many sent and expected, under the same rule.
        func eventShape(_ violation: Violation) -> [Int]? {
            let fields = violation.differingFields
            guard fields.contains(.events), !fields.contains(where: \.isStoredState) else { return nil }
            return [violation.expected.events.count, violation.observed.events.count]
        }
        let moved = step(counterexample.violation, after: prefix)
        let shape = eventShape(counterexample.violation)
        guard moved != nil || shape != nil else { return nil }
        let range = abs(Double(counterexample.violation.expected.maximumValue) - Double(counterexample.violation.expected.minimumValue))
        func alike(_ violation: Violation, after prefix: [SliderOperation]) -> Bool {
            if let shape {
                return violation.rule == counterexample.violation.rule && eventShape(violation) == shape
                    && violation.differingFields == counterexample.violation.differingFields
            }
            guard let moved, moved != 0, let other = step(violation, after: prefix) else { return false }
            // The Float values round apart: a millionth of the range tells a mirror from another step.
            return abs(moved + other) <= range * 1e-6
        }
        // The same operations, then from the value mirrored in the default range 0 … 1 (a
        // counterexample that leaves the limits alone), so an adjustment at one end is tried
        // from the other.
        var prefixes = [prefix]
        if let mirroredPrefix = Self.mirroredValues(prefix) { prefixes.append(mirroredPrefix) }
        for start in prefixes {
            let variant = start + [opposite]
            for divergence in check(variant)?.divergences ?? []
            where divergence.step == variant.count - 1 && others.contains(divergence.violation.identity) {
                guard alike(divergence.violation, after: start) else { continue }
                let identity = divergence.violation.identity
                let change = variant.map(\.swiftStatement).joined(separator: "; ")
                let how = shape == nil ? "moving the value as far the other way" : "its events wrong alike"
                return Counterexample.Cause(identity: identity, evidence: "as `\(change)` it fails as \(identity), \(how)")
            }
        }
        return nil
    }

    /// `operations` with every value set mirrored in the range 0 … 1 (`value = 1` becomes
    /// `value = 0`); nil when they change the limits, load a slider or touch it (the range or
    /// the position is not the default one then).
    private static func mirroredValues(_ operations: [SliderOperation]) -> [SliderOperation]? {
        var mirrored: [SliderOperation] = []
        for operation in operations {
            switch operation {
            case let .setValue(value): mirrored.append(.setValue(1 - value))
            case let .setValueAnimated(value, animated): mirrored.append(.setValueAnimated(1 - value, animated: animated))
            case .setMinimumValue, .setMaximumValue, .loadFromInterfaceBuilder, .touchBegan, .touchMoved, .touchEnded, .touchCancelled:
                return nil
            default: mirrored.append(operation)
            }
        }
        return mirrored == operations ? nil : mirrored
    }

    /// The failure among `others` that `counterexample` shows on another part, with the same
    /// values in every field either differs in (read across the exchange), or nil.
    func showsAlike(_ counterexample: Counterexample, _ exchange: PartExchange, _ others: Set<FailureIdentity>) -> Counterexample.Cause? {
        let variant = counterexample.operations.map { exchange($0) }
        let last = variant.count - 1
        let violation = counterexample.violation
        for divergence in check(variant)?.divergences ?? []
        where divergence.step == last && others.contains(divergence.violation.identity) {
            let fields = violation.differingFields.map { exchange($0) }
            let compared = fields + divergence.violation.differingFields.filter { !fields.contains($0) }
            let same = compared.allSatisfy { $0.render(divergence.violation.observed) == exchange($0).render(violation.observed) }
            if same { return Counterexample.Cause(identity: divergence.violation.identity, evidence: "\(exchange) it fails as \(divergence.violation.identity)") }
        }
        return nil
    }
}
