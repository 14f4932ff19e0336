import SliderSpec

// Tints and the images they clear, and images and the tints they clear.

/// Breaks `tint.stores`: `thumbTintColor = nil` clears the thumb images but keeps the colour.
/// Shortest exposing sequence: 2 operations (`thumbTintColor = color1`, `thumbTintColor = nil`).
@MainActor
package final class KeepsThumbTintOnNil: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .setTintColor(.thumb, nil) = operation, let old = current.thumbTintColor else { return apply(operation) }
        let events = apply(operation)
        _ = apply(.setTintColor(.thumb, old))
        return events
    }
}

/// Breaks `tint.minimum-track.clears-images`: a new `minimumTrackTintColor` removes only the `.normal`
/// minimum track image.
/// Shortest exposing sequence: 2 operations (`setMinimumTrackImage(image1, for: .highlighted)`,
/// `minimumTrackTintColor = color1`).
@MainActor
package final class MinimumTintClearsOnlyNormalImage: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .setTintColor(.minimumTrack, color) = operation, color != current.minimumTrackTintColor else {
            return apply(operation)
        }
        var kept = images(.minimumTrack)
        kept[.normal] = nil
        let events = apply(operation)
        if !kept.isEmpty {
            corruption = {
                $0.minimumTrackImages = kept
                $0.currentMinimumTrackImage = kept[$0.state]
            }
        }
        return events
    }
}

/// Breaks `tint.maximum-track.clears-images`: a new `maximumTrackTintColor` keeps the
/// `.highlighted` maximum track image.
/// Shortest exposing sequence: 2 operations (`setMaximumTrackImage(image1, for: .highlighted)`,
/// `maximumTrackTintColor = color1`).
@MainActor
package final class MaximumTintKeepsHighlightedImage: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .setTintColor(.maximumTrack, color) = operation, color != current.maximumTrackTintColor,
            let kept = images(.maximumTrack)[.highlighted]
        else { return apply(operation) }
        let events = apply(operation)
        corruption = {
            $0.maximumTrackImages[.highlighted] = kept
            if $0.state == .highlighted { $0.currentMaximumTrackImage = kept }
        }
        return events
    }
}

/// Breaks `tint.same-color`: re-assigning a part the tint it already has removes only its
/// `.normal` image — neither removing them all nor doing nothing.
/// Shortest exposing sequence: 3 operations (`setThumbImage(image1, for: .normal)`,
/// `setThumbImage(image2, for: .highlighted)`, `thumbTintColor = nil`).
@MainActor
package final class SameTintRemovesOnlyNormalImage: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .setTintColor(part, color) = operation, color == current.tintColor(part) else { return apply(operation) }
        var kept = images(part)
        guard kept[.normal] != nil else { return apply(operation) }
        kept[.normal] = nil
        let events = apply(operation)
        if !kept.isEmpty { corruption = { $0.showImages(kept, of: part) } }
        return events
    }
}

/// Breaks `tint.nil-clears-images` under `uikit-observed`: setting a track's tint to nil, when it
/// had one, keeps the track images (real UIKit removes them).
/// Shortest exposing sequence: 2 operations (`minimumTrackTintColor = color1`, which stores the
/// `system-tinted` image, then `minimumTrackTintColor = nil`).
@MainActor
package final class NilTrackTintKeepsImages: UIKitMutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .setTintColor(let part, nil) = operation, part != .thumb, current.tintColor(part) != nil else {
            return apply(operation)
        }
        let before = current
        let events = apply(operation)
        if before.images(part) != current.images(part) {
            corruption = { $0.showImages(before.images(part), of: part, current: before.currentImage(part)) }
        }
        return events
    }
}

extension SliderObservation {
    /// Shows `images` as what `*Image(for:)` of `part` returns, and `current` (by default the
    /// image of the current state) as its `current*Image`.
    mutating func showImages(_ images: StateImages, of part: SliderPart, current: ImageToken?? = nil) {
        let shown = current ?? images[state]
        switch part {
        case .minimumTrack:
            minimumTrackImages = images
            currentMinimumTrackImage = shown
        case .maximumTrack:
            maximumTrackImages = images
            currentMaximumTrackImage = shown
        case .thumb:
            thumbImages = images
            currentThumbImage = shown
        }
    }
}

/// Breaks `tint.thumb.clears-images`: a new `thumbTintColor` keeps the `.normal` thumb image, as real
/// UIKit does against the documents.
/// Shortest exposing sequence: 2 operations (`setThumbImage(image1, for: .normal)`, `thumbTintColor = color1`).
@MainActor
package final class ThumbTintKeepsNormalImage: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .setTintColor(.thumb, color) = operation, color != current.thumbTintColor,
            let normal = images(.thumb)[.normal]
        else { return apply(operation) }
        let events = apply(operation)
        corruption = {
            $0.thumbImages = StateImages { _ in normal }
            $0.currentThumbImage = normal
        }
        return events
    }
}

