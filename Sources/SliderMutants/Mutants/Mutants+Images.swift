import SliderSpec

/// Breaks `image.per-state`: a new thumb image for a single state that already has one is
/// ignored (the first image wins).
/// Shortest exposing sequence: 2 operations (`setThumbImage(image1, for: .normal)`,
/// `setThumbImage(image2, for: .normal)`).
@MainActor
package final class KeepsFirstThumbImage: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .setImage(.thumb, .some, state) = operation, !state.isCombined, images(.thumb)[state] != nil else {
            return apply(operation)
        }
        return []
    }
}

/// Breaks `image.missing-state`: a thumb state with no image of its own returns the `.normal`
/// image, as real UIKit does against the documents.
/// Shortest exposing sequence: 1 operation (`setThumbImage(image1, for: .normal)`).
@MainActor
package final class ThumbFallsBackToNormalImage: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        let own = images(.thumb)
        guard let normal = own[.normal] else { return }
        for state in ControlState.all where own[state] == nil { observation.thumbImages[state] = normal }
        if own[observation.state] == nil { observation.currentThumbImage = normal }
    }
}

/// Breaks `image.combined-state-query`: asked for a combined state with no image of its own
/// while there is no `.normal` image, `thumbImage(for:)` returns the image of the state's first
/// flag (highlighted, then disabled) — a partial match no reading allows.
/// Shortest exposing sequence: 1 operation (`setThumbImage(image1, for: .highlighted)`).
@MainActor
package final class CombinedQueryFallsBackToFirstFlag: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        let own = images(.thumb)
        guard own[.normal] == nil else { return }
        for state in ControlState.all where state.isCombined && own[state] == nil {
            observation.thumbImages[state] = own[state.contains(.highlighted) ? .highlighted : .disabled]
        }
    }
}

/// Breaks `image.current-follows-state` only in a combined control state: `currentThumbImage`
/// then ignores the image set for that combination and shows the `.normal` one.
/// Shortest exposing sequence: 3 operations (two flags and `setThumbImage(image1, for:)` that
/// combination, in any order).
@MainActor
package final class CombinedStateCurrentIgnoresOwnImage: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        let own = images(.thumb)
        if observation.state.isCombined, own[observation.state] != nil { observation.currentThumbImage = own[.normal] }
    }
}

/// Breaks `image.current-nil-without-images`: `currentMaximumTrackImage` is cached, and the
/// cache is not invalidated when `maximumTrackTintColor` removes the images.
/// Shortest exposing sequence: 2 operations (`setMaximumTrackImage(image1, for: .normal)`,
/// `maximumTrackTintColor = color1`).
@MainActor
package final class StaleCurrentMaximumTrackImage: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .setTintColor(.maximumTrack, _) = operation, let cached = current.currentMaximumTrackImage else {
            return apply(operation)
        }
        let events = apply(operation)
        corruption = { $0.currentMaximumTrackImage = cached }
        return events
    }
}

extension MutantCatalogue {
    @MainActor static let images: [Entry] = [
        Entry(KeepsFirstThumbImage.self, breaks: .imagePerState, minimalLength: 2,
              "ignores a new thumb image for a state that has one"),
        Entry(ThumbFallsBackToNormalImage.self, breaks: .imageMissingState, minimalLength: 1,
              "a thumb state without an image falls back to the .normal image"),
        Entry(CombinedQueryFallsBackToFirstFlag.self, breaks: .imageCombinedStateQuery, minimalLength: 1,
              "thumbImage(for:) of a combination falls back to its first flag's image"),
        Entry(CombinedStateCurrentIgnoresOwnImage.self, breaks: .imageCurrentFollowsState, minimalLength: 3,
              "in a combined state, currentThumbImage ignores that state's image"),
        Entry(StaleCurrentMaximumTrackImage.self, breaks: .imageCurrentNilWithoutImages, minimalLength: 2,
              "currentMaximumTrackImage stays cached after the tint removes the images"),
    ]
}
