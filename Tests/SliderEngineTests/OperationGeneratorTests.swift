import SliderEngine
import SliderSpec
import Testing

@Suite("Operation generator")
struct OperationGeneratorTests {
    private func draw(seed: UInt64, robustness: Bool, count: Int = 2_000) -> [SliderOperation] {
        let generator = OperationGenerator(options: .init(maxLength: 1_000, meanLength: 1_000, robustness: robustness))
        var random = RandomSource(seed: seed)
        var reference = ReferenceSlider()
        var operations: [SliderOperation] = []
        for _ in 0..<count {
            let operation = generator.operation(of: random.pick(SliderOperationKind.allCases), after: reference, using: &random)
            operations.append(operation)
            reference = reference.outcomes(of: operation, readings: Profile.documented.readings)[0].slider
        }
        return operations
    }

    private func floats(_ operations: [SliderOperation]) -> [Float] {
        operations.compactMap {
            switch $0 {
            case let .setValue(v), let .setMinimumValue(v), let .setMaximumValue(v), let .setValueAnimated(v, _): v
            default: nil
            }
        }
    }

    @Test func nonFiniteValuesAreDrawnOnlyWithRobustness() {
        let ordinary = floats(draw(seed: 3, robustness: false))
        let allFinite = ordinary.allSatisfy { $0.isFinite }
        #expect(allFinite)
        let robust = floats(draw(seed: 3, robustness: true))
        let drewNaN = robust.contains { $0.isNaN }
        let drewInfinities = robust.contains(.infinity) && robust.contains(-.infinity)
        #expect(drewNaN && drewInfinities)
    }

    @Test func valuesAreBiasedTowardsTheEdges() {
        let values = floats(draw(seed: 5, robustness: false, count: 6_000))
        for edge: Float in [0, 1, -1, 0.5, .greatestFiniteMagnitude, .leastNonzeroMagnitude] {
            #expect(values.contains(edge), "never drew \(edge)")
        }
        let drewNegativeZero = values.contains { $0 == 0 && $0.sign == .minus }
        #expect(drewNegativeZero, "never drew -0.0")
    }

    @Test func everyKindAndEveryControlStateIsDrawn() {
        let operations = draw(seed: 11, robustness: false)
        #expect(Set(operations.map(\.kind)) == Set(SliderOperationKind.allCases))
        let states = Set(operations.compactMap { if case let .setImage(_, _, state) = $0 { state } else { nil } })
        #expect(states == Set(ControlState.all))
    }

    @Test func interfaceBuilderAttributesNeverHaveTheMinimumAboveTheMaximum() {
        for case let .loadFromInterfaceBuilder(attributes) in draw(seed: 13, robustness: true) {
            #expect((attributes.minimum ?? 0) <= (attributes.maximum ?? 1))
        }
    }

    @Test func theSameSeedDrawsTheSameSequence() {
        #expect(draw(seed: 99, robustness: true, count: 300) == draw(seed: 99, robustness: true, count: 300))
        #expect(draw(seed: 99, robustness: false, count: 300) != draw(seed: 100, robustness: false, count: 300))
    }

    @Test func swarmEnablesANonEmptySubsetThatVariesBySequence() {
        let generator = OperationGenerator()
        var subsets: Set<[SliderOperationKind]> = []
        for seed in 0..<20 as Range<UInt64> {
            var random = RandomSource(seed: seed)
            let kinds = generator.swarm(using: &random)
            #expect(!kinds.isEmpty)
            subsets.insert(kinds)
        }
        #expect(subsets.count > 10)
    }
}

/// Interface Builder loads carry no attribute whose setter the subject declared unsupported,
/// and drawing them so leaves every seed of a subject that supports them all unchanged.
@MainActor
@Suite("Operation generator: unsupported attributes")
struct UnsupportedAttributeTests {
    @Test func loadsDropTheAttributesOfUnsupportedSettersAndDrawTheRestAsBefore() {
        let full = OperationGenerator(options: .init())
        var restricted = OperationGenerator.Options()
        restricted.kinds.removeAll { RecordingLoadSlider.unsupportedOperationKinds.contains($0) }
        let partial = OperationGenerator(options: restricted)
        var sawAppearance = false
        for seed in UInt64(0)..<300 {
            var first = RandomSource(seed: seed), second = RandomSource(seed: seed)
            let drawn = full.operation(of: .loadFromInterfaceBuilder, after: ReferenceSlider(), using: &first)
            let dropped = partial.operation(of: .loadFromInterfaceBuilder, after: ReferenceSlider(), using: &second)
            guard case let .loadFromInterfaceBuilder(all) = drawn, case let .loadFromInterfaceBuilder(some) = dropped else {
                Issue.record("not a load")
                return
            }
            sawAppearance = sawAppearance || all.continuous != nil || all.thumbTintColor != nil
            #expect(some == InterfaceBuilderAttributes(minimum: all.minimum, maximum: all.maximum, value: all.value))
            #expect(first.next() == second.next(), "the same draws were made")
        }
        #expect(sawAppearance)
    }

