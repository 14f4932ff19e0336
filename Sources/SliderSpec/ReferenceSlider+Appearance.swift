extension ReferenceOutcome {
    /// `minimumTrackTintColor =`, `maximumTrackTintColor =` or `thumbTintColor =`.
    mutating func assignTint(_ color: ColorToken?, to part: SliderPart, into result: inout [ReferenceOutcome]) {
        slider.setTint(color, of: part)
        switch part {
        case .minimumTrack:
            rules = [.tintMinimumTrackClearsImages, .tintStores]
            slider[storedImagesOf: part] = StateImages()
            branch(\.minimumTrackTintImage, into: &result) { option, outcome, result in
                if option == .systemTintedImage, color != nil {
                    outcome.slider[storedImagesOf: part][.normal] = .systemTinted
                }
                result.append(outcome)
            }
        case .maximumTrack:
            rules = [.tintMaximumTrackClearsImages, .tintStores]
            slider[storedImagesOf: part] = StateImages()
            result.append(self)
        case .thumb:
            rules = [.tintThumbClearsImages, .tintStores]
            branch(\.thumbTintClearing, into: &result) { option, outcome, result in
                let normal = outcome.slider[storedImagesOf: part][.normal]
                outcome.slider[storedImagesOf: part] = StateImages()
                if option == .allButNormal { outcome.slider[storedImagesOf: part][.normal] = normal }
                result.append(outcome)
            }
        }
    }

    /// `setMinimumTrackImage(_:for:)`, `setMaximumTrackImage(_:for:)` or `setThumbImage(_:for:)`.
    mutating func assignImage(
        _ image: ImageToken?, to part: SliderPart, for state: ControlState, into result: inout [ReferenceOutcome]
    ) {
        slider[storedImagesOf: part][state] = image
        let clearsTint: RuleID =
            switch part {
            case .minimumTrack: .imageMinimumTrackClearsTint
            case .maximumTrack: .imageMaximumTrackClearsTint
            case .thumb: .imageThumbClearsTint
            }
        rules = [clearsTint, .imagePerState]
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
