import SliderSpec

/// The reference with planted differences, each switched on by a subclass: the implementations
/// the exact-verdict tests are written against (not the bundled mutants).
@MainActor
open class PlantedSlider: SliderUnderTest {
    /// The reference that performs every operation a subclass does not change.
    public let base: ReferenceImplementation
    /// The subclass's own type name.
    open class var implementationName: String { String(describing: self) }
    /// None: a planted difference changes what a slider does, not what it supports.
    open class var unsupportedOperationKinds: Set<SliderOperationKind> { [] }
    /// A slider with the reference's defaults.
    public required init() { base = ReferenceImplementation() }
    /// A slider loaded from Interface Builder `attributes`, as the reference loads them.
    public required init(interfaceBuilder attributes: InterfaceBuilderAttributes) { base = ReferenceImplementation(interfaceBuilder: attributes) }
    /// Performs `operation` on the reference.
    open func perform(_ operation: SliderOperation) -> [SliderEvent] { base.perform(operation) }
    /// The reference's observation.
    open func observe() -> SliderObservation { base.observe() }
}
