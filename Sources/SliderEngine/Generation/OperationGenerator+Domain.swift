import SliderSpec

extension OperationGenerator.Options {
    /// Whether the generator can draw `operation` under these options, its arguments taken one
    /// operation at a time: a kind among `kinds`; finite numbers unless `robustness`; image and
    /// colour tokens of the palettes (or nil); finite bounds that are not negative; the generated
    /// accessibility texts and control states; touches at finite times (and places, unless `robustness`); and Interface
    /// Builder loads whose Value entries are finite (whatever `robustness`: an inspector takes no
    /// NaN), with the minimum not above the maximum and no attribute whose setter's kind is
    /// missing from `kinds`. The shrinker keeps every candidate inside this domain.
    public func admits(_ operation: SliderOperation) -> Bool {
        guard kinds.contains(operation.kind) else { return false }
        func number(_ value: Float) -> Bool { robustness || value.isFinite }
        func image(_ token: ImageToken?) -> Bool { token.map(ImageToken.palette.contains) ?? true }
        func color(_ token: ColorToken?) -> Bool { token.map(ColorToken.palette.contains) ?? true }
        // A touch aimed at a thumb placed by a NaN value has NaN coordinates too.
        func touch(_ touch: Touch) -> Bool { (robustness || touch.x.isFinite && touch.y.isFinite) && touch.time.isFinite }
        switch operation {
        case let .setValue(value), let .setValueAnimated(value, _), let .setMinimumValue(value), let .setMaximumValue(value):
            return number(value)
        case .setContinuous, .setEnabled, .setHighlighted, .setSelected, .accessibilityIncrement, .accessibilityDecrement,
            .setLayoutDirection:
            return true
        case let .setMinimumValueImage(token), let .setMaximumValueImage(token): return image(token)
        case let .setTintColor(_, token): return color(token)
        case let .setImage(_, token, state): return image(token) && ControlState.all.contains(state)
        case let .setAccessibilityLabel(text): return OperationGenerator.labels.contains(text)
        case let .setAccessibilityValue(text): return OperationGenerator.accessibilityValues.contains(text)
        case let .loadFromInterfaceBuilder(attributes): return admits(attributes)
        case let .setBounds(width, height): return width.isFinite && height.isFinite && width >= 0 && height >= 0
        case let .touchBegan(value), let .touchMoved(value), let .touchEnded(value): return touch(value)
        case let .touchCancelled(time): return time.isFinite
        }
    }

    /// Whether the generator can draw the touch times of `operations`: none negative and none
    /// earlier than the touch before it, since real touch timestamps never go backwards (the
    /// generator draws each as a hold after the latest). `admits(_:)` takes one operation at a
    /// time; the shrinker checks this too, so no candidate's times go backwards.
    public func admitsTimes(of operations: [SliderOperation]) -> Bool {
        var latest = 0.0
        for time in operations.lazy.compactMap(\.touchTime) {
            guard time >= latest else { return false }
            latest = time
        }
        return true
    }

    /// Whether the generator can draw a load with `attributes` (see `admits(_:)`).
    func admits(_ attributes: InterfaceBuilderAttributes) -> Bool {
        let entries = [attributes.minimum, attributes.maximum, attributes.value].compactMap { $0 }
        guard entries.allSatisfy(\.isFinite) else { return false }
        let minimum = attributes.minimum ?? InterfaceBuilderAttributes.libraryMinimum
        let maximum = attributes.maximum ?? InterfaceBuilderAttributes.libraryMaximum
        guard minimum <= maximum else { return false }
        guard attributes.minimumValueImage.map(ImageToken.palette.contains) ?? true,
            attributes.maximumValueImage.map(ImageToken.palette.contains) ?? true,
            [attributes.minimumTrackTintColor, attributes.maximumTrackTintColor, attributes.thumbTintColor]
                .allSatisfy({ $0.map(ColorToken.palette.contains) ?? true })
        else { return false }
        return Self.attributeKinds(of: attributes).allSatisfy(kinds.contains) && attributes.keeping(self.attributes) == attributes
    }

    /// The kinds of the setters that enter each attribute `attributes` has.
    static func attributeKinds(of attributes: InterfaceBuilderAttributes) -> [SliderOperationKind] {
        [
            attributes.minimum.map { _ in .setMinimumValue }, attributes.maximum.map { _ in .setMaximumValue },
            attributes.value.map { _ in .setValue }, attributes.continuous.map { _ in .setContinuous },
            attributes.minimumValueImage.map { _ in .setMinimumValueImage }, attributes.maximumValueImage.map { _ in .setMaximumValueImage },
            attributes.minimumTrackTintColor.map { _ in .setMinimumTrackTintColor },
            attributes.maximumTrackTintColor.map { _ in .setMaximumTrackTintColor },
            attributes.thumbTintColor.map { _ in .setThumbTintColor },
        ].compactMap { $0 }
    }

    /// How many Interface Builder attributes there are (`allCases` built an array at each load).
    private static let attributeCount = InterfaceBuilderAttribute.allCases.count

    /// `attributes` without the attributes whose setters' kinds are missing from `kinds` or that
    /// are missing from `self.attributes` (the subject's revision lacks them): a subject that
    /// cannot set a tint is never loaded with one. The limits go together, so the
    /// minimum stays at or below the maximum.
    func supported(_ attributes: InterfaceBuilderAttributes) -> InterfaceBuilderAttributes {
        // Every load drawn passes here: the set is consulted only when it lacks an attribute, and
        // the kinds (an array) are read in one pass rather than searched once per setter.
        var result = self.attributes.count == Self.attributeCount ? attributes : attributes.keeping(self.attributes)
        var setsMinimum = false, setsMaximum = false, setsValue = false, setsContinuous = false
        var setsMinimumImage = false, setsMaximumImage = false
        var setsMinimumTint = false, setsMaximumTint = false, setsThumbTint = false
        for kind in kinds {
            switch kind {
            case .setMinimumValue: setsMinimum = true
            case .setMaximumValue: setsMaximum = true
            case .setValue: setsValue = true
            case .setContinuous: setsContinuous = true
            case .setMinimumValueImage: setsMinimumImage = true
            case .setMaximumValueImage: setsMaximumImage = true
            case .setMinimumTrackTintColor: setsMinimumTint = true
            case .setMaximumTrackTintColor: setsMaximumTint = true
            case .setThumbTintColor: setsThumbTint = true
            default: break
            }
        }
        if !setsMinimum || !setsMaximum { (result.minimum, result.maximum) = (nil, nil) }
        if !setsValue { result.value = nil }
        if !setsContinuous { result.continuous = nil }
        if !setsMinimumImage { result.minimumValueImage = nil }
        if !setsMaximumImage { result.maximumValueImage = nil }
        if !setsMinimumTint { result.minimumTrackTintColor = nil }
        if !setsMaximumTint { result.maximumTrackTintColor = nil }
        if !setsThumbTint { result.thumbTintColor = nil }
        return result
    }
}
