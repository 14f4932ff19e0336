import SliderSpec

/// Proposes simpler versions of one operation, simplest first, for the shrinker.
///
/// Every proposal is strictly simpler than the operation by a well-founded order (fewer
/// arguments, canonical values: 0, 1, the current limits, small integers, `.normal`, the first
/// image and colour token, nil Interface Builder attributes), so shrinking always terminates.
package enum OperationSimplifier {
    /// Simpler versions of `operation`, given the reference's state before it.
    public static func candidates(for operation: SliderOperation, before reference: ReferenceSlider) -> [SliderOperation] {
        let context = [reference.minimumValue, reference.maximumValue, reference.value]
        func floats(_ value: Float) -> [Float] { FloatSimplicity.candidates(for: value, context: context) }
        switch operation {
        case let .setValue(value): return floats(value).map { .setValue($0) }
        case let .setValueAnimated(value, animated):
            return [.setValue(value)] + (animated ? [.setValueAnimated(value, animated: false)] : [])
                + floats(value).map { .setValueAnimated($0, animated: animated) }
        case let .setMinimumValue(value): return floats(value).map { .setMinimumValue($0) }
        case let .setMaximumValue(value): return floats(value).map { .setMaximumValue($0) }
        case let .setContinuous(flag): return flag ? [.setContinuous(false)] : []
        case let .setEnabled(flag): return flag ? [.setEnabled(false)] : []
        case let .setHighlighted(flag): return flag ? [.setHighlighted(false)] : []
        case let .setSelected(flag): return flag ? [.setSelected(false)] : []
        case let .setMinimumValueImage(image): return simpler(image).map { .setMinimumValueImage($0) }
        case let .setMaximumValueImage(image): return simpler(image).map { .setMaximumValueImage($0) }
        case let .setTintColor(part, color): return simpler(color).map { .setTintColor(part, $0) }
        case let .setImage(part, image, state):
            return simpler(state).map { .setImage(part, image, for: $0) } + simpler(image).map { .setImage(part, $0, for: state) }
        case .accessibilityIncrement, .accessibilityDecrement:
            return []
        case let .setAccessibilityLabel(text):
            return labels.prefix { $0 != text }.map { .setAccessibilityLabel($0) }
        case let .setAccessibilityValue(text):
            return accessibilityValues.prefix { $0 != text }.map { .setAccessibilityValue($0) }
        case let .loadFromInterfaceBuilder(attributes):
            return simpler(attributes).map { .loadFromInterfaceBuilder($0) }
        case let .setBounds(width, height): return simpler(width: width, height: height)
        case let .setLayoutDirection(direction):
            return direction == .rightToLeft ? [.setLayoutDirection(.leftToRight)] : []
        case let .touchBegan(touch): return simpler(touch, reference).map { .touchBegan($0) }
        case let .touchMoved(touch): return [.touchEnded(touch)] + simpler(touch, reference).map { .touchMoved($0) }
        case let .touchEnded(touch): return [.touchCancelled(time: touch.time)] + simpler(touch, reference).map { .touchEnded($0) }
        case let .touchCancelled(time):
            return FloatSimplicity.candidates(for: time, context: []).map { .touchCancelled(time: $0) }
        }
    }

    /// Simpler bounds: the default bounds, then one side at its default, then one side at a
    /// simpler size (`FloatSimplicity`, never negative). The default side counts as the
    /// simplest, so each proposal is simpler side by side.
    private static func simpler(width: Double, height: Double) -> [SliderOperation] {
        let (defaultWidth, defaultHeight) = OperationGenerator.boundsChoices[0]
        var result: [SliderOperation] = []
        func add(_ operation: SliderOperation) { if operation != .setBounds(width: width, height: height), !result.contains(operation) { result.append(operation) } }
        add(.setBounds(width: defaultWidth, height: defaultHeight))
        add(.setBounds(width: defaultWidth, height: height))
        add(.setBounds(width: width, height: defaultHeight))
        if width != defaultWidth {
            for simpler in FloatSimplicity.candidates(for: width, context: []) where simpler >= 0 { add(.setBounds(width: simpler, height: height)) }
        }
        if height != defaultHeight {
            for simpler in FloatSimplicity.candidates(for: height, context: []) where simpler >= 0 { add(.setBounds(width: width, height: simpler)) }
        }
        return result
    }

    /// Touches with one coordinate or the time made simpler: the thumb's and track's centres,
    /// whole points, then a rounder time.
    private static func simpler(_ touch: Touch, _ reference: ReferenceSlider) -> [Touch] {
        let geometry = reference.geometry
        var result: [Touch] = []
        for x in FloatSimplicity.candidates(for: touch.x, context: [geometry.thumbRect.midX, geometry.trackRect.midX]) {
            result.append(Touch(x: x, y: touch.y, time: touch.time))
        }
        for y in FloatSimplicity.candidates(for: touch.y, context: [geometry.trackRect.midY]) {
            result.append(Touch(x: touch.x, y: y, time: touch.time))
        }
        for time in FloatSimplicity.candidates(for: touch.time, context: []) {
            result.append(Touch(x: touch.x, y: touch.y, time: time))
        }
        return result
    }

    /// Other canonical versions of `operation`, whether or not simpler: the arguments 0, 1, -1,
    /// 0.5, 2 and the current limits and value; both flags; `.normal`, the single states and
    /// the state with one flag fewer.
    /// Used with a deletion, where a shorter sequence justifies a less simple argument.
    public static func alternatives(for operation: SliderOperation, before reference: ReferenceSlider) -> [SliderOperation] {
        let floats: [Float] = [0, 1, -1, 0.5, 2, reference.minimumValue, reference.maximumValue, reference.value]
        func each(_ make: (Float) -> SliderOperation) -> [SliderOperation] {
            var result: [SliderOperation] = []
            for value in floats where value.isFinite {
                let candidate = make(value)
                if candidate != operation, !result.contains(candidate) { result.append(candidate) }
            }
            return result
        }
        switch operation {
        case .setValue: return each { .setValue($0) }
        case let .setValueAnimated(_, animated): return each { .setValueAnimated($0, animated: animated) }
        case .setMinimumValue: return each { .setMinimumValue($0) }
        case .setMaximumValue: return each { .setMaximumValue($0) }
        case let .setContinuous(flag): return [.setContinuous(!flag)]
        case let .setEnabled(flag): return [.setEnabled(!flag)]
        case let .setHighlighted(flag): return [.setHighlighted(!flag)]
        case let .setSelected(flag): return [.setSelected(!flag)]
        case let .setImage(part, image, state):
            // The single states, then the states with one flag of this one dropped.
            let states = [ControlState.normal, .highlighted, .disabled, .selected]
                + [ControlState.highlighted, .disabled, .selected].filter(state.contains).map { state.subtracting($0) }
            var result: [SliderOperation] = []
            for other in states where other != state && !result.contains(.setImage(part, image, for: other)) {
                result.append(.setImage(part, image, for: other))
            }
            return result
        case let .setBounds(width, height):
            // The sizes the generator draws: roomy, cramped and empty.
            var sizes: [SliderOperation] = []
            for (otherWidth, otherHeight) in OperationGenerator.boundsChoices where otherWidth != width || otherHeight != height {
                let size = SliderOperation.setBounds(width: otherWidth, height: otherHeight)
                if !sizes.contains(size) { sizes.append(size) }
            }
            return sizes
        case .loadFromInterfaceBuilder, .accessibilityIncrement, .accessibilityDecrement, .touchBegan, .touchMoved, .touchEnded:
            // What these do to the value, a plain setter may do instead.
            var substitutes = each { .setValue($0) } + each { .setMinimumValue($0) } + each { .setMaximumValue($0) }
            // A touch may instead land where the finger last was, or on the thumb's centre.
            let touchAt: ((Double) -> SliderOperation)? =
                switch operation {
                case let .touchBegan(touch): { .touchBegan(Touch(x: $0, y: touch.y, time: touch.time)) }
                case let .touchMoved(touch): { .touchMoved(Touch(x: $0, y: touch.y, time: touch.time)) }
                case let .touchEnded(touch): { .touchEnded(Touch(x: $0, y: touch.y, time: touch.time)) }
                default: nil
                }
            if let touchAt {
                let places = [reference.tracking?.heldSinceX, reference.geometry.thumbRect.midX].compactMap { $0 }
                substitutes.insert(contentsOf: places.map(touchAt).filter { $0 != operation }, at: 0)
            }
            if operation == .accessibilityIncrement { substitutes.insert(.accessibilityDecrement, at: 0) }
            if operation == .accessibilityDecrement { substitutes.insert(.accessibilityIncrement, at: 0) }
            if case let .loadFromInterfaceBuilder(attributes) = operation {
                for value in [attributes.minimum, attributes.maximum, attributes.value].compactMap({ $0 }) {
                    substitutes += [.setMinimumValue(value), .setMaximumValue(value), .setValue(value)]
                }
            }
            return substitutes
        default: return []
        }
    }

    /// One operation of each kind with canonical arguments (the canonical numbers of
    /// `FloatSimplicity`, the first image and colour, `.normal`, each flag away from its default,
    /// the generated bounds), in the order of `SliderOperationKind.allCases`, touches excepted:
    /// what a failure reached through several operations may need alone.
    public static func canonicalOperations() -> [SliderOperation] {
        let numbers: [Float] = [0, 1, -1, 2, 0.5, -0.5, 0.25, -0.25, 0.1, -0.1]
        let image = ImageToken.palette[0], color = ColorToken.palette[0]
        var operations: [SliderOperation] = []
        for kind in SliderOperationKind.allCases {
            switch kind {
            case .setValue: operations += numbers.map { .setValue($0) }
            case .setValueAnimated: operations += numbers.map { .setValueAnimated($0, animated: true) }
            case .setMinimumValue: operations += numbers.map { .setMinimumValue($0) }
            case .setMaximumValue: operations += numbers.map { .setMaximumValue($0) }
            case .setContinuous: operations.append(.setContinuous(false))
            case .setEnabled: operations.append(.setEnabled(false))
            case .setHighlighted: operations.append(.setHighlighted(true))
            case .setSelected: operations.append(.setSelected(true))
            case .setMinimumValueImage: operations.append(.setMinimumValueImage(image))
            case .setMaximumValueImage: operations.append(.setMaximumValueImage(image))
            case .setMinimumTrackTintColor: operations.append(.setTintColor(.minimumTrack, color))
            case .setMaximumTrackTintColor: operations.append(.setTintColor(.maximumTrack, color))
            case .setThumbTintColor: operations.append(.setTintColor(.thumb, color))
            case .setMinimumTrackImage: operations.append(.setImage(.minimumTrack, image, for: .normal))
            case .setMaximumTrackImage: operations.append(.setImage(.maximumTrack, image, for: .normal))
            case .setThumbImage: operations.append(.setImage(.thumb, image, for: .normal))
            case .accessibilityIncrement: operations.append(.accessibilityIncrement)
            case .accessibilityDecrement: operations.append(.accessibilityDecrement)
            case .setAccessibilityLabel: operations += labels.compactMap { $0 }.map { .setAccessibilityLabel($0) }
            case .setAccessibilityValue: operations += accessibilityValues.compactMap { $0 }.map { .setAccessibilityValue($0) }
            case .loadFromInterfaceBuilder: operations.append(.loadFromInterfaceBuilder(InterfaceBuilderAttributes()))
            case .setBounds: operations += OperationGenerator.boundsChoices.map { .setBounds(width: $0.0, height: $0.1) }
            case .setLayoutDirection: operations.append(.setLayoutDirection(.rightToLeft))
            case .touchBegan, .touchMoved, .touchEnded, .touchCancelled: break
            }
        }
        var unique: [SliderOperation] = []
        for operation in operations where !unique.contains(operation) { unique.append(operation) }
        return unique
    }

    private static let labels: [String?] = ["", "Volume", nil]
    private static let accessibilityValues: [String?] = [nil, "", "3 stars"]

    /// Tokens simpler than `token`: palette tokens earlier in the palette, then nil after them all.
    private static func simpler(_ token: ImageToken?) -> [ImageToken?] {
        let order: [ImageToken?] = ImageToken.palette + [nil]
        guard let index = order.firstIndex(of: token) else { return order }
        return Array(order[..<index])
    }

    private static func simpler(_ token: ColorToken?) -> [ColorToken?] {
        let order: [ColorToken?] = ColorToken.palette + [nil]
        guard let index = order.firstIndex(of: token) else { return order }
        return Array(order[..<index])
    }

    /// States with fewer flags, then lower raw values.
    private static func simpler(_ state: ControlState) -> [ControlState] {
        func key(_ s: ControlState) -> (Int, UInt) { (s.rawValue.nonzeroBitCount, s.rawValue) }
        return ControlState.all.filter { key($0) < key(state) }.sorted { key($0) < key($1) }
    }

    /// Attributes with one entry reset to the library default (appearance and Continuous Updates
    /// first), then one image or colour as an earlier token, then one Value entry simplified.
    private static func simpler(_ attributes: InterfaceBuilderAttributes) -> [InterfaceBuilderAttributes] {
        var result: [InterfaceBuilderAttributes] = []
        func reset<Value>(_ path: WritableKeyPath<InterfaceBuilderAttributes, Value?>) {
            guard attributes[keyPath: path] != nil else { return }
            var candidate = attributes
            candidate[keyPath: path] = nil
            result.append(candidate)
        }
        reset(\.minimumValueImage)
        reset(\.maximumValueImage)
        reset(\.minimumTrackTintColor)
        reset(\.maximumTrackTintColor)
        reset(\.thumbTintColor)
        reset(\.continuous)
        let paths: [WritableKeyPath<InterfaceBuilderAttributes, Float?>] = [\.minimum, \.maximum, \.value]
        for path in paths where attributes[keyPath: path] != nil {
            var candidate = attributes
            candidate[keyPath: path] = nil
            result.append(candidate)
        }
        // Two Value entries together: a range entered as a whole (minimum and maximum moved
        // apart) may be needed only as a whole.
        for (first, second) in [(0, 1), (0, 2), (1, 2)] where attributes[keyPath: paths[first]] != nil && attributes[keyPath: paths[second]] != nil {
            var candidate = attributes
            candidate[keyPath: paths[first]] = nil
            candidate[keyPath: paths[second]] = nil
            result.append(candidate)
        }
        // An entered image or colour as an earlier token of the palette.
        for path in [\InterfaceBuilderAttributes.minimumValueImage, \.maximumValueImage] {
            guard let image = attributes[keyPath: path] else { continue }
            for earlier in simpler(image).compactMap({ $0 }) {
                var candidate = attributes
                candidate[keyPath: path] = earlier
                result.append(candidate)
            }
        }
        for path in [\InterfaceBuilderAttributes.minimumTrackTintColor, \.maximumTrackTintColor, \.thumbTintColor] {
            guard let color = attributes[keyPath: path] else { continue }
            for earlier in simpler(color).compactMap({ $0 }) {
                var candidate = attributes
                candidate[keyPath: path] = earlier
                result.append(candidate)
            }
        }
        for path in paths {
            guard let value = attributes[keyPath: path] else { continue }
            for simpler in FloatSimplicity.candidates(for: value, context: []) {
                var candidate = attributes
                candidate[keyPath: path] = simpler
                result.append(candidate)
            }
        }
        result += movedAndShiftedValueEntries(of: attributes).filter { valueEntriesKey($0) < valueEntriesKey(attributes) }
        return result
    }

    /// The Value entries `value`, `minimum`, `maximum`, in the order of their setters' kinds.
    private static var valuePaths: [WritableKeyPath<InterfaceBuilderAttributes, Float?>] { [\.value, \.minimum, \.maximum] }

    /// Attributes whose Value entries change together: all shifted so one of them is 0, all
    /// mirrored (the value negated, the limits negated and swapped), or a lone entry moved to an
    /// earlier entry with a canonical number. The caller keeps only the simpler ones.
    private static func movedAndShiftedValueEntries(of attributes: InterfaceBuilderAttributes) -> [InterfaceBuilderAttributes] {
        let present = valuePaths.filter { attributes[keyPath: $0] != nil }
        var result: [InterfaceBuilderAttributes] = []
        for origin in present {
            let offset = attributes[keyPath: origin]!
            var shifted = attributes
            for path in present { shifted[keyPath: path] = attributes[keyPath: path]! - offset }
            result.append(shifted)
        }
        var mirrored = attributes
        mirrored.value = attributes.value.map { -$0 }
        (mirrored.minimum, mirrored.maximum) = (attributes.maximum.map { -$0 }, attributes.minimum.map { -$0 })
        result.append(mirrored)
        if present.count == 1, let entry = present.first, let number = attributes[keyPath: entry] {
            for target in valuePaths where target != entry {
                for canonical in [number, 0, 1, -1, 0.5, 2] as [Float] {
                    var moved = attributes
                    moved[keyPath: entry] = nil
                    moved[keyPath: target] = canonical
                    result.append(moved)
                }
            }
        }
        return result.filter { candidate in valuePaths.allSatisfy { candidate[keyPath: $0].map(\.isFinite) ?? true } }
    }

    /// Orders the Value entries of loads: fewer entries first, then entries of earlier setters
    /// (`value` before `minimum` before `maximum`), then simpler numbers, compared entry by entry.
    private static func valueEntriesKey(_ attributes: InterfaceBuilderAttributes) -> ValueEntriesKey {
        let numbers = valuePaths.map { attributes[keyPath: $0] }
        let mask = numbers.enumerated().reduce(0) { $0 + ($1.element == nil ? 0 : 1 << (numbers.count - 1 - $1.offset)) }
        return ValueEntriesKey(count: numbers.compactMap { $0 }.count, mask: -mask, numbers: numbers.map { $0.map(FloatSimplicity.key) })
    }

    /// `valueEntriesKey`'s result: compared by count, then mask, then each number's simplicity.
    private struct ValueEntriesKey: Comparable {
        let count: Int
        let mask: Int
        let numbers: [(Int, Int, Double, Int)?]

        static func < (lhs: Self, rhs: Self) -> Bool {
            if lhs.count != rhs.count { return lhs.count < rhs.count }
            if lhs.mask != rhs.mask { return lhs.mask < rhs.mask }
            for (left, right) in zip(lhs.numbers, rhs.numbers) {
                switch (left, right) {
                case let (left?, right?) where left != right: return left < right
                default: continue
                }
            }
            return false
        }

        static func == (lhs: Self, rhs: Self) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
    }
}