/// Breaks `image.minimum-track.clears-tint`: a minimum track image keeps `minimumTrackTintColor`.
/// Shortest exposing sequence: 2 operations (`minimumTrackTintColor = color1`,
/// `setMinimumTrackImage(image1, for: .normal)`).
@MainActor
package final class MinimumTrackImageKeepsTint: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .setImage(.minimumTrack, .some, _) = operation, let tint = current.minimumTrackTintColor else {
            return apply(operation)
        }
        let events = apply(operation)
        corruption = { $0.minimumTrackTintColor = tint }
        return events
    }
}

/// Breaks `image.maximum-track.clears-tint`: only a `.normal` maximum track image clears
/// `maximumTrackTintColor`.
/// Shortest exposing sequence: 2 operations (`maximumTrackTintColor = color1`,
/// `setMaximumTrackImage(image1, for: .highlighted)`).
@MainActor
package final class MaximumTrackImageClearsTintOnlyForNormal: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case let .setImage(.maximumTrack, .some, state) = operation, state != .normal,
            let tint = current.maximumTrackTintColor
        else { return apply(operation) }
        let events = apply(operation)
        corruption = { $0.maximumTrackTintColor = tint }
        return events
    }
}

/// Breaks `image.thumb.clears-tint` only while highlighted: a thumb image set during a drag keeps
/// `thumbTintColor`.
/// Shortest exposing sequence: 3 operations (`thumbTintColor = color1`, `isHighlighted = true`,
/// `setThumbImage(image1, for: .normal)`; the first two in either order).
@MainActor
package final class ThumbImageKeepsTintWhileHighlighted: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        guard case .setImage(.thumb, .some, _) = operation else { return apply(operation) }
        let before = current
        guard before.isHighlighted, let tint = before.thumbTintColor else { return apply(operation) }
        let events = apply(operation)
        corruption = { $0.thumbTintColor = tint }
        return events
    }
}

/// Breaks `image.nil-clears-tint` by switching readings: a nil image clears the thumb's tint but
/// leaves a track's. Each answer is allowed, but not both in one sequence.
/// Shortest exposing sequence: 3 operations (a load from Interface Builder with a thumb and a
/// track tint entered, then a nil image for each; 4 without the load: a tint and a nil image for
/// the thumb, then for a track).
@MainActor
package final class NilImageClearsOnlyThumbTint: MutantSlider {
    /// The track tints a nil image left, shown over the reference's cleared ones.
    private var keptTints: [SliderPart: ColorToken] = [:]

    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case let .setImage(part, nil, _) where part != .thumb:
            let tint = keptTints[part] ?? current.tintColor(part)
            let events = apply(operation)
            keptTints[part] = tint
            return events
        case let .setImage(part, _, _), let .setTintColor(part, _):
            keptTints[part] = nil
        default:
            break
        }
        return apply(operation)
    }

    override func corrupt(_ observation: inout SliderObservation) {
        if let tint = keptTints[.minimumTrack] { observation.minimumTrackTintColor = tint }
        if let tint = keptTints[.maximumTrack] { observation.maximumTrackTintColor = tint }
    }
}

extension MutantCatalogue {
    @MainActor static let appearance: [Entry] = [
        Entry(KeepsThumbTintOnNil.self, breaks: .tintStores, minimalLength: 2, "thumbTintColor = nil keeps the colour"),
        Entry(MinimumTintClearsOnlyNormalImage.self, breaks: .tintMinimumTrackClearsImages, minimalLength: 2,
              "minimumTrackTintColor removes only the .normal track image"),
        Entry(MaximumTintKeepsHighlightedImage.self, breaks: .tintMaximumTrackClearsImages, minimalLength: 2,
              "maximumTrackTintColor keeps the .highlighted track image"),
        Entry(ThumbTintKeepsNormalImage.self, breaks: .tintThumbClearsImages, minimalLength: 2,
              "thumbTintColor keeps the .normal thumb image"),
        Entry(MinimumTrackImageKeepsTint.self, breaks: .imageMinimumTrackClearsTint, minimalLength: 2,
              "a minimum track image keeps the track's tint"),
        Entry(MaximumTrackImageClearsTintOnlyForNormal.self, breaks: .imageMaximumTrackClearsTint, minimalLength: 2,
              "only a .normal maximum track image clears the track's tint"),
        Entry(ThumbImageKeepsTintWhileHighlighted.self, breaks: .imageThumbClearsTint, minimalLength: 3,
              "while highlighted, a thumb image keeps the thumb's tint"),
        Entry(NilImageClearsOnlyThumbTint.self, breaks: .imageNilClearsTint, minimalLength: 3,
              "a nil image clears the thumb's tint but not a track's"),
        Entry(SameTintRemovesOnlyNormalImage.self, breaks: .tintSameColor, minimalLength: 3,
              "re-assigning a part's tint removes only its .normal image"),
        Entry(NilTrackTintKeepsImages.self, breaks: .tintNilClearsImages, minimalLength: 2, profile: .uikitObserved,
              "a track tint set to nil keeps the track images"),
    ]
}
