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
        /// The Interface Builder attributes a load may carry (those of the subject's protocol
        /// revision); every attribute by default.
        public var attributes: Set<InterfaceBuilderAttribute> = Set(InterfaceBuilderAttribute.allCases)

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
        // A finger that touched down keeps moving: two draws in three continue the touch (with
        // the continuations the implementation supports).
        if reference.tracking != nil, kinds.contains(.touchBegan), random.chance(2, in: 3) {
            let continuations = Self.touchContinuations.filter(options.kinds.contains)
            if !continuations.isEmpty {
                return operation(of: random.pick(continuations), after: reference, length: length, using: &random)
            }
        }
        return operation(of: random.pick(kinds), after: reference, length: length, using: &random)
    }

    /// One operation of `kind` with arguments drawn for the reference's current state.
    public func operation(
        of kind: SliderOperationKind, after reference: ReferenceSlider, length: Int = 0, using random: inout RandomSource
    ) -> SliderOperation {
        // A touch on a slider that was never laid out tests nothing (it is not checked): lay it
        // out first, unless the implementation cannot be laid out. The draw that once let one
        // such touch in eight through is still made, so every other sequence stays as it was.
        if [.touchBegan, .touchMoved, .touchEnded].contains(kind), reference.boundsWidth == 0 {
            _ = random.chance(1, in: 8)
            if options.kinds.contains(.setBounds) { return bounds(using: &random) }
        }
        return switch kind {
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
        case .setAccessibilityValue: .setAccessibilityValue(random.pick(Self.accessibilityValues))
        case .loadFromInterfaceBuilder: .loadFromInterfaceBuilder(attributes(using: &random))
        case .setBounds: bounds(using: &random)
        case .setLayoutDirection: .setLayoutDirection(random.chance(1, in: 2) ? .leftToRight : .rightToLeft)
        case .touchBegan: .touchBegan(touchDown(reference, length: length, using: &random))
        case .touchMoved: .touchMoved(touchStep(reference, length: length, using: &random))
        case .touchEnded: .touchEnded(touchStep(reference, length: length, using: &random))
        case .touchCancelled: .touchCancelled(time: time(length, using: &random))
        }
    }

    /// What follows a touch-down, weighted towards moves.
    static let touchContinuations: [SliderOperationKind] = [.touchMoved, .touchMoved, .touchMoved, .touchMoved, .touchEnded, .touchCancelled]

    /// Bounds: mostly room for the thumb to travel, sometimes too small or empty.
    static let boundsChoices: [(Double, Double)] = [
        (200, 34), (320, 44), (260, 40), (200, 34), (180, 31), (240, 34), (120, 30), (48, 34), (0, 0),
    ]

    func bounds(using random: inout RandomSource) -> SliderOperation {
        let (width, height) = random.pick(Self.boundsChoices)
        return .setBounds(width: width, height: height)
    }

    /// A timestamp for step `length`: steps are 0.05 s apart, give or take up to 0.02 s, so
    /// holds fall on both sides of the precision release's 0.05 s.
    func time(_ length: Int, using random: inout RandomSource) -> Double {
        Double(length) * 0.05 + random.pick([-0.02, -0.005, 0, 0.005, 0.02])
    }

    /// Where a finger touches down: on the thumb, near it, on the track, or anywhere.
    func touchDown(_ reference: ReferenceSlider, length: Int, using random: inout RandomSource) -> Touch {
        let geometry = reference.geometry
        let thumb = geometry.thumbRect, track = geometry.trackRect
        let jitter = { (random: inout RandomSource) in Double(random.below(7) - 3) }
        let time = time(length, using: &random)
        switch random.below(6) {
        case 0, 1, 2: return Touch(x: thumb.midX + jitter(&random), y: thumb.midY + jitter(&random), time: time)
        case 3: return Touch(x: thumb.midX + random.pick([-20.0, 20]), y: thumb.midY, time: time)
        case 4: return Touch(x: (track.minX + Double(random.unitFloat()) * track.width).rounded(), y: track.midY, time: time)
        default:
            let bounds = geometry.bounds
            return Touch(
                x: (Double(random.unitFloat()) * (bounds.width + 40) - 20).rounded(),
                y: (Double(random.unitFloat()) * (bounds.height + 20) - 10).rounded(), time: time)
        }
    }

    /// Where the finger goes next: a step from where it was, straddling 12 points now and then.
    func touchStep(_ reference: ReferenceSlider, length: Int, using random: inout RandomSource) -> Touch {
        let geometry = reference.geometry
        let from = reference.tracking?.held.last?.x ?? geometry.thumbRect.midX
        let delta = random.pick([-1000.0, -40, -13, -11, -5, -1, 0, 1, 5, 11, 13, 40, 1000])
        return Touch(x: from + delta, y: geometry.trackRect.midY + Double(random.below(5) - 2), time: time(length, using: &random))
    }

    /// Labels drawn for `accessibilityLabel`.
    static let labels: [String?] = [nil, "Volume", "", "Ringer and Alerts"]
    /// Texts drawn for `accessibilityValue`; nil restores the slider's own percentage.
    static let accessibilityValues: [String?] = [nil, "3 stars", "", "1 minute 58 seconds"]
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

    /// Interface Builder attributes: each Value attribute left at the library default one time in
    /// three, the minimum never above the maximum, always finite; Continuous Updates edited one
    /// time in three, and each image and tint entered one time in four. Then the attributes
    /// whose setters' kinds are not among the options' kinds are dropped (after the draws, so
    /// a subject that supports them all draws what it always drew).
    func attributes(using random: inout RandomSource) -> InterfaceBuilderAttributes {
        func attribute() -> Float? {
            random.chance(1, in: 3) ? nil : Float(random.below(41) - 20) / 2
        }
        var attributes = InterfaceBuilderAttributes(minimum: attribute(), maximum: attribute(), value: attribute())
        if random.chance(1, in: 3) { attributes.continuous = random.chance(1, in: 2) }
        if random.chance(1, in: 4) { attributes.minimumValueImage = random.pick(ImageToken.palette) }
        if random.chance(1, in: 4) { attributes.maximumValueImage = random.pick(ImageToken.palette) }
        if random.chance(1, in: 4) { attributes.minimumTrackTintColor = random.pick(ColorToken.palette) }
        if random.chance(1, in: 4) { attributes.maximumTrackTintColor = random.pick(ColorToken.palette) }
        if random.chance(1, in: 4) { attributes.thumbTintColor = random.pick(ColorToken.palette) }
        let minimum = attributes.minimum ?? InterfaceBuilderAttributes.libraryMinimum
        let maximum = attributes.maximum ?? InterfaceBuilderAttributes.libraryMaximum
        if minimum > maximum {
            attributes.minimum = maximum
            attributes.maximum = minimum
        }
        return options.supported(attributes)
    }
}
