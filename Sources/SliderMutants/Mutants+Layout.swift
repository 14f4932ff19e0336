import SliderSpec

/// Breaks `layout.bounds-stores`: a layout narrower than 100 points is ignored, and the bounds
/// keep their previous size.
/// Shortest exposing sequence: 1 operation (`slider.bounds = CGRect(x: 0, y: 0, width: 48, height: 34)`).
@MainActor
public final class IgnoresNarrowBounds: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setBounds(width, _) = operation, width < 100 { return [] }
        return apply(operation)
    }
}

/// Breaks `layout.direction-stores`: forcing right-to-left while the slider is disabled is ignored.
/// Shortest exposing sequence: 2 operations (`isEnabled = false`, `semanticContentAttribute =
/// .forceRightToLeft`).
@MainActor
public final class IgnoresRightToLeftWhileDisabled: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        if operation == .setLayoutDirection(.rightToLeft), !current.isEnabled { return [] }
        return apply(operation)
    }
}

extension MutantCatalogue {
    @MainActor static let layout: [Entry] = [
        Entry(IgnoresNarrowBounds.self, breaks: .layoutBoundsStores, minimalLength: 1, "ignores bounds narrower than 100 points"),
        Entry(IgnoresRightToLeftWhileDisabled.self, breaks: .layoutDirectionStores, minimalLength: 2,
              "ignores right-to-left set while disabled"),
    ]
}
