import SliderSpec

/// A slider with a shared appearance proxy that leaks between instances: setting the thumb tint
/// also writes a static proxy, which every slider created in code afterwards starts with. The
/// first slider of a fresh process conforms; later ones do not, as in a dirty process.
@MainActor
final class LeakyAppearanceSlider: SliderUnderTest {
    static var implementationName: String { "leaky" }

    /// The appearance proxy every instance shares.
    static var proxyThumbTint: ColorToken?

    private let reference: ReferenceImplementation

    init() {
        reference = ReferenceImplementation()
        if let tint = Self.proxyThumbTint { _ = reference.perform(.setTintColor(.thumb, tint)) }
    }

    init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        reference = ReferenceImplementation(interfaceBuilder: attributes)
    }

    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setTintColor(.thumb, tint) = operation, let tint { Self.proxyThumbTint = tint }
        return reference.perform(operation)
    }

    func observe() -> SliderObservation { reference.observe() }
}
