extension ReferenceOutcome {
    /// Loads a slider whose attributes were entered in Interface Builder: the editor widens the
    /// range to a value entered beyond it, so the loaded slider has exactly the entered (or
    /// widened) range and value; then, in the order UIKit decodes them, Continuous Updates, the
    /// value images and the tints, each through the same path as its setter (a tint goes through
    /// `assignTint`, so the tint readings apply); otherwise it is a fresh slider that sent no event.
    ///
    /// Attributes with a minimum above the maximum, or that are not finite, are outside the
    /// catalogue: the generator never produces them, and the reference stores them unguarded.
    mutating func loadFromInterfaceBuilder(_ attributes: InterfaceBuilderAttributes, into result: inout OutcomeList) {
        rules = slider.load(attributes)
        events = []
        // Without a tint the loaded slider is the only outcome (not copied into a list first).
        guard attributes.isTinted else {
            result.append(&self)
            return
        }
        // Each tint entered is assigned to every outcome so far, whose outcomes replace it; they
        // are built at the end of `result` rather than in lists of their own.
        let loadRules = rules
        let loaded = result.count
        result.append(&self)
        for part in SliderPart.allCases {
            guard let color = attributes.tintColor(part) else { continue }
            let untinted = loaded..<result.count
            for index in untinted {
                // Taken out of its slot, removed below, into this outcome (moved into `result`,
                // it held nothing to read).
                result.exchange(index, with: &self)
                assignTint(color, to: part, into: &result)
            }
            result.removeSubrange(untinted)
        }
        for index in loaded..<result.count { result[index].rules = loadRules }
    }
}

extension ReferenceSlider {
    /// Becomes the slider `ReferenceOutcome.loadFromInterfaceBuilder` loads, but for the tints
    /// (applied after it, through `assignTint`), and returns the rules that decided it: a fresh
    /// slider with exactly the entered (or widened) range and value, Continuous Updates and the
    /// value images.
    mutating func load(_ attributes: InterfaceBuilderAttributes) -> RuleList {
        var minimum = attributes.minimum ?? InterfaceBuilderAttributes.libraryMinimum
        var maximum = attributes.maximum ?? InterfaceBuilderAttributes.libraryMaximum
        let value = attributes.value ?? InterfaceBuilderAttributes.libraryValue
        var rules: RuleList = [.interfaceBuilderStoresAttributes, .interfaceBuilderFreshSlider]
        let appearanceEdited = attributes.minimumValueImage != nil || attributes.maximumValueImage != nil || attributes.isTinted
        if appearanceEdited { rules.prepend(.interfaceBuilderAppearanceAttributes) }
        if attributes.continuous != nil { rules.prepend(.interfaceBuilderContinuousUpdates) }
        if attributes.minimum == nil || attributes.maximum == nil || attributes.value == nil {
            rules.prepend(.interfaceBuilderLibraryDefaults)
        }
        if value > maximum {
            maximum = value
            rules.prepend(.interfaceBuilderWidensRange)
        } else if value < minimum {
            minimum = value
            rules.prepend(.interfaceBuilderWidensRange)
        }
        self = ReferenceSlider()
        minimumValue = minimum
        maximumValue = maximum
        self.value = clamped(value)
        if let continuous = attributes.continuous { isContinuous = continuous }
        minimumValueImage = attributes.minimumValueImage
        maximumValueImage = attributes.maximumValueImage
        return rules
    }
}
