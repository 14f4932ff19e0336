extension ReferenceOutcome {
    /// Loads a slider whose Value attributes were entered in Interface Builder: the editor widens
    /// the range to a value entered beyond it, so the loaded slider has exactly the entered
    /// (or widened) range and value, and is otherwise a fresh slider that sent no event.
    ///
    /// Attributes with a minimum above the maximum, or that are not finite, are outside the
    /// catalogue: the generator never produces them, and the reference stores them unguarded.
    mutating func loadFromInterfaceBuilder(_ attributes: InterfaceBuilderAttributes, into result: inout [ReferenceOutcome]) {
        var minimum = attributes.minimum ?? InterfaceBuilderAttributes.libraryMinimum
        var maximum = attributes.maximum ?? InterfaceBuilderAttributes.libraryMaximum
        let value = attributes.value ?? InterfaceBuilderAttributes.libraryValue
        rules = [.interfaceBuilderStoresAttributes, .interfaceBuilderFreshSlider]
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
        slider = ReferenceSlider()
        slider.minimumValue = minimum
        slider.maximumValue = maximum
        slider.value = slider.clamped(value)
        events = []
        result.append(self)
    }
}
