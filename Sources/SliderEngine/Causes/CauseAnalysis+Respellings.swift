import SliderSpec

/// Spellings of an operation the reference reads alike, and the reference's state after operations.
extension CauseAnalysis {
    /// Other spellings of the last of `operations` the reference gives the same outcome, in its
    /// state after the others: a simpler operation (`OperationSimplifier`: `value =` for
    /// `setValue(_:animated:)`, `value = 1` for `value = 2` on a range up to 1), or an Interface Builder load with one attribute
    /// left out followed by that attribute's setter (the load sets each as its setter does).
    func respellings(of operations: [SliderOperation]) -> [[SliderOperation]] {
        guard let last = operations.last else { return [] }
        let prefix = Array(operations.dropLast())
        let outcome = Self.referenceOutcome(prefix + [last])
        var candidates = OperationSimplifier.candidates(for: last, before: referenceState(after: prefix)).map { [$0] }
        if case let .loadFromInterfaceBuilder(attributes) = last { candidates += Self.loadsThenSetters(attributes) }
        return candidates.filter { Self.referenceOutcome(prefix + $0) == outcome }
    }

    /// For each attribute of `attributes` a setter sets (Continuous Updates, the images, the
    /// tints), the load without it followed by that setter.
    private static func loadsThenSetters(_ attributes: InterfaceBuilderAttributes) -> [[SliderOperation]] {
        func without<Value>(_ path: WritableKeyPath<InterfaceBuilderAttributes, Value?>, _ setter: (Value) -> SliderOperation) -> [SliderOperation]? {
            guard let value = attributes[keyPath: path] else { return nil }
            var rest = attributes
            rest[keyPath: path] = nil
            return [.loadFromInterfaceBuilder(rest), setter(value)]
        }
        return [
            without(\.continuous) { .setContinuous($0) },
            without(\.minimumValueImage) { .setMinimumValueImage($0) },
            without(\.maximumValueImage) { .setMaximumValueImage($0) },
            without(\.minimumTrackTintColor) { .setTintColor(.minimumTrack, $0) },
            without(\.maximumTrackTintColor) { .setTintColor(.maximumTrack, $0) },
            without(\.thumbTintColor) { .setTintColor(.thumb, $0) },
        ].compactMap { $0 }
    }

    /// The events of the last of `operations` on the reference and its observation afterwards.
    static func referenceOutcome(_ operations: [SliderOperation]) -> ([SliderEvent], SliderObservation) {
        let reference = ReferenceImplementation()
        var events: [SliderEvent] = []
        for operation in operations { events = reference.perform(operation) }
        return (events, reference.observe())
    }

    /// The reference's state after `operations` (what the simplifier reads its context from).
    func referenceState(after operations: [SliderOperation]) -> ReferenceSlider {
        var session = CheckedSession(ReferenceImplementation.self, profile: profile)
        for operation in operations { _ = session.apply(operation) }
        return session.checker.reference
    }
}
