import SliderSpec

/// Draws operation sequences from the whole vocabulary, biased towards edge values.
///
/// Each sequence enables a random subset of operation kinds (swarm testing), so some sequences
/// hammer the range while others stay among images. Whether to stop is drawn before every
/// step, so deleting an operation never changes what the later draws mean. Values are drawn
/// relative to the reference's current state: the limits and the value, just inside and just
/// outside them, 0, -0.0, 1, small integers, halves, odd eighths of the range (exact half
/// percents), huge and tiny magnitudes, and, only with
/// `robustness`, NaN and the infinities.
public struct OperationGenerator: Sendable {
    /// What the generator may draw.
    public struct Options: Sendable, Hashable {
        /// The longest sequence drawn.
        public var maxLength: Int
        /// The mean length: each step stops with probability 1 / `meanLength`.
        public var meanLength: Int
        /// Draw NaN and infinite values too.
        public var robustness: Bool
        /// The kinds that swarm draws its subsets from.
        public var kinds: [SliderOperationKind]

        /// Creates options; the defaults suit a quick run.
        public init(
            maxLength: Int = 50, meanLength: Int = 20, robustness: Bool = false,
            kinds: [SliderOperationKind] = SliderOperationKind.allCases
        ) {
            self.maxLength = maxLength
            self.meanLength = meanLength
            self.robustness = robustness
            self.kinds = kinds
        }
    }

    /// The options in force.
    public let options: Options

    /// Creates a generator.
    public init(options: Options = Options()) { self.options = options }

    /// The kinds enabled for one sequence: each with probability 1/2, at least one.
    public func swarm(using random: inout RandomSource) -> [SliderOperationKind] {
        let enabled = options.kinds.filter { _ in random.chance(1, in: 2) }
        return enabled.isEmpty ? [random.pick(options.kinds)] : enabled
    }

    /// The next operation of a sequence that has `length` operations so far, or nil to stop.
    public func next(
        after reference: ReferenceSlider, length: Int, kinds: [SliderOperationKind], using random: inout RandomSource
    ) -> SliderOperation? {
        guard length < options.maxLength, !random.chance(1, in: max(options.meanLength, 1)) else { return nil }
        return operation(of: random.pick(kinds), after: reference, using: &random)
    }

    /// One operation of `kind` with arguments drawn for the reference's current state.
    public func operation(
        of kind: SliderOperationKind, after reference: ReferenceSlider, using random: inout RandomSource
    ) -> SliderOperation {
        switch kind {
        case .setValue: .setValue(value(near: reference, using: &random))
        case .setValueAnimated: .setValueAnimated(value(near: reference, using: &random), animated: random.chance(1, in: 2))
        case .setMinimumValue: .setMinimumValue(value(near: reference, using: &random))
        case .setMaximumValue: .setMaximumValue(value(near: reference, using: &random))
        case .setContinuous: .setContinuous(random.chance(1, in: 2))
        case .setEnabled: .setEnabled(random.chance(1, in: 2))
        case .setHighlighted: .setHighlighted(random.chance(1, in: 2))
        case .setSelected: .setSelected(random.chance(1, in: 2))
        case .setMinimumValueImage: .setMinimumValueImage(image(using: &random))
        case .setMaximumValueImage: .setMaximumValueImage(image(using: &random))
        case .setMinimumTrackTintColor, .setMaximumTrackTintColor, .setThumbTintColor:
            .setTintColor(kind.part!, color(using: &random))
        case .setMinimumTrackImage, .setMaximumTrackImage, .setThumbImage:
            .setImage(kind.part!, image(using: &random), for: state(using: &random))
        case .accessibilityIncrement: .accessibilityIncrement
        case .accessibilityDecrement: .accessibilityDecrement
        case .setAccessibilityLabel: .setAccessibilityLabel(random.pick(Self.labels))
        case .loadFromInterfaceBuilder: .loadFromInterfaceBuilder(attributes(using: &random))
        }
    }

    /// Labels drawn for `accessibilityLabel`.
    static let labels: [String?] = [nil, "Volume", "", "Ringer and Alerts"]
    /// Huge magnitudes.
    static let huge: [Float] = [1e7, -1e7, 1e30, -1e30, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
    /// Tiny magnitudes.
    static let tiny: [Float] = [.leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-30, -1e-30]
    /// The values only `robustness` draws.
    static let nonFinite: [Float] = [.nan, .infinity, -.infinity]

    /// A value biased towards the edges of the reference's current range.
    func value(near reference: ReferenceSlider, using random: inout RandomSource) -> Float {
        let low = reference.minimumValue, high = reference.maximumValue
        let drawn: Float =
            switch random.below(options.robustness ? 19 : 18) {
            case 0: low
            case 1: high
            case 2: reference.value
            case 3: 0
            case 4: -0.0
            case 5: 1
            case 6: Float(random.below(14) - 3)
            case 7: Float(random.below(21) - 10) / 2
            case 8: Float(random.below(21) - 10) / 10
            case 9: low.nextDown
            case 10: low.nextUp
            case 11: high.nextDown
            case 12: high.nextUp
            case 13: low / 2 + high / 2
            case 14: low - 1 + random.unitFloat() * (high - low + 2)
            case 15: random.pick(Self.huge)
            case 16: random.pick(Self.tiny)
            case 17: low + (high - low) * Float(2 * random.below(4) + 1) / 8
            default: random.pick(Self.nonFinite)
            }
        return options.robustness || drawn.isFinite ? drawn : 0
    }

    /// An image token, or nil one time in four.
    func image(using random: inout RandomSource) -> ImageToken? {
        random.chance(1, in: 4) ? nil : random.pick(ImageToken.palette)
    }

    /// A colour token, or nil one time in four.
    func color(using random: inout RandomSource) -> ColorToken? {
        random.chance(1, in: 4) ? nil : random.pick(ColorToken.palette)
    }

    /// A control state: a single state half the time, any of the eight otherwise.
    func state(using random: inout RandomSource) -> ControlState {
        random.chance(1, in: 2)
            ? random.pick([ControlState.normal, .highlighted, .disabled, .selected])
            : random.pick(ControlState.all)
    }

    /// Interface Builder attributes: each left at the library default one time in three, the
    /// minimum never above the maximum, always finite.
    func attributes(using random: inout RandomSource) -> InterfaceBuilderAttributes {
        func attribute() -> Float? {
            random.chance(1, in: 3) ? nil : Float(random.below(41) - 20) / 2
        }
        var attributes = InterfaceBuilderAttributes(minimum: attribute(), maximum: attribute(), value: attribute())
        let minimum = attributes.minimum ?? InterfaceBuilderAttributes.libraryMinimum
        let maximum = attributes.maximum ?? InterfaceBuilderAttributes.libraryMaximum
        if minimum > maximum {
            attributes.minimum = maximum
            attributes.maximum = minimum
        }
        return attributes
    }
}
