import SliderEngine
import SliderSpec
import Testing

/// An Interface Builder load drawn for a subject carries only the attributes it can set: both
/// limits go when either limit's setter is missing, and an attribute its revision lacks goes too.
@MainActor
@Suite("Operation generator: attributes a subject supports")
struct SupportedAttributesTests {
    /// The loads drawn with `options` from seeds 0…299.
    private static func loads(_ options: OperationGenerator.Options) -> [InterfaceBuilderAttributes] {
        let generator = OperationGenerator(options: options)
        return (UInt64(0)..<300).compactMap { seed in
            var random = RandomSource(seed: seed)
            guard case let .loadFromInterfaceBuilder(attributes) = generator.operation(
                of: .loadFromInterfaceBuilder, after: ReferenceSlider(), using: &random)
            else { return nil }
            return attributes
        }
    }

    @Test func aLoadDropsBothLimitsWhenOneLimitsSetterIsMissing() {
        var options = OperationGenerator.Options()
        options.kinds.removeAll { $0 == .setMaximumValue }
        let loads = Self.loads(options)
        #expect(loads.count == 300)
        #expect(loads.allSatisfy { $0.minimum == nil && $0.maximum == nil })
        #expect(loads.contains { $0.value != nil })
        #expect(Self.loads(OperationGenerator.Options()).contains { $0.minimum != nil })
    }

    @Test func aLoadDropsAnAttributeTheSubjectsRevisionLacks() {
        var options = OperationGenerator.Options()
        options.attributes.remove(.thumbTintColor)
        let loads = Self.loads(options)
        #expect(loads.allSatisfy { $0.thumbTintColor == nil })
        #expect(loads.contains { $0.minimumTrackTintColor != nil })
        #expect(Self.loads(OperationGenerator.Options()).contains { $0.thumbTintColor != nil })
    }
}
