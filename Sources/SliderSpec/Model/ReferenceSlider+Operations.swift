extension ReferenceSlider {
    /// Every outcome of `operation` that `readings` allow, the preferred one first.
    ///
    /// `.loadFromInterfaceBuilder` replaces the slider, as the checker replaces the implementation.
    public func outcomes(
        of operation: SliderOperation, readings: Readings, features: Set<ProfileFeature> = []
    ) -> [ReferenceOutcome] {
        var result = OutcomeList()
        appendOutcomes(of: operation, readings: readings, features: features, to: &result)
        return result.outcomes
    }

    /// Appends the outcomes `outcomes(of:readings:features:)` returns to `result`, so a caller
    /// checking every step can reuse one list (and its slots). `joiningAlike`: outcomes that
    /// differ only in a reading are built as one (`ReferenceOutcome.branch(_:unlessAlike:into:_:)`),
    /// for a caller that joins the readings of the outcomes it matches in one state.
    func appendOutcomes(
        of operation: SliderOperation, readings: Readings, features: Set<ProfileFeature>, joiningAlike: Bool = false,
        to result: inout OutcomeList
    ) {
        var base = ReferenceOutcome(slider: self, events: [], rules: [], readings: readings)
        base.joinsAlike = joiningAlike
        base.appendOutcomes(of: operation, features: features, to: &result)
    }
}

extension ReferenceOutcome {
    /// Appends the outcomes of `operation` applied to this outcome's slider under its readings
    /// (`ReferenceSlider.appendOutcomes`), this outcome their base: the last one applied to it is
    /// moved into `result` (`OutcomeList.append`), so afterwards it holds nothing to read. A
    /// caller that keeps its state in an outcome applies each operation to it in place
    /// (`becomePreferredOutcome(of:features:scratch:)`).
    mutating func appendOutcomes(of operation: SliderOperation, features: Set<ProfileFeature>, to result: inout OutcomeList) {
        if let time = operation.touchTime { slider.latestTouchTime = max(slider.latestTouchTime, time) }
        // Told first by the inlined test: the usual callers apply a plain setter before they get
        // here, so the call would return nil (callgrind).
        if slider.appliesAlone(operation) {
            rules = slider.applyAlone(operation)
            result.append(&self)
            return
        }
        appendBuiltOutcomes(of: operation, features: features, to: &result)
    }

    /// Appends the outcomes of `operation` built by its rules, never applied alone: where
    /// `appliesAlone` accepts an operation that has rules of its own here, `applyAlone` must give
    /// the one outcome these give (`AppliedAloneTests` checks it on drawn states). The touch's time
    /// is already recorded.
    // Performance: inlined into its one caller, as the switch was (callgrind).
    @inline(__always)
    mutating func appendBuiltOutcomes(of operation: SliderOperation, features: Set<ProfileFeature>, to result: inout OutcomeList) {
        switch operation {
        case let .setValue(candidate):
            assignValueConsideringTouch(candidate, into: &result)
        case let .setValueAnimated(candidate, _):
            rules.append(.valueAnimatedSame)
            assignValueConsideringTouch(candidate, into: &result)
        case let .setMinimumValue(limit):
            assignMinimum(limit, into: &result)
        case let .setMaximumValue(limit):
            assignMaximum(limit, into: &result)
        case let .setContinuous(flag):
            slider.isContinuous = flag
            rules = [.continuousStores]
            toggleContinuity(flag, into: &result)
        case let .setEnabled(flag):
            slider.isEnabled = flag
            rules = [.controlStateFlags]
            // Disabling mid-touch may end the touch, as a cancel would, or let it go on; enabling
            // changes nothing else.
            if flag {
                result.append(&self)
            } else {
                disableDuringTouch(precision: features.contains(.precisionRelease), into: &result)
            }
        case let .setTintColor(part, color):
            assignTint(color, to: part, into: &result)
        case let .setImage(part, image, state):
            assignImage(image, to: part, for: state, into: &result)
        case .accessibilityIncrement:
            adjust(upwards: true, into: &result)
        case .accessibilityDecrement:
            adjust(upwards: false, into: &result)
        case let .loadFromInterfaceBuilder(attributes):
            let latestTouchTime = slider.latestTouchTime
            slider = ReferenceSlider()
            slider.latestTouchTime = latestTouchTime
            loadFromInterfaceBuilder(attributes, into: &result)
        case .setHighlighted, .setSelected, .setMinimumValueImage, .setMaximumValueImage, .setAccessibilityLabel,
            .setAccessibilityValue, .setBounds, .setLayoutDirection:
            preconditionFailure("a plain setter is applied alone (appendOutcomes)")
        case let .touchBegan(touch):
            beginTouch(touch, into: &result)
        case let .touchMoved(touch):
            moveTouch(touch, into: &result)
        case let .touchEnded(touch):
            endTouch(touch, precision: features.contains(.precisionRelease), into: &result)
        case let .touchCancelled(time):
            cancelTouch(at: time, precision: features.contains(.precisionRelease), into: &result)
        }
    }
}