    @Test func aFuzzRunNeverLoadsASubjectWithAnAttributeItCannotSet() {
        RecordingLoadSlider.log = []
        _ = Fuzzer(RecordingLoadSlider.self, name: "recording", configuration: FuzzConfiguration(seed: 5, sequences: 150)).run()
        let loads = RecordingLoadSlider.log.compactMap { operation -> InterfaceBuilderAttributes? in
            if case let .loadFromInterfaceBuilder(attributes) = operation { return attributes }
            return nil
        }
        #expect(!loads.isEmpty)
        #expect(loads.allSatisfy { $0 == InterfaceBuilderAttributes(minimum: $0.minimum, maximum: $0.maximum, value: $0.value) })
    }
}

/// Every numeric argument of every operation draws from every value class, and a number drawn
/// for a class has that class's shape.
@Suite("Operation generator: value classes")
struct ValueClassTests {
    /// The kinds that carry each argument.
    static let kinds: [NumericArgument: SliderOperationKind] = [
        .value: .setValue, .minimumValue: .setMinimumValue, .maximumValue: .setMaximumValue,
        .attributeMinimum: .loadFromInterfaceBuilder, .attributeMaximum: .loadFromInterfaceBuilder,
        .attributeValue: .loadFromInterfaceBuilder, .boundsWidth: .setBounds, .boundsHeight: .setBounds,
        .touchX: .touchBegan, .touchY: .touchMoved, .time: .touchEnded,
    ]

    /// The number `operation` carries for `argument`.
    static func number(_ argument: NumericArgument, of operation: SliderOperation) -> Double? {
        switch (argument, operation) {
        case let (.value, .setValue(v)), let (.minimumValue, .setMinimumValue(v)), let (.maximumValue, .setMaximumValue(v)): Double(v)
        case let (.attributeMinimum, .loadFromInterfaceBuilder(a)): a.minimum.map(Double.init)
        case let (.attributeMaximum, .loadFromInterfaceBuilder(a)): a.maximum.map(Double.init)
        case let (.attributeValue, .loadFromInterfaceBuilder(a)): a.value.map(Double.init)
        case let (.boundsWidth, .setBounds(width, _)): width
        case let (.boundsHeight, .setBounds(_, height)): height
        case let (.touchX, .touchBegan(t)): t.x
        case let (.touchY, .touchMoved(t)): t.y
        default: nil
        }
    }

    /// Draws `kind` 3,000 times on a laid-out slider (on the range -8 … 8, value 0.4), a touch
    /// down first for moves and ends.
    static func draws(of kind: SliderOperationKind) -> [OperationGenerator.Drawn] {
        let generator = OperationGenerator()
        var random = RandomSource(seed: 7)
        var reference = ReferenceSlider()
        for operation: SliderOperation in [.setBounds(width: 200, height: 34), .setMinimumValue(-8), .setMaximumValue(8), .setValue(0.4)] {
            reference = reference.outcomes(of: operation, readings: Profile.documented.readings)[0].slider
        }
        if kind != .touchBegan {
            let down = SliderOperation.touchBegan(Touch(x: reference.geometry.thumbRect.midX, y: 17, time: 0))
            reference = reference.outcomes(of: down, readings: Profile.documented.readings)[0].slider
        }
        return (0..<3_000).map { _ in generator.drawn(of: kind, after: reference, using: &random) }
    }

    @Test(arguments: NumericArgument.allCases)
    func everyValueClassIsDrawnForTheArgument(_ argument: NumericArgument) throws {
        let kind = try #require(Self.kinds[argument])
        let drawn = Self.draws(of: kind)
        let classes = Set(drawn.compactMap { $0.classes[argument] })
        #expect(classes == Set(ValueClass.allCases), "missing \(Set(ValueClass.allCases).subtracting(classes))")
        for draw in drawn {
            guard let valueClass = draw.classes[argument], let number = Self.number(argument, of: draw.operation) else { continue }
            switch valueClass {
            case .whole: #expect(number == number.rounded(), "\(argument): \(number) is not whole")
            case .half: #expect((number * 2).rounded() == number * 2 && number != number.rounded(), "\(argument): \(number) is no half")
            case .shortDecimal:
                // The text a person types, parsed as the argument's type parses it.
                let hundredths = Int((number * 100).rounded())
                let text = "\(hundredths < 0 ? "-" : "")\(abs(hundredths) / 100).\(abs(hundredths) % 100 < 10 ? "0" : "")\(abs(hundredths) % 100)"
                let typed = argument.isFloat ? Float(text).map(Double.init) : Double(text)
                #expect(typed == number && (number * 2).rounded() != number * 2, "\(argument): \(number) is not \(text) typed")
            case .large: #expect(abs(number) >= 1e6 || (number != 0 && abs(number) < 1e-6), "\(argument): \(number) is not huge")
            default: break
            }
        }
    }
}

extension NumericArgument {
    /// Whether the argument is a `Float` (the others are `Double`).
    var isFloat: Bool { [.value, .minimumValue, .maximumValue, .attributeMinimum, .attributeMaximum, .attributeValue].contains(self) }
}
