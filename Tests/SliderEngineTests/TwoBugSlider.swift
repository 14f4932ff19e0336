import SliderSpec

/// Two bugs that end in the same failure. Bug B: `value =` is ignored while the slider is
/// selected. Bug A: `isSelected = false` toggles the flag instead of clearing it, so on a slider
/// that is not selected it selects it (a divergence of its own), and then bug B's symptom
/// follows. Shrinking B's `isSelected = true; value = 0.25` naively would turn the first
/// operation into the simpler `isSelected = false` and so slip onto bug A.
final class TwoBugSlider: SliderUnderTest {
    private let reference: ReferenceImplementation

    init() { reference = ReferenceImplementation() }

    init(interfaceBuilder attributes: InterfaceBuilderAttributes) { reference = ReferenceImplementation(interfaceBuilder: attributes) }

    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let selected = reference.observe().isSelected
        switch operation {
        case .setValue where selected, .setValueAnimated where selected: return []
        case .setSelected(false): return reference.perform(.setSelected(!selected))
        default: return reference.perform(operation)
        }
    }

    func observe() -> SliderObservation { reference.observe() }
}
