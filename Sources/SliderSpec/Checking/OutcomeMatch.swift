/// Whether an observation matches one reference outcome, and which readings it reveals.
///
/// Fields that no reading touches are compared exactly. Image lookups are tried under every
/// allowed `MissingStateImage` × `CombinedStateQuery` pair that can make a difference, and the
/// accessibility text under every allowed `PercentArithmetic` × `PercentRounding` pair that can;
/// the readings are narrowed to the answers that match. Nothing is allocated unless the
/// observation does not match.
struct OutcomeMatch {
    /// True when every field matches under some allowed readings.
    let matches: Bool
    /// The outcome's readings narrowed by what the observation revealed.
    let readings: Readings
    /// The answers that matched (or the preferred ones), for building the expectation.
    let missing: MissingStateImage
    let combined: CombinedStateQuery
    private let arithmetic: PercentArithmetic
    private let rounding: PercentRounding
    private let traits: DisabledTraits
    /// What the observation rules read of the matched state's percentage, found while matching
    /// its text (`ObservationRulesMemo.TextFacts`).
    let textFacts: ObservationRulesMemo.TextFacts

    /// Settles `outcome` on the observed value (`ReferenceOutcome.settle`), in place, and
    /// matches `observed` against it: afterwards the outcome's slider is the one adopted, with
    /// the implementation's value where a tolerance allowed it, and its events those expected.
    /// Both are taken by address (`observed` is not changed): a value stored in memory and
    /// passed on borrowed was copied whole first (callgrind).
    init(settling outcome: inout ReferenceOutcome, observed: inout SliderObservation) {
        var percentMemo = PercentTextMemo()
        self.init(settling: &outcome, observed: &observed, percentMemo: &percentMemo)
    }

    /// `init(settling:observed:)`, the percentage's text matched through `percentMemo`, which
    /// finds it again only when its inputs changed (a checker keeps one for its matching steps).
    init(settling outcome: inout ReferenceOutcome, observed: inout SliderObservation, percentMemo: inout PercentTextMemo) {
        outcome.settle(observedValue: observed.value, observedEvents: observed.events)
        self.init(slider: &outcome.slider, readings: outcome.readings, events: &outcome.events, observed: &observed, percentMemo: &percentMemo)
    }

    /// Matches `observed` against `slider` under `readings` after an operation that sends no
    /// events and leaves nothing to settle (a plain setter, `ReferenceSlider.applyAlone`): what
    /// `init(settling:observed:)` gives for an outcome of that slider, events and readings.
    /// Neither `slider` nor `observed` is changed; both are taken by address.
    // Performance: the checker's plain-setter step matches its slider without building an
    // outcome around it (a copy in, a swap out and a destruction: callgrind).
    init(applied slider: inout ReferenceSlider, readings: Readings, observed: inout SliderObservation, percentMemo: inout PercentTextMemo) {
        var noEvents: [SliderEvent] = []
        self.init(slider: &slider, readings: readings, events: &noEvents, observed: &observed, percentMemo: &percentMemo)
    }

    /// Matches `observed` against a settled state: `slider` under `readings`, after `events`,
    /// the percentage's text through `percentMemo`. Nothing else is changed: each is taken by
    /// address, as it lies (a value in memory passed on borrowed was copied whole first, callgrind).
    private init(
        slider: inout ReferenceSlider, readings: Readings, events: inout [SliderEvent], observed: inout SliderObservation,
        percentMemo: inout PercentTextMemo
    ) {
        var readings = readings

        // Images: only the answers that can change a lookup are told apart. When neither can,
        // every lookup returns exactly the stored image.
        let missingMatters = slider.missingStateMatters
        let combinedMatters = slider.combinedStateMatters
        var firstPair: (MissingStateImage, CombinedStateQuery)?
        if !missingMatters, !combinedMatters {
            if Self.storedImagesMatch(&slider, &observed) {
                firstPair = (readings.missingStateImage.preferredInline, readings.combinedStateQuery.preferredInline)
            }
        } else {
            var matchedMissing = ReadingSet<MissingStateImage>.empty
            var matchedCombined = ReadingSet<CombinedStateQuery>.empty
            let missingSet = missingMatters ? readings.missingStateImage : ReadingSet(single: readings.missingStateImage.preferredInline)
            let combinedSet = combinedMatters ? readings.combinedStateQuery : ReadingSet(single: readings.combinedStateQuery.preferredInline)
            missingSet.forEach { missing in
                combinedSet.forEach { combined in
                    guard Self.imagesMatch(slider, observed, missing: missing, combined: combined) else { return }
                    matchedMissing = matchedMissing.union(ReadingSet(single: missing))
                    matchedCombined = matchedCombined.union(ReadingSet(single: combined))
                    if firstPair == nil { firstPair = (missing, combined) }
                }
            }
            if firstPair != nil {
                if missingMatters { readings.missingStateImage = matchedMissing }
                if combinedMatters { readings.combinedStateQuery = matchedCombined }
            }
        }

        // Accessibility text: the app's own when it set one, else compared only where the range
        // gives one, under every allowed arithmetic and rounding that can change it (`PercentText`).
        var textArithmetic = readings.percentArithmetic.preferredInline
        var textRounding = readings.percentRounding.preferredInline
        var textMatches = true
        var textFacts = ObservationRulesMemo.TextFacts.noPercent
        if let text = slider.accessibilityValueOverride {
            textMatches = observed.accessibilityValue == text
            textFacts = .appText
        } else {
            let percent = percentMemo.match(
                &slider, arithmetics: readings.percentArithmetic, roundings: readings.percentRounding, observed: &observed)
            textMatches = percent.matches
            textFacts = percent.facts
            textArithmetic = percent.arithmetic ?? textArithmetic
            textRounding = percent.rounding ?? textRounding
            readings.percentArithmetic = percent.arithmetics ?? readings.percentArithmetic
            readings.percentRounding = percent.roundings ?? readings.percentRounding
        }
        // Traits: a disabled slider's are told apart by `DisabledTraits`.
        var traitsReading = readings.disabledTraits.preferredInline
        var traitsMatch = true
        if slider.isEnabled {
            traitsMatch = observed.accessibilityTraits == slider.accessibilityTraits(traitsReading)
        } else {
            var matched = ReadingSet<DisabledTraits>.empty
            var first: DisabledTraits?
            readings.disabledTraits.forEach { option in
                guard observed.accessibilityTraits == slider.accessibilityTraits(option) else { return }
                matched = matched.union(ReadingSet(single: option))
                if first == nil { first = option }
            }
            traitsMatch = first != nil
            if let first {
                traitsReading = first
                readings.disabledTraits = matched
            }
        }
        let pair = firstPair ?? (readings.missingStateImage.preferredInline, readings.combinedStateQuery.preferredInline)
        self.missing = pair.0
        self.combined = pair.1
        self.arithmetic = textArithmetic
        self.rounding = textRounding
        self.traits = traitsReading
        self.textFacts = textFacts
        self.readings = readings
        self.matches = firstPair != nil && textMatches && traitsMatch && Self.fixedFieldsMatch(&slider, &observed, events: &events)
    }

