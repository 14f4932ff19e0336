import SliderSpec

/// A slider that ignores the Value Current attribute of a load from Interface Builder, cannot
/// set Continuous Updates, value images or tints, and records everything the suite asks of it.
final class RecordingLoadSlider: SliderUnderTest {
    /// Every load's attributes and every operation performed, in order, since the last reset.
    static var log: [SliderOperation] = []

    static var unsupportedOperationKinds: Set<SliderOperationKind> {
        [.setContinuous, .setMinimumValueImage, .setMaximumValueImage, .setMinimumTrackTintColor, .setMaximumTrackTintColor, .setThumbTintColor]
    }

    private let reference: ReferenceImplementation

    init() { reference = ReferenceImplementation() }

    init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        Self.log.append(.loadFromInterfaceBuilder(attributes))
        var ignored = attributes
        ignored.value = nil
        reference = ReferenceImplementation(interfaceBuilder: ignored)
    }

    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        Self.log.append(operation)
        return reference.perform(operation)
    }

    func observe() -> SliderObservation { reference.observe() }
}
