/// The answers an implementation may give to every open question, as narrowed so far.
///
/// A `Profile` supplies the starting sets. Under the `documented` profile most sets hold every
/// answer the sources allow; as a sequence runs, the checker keeps only the answers that match
/// what the implementation did, so an implementation may choose any allowed reading but must
/// keep to it.
public struct Readings: Hashable, Sendable {
    /// Raising `minimumValue` above `maximumValue`.
    public var minimumAboveMaximum: ReadingSet<MinimumAboveMaximum>
    /// Lowering `maximumValue` below `minimumValue`.
    public var maximumBelowMinimum: ReadingSet<MaximumBelowMinimum>
    /// Setting `value` to NaN.
    public var notANumberValue: ReadingSet<NotANumberValue>
    /// Setting a limit to NaN or an infinity.
    public var nonFiniteLimit: ReadingSet<NonFiniteLimit>
    /// What `*Image(for:)` and `current*Image` return for a state with no image of its own.
    public var missingStateImage: ReadingSet<MissingStateImage>
    /// What `*Image(for:)` returns when asked for a combined state.
    public var combinedStateQuery: ReadingSet<CombinedStateQuery>
    /// Whether setting a nil image clears the part's tint.
    public var nilImageClearsTint: ReadingSet<NilImageClearsTint>
    /// Which thumb images `thumbTintColor` clears.
    public var thumbTintClearing: ReadingSet<ThumbTintClearing>
    /// Whether a track image clears the track's tint.
    public var trackImageClearing: ReadingSet<TrackImageClearing>
    /// What `minimumTrackTintColor` leaves in the minimum track's normal image slot.
    public var minimumTrackTintImage: ReadingSet<MinimumTrackTintImage>
    /// Whether accessibility adjustments send `valueChanged`.
    public var adjustmentEvent: ReadingSet<AdjustmentEvent>
    /// Whether an adjustment that lands near an end snaps to it.
    public var adjustmentSnap: ReadingSet<AdjustmentSnap>
    /// How the percentage in `accessibilityValue` is rounded.
    public var percentRounding: ReadingSet<PercentRounding>
    /// Whether a disabled slider responds to accessibility adjustments.
    public var disabledAdjustment: ReadingSet<DisabledAdjustment>
    /// Whether a touch beside the thumb starts tracking.
    public var nearThumbTouch: ReadingSet<NearThumbTouch> = .any
    /// What a touch on the track away from the thumb does.
    public var trackTap: ReadingSet<TrackTap> = .any
    /// Where the thumb sits under the finger while tracking.
    public var grabOffset: ReadingSet<GrabOffset> = .any
    /// Whether a move that changes nothing sends an event.
    public var moveEvent: ReadingSet<MoveEvent> = .any
    /// Whether a release that changes nothing sends an event.
    public var releaseEvent: ReadingSet<ReleaseEvent> = .any
    /// Whether a touch exactly on an edge of the thumb, its hit square or the track's band lies inside it.
    public var edgeTouch: ReadingSet<EdgeTouch> = .any
    /// Whether a touch-down that moves the value sends an event.
    public var touchDownEvent: ReadingSet<TouchDownEvent> = .any
    /// What a cancelled touch does.
    public var cancelledTouch: ReadingSet<CancelledTouch> = .any
    /// What disabling the slider during a touch does.
    public var disabledWhileTracking: ReadingSet<DisabledWhileTracking> = .any
    /// What setting `value` during a touch does.
    public var valueSetWhileTracking: ReadingSet<ValueSetWhileTracking> = .any
    /// When a change of `isContinuous` during a touch takes effect.
    public var continuousToggledMidTouch: ReadingSet<ContinuousToggledMidTouch> = .any
    /// What a touch does while the range is empty.
    public var emptyRangeTouch: ReadingSet<EmptyRangeTouch> = .any
    /// In which type the percentage's product is computed.
    public var percentArithmetic: ReadingSet<PercentArithmetic> = .any
    /// Assigning a part the tint colour it already has.
    public var sameTintColor: ReadingSet<SameTintColor> = .any
    /// Whether setting a tint colour to nil removes the part's images.
    public var nilTintClearsImages: ReadingSet<NilTintClearsImages> = .any
    /// Whether a limit change that pulls the value along sends an event.
    public var limitPullEvent: ReadingSet<LimitPullEvent> = .any
    /// Whether a disabled slider's traits gain `.notEnabled`.
    public var disabledTraits: ReadingSet<DisabledTraits> = .any

