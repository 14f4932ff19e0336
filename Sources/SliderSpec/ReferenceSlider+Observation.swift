extension ReferenceSlider {
    /// What `*Image(for: state)` returns for `part` under the given readings.
    public func image(
        _ part: SliderPart, for state: ControlState, missing: MissingStateImage, combined: CombinedStateQuery
    ) -> ImageToken? {
        if state.isCombined, combined == .returnsNil { return nil }
        return lookUp(part, state, missing: missing)
    }

    /// What `current*Image` returns for `part` under the given reading.
    public func currentImage(_ part: SliderPart, missing: MissingStateImage) -> ImageToken? {
        lookUp(part, state, missing: missing)
    }

    private func lookUp(_ part: SliderPart, _ state: ControlState, missing: MissingStateImage) -> ImageToken? {
        let images = storedImages[part.index]
        if let image = images[state] { return image }
        return missing == .normalImage ? images[.normal] : nil
    }

    /// `accessibilityValue` under the given rounding, or nil when the range is empty or its width
    /// is not finite (the text is then unspecified and not checked).
    public func accessibilityValue(rounding: PercentRounding) -> String? {
        let width = maximumValue - minimumValue
        guard width > 0, width.isFinite else { return nil }
        let fraction = (value - minimumValue) / width
        let percent = (Double(fraction) * 100).rounded(rounding == .halfToEven ? .toNearestOrEven : .toNearestOrAwayFromZero)
        guard percent.isFinite else { return nil }
        return "\(Int(percent))%"
    }

    /// True when the percentage falls exactly halfway between two whole percents, where the
    /// rounding readings differ.
    public var percentIsHalfway: Bool {
        accessibilityValue(rounding: .halfToEven) != accessibilityValue(rounding: .halfAwayFromZero)
    }

    /// The observation an implementation taking the preferred allowed readings would give.
    public func observation(readings: Readings, events: [SliderEvent] = []) -> SliderObservation {
        observation(
            missing: readings.missingStateImage.preferred, combined: readings.combinedStateQuery.preferred,
            rounding: readings.percentRounding.preferred, events: events)
    }

    /// The observation under the given answers to the questions that decide lookups and text.
    public func observation(
        missing: MissingStateImage, combined: CombinedStateQuery, rounding: PercentRounding, events: [SliderEvent] = []
    ) -> SliderObservation {
        func images(_ part: SliderPart) -> StateImages {
            StateImages { image(part, for: $0, missing: missing, combined: combined) }
        }
        return SliderObservation(
            value: value, minimumValue: minimumValue, maximumValue: maximumValue, isContinuous: isContinuous,
            isEnabled: isEnabled, isHighlighted: isHighlighted, isSelected: isSelected, state: state,
            minimumValueImage: minimumValueImage, maximumValueImage: maximumValueImage,
            minimumTrackTintColor: tints[0], maximumTrackTintColor: tints[1], thumbTintColor: tints[2],
            minimumTrackImages: images(.minimumTrack), maximumTrackImages: images(.maximumTrack),
            thumbImages: images(.thumb),
            currentMinimumTrackImage: currentImage(.minimumTrack, missing: missing),
            currentMaximumTrackImage: currentImage(.maximumTrack, missing: missing),
            currentThumbImage: currentImage(.thumb, missing: missing),
            accessibilityLabel: accessibilityLabel,
            accessibilityValue: accessibilityValue(rounding: rounding),
            accessibilityTraits: .adjustable, events: events)
    }

    /// The rule that decides what the image lookup `field` returns in this state, or nil when
    /// `field` is not an image lookup.
    public func lookupRule(for field: ObservationField) -> RuleID? {
        switch field {
        case let .image(part, state):
            let stored = storedImages[part.index]
            if stored[state] == nil, state != .normal, stored[.normal] != nil { return .imageMissingState }
            return state.isCombined ? .imageCombinedStateQuery : .imagePerState
        case let .currentImage(part):
            let stored = storedImages[part.index]
            if stored.isEmpty { return .imageCurrentNilWithoutImages }
            if stored[self.state] == nil, stored[.normal] != nil { return .imageMissingState }
            return .imageCurrentFollowsState
        default:
            return nil
        }
    }

    /// The rules that decide the observation of this state whatever the operation was:
    /// image lookups, accessibility text and traits, and the frame rule, in blame order.
    public var observationRules: [RuleID] {
        var rules: [RuleID] = [.imageCurrentFollowsState]
        if storedImages.contains(where: \.isEmpty) { rules.append(.imageCurrentNilWithoutImages) }
        if storedImages.contains(where: { $0[.normal] != nil }) { rules.append(.imageMissingState) }
        rules.append(.imageCombinedStateQuery)
        rules.append(.imagePerState)
        if accessibilityValue(rounding: .halfToEven) == nil {
            rules.append(.accessibilityValueDegenerateRange)
        } else {
            if percentIsHalfway { rules.append(.accessibilityValueRounding) }
            rules.append(.accessibilityValuePercent)
        }
        rules.append(.accessibilityTraitsAdjustable)
        rules.append(.operationsNoSideEffects)
        return rules
    }
}
