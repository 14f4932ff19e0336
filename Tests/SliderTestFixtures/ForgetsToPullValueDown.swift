import SliderSpec

/// The reference, except that lowering the maximum below the value leaves `value` reporting the
/// old value until the next operation: it breaks `limits.maximum-pulls-value`.
@MainActor
public final class ForgetsToPullValueDown: SliderUnderTest {
    private let reference: ReferenceImplementation
    private var staleValue: Float?

    /// A slider with the reference's defaults.
    public init() { reference = ReferenceImplementation() }

    /// A slider loaded from Interface Builder `attributes`, as the reference loads them.
    public init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        reference = ReferenceImplementation(interfaceBuilder: attributes)
    }

    /// Performs `operation` on the reference and remembers the value a lowered maximum should have pulled down.
    public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let before = reference.observe()
        let events = reference.perform(operation)
        staleValue = nil
        if case let .setMaximumValue(maximum) = operation, maximum >= before.minimumValue, maximum < before.value {
            staleValue = before.value
        }
        return events
    }

    /// The reference's observation, with the stale value while it is remembered.
    public func observe() -> SliderObservation {
        var observation = reference.observe()
        if let staleValue { observation.value = staleValue }
        return observation
    }
}