    /// Creates readings from a set per question.
    public init(
        minimumAboveMaximum: ReadingSet<MinimumAboveMaximum>, maximumBelowMinimum: ReadingSet<MaximumBelowMinimum>,
        notANumberValue: ReadingSet<NotANumberValue>, nonFiniteLimit: ReadingSet<NonFiniteLimit>,
        missingStateImage: ReadingSet<MissingStateImage>, combinedStateQuery: ReadingSet<CombinedStateQuery>,
        nilImageClearsTint: ReadingSet<NilImageClearsTint>, thumbTintClearing: ReadingSet<ThumbTintClearing>,
        trackImageClearing: ReadingSet<TrackImageClearing>, minimumTrackTintImage: ReadingSet<MinimumTrackTintImage>,
        adjustmentEvent: ReadingSet<AdjustmentEvent>, adjustmentSnap: ReadingSet<AdjustmentSnap>,
        percentRounding: ReadingSet<PercentRounding>, disabledAdjustment: ReadingSet<DisabledAdjustment>
    ) {
        self.minimumAboveMaximum = minimumAboveMaximum
        self.maximumBelowMinimum = maximumBelowMinimum
        self.notANumberValue = notANumberValue
        self.nonFiniteLimit = nonFiniteLimit
        self.missingStateImage = missingStateImage
        self.combinedStateQuery = combinedStateQuery
        self.nilImageClearsTint = nilImageClearsTint
        self.thumbTintClearing = thumbTintClearing
        self.trackImageClearing = trackImageClearing
        self.minimumTrackTintImage = minimumTrackTintImage
        self.adjustmentEvent = adjustmentEvent
        self.adjustmentSnap = adjustmentSnap
        self.percentRounding = percentRounding
        self.disabledAdjustment = disabledAdjustment
    }

    /// The answers allowed by either: what an observation that several outcomes match still allows.
    public func union(_ other: Readings) -> Readings {
        var result = self
        result.minimumAboveMaximum = minimumAboveMaximum.union(other.minimumAboveMaximum)
        result.maximumBelowMinimum = maximumBelowMinimum.union(other.maximumBelowMinimum)
        result.notANumberValue = notANumberValue.union(other.notANumberValue)
        result.nonFiniteLimit = nonFiniteLimit.union(other.nonFiniteLimit)
        result.missingStateImage = missingStateImage.union(other.missingStateImage)
        result.combinedStateQuery = combinedStateQuery.union(other.combinedStateQuery)
        result.nilImageClearsTint = nilImageClearsTint.union(other.nilImageClearsTint)
        result.thumbTintClearing = thumbTintClearing.union(other.thumbTintClearing)
        result.trackImageClearing = trackImageClearing.union(other.trackImageClearing)
        result.minimumTrackTintImage = minimumTrackTintImage.union(other.minimumTrackTintImage)
        result.adjustmentEvent = adjustmentEvent.union(other.adjustmentEvent)
        result.adjustmentSnap = adjustmentSnap.union(other.adjustmentSnap)
        result.percentRounding = percentRounding.union(other.percentRounding)
        result.disabledAdjustment = disabledAdjustment.union(other.disabledAdjustment)
        result.nearThumbTouch = nearThumbTouch.union(other.nearThumbTouch)
        result.edgeTouch = edgeTouch.union(other.edgeTouch)
        result.trackTap = trackTap.union(other.trackTap)
        result.grabOffset = grabOffset.union(other.grabOffset)
        result.moveEvent = moveEvent.union(other.moveEvent)
        result.releaseEvent = releaseEvent.union(other.releaseEvent)
        result.touchDownEvent = touchDownEvent.union(other.touchDownEvent)
        result.cancelledTouch = cancelledTouch.union(other.cancelledTouch)
        result.disabledWhileTracking = disabledWhileTracking.union(other.disabledWhileTracking)
        result.valueSetWhileTracking = valueSetWhileTracking.union(other.valueSetWhileTracking)
        result.continuousToggledMidTouch = continuousToggledMidTouch.union(other.continuousToggledMidTouch)
        result.emptyRangeTouch = emptyRangeTouch.union(other.emptyRangeTouch)
        result.percentArithmetic = percentArithmetic.union(other.percentArithmetic)
        result.sameTintColor = sameTintColor.union(other.sameTintColor)
        result.nilTintClearsImages = nilTintClearsImages.union(other.nilTintClearsImages)
        result.limitPullEvent = limitPullEvent.union(other.limitPullEvent)
        result.disabledTraits = disabledTraits.union(other.disabledTraits)
        return result
    }

    /// True when no reading set is empty: every question has an allowed answer, so every
    /// operation has at least one outcome (as a profile's readings always do).
    var answersEveryQuestion: Bool {
        !minimumAboveMaximum.isEmpty && !maximumBelowMinimum.isEmpty && !notANumberValue.isEmpty && !nonFiniteLimit.isEmpty
            && !missingStateImage.isEmpty && !combinedStateQuery.isEmpty && !nilImageClearsTint.isEmpty
            && !thumbTintClearing.isEmpty && !trackImageClearing.isEmpty && !minimumTrackTintImage.isEmpty
            && !adjustmentEvent.isEmpty && !adjustmentSnap.isEmpty && !percentRounding.isEmpty && !disabledAdjustment.isEmpty
            && !nearThumbTouch.isEmpty && !edgeTouch.isEmpty && !trackTap.isEmpty && !grabOffset.isEmpty && !moveEvent.isEmpty
            && !releaseEvent.isEmpty && !touchDownEvent.isEmpty && !cancelledTouch.isEmpty && !disabledWhileTracking.isEmpty
            && !valueSetWhileTracking.isEmpty && !continuousToggledMidTouch.isEmpty && !emptyRangeTouch.isEmpty
            && !percentArithmetic.isEmpty && !sameTintColor.isEmpty && !nilTintClearsImages.isEmpty && !limitPullEvent.isEmpty
            && !disabledTraits.isEmpty
    }

