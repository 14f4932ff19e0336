extension ReferenceOutcome {
    /// `minimumTrackTintColor =`, `maximumTrackTintColor =` or `thumbTintColor =`.
    mutating func assignTint(_ color: ColorToken?, to part: SliderPart, into result: inout OutcomeList) {
        rules =
            switch part {
            case .minimumTrack: [.tintMinimumTrackClearsImages, .tintStores]
            case .maximumTrack: [.tintMaximumTrackClearsImages, .tintStores]
            case .thumb: [.tintThumbClearsImages, .tintStores]
            }
        // Keeping the images and clearing them are alike (one outcome, the reading left open:
        // `branch(_:unlessAlike:into:_:)`) when the clearing leaves the images as they are.
        let kept: StateImages? = slider.images(part)
        if color == slider.tint(part) {
            rules.prepend(.tintSameColor)
            let cleared = imagesClearedByTint(of: part, for: color)
            branch(\.sameTintColor, unlessAlike: { $0 == .isNoOp ? kept : cleared }, into: &result) { option, outcome, result in
                if option == .isNoOp { result.append(&outcome) } else { outcome.clearImages(of: part, for: color, into: &result) }
            }
            return
        }
        slider.setTint(color, of: part)
        guard color == nil else {
            clearImages(of: part, for: color, into: &result)
            return
        }
        rules.prepend(.tintNilClearsImages)
        let cleared = imagesClearedByTint(of: part, for: color)
        branch(\.nilTintClearsImages, unlessAlike: { $0 == .keeps ? kept : cleared }, into: &result) { option, outcome, result in
            if option == .keeps { result.append(&outcome) } else { outcome.clearImages(of: part, for: color, into: &result) }
        }
    }

    /// Removes the images a tint assignment removes, under the part's clearing reading.
    private mutating func clearImages(of part: SliderPart, for color: ColorToken?, into result: inout OutcomeList) {
        let stored = slider.images(part)
        switch part {
        case .minimumTrack:
            let cleared = { (option: MinimumTrackTintImage) in Self.minimumTrackImages(stored, clearedUnder: option, for: color) }
            branch(\.minimumTrackTintImage, unlessAlike: cleared, into: &result) { option, outcome, result in
                outcome.slider[storedImagesOf: part] = cleared(option)
                result.append(&outcome)
            }
        case .maximumTrack:
            slider[storedImagesOf: part] = StateImages()
            result.append(&self)
        case .thumb:
            let cleared = { (option: ThumbTintClearing) in Self.thumbImages(stored, clearedUnder: option) }
            branch(\.thumbTintClearing, unlessAlike: cleared, into: &result) { option, outcome, result in
                outcome.slider[storedImagesOf: part] = cleared(option)
                result.append(&outcome)
            }
        }
    }

    /// The images of `part` a tint assignment leaves under every allowed clearing reading alike,
    /// or nil when two of them leave different images.
    private func imagesClearedByTint(of part: SliderPart, for color: ColorToken?) -> StateImages? {
        let stored = slider.images(part)
        return switch part {
        case .minimumTrack: readings.minimumTrackTintImage.commonEffect { Self.minimumTrackImages(stored, clearedUnder: $0, for: color) }
        case .maximumTrack: StateImages()
        case .thumb: readings.thumbTintClearing.commonEffect { Self.thumbImages(stored, clearedUnder: $0) }
        }
    }

    /// The minimum track's `stored` images after a tint assignment under `option`: every image
    /// removed, or (`systemTintedImage`) the single-state ones, with a system-tinted normal image
    /// for a colour.
    private static func minimumTrackImages(
        _ stored: StateImages, clearedUnder option: MinimumTrackTintImage, for color: ColorToken?
    ) -> StateImages {
        guard option == .systemTintedImage else { return StateImages() }
        var images = stored
        images.removeSingleStateImages(keepingNormal: false)
        if color != nil { images[.normal] = .systemTinted }
        return images
    }

    /// The thumb's `stored` images after a tint assignment under `option`: every image removed,
    /// or (`singleStatesButNormal`) the single-state ones but the normal image.
    private static func thumbImages(_ stored: StateImages, clearedUnder option: ThumbTintClearing) -> StateImages {
        guard option == .singleStatesButNormal else { return StateImages() }
        var images = stored
        images.removeSingleStateImages(keepingNormal: true)
        return images
    }

    /// `setMinimumTrackImage(_:for:)`, `setMaximumTrackImage(_:for:)` or `setThumbImage(_:for:)`.
    mutating func assignImage(
        _ image: ImageToken?, to part: SliderPart, for state: ControlState, into result: inout OutcomeList
    ) {
        let clearsTint: RuleID =
            switch part {
            case .minimumTrack: .imageMinimumTrackClearsTint
            case .maximumTrack: .imageMaximumTrackClearsTint
            case .thumb: .imageThumbClearsTint
            }
        rules = [clearsTint, state.isCombined ? .imageCombinedStateQuery : .imagePerState]
        guard state.isCombined else {
            storeImage(image, to: part, for: state, into: &result)
            return
        }
        // Not joined when alike: the combined-state reading also decides lookups, which matching narrows.
        branch(\.combinedStateQuery, into: &result) { option, outcome, result in
            if option == .isIgnored { result.append(&outcome) } else { outcome.storeImage(image, to: part, for: state, into: &result) }
        }
    }

    /// Stores an image for `state` and clears the part's tint as the readings say.
    private mutating func storeImage(
        _ image: ImageToken?, to part: SliderPart, for state: ControlState, into result: inout OutcomeList
    ) {
        slider[storedImagesOf: part][state] = image
        if image == nil {
            rules.prepend(.imageNilClearsTint)
            // Alike when clearing the tint leaves it as it is (nil already, or kept by the track's reading).
            let kept: ColorToken?? = slider.tint(part), cleared = tintClearedByImage(of: part)
            branch(\.nilImageClearsTint, unlessAlike: { $0 == .keeps ? kept : cleared }, into: &result) { option, outcome, result in
                if option == .keeps { result.append(&outcome) } else { outcome.clearTint(of: part, into: &result) }
            }
            return
        }
        clearTint(of: part, into: &result)
    }

    private mutating func clearTint(of part: SliderPart, into result: inout OutcomeList) {
        if part == .thumb {
            slider.setTint(nil, of: part)
            result.append(&self)
            return
        }
        let tint = slider.tint(part)
        let cleared = { (option: TrackImageClearing) -> ColorToken? in option == .clearsTint ? nil : tint }
        branch(\.trackImageClearing, unlessAlike: cleared, into: &result) { option, outcome, result in
            if option == .clearsTint { outcome.slider.setTint(nil, of: part) }
            result.append(&outcome)
        }
    }

    /// The part's tint after an image assignment clears it, under every allowed reading alike
    /// (`.some(nil)` when cleared), or nil when two of them leave different tints.
    private func tintClearedByImage(of part: SliderPart) -> ColorToken?? {
        guard part != .thumb else { return .some(nil) }
        let tint = slider.tint(part)
        return readings.trackImageClearing.commonEffect { $0 == .clearsTint ? nil : tint }
    }
}
