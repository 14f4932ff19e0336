import SliderSpec

/// The shrinker's replacement passes: an operation (or two) replaced by earlier kinds at the
/// same length, parts swapped throughout, setters folded into one load from Interface Builder.
extension Shrinker.Search {
    /// Replaces one operation by one of an earlier kind in `SliderOperationKind.allCases`
    /// (a load with one attribute by that attribute's setter; a load, an adjustment or a
    /// touch by a plain setter), at the same length, so that seeds that found the failure
    /// through different kinds end at the same sequence. Each success makes the sequence of
    /// kinds lexicographically smaller, so this ends. Stops at the first success.
    mutating func replaceByEarlierKinds() -> Bool {
        let states = Self.states(of: best, profile: profile)
        for index in best.indices {
            let operation = best[index]
            var replacements = OperationSimplifier.alternatives(for: operation, before: states[index])
            if case let .loadFromInterfaceBuilder(attributes) = operation {
                replacements.insert(contentsOf: Self.setters(for: attributes), at: 0)
            }
            replacements.insert(contentsOf: Self.otherKinds(of: operation, before: states[index]), at: 0)
            for replacement in replacements where Self.kindOrder(replacement) < Self.kindOrder(operation) {
                var candidate = best
                candidate[index] = replacement
                if attemptMovingTouches(candidate, changedAt: index) { return true }
                if stoppedBy != nil { return false }
            }
        }
        return false
    }

    /// The longest sequence the one-operation pass tries to replace as a whole.
    static var oneOperationPassLength: Int { 4 }

    /// Replaces a short sequence as a whole by one canonical operation on a fresh slider
    /// (`OperationSimplifier.canonicalOperations`), the earliest kind first, for failures
    /// that a single operation shows but that the seed reached another way. Returns whether
    /// one did.
    mutating func replaceByOneOperation() -> Bool {
        guard best.count >= 2, best.count <= Self.oneOperationPassLength else { return false }
        for operation in OperationSimplifier.canonicalOperations() {
            if attempt([operation]) { return true }
            if stoppedBy != nil { return false }
        }
        return false
    }

    /// The longest sequence the pair pass tries (its attempts grow with the length squared).
    static var pairPassLength: Int { 6 }

    /// Replaces one operation by one of an earlier kind while giving another a canonical or
    /// simpler version, for failures that need the two to change together (a minimum
    /// lowered, then a maximum, against a value raised, then a maximum). Only short
    /// sequences; keeps a candidate only when its kinds are lexicographically earlier.
    /// Stops at the first success.
    mutating func replacePairsByEarlierKinds() -> Bool {
        guard best.count >= 2, best.count <= Self.pairPassLength else { return false }
        let states = Self.states(of: best, profile: profile)
        let order = best.map(Self.kindOrder)
        let others = best.indices.map { index in
            Self.otherKinds(of: best[index], before: states[index])
                + OperationSimplifier.alternatives(for: best[index], before: states[index])
                + OperationSimplifier.candidates(for: best[index], before: states[index])
        }
        for first in best.indices {
            for replacement in others[first] where Self.kindOrder(replacement) < order[first] {
                for second in best.indices where second != first {
                    for partner in others[second] {
                        var candidate = best
                        candidate[first] = replacement
                        candidate[second] = partner
                        guard candidate.map(Self.kindOrder).lexicographicallyPrecedes(order) else { continue }
                        if attempt(candidate) { return true }
                        if stoppedBy != nil { return false }
                    }
                }
            }
        }
        return false
    }

    /// `operation` as another kind with the same argument: a value, minimum or maximum
    /// setter as each of the others (also with the canonical values), a maximum value image
    /// as a minimum one, a tint or image for another part. The caller keeps earlier kinds.
    static func otherKinds(of operation: SliderOperation, before reference: ReferenceSlider) -> [SliderOperation] {
        switch operation {
        case let .setValue(value), let .setValueAnimated(value, _), let .setMinimumValue(value), let .setMaximumValue(value):
            let values = [value, -value, 0, 1, -1, 0.5, 2, reference.minimumValue, reference.maximumValue, reference.value]
            return values.filter(\.isFinite).flatMap { [SliderOperation.setValue($0), .setMinimumValue($0), .setMaximumValue($0)] }
                + [.setValue(value)]
        case let .setMaximumValueImage(image): return [.setMinimumValueImage(image)]
        case let .setTintColor(part, color): return SliderPart.allCases.filter { $0 != part }.map { .setTintColor($0, color) }
        case let .setImage(part, image, state): return SliderPart.allCases.filter { $0 != part }.map { .setImage($0, image, for: state) }
        default: return []
        }
    }