    /// Each reading set pinned to its preferred answer (an empty one stays empty): what an
    /// implementation taking the preferred readings decides up front, so the reference run as an
    /// implementation builds only the outcome it takes (`ReferenceImplementation`).
    public var preferredOnly: Readings {
        func pinned<Option>(_ set: ReadingSet<Option>) -> ReadingSet<Option> { set.isEmpty ? set : ReadingSet(single: set.preferred) }
        var result = self
        result.minimumAboveMaximum = pinned(result.minimumAboveMaximum)
        result.maximumBelowMinimum = pinned(result.maximumBelowMinimum)
        result.notANumberValue = pinned(result.notANumberValue)
        result.nonFiniteLimit = pinned(result.nonFiniteLimit)
        result.missingStateImage = pinned(result.missingStateImage)
        result.combinedStateQuery = pinned(result.combinedStateQuery)
        result.nilImageClearsTint = pinned(result.nilImageClearsTint)
        result.thumbTintClearing = pinned(result.thumbTintClearing)
        result.trackImageClearing = pinned(result.trackImageClearing)
        result.minimumTrackTintImage = pinned(result.minimumTrackTintImage)
        result.adjustmentEvent = pinned(result.adjustmentEvent)
        result.adjustmentSnap = pinned(result.adjustmentSnap)
        result.percentRounding = pinned(result.percentRounding)
        result.disabledAdjustment = pinned(result.disabledAdjustment)
        result.nearThumbTouch = pinned(result.nearThumbTouch)
        result.edgeTouch = pinned(result.edgeTouch)
        result.trackTap = pinned(result.trackTap)
        result.grabOffset = pinned(result.grabOffset)
        result.moveEvent = pinned(result.moveEvent)
        result.releaseEvent = pinned(result.releaseEvent)
        result.touchDownEvent = pinned(result.touchDownEvent)
        result.cancelledTouch = pinned(result.cancelledTouch)
        result.disabledWhileTracking = pinned(result.disabledWhileTracking)
        result.valueSetWhileTracking = pinned(result.valueSetWhileTracking)
        result.continuousToggledMidTouch = pinned(result.continuousToggledMidTouch)
        result.emptyRangeTouch = pinned(result.emptyRangeTouch)
        result.percentArithmetic = pinned(result.percentArithmetic)
        result.sameTintColor = pinned(result.sameTintColor)
        result.nilTintClearsImages = pinned(result.nilTintClearsImages)
        result.limitPullEvent = pinned(result.limitPullEvent)
        result.disabledTraits = pinned(result.disabledTraits)
        return result
    }

    /// A copy with one reading set replaced.
    public func with<Option>(_ keyPath: WritableKeyPath<Readings, ReadingSet<Option>>, _ set: ReadingSet<Option>) -> Readings {
        var copy = self
        copy[keyPath: keyPath] = set
        return copy
    }

    /// The rules of the questions that still allow more than one answer.
    public var openQuestionRules: Set<RuleID> {
        Set(summary.filter { $0.allowed.count > 1 }.map(\.rule))
    }

    /// The rules of the questions this answers with none of the answers `other` allows.
    public func rulesAnsweredOtherwise(than other: Readings) -> [RuleID] {
        zip(summary, other.summary).filter { Set($0.allowed).isDisjoint(with: $1.allowed) }.map(\.0.rule)
    }

    /// Each question with the answers still allowed, for reports and CONFORMANCE.md.
    public var summary: [(question: String, rule: RuleID, allowed: [String])] {
        func entry<O: ReadingOption>(_ set: ReadingSet<O>) -> (String, RuleID, [String]) {
            (O.question, O.rule, set.options.map(\.name))
        }
        return [
            entry(minimumAboveMaximum), entry(maximumBelowMinimum), entry(notANumberValue), entry(nonFiniteLimit),
            entry(missingStateImage), entry(combinedStateQuery), entry(nilImageClearsTint), entry(thumbTintClearing),
            entry(trackImageClearing), entry(minimumTrackTintImage), entry(adjustmentEvent), entry(adjustmentSnap),
            entry(percentRounding), entry(disabledAdjustment), entry(nearThumbTouch), entry(edgeTouch), entry(trackTap), entry(grabOffset), entry(moveEvent),
            entry(releaseEvent),
            entry(touchDownEvent), entry(cancelledTouch), entry(disabledWhileTracking), entry(valueSetWhileTracking),
            entry(continuousToggledMidTouch), entry(emptyRangeTouch),
            entry(percentArithmetic), entry(sameTintColor), entry(nilTintClearsImages), entry(limitPullEvent),
            entry(disabledTraits),
        ]
    }
}
