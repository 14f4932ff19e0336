import SliderSpec

/// A slider checked under a `TrapMemo`: each call into the wrapped slider is marked in the memo's
/// slot first, and the prefix of operations the memo knows to trap is answered with
/// `TrapMemo.failure` instead of being run (the slider then answers nothing more).
@MainActor
final class TrapMemoSlider: SliderInstance {
    private let memo: TrapMemo
    private let prefix: TrapMemo.Prefix
    private let wrapped: (any SliderInstance)?
    /// Set once the sequence reached a prefix the memo knows to trap.
    private(set) var failure: ImplementationFailure?

    /// Makes the wrapped slider with `make` (in code, or loaded with `attributes`), unless the
    /// memo knows that this trapped.
    init(memo: TrapMemo, prefix: TrapMemo.Prefix, attributes: InterfaceBuilderAttributes?,
         make: @MainActor (InterfaceBuilderAttributes?) -> any SliderInstance) {
        self.memo = memo
        self.prefix = prefix
        if let attributes { prefix.append(.loadFromInterfaceBuilder(attributes)) } else { prefix.reset() }
        if memo.traps.contains(prefix.hash) {
            wrapped = nil
            failure = TrapMemo.failure
        } else {
            memo.willRun(prefix.hash)
            wrapped = make(attributes)
            memo.returned()
        }
    }

    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        guard failure == nil, let wrapped else { return [] }
        prefix.append(operation)
        if memo.traps.contains(prefix.hash) {
            failure = TrapMemo.failure
            return []
        }
        memo.willRun(prefix.hash)
        defer { memo.returned() }
        return wrapped.perform(operation)
    }

    func observe() -> SliderObservation {
        guard failure == nil, let wrapped else { return prefix.lastObservation ?? ReferenceImplementation().observe() }
        memo.willRun(prefix.hash)
        defer { memo.returned() }
        let observation = wrapped.observe()
        prefix.lastObservation = observation
        return observation
    }
}
