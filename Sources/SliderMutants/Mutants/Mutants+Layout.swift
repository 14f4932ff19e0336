import SliderSpec

/// Breaks `layout.bounds-stores`: a layout narrower than 100 points is ignored, and the bounds
/// keep their previous size.
/// Shortest exposing sequence: 1 operation (`slider.bounds = CGRect(x: 0, y: 0, width: 48, height: 34)`).
@MainActor
package final class IgnoresNarrowBounds: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setBounds(width, _) = operation, width < 100 { return [] }
        return apply(operation)
    }
}

/// Breaks `layout.direction-follows-environment`: an environment switching to right-to-left while
/// the slider is disabled is ignored.
/// Shortest exposing sequence: 2 operations (`isEnabled = false`, `semanticContentAttribute =
/// .forceRightToLeft`).
@MainActor
package final class IgnoresRightToLeftWhileDisabled: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        if operation == .setLayoutDirection(.rightToLeft), !current.isEnabled { return [] }
        return apply(operation)
    }
}

/// Breaks `layout.direction-stores`: a slider created in code starts right to left (it reads the
/// device's language instead of its environment, which is left to right).
/// Shortest exposing sequence: 0 operations (creation alone).
@MainActor
package final class StartsRightToLeft: MutantSlider {
    override func created() { _ = apply(.setLayoutDirection(.rightToLeft)) }
}

extension MutantCatalogue {
    @MainActor static let layout: [Entry] = [
        Entry(IgnoresNarrowBounds.self, breaks: .layoutBoundsStores, minimalLength: 1, "ignores bounds narrower than 100 points"),
        Entry(StartsRightToLeft.self, breaks: .layoutDirectionStores, minimalLength: 0, "starts right to left"),
        Entry(IgnoresRightToLeftWhileDisabled.self, breaks: .layoutDirectionFollowsEnvironment, minimalLength: 2,
              "ignores right-to-left set while disabled"),
    ]
}
