extension ReferenceOutcome {
    /// `minimumTrackTintColor =`, `maximumTrackTintColor =` or `thumbTintColor =`.
    mutating func assignTint(_ color: ColorToken?, to part: SliderPart, into result: inout [ReferenceOutcome]) {
        rules =
            switch part {
            case .minimumTrack: [.tintMinimumTrackClearsImages, .tintStores]
            case .maximumTrack: [.tintMaximumTrackClearsImages, .tintStores]
            case .thumb: [.tintThumbClearsImages, .tintStores]
            }
        if color == slider.tint(part) {
            rules.prepend(.tintSameColor)
            branch(\.sameTintColor, into: &result) { option, outcome, result in
                if option == .isNoOp { result.append(outcome) } else { outcome.clearImages(of: part, for: color, into: &result) }
            }
            return
        }
        slider.setTint(color, of: part)
        guard color == nil else {
            clearImages(of: part, for: color, into: &result)
            return
        }
        rules.prepend(.tintNilClearsImages)
        branch(\.nilTintClearsImages, into: &result) { option, outcome, result in
            if option == .keeps { result.append(outcome) } else { outcome.clearImages(of: part, for: color, into: &result) }
        }
    }

    /// Removes the images a tint assignment removes, under the part's clearing reading.
    private mutating func clearImages(of part: SliderPart, for color: ColorToken?, into result: inout [ReferenceOutcome]) {
        switch part {
        case .minimumTrack:
            branch(\.minimumTrackTintImage, into: &result) { option, outcome, result in
                if option == .systemTintedImage {
                    outcome.slider[storedImagesOf: part].removeSingleStateImages(keepingNormal: false)
                    if color != nil { outcome.slider[storedImagesOf: part][.normal] = .systemTinted }
                } else {
                    outcome.slider[storedImagesOf: part] = StateImages()
                }
                result.append(outcome)
            }
        case .maximumTrack:
            slider[storedImagesOf: part] = StateImages()
            result.append(self)
        case .thumb:
            branch(\.thumbTintClearing, into: &result) { option, outcome, result in
                if option == .singleStatesButNormal {
                    outcome.slider[storedImagesOf: part].removeSingleStateImages(keepingNormal: true)
                } else {
                    outcome.slider[storedImagesOf: part] = StateImages()
                }
                result.append(outcome)
            }
        }
    }

    /// `setMinimumTrackImage(_:for:)`, `setMaximumTrackImage(_:for:)` or `setThumbImage(_:for:)`.
    mutating func assignImage(
        _ image: ImageToken?, to part: SliderPart, for state: ControlState, into result: inout [ReferenceOutcome]
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
        branch(\.combinedStateQuery, into: &result) { option, outcome, result in
            if option == .isIgnored { result.append(outcome) } else { outcome.storeImage(image, to: part, for: state, into: &result) }
        }
    }

    /// Stores an image for `state` and clears the part's tint as the readings say.
    private mutating func storeImage(
        _ image: ImageToken?, to part: SliderPart, for state: ControlState, into result: inout [ReferenceOutcome]
    ) {
        slider[storedImagesOf: part][state] = image
        if image == nil {
            rules.prepend(.imageNilClearsTint)
            branch(\.nilImageClearsTint, into: &result) { option, outcome, result in
                if option == .keeps { result.append(outcome) } else { outcome.clearTint(of: part, into: &result) }
            }
            return
        }
        clearTint(of: part, into: &result)
    }

    private mutating func clearTint(of part: SliderPart, into result: inout [ReferenceOutcome]) {
        if part == .thumb {
            slider.setTint(nil, of: part)
            result.append(self)
            return
        }
        branch(\.trackImageClearing, into: &result) { option, outcome, result in
            if option == .clearsTint { outcome.slider.setTint(nil, of: part) }
            result.append(outcome)
        }
    }
}
