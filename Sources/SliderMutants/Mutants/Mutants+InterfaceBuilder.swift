import SliderSpec

/// Breaks `interface-builder.library-defaults`: a slider whose Value attributes were all left
/// unedited loads as one created in code, at 0 instead of 0.5.
/// Shortest exposing sequence: 1 operation (loading an unedited slider).
@MainActor
package final class UneditedNibStartsAtZero: MutantSlider {
    override class func load(_ attributes: InterfaceBuilderAttributes) -> ReferenceImplementation {
        attributes == InterfaceBuilderAttributes() ? ReferenceImplementation() : super.load(attributes)
    }
}

/// Breaks `interface-builder.stores-attributes`: when all three Value attributes were edited and
/// Current lies within the range, the loader truncates Current to a whole number.
/// Shortest exposing sequence: 1 operation (loading minimum 0, maximum 1, current 0.5).
@MainActor
package final class TruncatesEditedValue: MutantSlider {
    override class func load(_ attributes: InterfaceBuilderAttributes) -> ReferenceImplementation {
        guard let minimum = attributes.minimum, let maximum = attributes.maximum, let value = attributes.value,
            value >= minimum, value <= maximum
        else { return super.load(attributes) }
        var truncated = attributes
        truncated.value = value.rounded(.towardZero)
        return super.load(truncated)
    }
}

/// Breaks `interface-builder.widens-range`: a Current value beyond the range is clamped to it
/// instead of widening it.
/// Shortest exposing sequence: 1 operation (loading a current value of -1).
@MainActor
package final class ClampsEditedValue: MutantSlider {
    override class func load(_ attributes: InterfaceBuilderAttributes) -> ReferenceImplementation {
        let minimum = attributes.minimum ?? InterfaceBuilderAttributes.libraryMinimum
        let maximum = attributes.maximum ?? InterfaceBuilderAttributes.libraryMaximum
        let value = attributes.value ?? InterfaceBuilderAttributes.libraryValue
        var clamped = attributes
        clamped.value = min(max(value, minimum), maximum)
        return super.load(clamped)
    }
}

/// Breaks `interface-builder.fresh-slider`: a slider loaded from Interface Builder with Continuous
/// Updates left at the library default is not continuous.
/// Shortest exposing sequence: 1 operation (loading an unedited slider).
@MainActor
package final class LoadsDiscontinuous: MutantSlider {
    override class func load(_ attributes: InterfaceBuilderAttributes) -> ReferenceImplementation {
        let slider = super.load(attributes)
        if attributes.continuous == nil { _ = slider.perform(.setContinuous(false)) }
        return slider
    }
}

/// Breaks `interface-builder.continuous-updates`: Events: Continuous Updates is not decoded, so
/// an unchecked box still loads a continuous slider.
/// Shortest exposing sequence: 1 operation (loading with Continuous Updates unchecked).
@MainActor
package final class IgnoresContinuousUpdates: MutantSlider {
    override class func load(_ attributes: InterfaceBuilderAttributes) -> ReferenceImplementation {
        var ignored = attributes
        ignored.continuous = nil
        return super.load(ignored)
    }
}

/// Breaks `interface-builder.appearance-attributes`: the tints entered in Interface Builder are
/// not decoded.
/// Shortest exposing sequence: 1 operation (loading with a tint entered).
@MainActor
package final class IgnoresEnteredTints: MutantSlider {
    override class func load(_ attributes: InterfaceBuilderAttributes) -> ReferenceImplementation {
        var ignored = attributes
        ignored.minimumTrackTintColor = nil
        ignored.maximumTrackTintColor = nil
        ignored.thumbTintColor = nil
        return super.load(ignored)
    }
}

extension MutantCatalogue {
    @MainActor static let interfaceBuilder: [Entry] = [
        Entry(UneditedNibStartsAtZero.self, breaks: .interfaceBuilderLibraryDefaults, minimalLength: 1,
              "an unedited library slider loads at 0"),
        Entry(TruncatesEditedValue.self, breaks: .interfaceBuilderStoresAttributes, minimalLength: 1,
              "an edited Current value within the range is truncated"),
        Entry(ClampsEditedValue.self, breaks: .interfaceBuilderWidensRange, minimalLength: 1,
              "a Current value beyond the range is clamped"),
        Entry(LoadsDiscontinuous.self, breaks: .interfaceBuilderFreshSlider, minimalLength: 1,
              "a loaded slider is not continuous"),
        Entry(IgnoresContinuousUpdates.self, breaks: .interfaceBuilderContinuousUpdates, minimalLength: 1,
              "Continuous Updates is ignored when loading"),
        Entry(IgnoresEnteredTints.self, breaks: .interfaceBuilderAppearanceAttributes, minimalLength: 1,
              "the tints entered in Interface Builder are ignored"),
    ]
}
