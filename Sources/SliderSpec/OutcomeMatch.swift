/// Whether an observation matches one reference outcome, and which readings it reveals.
///
/// Fields that no reading touches are compared exactly. Image lookups are tried under every
/// allowed `MissingStateImage` × `CombinedStateQuery` pair, and the accessibility text under
/// every allowed `PercentRounding`; the readings are narrowed to the answers that match.
struct OutcomeMatch {
    /// True when every field matches under some allowed readings.
    let matches: Bool
    /// The outcome's readings narrowed by what the observation revealed.
    let readings: Readings
    /// The expected observation under the narrowed readings (the preferred ones where nothing matched).
    let expected: SliderObservation

    init(outcome: ReferenceOutcome, observed: SliderObservation) {
        let slider = outcome.slider
        var readings = outcome.readings

        var imageMatches: [(MissingStateImage, CombinedStateQuery)] = []
        for missing in readings.missingStateImage.options {
            for combined in readings.combinedStateQuery.options
            where Self.imagesMatch(slider, observed, missing: missing, combined: combined) {
                imageMatches.append((missing, combined))
            }
        }
        if !imageMatches.isEmpty {
            readings.missingStateImage = ReadingSet(imageMatches.map(\.0))
            readings.combinedStateQuery = ReadingSet(imageMatches.map(\.1))
        }

        let textChecked = slider.accessibilityValue(rounding: .halfToEven) != nil
        var roundings = readings.percentRounding.options
        if textChecked {
            roundings = roundings.filter { slider.accessibilityValue(rounding: $0) == observed.accessibilityValue }
            if !roundings.isEmpty { readings.percentRounding = ReadingSet(roundings) }
        }
        let textMatches = !roundings.isEmpty

        // Build the expectation from one answer pair that actually matched: the per-question
        // sets may each allow an answer whose combination did not.
        let images = imageMatches.first ?? (readings.missingStateImage.preferred, readings.combinedStateQuery.preferred)
        var expected = slider.observation(
            missing: images.0, combined: images.1, rounding: roundings.first ?? readings.percentRounding.preferred,
            events: outcome.events)
        if !textChecked { expected.accessibilityValue = observed.accessibilityValue }
        self.readings = readings
        self.expected = expected
        self.matches = !imageMatches.isEmpty && textMatches && expected == observed
    }

    private static func imagesMatch(
        _ slider: ReferenceSlider, _ observed: SliderObservation, missing: MissingStateImage, combined: CombinedStateQuery
    ) -> Bool {
        for part in SliderPart.allCases {
            if slider.currentImage(part, missing: missing) != observed.currentImage(part) { return false }
            let images = observed.images(part)
            for state in ControlState.all
            where slider.image(part, for: state, missing: missing, combined: combined) != images[state] {
                return false
            }
        }
        return true
    }
}