    /// The expected observation of the `settled` outcome under the answers that matched (the
    /// preferred ones where none did).
    /// Geometry, the intrinsic height and the callout, which are checked as relations, are taken
    /// from `observed`, and so is an observation an adapter does not report.
    func expected(_ settled: ReferenceOutcome, observed: SliderObservation) -> SliderObservation {
        let slider = settled.slider
        var expected = slider.observation(
            missing: missing, combined: combined, arithmetic: arithmetic, rounding: rounding, traits: traits, events: settled.events)
        if slider.fraction == nil, slider.accessibilityValueOverride == nil { expected.accessibilityValue = observed.accessibilityValue }
        if observed.isAccessibilityElement == nil { expected.isAccessibilityElement = nil }
        expected.intrinsicContentHeight = observed.intrinsicContentHeight
        expected.calloutValue = observed.calloutValue
        expected.geometry = observed.geometry
        expected.geometry.bounds = Rect(x: 0, y: 0, width: slider.boundsWidth, height: slider.boundsHeight)
        expected.calloutCenterX = observed.calloutCenterX
        return expected
    }

    /// True when every field of `slider` that no reading touches equals `observed`'s, and the
    /// events are `events` (all taken by address, not changed: a call given them borrowed copied
    /// them whole first, callgrind).
    private static func fixedFieldsMatch(
        _ slider: inout ReferenceSlider, _ observed: inout SliderObservation, events: inout [SliderEvent]
    ) -> Bool {
        sameFloat(slider.value, observed.value) && sameFloat(slider.minimumValue, observed.minimumValue)
            && sameFloat(slider.maximumValue, observed.maximumValue) && slider.isContinuous == observed.isContinuous
            && slider.isEnabled == observed.isEnabled && slider.isHighlighted == observed.isHighlighted
            && slider.isSelected == observed.isSelected && slider.state == observed.state
            && slider.minimumValueImage == observed.minimumValueImage && slider.maximumValueImage == observed.maximumValueImage
            && slider.minimumTrackTintColor == observed.minimumTrackTintColor
            && slider.maximumTrackTintColor == observed.maximumTrackTintColor && slider.thumbTintColor == observed.thumbTintColor
            && slider.accessibilityLabel == observed.accessibilityLabel && observed.isAccessibilityElement != false
            && events == observed.events && slider.layoutDirection == observed.layoutDirection
            && slider.isTracking == observed.isTracking
            && observed.geometry.bounds == Rect(x: 0, y: 0, width: slider.boundsWidth, height: slider.boundsHeight)
    }

    /// True when every lookup returns exactly the stored image (no fallback can apply).
    /// (Both taken by address, not changed: a call given them borrowed copied them whole first, callgrind.)
    private static func storedImagesMatch(_ slider: inout ReferenceSlider, _ observed: inout SliderObservation) -> Bool {
        let state = slider.state
        return observed.minimumTrackImages == slider.minimumTrackImages && observed.maximumTrackImages == slider.maximumTrackImages
            && observed.thumbImages == slider.thumbImages
            && observed.currentMinimumTrackImage == slider.minimumTrackImages[state]
            && observed.currentMaximumTrackImage == slider.maximumTrackImages[state]
            && observed.currentThumbImage == slider.thumbImages[state]
    }

