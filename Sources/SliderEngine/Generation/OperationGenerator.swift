import SliderSpec

/// Draws operation sequences from the whole vocabulary, biased towards edge values.
///
/// Each sequence enables a random subset of operation kinds (swarm testing), so some sequences
/// hammer the range while others stay among images. Whether to stop is drawn before every
/// step, so deleting an operation never changes what the later draws mean. Every numeric
/// argument (values and limits, Interface Builder's Value attributes, bounds, touch positions,
/// times) draws from every `ValueClass`: its edges (for values the limits, the value, 0, -0.0,
/// 1, the odd eighths of the range), their ulp neighbours, whole numbers, halves, short decimals
/// as typed, arbitrary floats and huge magnitudes, relative to the reference's current state;
/// values, only with `robustness`, NaN and the infinities too.
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

    /// `touchContinuations` among the options' kinds, filtered once (they were filtered for every
    /// operation continuing a touch).
    private let continuations: [SliderOperationKind]

    /// Creates a generator.
    public init(options: Options = Options()) {
        self.options = options
        continuations = Self.touchContinuations.filter(options.kinds.contains)
    }

    /// The kinds enabled for one sequence: each with probability 1/2, at least one.
    package func swarm(using random: inout RandomSource) -> [SliderOperationKind] {
        var enabled: [SliderOperationKind] = []
        swarm(using: &random, into: &enabled)
        return enabled
    }

    /// The kinds enabled for one sequence, as `swarm(using:)` draws them, into `enabled` (emptied
    /// first, its room kept: a caller drawing a swarm per sequence allocates the array once).
    func swarm(using random: inout RandomSource, into enabled: inout [SliderOperationKind]) {
        enabled.removeAll(keepingCapacity: true)
        // Room for every kind at once: `filter` grew the array from empty, a copy each time.
        enabled.reserveCapacity(options.kinds.count)
        for kind in options.kinds where random.chance(1, in: 2) { enabled.append(kind) }
        if enabled.isEmpty { enabled.append(random.pick(options.kinds)) }
    }

    /// The next operation of a sequence that has `length` operations so far, or nil to stop.
    package func next(
        after reference: ReferenceSlider, length: Int, kinds: [SliderOperationKind], using random: inout RandomSource
    ) -> SliderOperation? {
        var reference = reference
        return next(lending: &reference, length: length, kinds: kinds, using: &random)
    }

    /// `next(after:length:kinds:using:)`, the reference lent by address (read, not changed).
    /// Always inlined, into the closure that draws a checked sequence's operations.
    // Performance: lent by address down to every draw that reads it, so a checked run draws from
    // the checker's state where it lies (passed borrowed, it was copied whole first, callgrind).
    @inline(__always)
    package func next(
        lending reference: inout ReferenceSlider, length: Int, kinds: [SliderOperationKind], using random: inout RandomSource
    ) -> SliderOperation? {
        guard length < options.maxLength, !random.chance(1, in: max(options.meanLength, 1)) else { return nil }
        var unrecorded: [NumericArgument: ValueClass]?
        // A finger that touched down keeps moving: two draws in three continue the touch (with
        // the continuations the implementation supports).
        if ReferenceSlider.isTracking(&reference), kinds.contains(.touchBegan), random.chance(2, in: 3) {
            if !continuations.isEmpty {
                return draw(of: random.pick(continuations), after: &reference, length: length, classes: &unrecorded, using: &random)
            }
        }
        return draw(of: random.pick(kinds), after: &reference, length: length, classes: &unrecorded, using: &random)
    }

    /// One operation of `kind` with arguments drawn for the reference's current state.
    @inline(__always)
    package func operation(
        of kind: SliderOperationKind, after reference: ReferenceSlider, length: Int = 0, using random: inout RandomSource
    ) -> SliderOperation {
        var unrecorded: [NumericArgument: ValueClass]?
        var reference = reference
        return draw(of: kind, after: &reference, length: length, classes: &unrecorded, using: &random)
    }

    /// One operation of `kind`, as `operation(of:after:length:using:)` draws it, with the class
    /// each of its numeric arguments was drawn from.
    package func drawn(
        of kind: SliderOperationKind, after reference: ReferenceSlider, length: Int = 0, using random: inout RandomSource
    ) -> Drawn {
        var classes: [NumericArgument: ValueClass]? = [:]
        var reference = reference
        let operation = draw(of: kind, after: &reference, length: length, classes: &classes, using: &random)
        return Drawn(operation: operation, classes: classes ?? [:])
    }

    /// One operation of `kind`, with the class of each numeric argument recorded in `classes`
    /// unless it is nil (fuzzing does not need them: the dictionary cost about 5% of a checked
    /// operation, and building an empty one and the `Drawn` around it another 70 instructions);
    /// the same draws either way. Always inlined, so that fuzzing's copy, whose `classes` is
    /// always nil, records nothing and destroys no dictionary.
    @inline(__always)
    private func draw(
        of kind: SliderOperationKind, after reference: inout ReferenceSlider, length: Int,
        classes: inout [NumericArgument: ValueClass]?, using random: inout RandomSource
    ) -> SliderOperation {
        func number<Number: BinaryFloatingPoint & Sendable>(_ argument: NumericArgument, _ domain: NumberDomain<Number>) -> Number {
            let (valueClass, number) = domain.draw(using: &random)
            classes?[argument] = valueClass
            return number
        }
        func value(_ argument: NumericArgument) -> Float {
            // NaN and the infinities come before the classes, one time in nineteen with `robustness`.
            if options.robustness, random.chance(1, in: 19) { return random.pick(Self.nonFinite) }
            // The class first, as `NumberDomain.draw(using:)` draws it (the domain draws
            // nothing), so that the edges are built only for a class that reads them.
            let valueClass = NumberDomain<Float>.drawClass(using: &random)
            let drawn = self.value(&reference, valueClass, using: &random)
            classes?[argument] = valueClass
            // The ulp neighbour of a greatest finite limit is infinite: drawn as 0 then.
            return options.robustness || drawn.isFinite ? drawn : 0
        }
        func position(_ argument: NumericArgument, _ drawn: (ValueClass, Double)) -> Double {
            classes?[argument] = drawn.0
            return drawn.1
        }
        func touch(_ x: Double, _ y: Double, holdFrom start: Double) -> Touch {
            Touch(x: x, y: y, time: start + number(.time, Self.holdDomain))
        }
        func touchStep() -> Touch {
            let x = position(.touchX, stepX(&reference, using: &random)), y = position(.touchY, stepY(&reference, using: &random))
            return touch(x, y, holdFrom: holdStart(&reference, length))
        }
        func load() -> SliderOperation {
            func entry(_ argument: NumericArgument) -> Float? {
                random.chance(1, in: 3) ? nil : number(argument, Self.attributeDomain)
            }
            var minimum = entry(.attributeMinimum), maximum = entry(.attributeMaximum)
            let value = entry(.attributeValue)
            // The minimum never above the maximum: the two trade places (a library default left
            // alone becomes the entry it is, an edge), and so do their classes.
            if let low = minimum ?? InterfaceBuilderAttributes.libraryMinimum as Float?,
                let high = maximum ?? InterfaceBuilderAttributes.libraryMaximum as Float?, low > high
            {
                (minimum, maximum) = (high, low)
                if classes != nil {
                    let (low, high) = (classes?[.attributeMaximum] ?? .edge, classes?[.attributeMinimum] ?? .edge)
                    classes?[.attributeMinimum] = low
                    classes?[.attributeMaximum] = high
                }
            }
            return .loadFromInterfaceBuilder(attributes(minimum: minimum, maximum: maximum, value: value, using: &random))
        }
        func touchDown() -> SliderOperation {
            let target = touchTarget(using: &random)
            let x = position(.touchX, touchDownX(&reference, target, using: &random))
            let y = position(.touchY, touchDownY(&reference, target, using: &random))
            return .touchBegan(touch(x, y, holdFrom: holdStart(&reference, length)))
        }
        // A touch on a slider that was never laid out tests nothing (it is not checked): lay it
        // out first, unless the implementation cannot be laid out.
        let laidOut: Bool
        switch kind {
        case .touchBegan, .touchMoved, .touchEnded: laidOut = reference.boundsWidth != 0
        default: laidOut = true
        }
        let operation: SliderOperation =
            switch kind {
            case _ where !laidOut && options.kinds.contains(.setBounds):
                .setBounds(width: number(.boundsWidth, Self.widthDomain), height: number(.boundsHeight, Self.heightDomain))
            case .setValue: .setValue(value(.value))
            case .setValueAnimated: .setValueAnimated(value(.value), animated: random.chance(1, in: 2))
            case .setMinimumValue: .setMinimumValue(value(.minimumValue))
            case .setMaximumValue: .setMaximumValue(value(.maximumValue))
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
            case .loadFromInterfaceBuilder: load()
            case .setBounds: .setBounds(width: number(.boundsWidth, Self.widthDomain), height: number(.boundsHeight, Self.heightDomain))
            case .setLayoutDirection: .setLayoutDirection(random.chance(1, in: 2) ? .leftToRight : .rightToLeft)
            case .touchBegan: touchDown()
            case .touchMoved, .touchEnded:
                kind == .touchMoved ? .touchMoved(touchStep()) : .touchEnded(touchStep())
            case .touchCancelled: .touchCancelled(time: holdStart(&reference, length) + number(.time, Self.holdDomain))
            }
        return operation
    }

    /// What follows a touch-down, weighted towards moves.
    static let touchContinuations: [SliderOperationKind] = [.touchMoved, .touchMoved, .touchMoved, .touchMoved, .touchEnded, .touchCancelled]

    /// Bounds the shrinker tries instead of a drawn one, the first the simplest: mostly room for
    /// the thumb to travel, sometimes too small or empty. They are the edges of drawn bounds.
    static let boundsChoices: [(Double, Double)] = [
        (200, 34), (320, 44), (260, 40), (200, 34), (180, 31), (240, 34), (120, 30), (48, 34), (0, 0),
    ]

    /// Labels drawn for `accessibilityLabel`.
    static let labels: [String?] = [nil, "Volume", "", "Ringer and Alerts"]
    /// Texts drawn for `accessibilityValue`; nil restores the slider's own percentage.
    static let accessibilityValues: [String?] = [nil, "3 stars", "", "1 minute 58 seconds"]

    /// An image token, or nil one time in four.
    @inline(__always)
    func image(using random: inout RandomSource) -> ImageToken? {
        random.chance(1, in: 4) ? nil : random.pick(ImageToken.palette)
    }

    /// A colour token, or nil one time in four.
    @inline(__always)
    func color(using random: inout RandomSource) -> ColorToken? {
        random.chance(1, in: 4) ? nil : random.pick(ColorToken.palette)
    }

    /// A control state: a single state half the time, any of the eight otherwise.
    @inline(__always)
    func state(using random: inout RandomSource) -> ControlState {
        random.chance(1, in: 2)
            ? random.pick(Self.singleStates)
            : random.pick(ControlState.all)
    }

    /// The single control states `state(using:)` draws from half the time (kept, not built on
    /// every draw).
    static let singleStates: [ControlState] = [.normal, .highlighted, .disabled, .selected]

    /// Interface Builder attributes: the Value attributes as drawn (each left at the library default
    /// one time in three, the minimum not above the maximum, finite); Continuous Updates edited one
    /// time in three, and each image and tint entered one time in four. Then the attributes
    /// whose setters' kinds are not among the options' kinds are dropped (after the draws, so
    /// a subject that supports them all draws what it always drew).
    func attributes(minimum: Float?, maximum: Float?, value: Float?, using random: inout RandomSource) -> InterfaceBuilderAttributes {
        var attributes = InterfaceBuilderAttributes(minimum: minimum, maximum: maximum, value: value)
        if random.chance(1, in: 3) { attributes.continuous = random.chance(1, in: 2) }
        if random.chance(1, in: 4) { attributes.minimumValueImage = random.pick(ImageToken.palette) }
        if random.chance(1, in: 4) { attributes.maximumValueImage = random.pick(ImageToken.palette) }
        if random.chance(1, in: 4) { attributes.minimumTrackTintColor = random.pick(ColorToken.palette) }
        if random.chance(1, in: 4) { attributes.maximumTrackTintColor = random.pick(ColorToken.palette) }
        if random.chance(1, in: 4) { attributes.thumbTintColor = random.pick(ColorToken.palette) }
        return options.supported(attributes)
    }
}
