/// The answers an implementation may give to every open question, as narrowed so far.
///
/// A `Profile` supplies the starting sets. Under the `documented` profile most sets hold every
/// answer the sources allow; as a sequence runs, the checker keeps only the answers that match
/// what the implementation did, so an implementation may choose any allowed reading but must
/// keep to it.
///
/// The stored properties are the questions, declared once, in the order reports list them, each
/// also named in `questions` (`ReadingQuestion`): what is asked and its rule. Each is one byte
/// (`ReadingSet`), so `union`, `answersEveryQuestion` and `preferredOnly` work on the bytes of
/// the whole struct and reach every question without naming one; the initialiser must set every
/// stored property, so it cannot leave a new question out (`ReadingsTableTests` pins the rest).
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
    public var nearThumbTouch: ReadingSet<NearThumbTouch>
    /// Whether a touch exactly on an edge of the thumb, its hit square or the track's band lies inside it.
    public var edgeTouch: ReadingSet<EdgeTouch>
    /// What a touch on the track away from the thumb does.
    public var trackTap: ReadingSet<TrackTap>
    /// Where the thumb sits under the finger while tracking.
    public var grabOffset: ReadingSet<GrabOffset>
    /// Whether a move that changes nothing sends an event.
    public var moveEvent: ReadingSet<MoveEvent>
    /// Whether a release that changes nothing sends an event.
    public var releaseEvent: ReadingSet<ReleaseEvent>
    /// Whether a touch-down that moves the value sends an event.
    public var touchDownEvent: ReadingSet<TouchDownEvent>
    /// What a cancelled touch does.
    public var cancelledTouch: ReadingSet<CancelledTouch>
    /// What disabling the slider during a touch does.
    public var disabledWhileTracking: ReadingSet<DisabledWhileTracking>
    /// What setting `value` during a touch does.
    public var valueSetWhileTracking: ReadingSet<ValueSetWhileTracking>
    /// When a change of `isContinuous` during a touch takes effect.
    public var continuousToggledMidTouch: ReadingSet<ContinuousToggledMidTouch>
    /// What a touch does while the range is empty.
    public var emptyRangeTouch: ReadingSet<EmptyRangeTouch>
    /// In which type the percentage's product is computed.
    public var percentArithmetic: ReadingSet<PercentArithmetic>
    /// Assigning a part the tint colour it already has.
    public var sameTintColor: ReadingSet<SameTintColor>
    /// Whether setting a tint colour to nil removes the part's images.
    public var nilTintClearsImages: ReadingSet<NilTintClearsImages>
    /// Whether a limit change that pulls the value along sends an event.
    public var limitPullEvent: ReadingSet<LimitPullEvent>
    /// Whether a disabled slider's traits gain `.notEnabled`.
    public var disabledTraits: ReadingSet<DisabledTraits>

    /// Creates readings from a set per question; a question not given allows every answer.
    public init(
        minimumAboveMaximum: ReadingSet<MinimumAboveMaximum> = .any,
        maximumBelowMinimum: ReadingSet<MaximumBelowMinimum> = .any,
        notANumberValue: ReadingSet<NotANumberValue> = .any,
        nonFiniteLimit: ReadingSet<NonFiniteLimit> = .any,
        missingStateImage: ReadingSet<MissingStateImage> = .any,
        combinedStateQuery: ReadingSet<CombinedStateQuery> = .any,
        nilImageClearsTint: ReadingSet<NilImageClearsTint> = .any,
        thumbTintClearing: ReadingSet<ThumbTintClearing> = .any,
        trackImageClearing: ReadingSet<TrackImageClearing> = .any,
        minimumTrackTintImage: ReadingSet<MinimumTrackTintImage> = .any,
        adjustmentEvent: ReadingSet<AdjustmentEvent> = .any,
        adjustmentSnap: ReadingSet<AdjustmentSnap> = .any,
        percentRounding: ReadingSet<PercentRounding> = .any,
        disabledAdjustment: ReadingSet<DisabledAdjustment> = .any,
        nearThumbTouch: ReadingSet<NearThumbTouch> = .any,
        edgeTouch: ReadingSet<EdgeTouch> = .any,
        trackTap: ReadingSet<TrackTap> = .any,
        grabOffset: ReadingSet<GrabOffset> = .any,
        moveEvent: ReadingSet<MoveEvent> = .any,
        releaseEvent: ReadingSet<ReleaseEvent> = .any,
        touchDownEvent: ReadingSet<TouchDownEvent> = .any,
        cancelledTouch: ReadingSet<CancelledTouch> = .any,
        disabledWhileTracking: ReadingSet<DisabledWhileTracking> = .any,
        valueSetWhileTracking: ReadingSet<ValueSetWhileTracking> = .any,
        continuousToggledMidTouch: ReadingSet<ContinuousToggledMidTouch> = .any,
        emptyRangeTouch: ReadingSet<EmptyRangeTouch> = .any,
        percentArithmetic: ReadingSet<PercentArithmetic> = .any,
        sameTintColor: ReadingSet<SameTintColor> = .any,
        nilTintClearsImages: ReadingSet<NilTintClearsImages> = .any,
        limitPullEvent: ReadingSet<LimitPullEvent> = .any,
        disabledTraits: ReadingSet<DisabledTraits> = .any
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
        self.nearThumbTouch = nearThumbTouch
        self.edgeTouch = edgeTouch
        self.trackTap = trackTap
        self.grabOffset = grabOffset
        self.moveEvent = moveEvent
        self.releaseEvent = releaseEvent
        self.touchDownEvent = touchDownEvent
        self.cancelledTouch = cancelledTouch
        self.disabledWhileTracking = disabledWhileTracking
        self.valueSetWhileTracking = valueSetWhileTracking
        self.continuousToggledMidTouch = continuousToggledMidTouch
        self.emptyRangeTouch = emptyRangeTouch
        self.percentArithmetic = percentArithmetic
        self.sameTintColor = sameTintColor
        self.nilTintClearsImages = nilTintClearsImages
        self.limitPullEvent = limitPullEvent
        self.disabledTraits = disabledTraits
    }

    /// Every question, in the order of the stored properties (each its own byte, at its place:
    /// `ReadingsTableTests`): what reports, the catalogue and CONFORMANCE.md list.
    static let questions: [ReadingQuestion] = [
        ReadingQuestion(\.minimumAboveMaximum),
        ReadingQuestion(\.maximumBelowMinimum),
        ReadingQuestion(\.notANumberValue),
        ReadingQuestion(\.nonFiniteLimit),
        ReadingQuestion(\.missingStateImage),
        ReadingQuestion(\.combinedStateQuery),
        ReadingQuestion(\.nilImageClearsTint),
        ReadingQuestion(\.thumbTintClearing),
        ReadingQuestion(\.trackImageClearing),
        ReadingQuestion(\.minimumTrackTintImage),
        ReadingQuestion(\.adjustmentEvent),
        ReadingQuestion(\.adjustmentSnap),
        ReadingQuestion(\.percentRounding),
        ReadingQuestion(\.disabledAdjustment),
        ReadingQuestion(\.nearThumbTouch),
        ReadingQuestion(\.edgeTouch),
        ReadingQuestion(\.trackTap),
        ReadingQuestion(\.grabOffset),
        ReadingQuestion(\.moveEvent),
        ReadingQuestion(\.releaseEvent),
        ReadingQuestion(\.touchDownEvent),
        ReadingQuestion(\.cancelledTouch),
        ReadingQuestion(\.disabledWhileTracking),
        ReadingQuestion(\.valueSetWhileTracking),
        ReadingQuestion(\.continuousToggledMidTouch),
        ReadingQuestion(\.emptyRangeTouch),
        ReadingQuestion(\.percentArithmetic),
        ReadingQuestion(\.sameTintColor),
        ReadingQuestion(\.nilTintClearsImages),
        ReadingQuestion(\.limitPullEvent),
        ReadingQuestion(\.disabledTraits),
    ]

    /// The answers allowed by either: what an observation that several outcomes match still allows.
    public func union(_ other: Readings) -> Readings {
        var result = self
        withUnsafeMutableBytes(of: &result) { sets in
            withUnsafeBytes(of: other) { others in
                for index in sets.indices { sets[index] |= others[index] }
            }
        }
        return result
    }

    /// True when no reading set is empty: every question has an allowed answer, so every
    /// operation has at least one outcome (as a profile's readings always do).
    var answersEveryQuestion: Bool {
        withUnsafeBytes(of: self) { !$0.contains(0) }
    }

    /// Each reading set pinned to its preferred answer (an empty one stays empty): what an
    /// implementation taking the preferred readings decides up front, so the reference run as an
    /// implementation builds only the outcome it takes (`ReferenceImplementation`). The preferred
    /// answer is the lowest bit of its set's byte (`ReadingSet.preferred`).
    public var preferredOnly: Readings {
        var result = self
        withUnsafeMutableBytes(of: &result) { sets in
            for index in sets.indices {
                let bits = sets[index]
                sets[index] = bits & (0 &- bits)
            }
        }
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
        Self.questions.map { ($0.text, $0.rule, $0.allowed(in: self)) }
    }
}