extension ReferenceSlider {
    /// Applies `operation` in place, an operation `appliesAlone` accepts (its caller tells it
    /// first): a plain setter, with one outcome whatever the readings, no event, no touch to
    /// consider (so enabling, disabling and Continuous Updates too while no touch is tracked).
    /// Returns the rules that decided it. For any other operation `appendOutcomes` builds its
    /// outcomes.
    ///
    /// `appendOutcomes` starts here, so these rules are written once; the checker's usual step
    /// and `ReferenceImplementation` call it directly, without building or copying an outcome.
    // Performance: `appliesAlone` told by the callers only, not again here (callgrind).
    mutating func applyAlone(_ operation: SliderOperation) -> RuleList {
        switch operation {
        case let .setValue(candidate):
            return [storeClamped(candidate), .valueNoEvent]
        case let .setValueAnimated(candidate, _):
            return [storeClamped(candidate), .valueAnimatedSame, .valueNoEvent]
        case let .setMinimumValue(limit):
            minimumValue = limit
            return [.limitsMinimumStores]
        case let .setMaximumValue(limit):
            maximumValue = limit
            return [.limitsMaximumStores]
        case let .setEnabled(flag):
            isEnabled = flag
            return [.controlStateFlags]
        case let .setContinuous(flag):
            isContinuous = flag
            return [.continuousStores]
        case let .setHighlighted(flag):
            isHighlighted = flag
            return [.controlStateFlags]
        case let .setSelected(flag):
            isSelected = flag
            return [.controlStateFlags]
        case let .setMinimumValueImage(image):
            minimumValueImage = image
            return [.valueImageStores]
        case let .setMaximumValueImage(image):
            maximumValueImage = image
            return [.valueImageStores]
        case let .setAccessibilityLabel(text):
            accessibilityLabel = text
            return [.accessibilityLabelStores]
        case let .setAccessibilityValue(text):
            // nil without an app text before changes nothing: the percentage rules decide the text.
            let rules: RuleList = text == nil && accessibilityValueOverride == nil ? [.operationsNoSideEffects] : [.accessibilityValueOverride]
            accessibilityValueOverride = text
            return rules
        case let .setBounds(width, height):
            boundsWidth = width
            boundsHeight = height
            return [.layoutBoundsStores]
        case let .setLayoutDirection(direction):
            layoutDirection = direction
            return [.layoutDirectionFollowsEnvironment]
        // A new colour for the maximum track: `assignTint`'s one outcome (`clearImages`).
        case let .setTintColor(part, color):
            setTint(color, of: part)
            self[storedImagesOf: part] = StateImages()
            return [.tintMaximumTrackClearsImages, .tintStores]
        // An image for the thumb in one state: `assignImage`'s one outcome (`clearTint`).
        case let .setImage(part, image, state):
            self[storedImagesOf: part][state] = image
            setTint(nil, of: part)
            return [.imageThumbClearsTint, .imagePerState]
        // A slider loaded without a tint: `loadFromInterfaceBuilder`'s one outcome.
        case let .loadFromInterfaceBuilder(attributes):
            return load(attributes)
        // A touch that cannot begin or has none to continue: the guards of `beginTouch`,
        // `moveTouch`, `endTouch` and `cancelTouch`, applied here without building an outcome.
        case let .touchBegan(touch):
            latestTouchTime = max(latestTouchTime, touch.time)
            return isEnabled ? [.trackingSingleTouch] : [.trackingDisabledIgnoresTouches]
        case let .touchMoved(touch), let .touchEnded(touch):
            latestTouchTime = max(latestTouchTime, touch.time)
            return [.trackingSingleTouch]
        case let .touchCancelled(time):
            latestTouchTime = max(latestTouchTime, time)
            return [.trackingSingleTouch]
        default:
            preconditionFailure("applied alone only when appliesAlone accepts it")
        }
    }