    /// Swaps two parts (or the two value images) throughout the sequence, loads included,
    /// where that makes the sequence of kinds lexicographically smaller: a bug that needs a
    /// track and the thumb ends on the minimum track whichever track the seed drew. Stops at
    /// the first success; returns whether it found one.
    mutating func swapPartsTogether() -> Bool {
        let order = best.map(Self.kindOrder)
        let pairs: [(SliderPart?, SliderPart?)] = [(.minimumTrack, .maximumTrack), (.minimumTrack, .thumb), (.maximumTrack, .thumb), (nil, nil)]
        for (first, second) in pairs {
            let candidate = best.map { operation in Self.swapping(first, second, in: operation) }
            guard candidate.map(Self.kindOrder).lexicographicallyPrecedes(order) else { continue }
            if attempt(candidate) { return true }
            if stoppedBy != nil { return false }
        }
        return false
    }

    /// `operation` with parts `first` and `second` swapped, or with the two value images
    /// swapped when both are nil.
    static func swapping(_ first: SliderPart?, _ second: SliderPart?, in operation: SliderOperation) -> SliderOperation {
        guard let first, let second else {
            switch operation {
            case let .setMinimumValueImage(image): return .setMaximumValueImage(image)
            case let .setMaximumValueImage(image): return .setMinimumValueImage(image)
            case var .loadFromInterfaceBuilder(attributes):
                swap(&attributes.minimumValueImage, &attributes.maximumValueImage)
                return .loadFromInterfaceBuilder(attributes)
            default: return operation
            }
        }
        func other(_ part: SliderPart) -> SliderPart { part == first ? second : part == second ? first : part }
        switch operation {
        case let .setTintColor(part, color): return .setTintColor(other(part), color)
        case let .setImage(part, image, state): return .setImage(other(part), image, for: state)
        case var .loadFromInterfaceBuilder(attributes):
            func tint(_ part: SliderPart) -> ColorToken? { attributes.tintColor(other(part)) }
            (attributes.minimumTrackTintColor, attributes.maximumTrackTintColor, attributes.thumbTintColor) =
                (tint(.minimumTrack), tint(.maximumTrack), tint(.thumb))
            return .loadFromInterfaceBuilder(attributes)
        default: return operation
        }
    }

    /// The setters that enter each attribute `attributes` has: Value entries first, then the
    /// flag, the value images and the tints.
    static func setters(for attributes: InterfaceBuilderAttributes) -> [SliderOperation] {
        [
            attributes.value.map { .setValue($0) }, attributes.minimum.map { .setMinimumValue($0) },
            attributes.maximum.map { .setMaximumValue($0) }, attributes.continuous.map { .setContinuous($0) },
            attributes.minimumValueImage.map { .setMinimumValueImage($0) }, attributes.maximumValueImage.map { .setMaximumValueImage($0) },
            attributes.minimumTrackTintColor.map { .setTintColor(.minimumTrack, $0) },
            attributes.maximumTrackTintColor.map { .setTintColor(.maximumTrack, $0) },
            attributes.thumbTintColor.map { .setTintColor(.thumb, $0) },
        ].compactMap { $0 }
    }

    /// Folds a setter into a load from Interface Builder at the start (entering that
    /// attribute), or two setters, the first operation and a later one, into a new load:
    /// one operation fewer. Stops at the first success; returns whether it found one.
    mutating func foldIntoLoad() -> Bool {
        guard best.count >= 2 else { return false }
        let start: InterfaceBuilderAttributes
        if case let .loadFromInterfaceBuilder(attributes) = best[0] {
            start = attributes
        } else if let attributes = Self.folding(best[0], into: InterfaceBuilderAttributes()) {
            start = attributes
        } else {
            return false
        }
        for index in best.indices.dropFirst() {
            guard let attributes = Self.folding(best[index], into: start) else { continue }
            var candidate = best
            candidate.remove(at: index)
            candidate[0] = .loadFromInterfaceBuilder(attributes)
            if attempt(candidate) { return true }
            if stoppedBy != nil { return false }
        }
        return false
    }

    /// `attributes` with the attribute `operation` sets entered, or nil when Interface
    /// Builder has no such attribute (or it is already entered).
    static func folding(_ operation: SliderOperation, into attributes: InterfaceBuilderAttributes) -> InterfaceBuilderAttributes? {
        var folded = attributes
        switch operation {
        case let .setValue(value) where attributes.value == nil: folded.value = value
        case let .setMinimumValue(value) where attributes.minimum == nil: folded.minimum = value
        case let .setMaximumValue(value) where attributes.maximum == nil: folded.maximum = value
        case let .setContinuous(continuous) where attributes.continuous == nil: folded.continuous = continuous
        case let .setMinimumValueImage(image?) where attributes.minimumValueImage == nil: folded.minimumValueImage = image
        case let .setMaximumValueImage(image?) where attributes.maximumValueImage == nil: folded.maximumValueImage = image
        case let .setTintColor(.minimumTrack, color?) where attributes.minimumTrackTintColor == nil: folded.minimumTrackTintColor = color
        case let .setTintColor(.maximumTrack, color?) where attributes.maximumTrackTintColor == nil: folded.maximumTrackTintColor = color
        case let .setTintColor(.thumb, color?) where attributes.thumbTintColor == nil: folded.thumbTintColor = color
        default: return nil
        }
        return folded
    }
}