    // Performance: inlined, the slider and observation are read where they lie (a call copied them first: callgrind).
    @inline(__always)
    private static func imagesMatch(
        _ slider: ReferenceSlider, _ observed: SliderObservation, missing: MissingStateImage, combined: CombinedStateQuery
    ) -> Bool {
        let fallsBack = missing == .normalImage, combinedNil = combined == .returnsNil
        return observed.minimumTrackImages == slider.minimumTrackImages.lookedUp(fallsBack: fallsBack, combinedNil: combinedNil)
            && observed.maximumTrackImages == slider.maximumTrackImages.lookedUp(fallsBack: fallsBack, combinedNil: combinedNil)
            && observed.thumbImages == slider.thumbImages.lookedUp(fallsBack: fallsBack, combinedNil: combinedNil)
            && observed.currentMinimumTrackImage == slider.currentImage(.minimumTrack, missing: missing)
            && observed.currentMaximumTrackImage == slider.currentImage(.maximumTrack, missing: missing)
            && observed.currentThumbImage == slider.currentImage(.thumb, missing: missing)
    }
}

extension OutcomeMatch {
    /// What an observed accessibility value reveals against the percentage of a slider whose app
    /// set no text: whether it matches, under which answers, and what the observation rules read
    /// of the percentage. Each answer is nil where the observation leaves the allowed ones as they
    /// were.
    struct PercentText: Sendable {
        let matches: Bool
        let facts: ObservationRulesMemo.TextFacts
        /// The first answers that matched (nil: the preferred ones).
        let arithmetic: PercentArithmetic?
        let rounding: PercentRounding?
        /// The answers narrowed to those that matched (nil: as they were).
        let arithmetics: ReadingSet<PercentArithmetic>?
        let roundings: ReadingSet<PercentRounding>?

        /// The percentage not checked: no text, no answer narrowed.
        static let unchecked = PercentText(
            matches: true, facts: .noPercent, arithmetic: nil, rounding: nil, arithmetics: nil, roundings: nil)

        private init(
            matches: Bool, facts: ObservationRulesMemo.TextFacts, arithmetic: PercentArithmetic?, rounding: PercentRounding?,
            arithmetics: ReadingSet<PercentArithmetic>?, roundings: ReadingSet<PercentRounding>?
        ) {
            self.matches = matches
            self.facts = facts
            self.arithmetic = arithmetic
            self.rounding = rounding
            self.arithmetics = arithmetics
            self.roundings = roundings
        }

        /// Matches `observed`'s accessibility value against `slider`'s percentage, compared only
        /// where the range gives one, under every allowed arithmetic and rounding that can change
        /// it. Neither `slider` nor `observed` is changed: both are taken by address.
        init(
            of slider: inout ReferenceSlider, arithmetics allowedArithmetics: ReadingSet<PercentArithmetic>,
            roundings allowedRoundings: ReadingSet<PercentRounding>, observed: inout SliderObservation
        ) {
            guard slider.fraction != nil else {
                self = .unchecked
                return
            }
            let textArithmetic = allowedArithmetics.preferredInline
            let textRounding = allowedRoundings.preferredInline
            let arithmeticMatters = slider.percentArithmeticsDiffer
            let roundingMatters = slider.percentIsHalfway
            facts = ObservationRulesMemo.TextFacts(arithmeticsDiffer: arithmeticMatters, isHalfway: roundingMatters)
            if !arithmeticMatters, !roundingMatters {
                matches = slider.percent(textArithmetic).map {
                    ReferenceSlider.isPercentText(observed.accessibilityValue, $0, rounding: textRounding)
                } ?? false
                (arithmetic, rounding, arithmetics, roundings) = (nil, nil, nil, nil)
                return
            }
            var matchedArithmetic = ReadingSet<PercentArithmetic>.empty
            var matchedRounding = ReadingSet<PercentRounding>.empty
            var first: (PercentArithmetic, PercentRounding)?
            let arithmeticsTried = arithmeticMatters ? allowedArithmetics : ReadingSet(single: textArithmetic)
            let roundingsTried = roundingMatters ? allowedRoundings : ReadingSet(single: textRounding)
            arithmeticsTried.forEach { arithmetic in
                guard let percent = slider.percent(arithmetic) else { return }
                roundingsTried.forEach { rounding in
                    guard ReferenceSlider.isPercentText(observed.accessibilityValue, percent, rounding: rounding) else { return }
                    matchedArithmetic = matchedArithmetic.union(ReadingSet(single: arithmetic))
                    matchedRounding = matchedRounding.union(ReadingSet(single: rounding))
                    if first == nil { first = (arithmetic, rounding) }
                }
            }
            matches = first != nil
            arithmetic = first?.0
            rounding = first?.1
            arithmetics = first != nil && arithmeticMatters ? matchedArithmetic : nil
            roundings = first != nil && roundingMatters ? matchedRounding : nil
        }
    }
}
