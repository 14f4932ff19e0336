extension ReferenceSlider {
    /// What `*Image(for: state)` returns for `part` under the given readings.
    public func image(
        _ part: SliderPart, for state: ControlState, missing: MissingStateImage, combined: CombinedStateQuery
    ) -> ImageToken? {
        if state.isCombined, combined == .returnsNil { return nil }
        return lookUp(images(part), state, missing: missing)
    }

    /// What `current*Image` returns for `part` under the given reading.
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    public func currentImage(_ part: SliderPart, missing: MissingStateImage) -> ImageToken? {
        lookUp(images(part), state, missing: missing)
    }

    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    private func lookUp(_ images: StateImages, _ state: ControlState, missing: MissingStateImage) -> ImageToken? {
        if let image = images[state] { return image }
        return missing == .normalImage ? images[.normal] : nil
    }

    /// The value's position in the range, (value − minimum) / (maximum − minimum) in `Float`, or
    /// nil when the range is empty or its width is not finite, or when the value lies outside
    /// the range (a state adopted from an implementation that broke a clamping rule): the text
    /// is then unspecified and not checked.
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    public var fraction: Float? {
        let width = maximumValue - minimumValue
        guard width > 0, width.isFinite else { return nil }
        let fraction = (value - minimumValue) / width
        return fraction >= 0 && fraction <= 1 ? fraction : nil
    }

    /// `fraction` × 100 before rounding, multiplied as `arithmetic` says, or nil when `fraction` is nil.
    // Performance: inlined, saves a call for each percentage a step computes, measured 87 instructions/op.
    @inline(__always)
    public func percent(_ arithmetic: PercentArithmetic) -> Double? {
        guard let fraction else { return nil }
        let percent: Double
        switch arithmetic {
        case .floatProduct: percent = Double(fraction * 100)
        case .doubleProduct: percent = Double(fraction) * 100
        case .exactFraction:
            percent = (Double(value) - Double(minimumValue)) / (Double(maximumValue) - Double(minimumValue)) * 100
        }
        return percent.isFinite ? percent : nil
    }

    /// `accessibilityValue` under the given readings, or nil when `fraction` is nil. The text
    /// is the English-locale form, "50%" (other locales format differently, e.g. "50 %").
    // Performance: inlined, so a caller holding the slider by address (the checker, the reference run as an implementation) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    public func accessibilityValue(arithmetic: PercentArithmetic, rounding: PercentRounding) -> String? {
        percent(arithmetic).map { Self.percentText($0, rounding: rounding) }
    }

    /// `percent` rounded to a whole number and followed by `%`, e.g. `"50%"`.
    static func percentText(_ percent: Double, rounding: PercentRounding) -> String {
        let whole = wholePercent(percent, rounding: rounding)
        return wholePercentTexts.indices.contains(whole) ? wholePercentTexts[whole] : String(whole) + "%"
    }

    /// `"0%"` … `"100%"`, formatted once: every text of a value in range is one of them.
    private static let wholePercentTexts = (0...100).map { String($0) + "%" }

    /// `percent` rounded to a whole number.
    static func wholePercent(_ percent: Double, rounding: PercentRounding) -> Int {
        Int(rounding == .halfToEven ? percent.rounded(.toNearestOrEven) : percent.roundedHalfAwayFromZero)
    }

    /// True when `text` is exactly `percentText(percent, rounding:)`, checked without allocating:
    /// a percentage in range is compared with its text formatted once (two short ASCII strings
    /// compare as their bytes, and no other string equals one).
    static func isPercentText(_ text: String?, _ percent: Double, rounding: PercentRounding) -> Bool {
        guard let text else { return false }
        let whole = wholePercent(percent, rounding: rounding)
        guard wholePercentTexts.indices.contains(whole) else { return text == percentText(percent, rounding: rounding) }
        return text == wholePercentTexts[whole]
    }

    /// True when the percentage, multiplied either way, falls exactly halfway between two whole
    /// percents, where the rounding readings differ.
    // Performance: inlined, saves a call on every step, measured 72 instructions/op.
    @inline(__always)
    public var percentIsHalfway: Bool {
        func halfway(_ percent: Double?) -> Bool { percent.map { $0 - $0.rounded(.down) == 0.5 } ?? false }
        return halfway(percent(.floatProduct)) || halfway(percent(.doubleProduct)) || halfway(percent(.exactFraction))
    }

    /// True when two `PercentArithmetic` readings give different whole percents under some
    /// rounding: the `Float` product lands exactly halfway while the exact one does not, or the
    /// fraction computed in `Double` falls on the other side of a half.
    // Performance: inlined, saves a call on every step, measured 67 instructions/op.
    @inline(__always)
    public var percentArithmeticsDiffer: Bool {
        guard let float = percent(.floatProduct), let double = percent(.doubleProduct), let exact = percent(.exactFraction) else {
            return false
        }
        // Three percents between the same two whole numbers, all below the half or all above it,
        // round alike under both roundings: the usual case, told without rounding each.
        let whole = float.rounded(.down)
        if double.rounded(.down) == whole, exact.rounded(.down) == whole {
            let below = float - whole < 0.5, above = float - whole > 0.5
            if below, double - whole < 0.5, exact - whole < 0.5 { return false }
            if above, double - whole > 0.5, exact - whole > 0.5 { return false }
        }
        func differ(_ one: Double, _ other: Double) -> Bool {
            one != other
                && (Self.wholePercent(one, rounding: .halfToEven) != Self.wholePercent(other, rounding: .halfToEven)
                    || Self.wholePercent(one, rounding: .halfAwayFromZero) != Self.wholePercent(other, rounding: .halfAwayFromZero))
        }
        return differ(float, double) || differ(float, exact) || differ(double, exact)
    }

    /// The observation an implementation taking the preferred allowed readings would give.
    public func observation(readings: Readings, events: [SliderEvent] = []) -> SliderObservation {
        observation(
            missing: readings.missingStateImage.preferred, combined: readings.combinedStateQuery.preferred,
            arithmetic: readings.percentArithmetic.preferred, rounding: readings.percentRounding.preferred,
            traits: readings.disabledTraits.preferred, events: events)
    }

    /// The observation under the given answers to the questions that decide lookups and text.
    public func observation(
        missing: MissingStateImage, combined: CombinedStateQuery, arithmetic: PercentArithmetic = .floatProduct,
        rounding: PercentRounding, traits: DisabledTraits = .addsNotEnabled, events: [SliderEvent] = []
    ) -> SliderObservation {
        var observation = Self.unwrittenObservation
        write(into: &observation, missing: missing, combined: combined, arithmetic: arithmetic, rounding: rounding, traits: traits)
        observation.events = events
        return observation
    }

    /// Writes `observation(readings:)` into `observation` in place, field by field, its `events`
    /// left as they are: a caller keeping one observation's storage builds and moves none.
    // Performance: inlined, so a caller holding the slider by address (the checker, the reference run as an implementation) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    func write(into observation: inout SliderObservation, readings: Readings) {
        write(
            into: &observation, missing: readings.missingStateImage.preferredInline, combined: readings.combinedStateQuery.preferredInline,
            arithmetic: readings.percentArithmetic.preferredInline, rounding: readings.percentRounding.preferredInline,
            traits: readings.disabledTraits.preferredInline)
    }

    /// Writes every field of `observation(missing:combined:arithmetic:rounding:traits:)` but
    /// `events` into `observation`: what each getter returns in this state under these answers.
    // Performance: inlined, so a caller holding the slider by address (the checker, the reference run as an implementation) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    func write(
        into observation: inout SliderObservation, missing: MissingStateImage, combined: CombinedStateQuery,
        arithmetic: PercentArithmetic, rounding: PercentRounding, traits: DisabledTraits
    ) {
        let fallsBack = missing == .normalImage, combinedNil = combined == .returnsNil
        observation.value = value
        observation.minimumValue = minimumValue
        observation.maximumValue = maximumValue
        observation.isContinuous = isContinuous
        observation.isEnabled = isEnabled
        observation.isHighlighted = isHighlighted
        observation.isSelected = isSelected
        observation.state = state
        observation.minimumValueImage = minimumValueImage
        observation.maximumValueImage = maximumValueImage
        observation.minimumTrackTintColor = minimumTrackTintColor
        observation.maximumTrackTintColor = maximumTrackTintColor
        observation.thumbTintColor = thumbTintColor
        observation.minimumTrackImages = minimumTrackImages.lookedUp(fallsBack: fallsBack, combinedNil: combinedNil)
        observation.maximumTrackImages = maximumTrackImages.lookedUp(fallsBack: fallsBack, combinedNil: combinedNil)
        observation.thumbImages = thumbImages.lookedUp(fallsBack: fallsBack, combinedNil: combinedNil)
        observation.currentMinimumTrackImage = currentImage(.minimumTrack, missing: missing)
        observation.currentMaximumTrackImage = currentImage(.maximumTrack, missing: missing)
        observation.currentThumbImage = currentImage(.thumb, missing: missing)
        observation.accessibilityLabel = accessibilityLabel
        observation.accessibilityValue = accessibilityValueOverride ?? accessibilityValue(arithmetic: arithmetic, rounding: rounding)
        observation.accessibilityTraits = accessibilityTraits(traits)
        observation.layoutDirection = layoutDirection
        observation.isTracking = isTracking
        observation.geometry = geometry
        observation.calloutCenterX = geometry.thumbRect.midX
        observation.isAccessibilityElement = true
        observation.intrinsicContentHeight = classicIntrinsicContentHeight
        observation.calloutValue = value
    }

    /// The storage `observation(missing:…)` writes every field into.
    private static let unwrittenObservation = SliderObservation(
        value: 0, minimumValue: 0, maximumValue: 0, isContinuous: false, isEnabled: false, isHighlighted: false,
        isSelected: false, state: .normal, minimumValueImage: nil, maximumValueImage: nil, minimumTrackTintColor: nil,
        maximumTrackTintColor: nil, thumbTintColor: nil, minimumTrackImages: StateImages(), maximumTrackImages: StateImages(),
        thumbImages: StateImages(), currentMinimumTrackImage: nil, currentMaximumTrackImage: nil, currentThumbImage: nil,
        accessibilityLabel: nil, accessibilityValue: nil, accessibilityTraits: [], events: [])

    /// True when the answer to `MissingStateImage` can change some lookup: a part has a normal
    /// image and a state without one of its own.
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    var missingStateMatters: Bool {
        @inline(__always)
        func matters(_ stored: StateImages) -> Bool { stored[.normal] != nil && !stored.isFull }
        return matters(minimumTrackImages) || matters(maximumTrackImages) || matters(thumbImages)
    }

    /// True when the answer to `CombinedStateQuery` can change some lookup: a combined-state
    /// lookup would find an image.
    // Performance: inlined, so a caller holding the slider by address (the checker) reads it there; a call copied it whole first (callgrind).
    @inline(__always)
    var combinedStateMatters: Bool {
        @inline(__always)
        func matters(_ stored: StateImages) -> Bool { stored[.normal] != nil || stored.hasCombinedStateImage }
        return matters(minimumTrackImages) || matters(maximumTrackImages) || matters(thumbImages)
    }

    /// The rule that decides what the image lookup `field` returns in this state, or nil when
    /// `field` is not an image lookup.
    public func lookupRule(for field: ObservationField) -> RuleID? {
        switch field {
        case let .image(part, state):
            let stored = images(part)
            if stored[state] == nil, state != .normal, stored[.normal] != nil { return .imageMissingState }
            return state.isCombined ? .imageCombinedStateQuery : .imagePerState
        case let .currentImage(part):
            let stored = images(part)
            if stored.isEmpty { return .imageCurrentNilWithoutImages }
            if stored[self.state] == nil, stored[.normal] != nil { return .imageMissingState }
            return .imageCurrentFollowsState
        default:
            return nil
        }
    }

    /// The rules that decide the observation of this state whatever the operation was:
    /// image lookups, accessibility text and traits, and the frame rule, in blame order.
    public var observationRules: RuleList {
        var rules: RuleList = [.imageCurrentFollowsState]
        if minimumTrackImages.isEmpty || maximumTrackImages.isEmpty || thumbImages.isEmpty {
            rules.append(.imageCurrentNilWithoutImages)
        }
        if minimumTrackImages[.normal] != nil || maximumTrackImages[.normal] != nil || thumbImages[.normal] != nil {
            rules.append(.imageMissingState)
        }
        rules.append(.imageCombinedStateQuery)
        rules.append(.imagePerState)
        if accessibilityValueOverride != nil {
            rules.append(.accessibilityValueOverride)
        } else if fraction == nil {
            rules.append(.accessibilityValueDegenerateRange)
        } else {
            if percentArithmeticsDiffer { rules.append(.accessibilityValueArithmetic) }
            if percentIsHalfway { rules.append(.accessibilityValueRounding) }
            rules.append(.accessibilityValuePercent)
        }
        rules.append(.accessibilityTraitsAdjustable)
        rules.append(isEnabled ? .accessibilityTraitsNotEnabled : .accessibilityTraitsWhenDisabled)
        rules.append(.accessibilityIsElement)
        rules.append(.operationsNoSideEffects)
        return rules
    }
}