    /// True when `applyAlone` applies `operation`: a plain setter, a value set to a number (not
    /// NaN) while no touch is tracked and neither limit is NaN, a finite limit that keeps the
    /// range and the value as they are (`assignLimit`'s one outcome, nothing pulled), `isEnabled`
    /// or `isContinuous` set while no touch is tracked (then neither can end or change a touch),
    /// a new colour for the maximum track, an image for the thumb in one state, a slider loaded
    /// from Interface Builder without a tint, or a touch that is ignored (a touch-down while
    /// disabled or tracking, any other touch while none is tracked).
    // Performance: inlined, a call copied the slider first, measured 225 instructions/op.
    @inline(__always)
    func appliesAlone(_ operation: SliderOperation) -> Bool {
        switch operation {
        case let .setValue(candidate), let .setValueAnimated(candidate, _):
            !isTracking && !candidate.isNaN && !hasNaNLimit
        case let .setMinimumValue(limit):
            limit.isFinite && !maximumValue.isNaN && limit <= maximumValue && value >= limit
        case let .setMaximumValue(limit):
            limit.isFinite && !minimumValue.isNaN && limit >= minimumValue && value <= limit
        case let .setEnabled(flag):
            flag || !isTracking
        case .setContinuous, .touchMoved, .touchEnded, .touchCancelled:
            !isTracking
        case .touchBegan:
            !isEnabled || isTracking
        case let .setTintColor(part, color):
            part == .maximumTrack && color != nil && color != maximumTrackTintColor
        case let .setImage(part, image, state):
            part == .thumb && image != nil && !state.isCombined
        case let .loadFromInterfaceBuilder(attributes):
            !attributes.isTinted
        case .setHighlighted, .setSelected, .setMinimumValueImage, .setMaximumValueImage, .setAccessibilityLabel,
            .setAccessibilityValue, .setBounds, .setLayoutDirection:
            true
        default:
            false
        }
    }

    /// `value =` with a number (not NaN) while neither limit is NaN: stores the value clamped to
    /// the range and returns the rule that decided it.
    mutating func storeClamped(_ candidate: Float) -> RuleID {
        let rule: RuleID =
            candidate.isInfinite ? .valueInfinite
            : candidate < minimumValue ? .valueClampsBelow
            : candidate > maximumValue ? .valueClampsAbove : .valueStoresInRange
        value = clamped(candidate)
        return rule
    }
}

extension ReferenceOutcome {
    /// Appends one outcome per allowed option of a reading, with the set narrowed to that option.
    ///
    /// The last option is applied to this outcome itself rather than a copy (every caller
    /// branches last), so afterwards `self` has been moved into `result` with that option's outcome.
    mutating func branch<Option: ReadingOption>(
        _ keyPath: WritableKeyPath<Readings, ReadingSet<Option>>, into result: inout OutcomeList,
        _ body: (Option, inout ReferenceOutcome, inout OutcomeList) -> Void
    ) {
        let allowed = readings[keyPath: keyPath]
        if allowed.isPinned {
            body(allowed.preferred, &self, &result)
            return
        }
        guard let last = allowed.lastAllowed else { return }
        allowed.forEach { option in
            guard option != last else { return }
            var outcome = self
            outcome.readings[keyPath: keyPath] = ReadingSet(single: option)
            body(option, &outcome, &result)
        }
        readings[keyPath: keyPath] = ReadingSet(single: last)
        body(last, &self, &result)
    }

    /// Like `branch`, but when the outcome `joinsAlike` and every allowed option has the same
    /// `effect` on the state at hand, `body` runs once, with the preferred option, on this outcome
    /// itself, and the reading is left as it was: the checker joins the readings of the outcomes
    /// that match in one state, so one outcome stands for the ones `branch` would build alike (an
    /// adjustment away from the ends, whether or not it would snap there). Otherwise as `branch`.
    mutating func branch<Option: ReadingOption, Effect: Equatable>(
        _ keyPath: WritableKeyPath<Readings, ReadingSet<Option>>, unlessAlike effect: (Option) -> Effect,
        into result: inout OutcomeList, _ body: (Option, inout ReferenceOutcome, inout OutcomeList) -> Void
    ) {
        let allowed = readings[keyPath: keyPath]
        guard joinsAlike, allowed.isPinned || allowed.commonEffect(effect) != nil else {
            branch(keyPath, into: &result, body)
            return
        }
        body(allowed.preferred, &self, &result)
    }

