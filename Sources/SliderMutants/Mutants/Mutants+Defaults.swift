import SliderSpec

// Defaults: each mutant changes the slider created in code, so creation alone exposes it.

/// Breaks `defaults.value`: a slider created in code starts at 0.5, as the object library's does.
/// Shortest exposing sequence: 0 operations (creation).
@MainActor
package final class StartsAtHalf: MutantSlider {
    override func created() { _ = apply(.setValue(0.5)) }
}

/// Breaks `defaults.limits`: a slider created in code has the range 0…100.
/// Shortest exposing sequence: 0 operations (creation).
@MainActor
package final class StartsWithPercentRange: MutantSlider {
    override func created() { _ = apply(.setMaximumValue(100)) }
}

/// Breaks `defaults.continuous`: a slider created in code is not continuous.
/// Shortest exposing sequence: 0 operations (creation).
@MainActor
package final class StartsDiscontinuous: MutantSlider {
    override func created() { _ = apply(.setContinuous(false)) }
}

/// Breaks `defaults.tint-colors`: a slider created in code has a `maximumTrackTintColor`.
/// Shortest exposing sequence: 0 operations (creation).
@MainActor
package final class StartsTinted: MutantSlider {
    override func created() { _ = apply(.setTintColor(.maximumTrack, ColorToken.palette[0])) }
}

/// Breaks `defaults.appearance`: a slider created in code has a `.normal` thumb image.
/// Shortest exposing sequence: 0 operations (creation).
@MainActor
package final class StartsWithThumbImage: MutantSlider {
    override func created() { _ = apply(.setImage(.thumb, ImageToken.palette[0], for: .normal)) }
}

/// Breaks `defaults.control-state`: a slider created in code is selected.
/// Shortest exposing sequence: 0 operations (creation).
@MainActor
package final class StartsSelected: MutantSlider {
    override func created() { _ = apply(.setSelected(true)) }
}

/// Breaks `defaults.accessibility-label`: a slider created in code is labelled "Slider".
/// Shortest exposing sequence: 0 operations (creation).
@MainActor
package final class StartsLabelled: MutantSlider {
    override func created() { _ = apply(.setAccessibilityLabel("Slider")) }
}

extension MutantCatalogue {
    @MainActor static let defaults: [Entry] = [
        Entry(StartsAtHalf.self, breaks: .defaultsValue, minimalLength: 0, "starts at 0.5 instead of 0"),
        Entry(StartsWithPercentRange.self, breaks: .defaultsLimits, minimalLength: 0, "starts with the range 0…100"),
        Entry(StartsDiscontinuous.self, breaks: .defaultsContinuous, minimalLength: 0, "starts with isContinuous false"),
        Entry(StartsWithThumbImage.self, breaks: .defaultsAppearance, minimalLength: 0, "starts with a .normal thumb image"),
        Entry(StartsTinted.self, breaks: .defaultsTintColors, minimalLength: 0, "starts with a maximum track tint"),
        Entry(StartsSelected.self, breaks: .defaultsControlState, minimalLength: 0, "starts selected"),
        Entry(StartsLabelled.self, breaks: .defaultsAccessibilityLabel, minimalLength: 0, "starts labelled \"Slider\""),
    ]
}