    /// Like `branch`, but leaves the reading open: the implementation may answer differently
    /// each time (for a question whose answer depends on details the suite cannot see). The
    /// last option is applied to this outcome itself, as in `branch`.
    mutating func branchEachTime<Option: ReadingOption>(
        _ keyPath: WritableKeyPath<Readings, ReadingSet<Option>>, into result: inout OutcomeList,
        _ body: (Option, inout ReferenceOutcome, inout OutcomeList) -> Void
    ) {
        guard let last = readings[keyPath: keyPath].lastAllowed else { return }
        readings[keyPath: keyPath].forEach { option in
            guard option != last else { return }
            var outcome = self
            body(option, &outcome, &result)
        }
        body(last, &self, &result)
    }

    /// `value =` and `setValue(_:animated:)`.
    mutating func assignValue(_ candidate: Float, into result: inout OutcomeList) {
        rules.append(.valueNoEvent)
        if slider.hasNaNLimit {
            // A NaN limit: each common way of writing the clamp may give a different value; a
            // NaN value may also be ignored before any clamp, where that reading is allowed.
            rules.prepend(.limitsNonFinite)
            var clamping = self
            if candidate.isNaN {
                rules.prepend(.valueNotANumber)
                clamping.rules = rules
                // Ignoring NaN before any clamp is a reading, kept for the rest of the sequence:
                // it comes last, so an implementation taking the preferred reading clamps.
                let allowed = readings.notANumberValue
                clamping.readings.notANumberValue = ReadingSet(allowed.options.filter { $0 != .isIgnored })
                if allowed.contains(.isIgnored) { readings.notANumberValue = ReadingSet(single: .isIgnored) }
                guard !clamping.readings.notANumberValue.isEmpty else {
                    result.append(&self)
                    return
                }
            }
            clamping.slider.forEachClampResult(candidate) { value in
                var each = clamping
                each.slider.value = value
                result.append(&each)
            }
            if candidate.isNaN, readings.notANumberValue == ReadingSet(single: .isIgnored) { result.append(&self) }
            return
        }
        if candidate.isNaN {
            rules.prepend(.valueNotANumber)
            branch(\.notANumberValue, into: &result) { option, outcome, result in
                switch option {
                case .becomesMinimum: outcome.slider.value = outcome.slider.clamped(candidate)
                case .becomesMaximum: outcome.slider.value = outcome.slider.maximumValue
                case .isIgnored: break
                }
                result.append(&outcome)
            }
            return
        }
        rules.prepend(slider.storeClamped(candidate))
        result.append(&self)
    }

    /// `minimumValue =`.
    mutating func assignMinimum(_ limit: Float, into result: inout OutcomeList) {
        assignLimit(limit, rule: .limitsMinimumStores, into: &result) { $0.storeMinimum(limit, into: &$1) }
    }

    /// `maximumValue =`.
    mutating func assignMaximum(_ limit: Float, into result: inout OutcomeList) {
        assignLimit(limit, rule: .limitsMaximumStores, into: &result) { $0.storeMaximum(limit, into: &$1) }
    }

    /// Stores a limit with `store`, first branching on the non-finite reading when it is NaN or
    /// infinite; then, while a limit is NaN, adds the value each common clamp order gives, and,
    /// where the value was pulled along, branches on whether that sends an event.
    private mutating func assignLimit(
        _ limit: Float, rule: RuleID, into result: inout OutcomeList,
        store: (inout ReferenceOutcome, inout OutcomeList) -> Void
    ) {
        rules = [rule]
        let old = slider.value
        let first = result.count
        if limit.isFinite {
            store(&self, &result)
        } else {
            rules.prepend(.limitsNonFinite)
            branch(\.nonFiniteLimit, into: &result) { option, outcome, result in
                if option == .isIgnored { result.append(&outcome) } else { store(&outcome, &result) }
            }
        }
        // Each stored outcome's outcomes are appended after the stored ones, which are then
        // removed: in place (a slice of `result` kept while appending would copy the array).
        let stored = first..<result.count
        // The usual case, one stored outcome beside number limits: its outcomes take its place;
        // when the value stayed, that is the stored outcome itself, left where it is.
        if stored.count == 1, !result[first].slider.hasNaNLimit {
            if sameFloat(result[first].slider.value, old) { return }
            // Taken back into this outcome (moved into `result`, it held nothing to read).
            result.removeLast(into: &self)
            reportPull(from: old, into: &result)
            return
        }
        for index in stored {
            var outcome = result[index]
            guard outcome.slider.hasNaNLimit else {
                outcome.reportPull(from: old, into: &result)
                continue
            }
            // Stored unguarded beside a NaN limit: the setter's own comparisons, or a re-clamp of
            // the old value written in any common order.
            var guarded = outcome
            if !guarded.rules.contains(.limitsNonFinite) { guarded.rules.prepend(.limitsNonFinite) }
            var pulled = guarded
            pulled.reportPull(from: old, into: &result)
            let kept = guarded.slider.value
            guarded.slider.forEachClampResult(old) { value in
                guard !sameFloat(value, kept) else { return }
                var each = guarded
                each.slider.value = value
                each.reportPull(from: old, into: &result)
            }
        }
        result.removeSubrange(stored)
    }

    /// Appends this outcome of a limit change, branching on `LimitPullEvent` when the value moved
    /// from `old` (the last option applied to this outcome itself, as `branch` does).
    private mutating func reportPull(from old: Float, into result: inout OutcomeList) {
        guard !sameFloat(slider.value, old) else {
            result.append(&self)
            return
        }
        rules.append(.limitsNoEvent)
        branch(\.limitPullEvent, into: &result) { option, outcome, result in
            if option == .reportsValue { outcome.events = [.valueChanged(outcome.slider.value)] }
            result.append(&outcome)
        }
    }

    fileprivate mutating func storeMinimum(_ limit: Float, into result: inout OutcomeList) {
        if limit > slider.maximumValue {
            rules.prepend(.limitsMinimumAboveMaximum)
            rules.append(.limitsMinimumPullsValue)
            branch(\.minimumAboveMaximum, into: &result) { option, outcome, result in
                switch option {
                case .raisesMaximum:
                    outcome.slider.minimumValue = limit
                    outcome.slider.maximumValue = limit
                    outcome.slider.value = limit
                case .clampsToMaximum:
                    outcome.slider.minimumValue = outcome.slider.maximumValue
                    outcome.slider.value = outcome.slider.maximumValue
                case .isIgnored:
                    break
                }
                result.append(&outcome)
            }
            return
        }
        slider.minimumValue = limit
        if slider.value < limit {
            rules.append(.limitsMinimumPullsValue)
            slider.value = limit
        }
        result.append(&self)
    }

    fileprivate mutating func storeMaximum(_ limit: Float, into result: inout OutcomeList) {
        if limit < slider.minimumValue {
            rules.prepend(.limitsMaximumBelowMinimum)
            rules.append(.limitsMaximumPullsValue)
            branch(\.maximumBelowMinimum, into: &result) { option, outcome, result in
                switch option {
                case .lowersMinimum:
                    outcome.slider.minimumValue = limit
                    outcome.slider.maximumValue = limit
                    outcome.slider.value = limit
                case .clampsToMinimum:
                    outcome.slider.maximumValue = outcome.slider.minimumValue
                    outcome.slider.value = outcome.slider.minimumValue
                case .isIgnored:
                    break
                }
                result.append(&outcome)
            }
            return
        }
        slider.maximumValue = limit
        if slider.value > limit {
            rules.append(.limitsMaximumPullsValue)
            slider.value = limit
        }
        result.append(&self)
    }
}

extension ReferenceSlider {
    /// True when a limit is NaN: clamps written in different orders then disagree.
    public var hasNaNLimit: Bool { minimumValue.isNaN || maximumValue.isNaN }

    /// Calls `body` with each distinct value `candidate` clamps to under the common ways of
    /// writing a clamp — UIKit's ordered comparisons, `min(max(v, lo), hi)`, `max(lo, min(hi, v))`,
    /// IEEE `fmin`/`fmax` and an `if v < lo … else if v > hi …` chain — once when a limit is NaN,
    /// where they disagree, leaving out NaN (the value stays instead when every one gives NaN);
    /// otherwise once with `clamped(candidate)`, allocating nothing.
    public func forEachClampResult(_ candidate: Float, _ body: (Float) -> Void) {
        let ordered = clamped(candidate)
        guard hasNaNLimit else {
            body(ordered)
            return
        }
        let low = minimumValue, high = maximumValue
        let swiftMinMax = Swift.min(Swift.max(candidate, low), high)
        let swiftMaxMin = Swift.max(low, Swift.min(high, candidate))
        let ieee = Float.minimum(Float.maximum(candidate, low), high)
        let chain = candidate < low ? low : candidate > high ? high : candidate
        // The value never becomes NaN (`value.not-a-number`): a clamp that gives NaN is not a
        // result, and when every clamp does, the value stays where it was.
        var results: [Float] = []
        for each in [ordered, swiftMinMax, swiftMaxMin, ieee, chain] where !each.isNaN && !results.contains(where: { sameFloat($0, each) }) {
            results.append(each)
        }
        if results.isEmpty { results.append(value) }
        for each in results { body(each) }
    }
}
