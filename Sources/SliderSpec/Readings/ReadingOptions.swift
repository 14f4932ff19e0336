// The open questions, one enum each. Cases are listed with real UIKit's answer first where it
// is known (`shared/uikit-behaviour.md`), so the reference prefers it.

/// Raising `minimumValue` above `maximumValue`: the documents do not say what happens to the maximum.
public enum MinimumAboveMaximum: UInt8, ReadingOption {
    /// The maximum rises to the new minimum; the value follows (real UIKit).
    case raisesMaximum
    /// The new minimum is clamped to the maximum; the value becomes the maximum.
    case clampsToMaximum
    /// The assignment is ignored.
    case isIgnored
    public static let question = "Raising `minimumValue` above `maximumValue`"
    public static let rule = RuleID.limitsMinimumAboveMaximum
    public var summary: String {
        switch self {
        case .raisesMaximum: "the maximum rises to the new minimum and the value follows"
        case .clampsToMaximum: "the new minimum is clamped to the maximum"
        case .isIgnored: "the assignment is ignored"
        }
    }
}

/// Lowering `maximumValue` below `minimumValue`: the documents do not say what happens to the minimum.
public enum MaximumBelowMinimum: UInt8, ReadingOption {
    /// The minimum falls to the new maximum; the value follows (most look-alikes).
    case lowersMinimum
    /// The new maximum is clamped to the minimum; the value becomes the minimum.
    case clampsToMinimum
    /// The assignment is ignored.
    case isIgnored
    public static let question = "Lowering `maximumValue` below `minimumValue`"
    public static let rule = RuleID.limitsMaximumBelowMinimum
    public var summary: String {
        switch self {
        case .lowersMinimum: "the minimum falls to the new maximum and the value follows"
        case .clampsToMinimum: "the new maximum is clamped to the minimum"
        case .isIgnored: "the assignment is ignored"
        }
    }
}

/// Setting `value` to NaN.
public enum NotANumberValue: UInt8, ReadingOption {
    /// The value becomes the minimum (real UIKit's ordered comparisons).
    case becomesMinimum
    /// The assignment is ignored.
    case isIgnored
    /// The value becomes the maximum (a clamp written `max(minimumValue, min(maximumValue, value))`).
    case becomesMaximum
    public static let question = "Setting `value` to NaN"
    public static let rule = RuleID.valueNotANumber
    public var summary: String {
        switch self {
        case .becomesMinimum: "the value becomes the minimum"
        case .isIgnored: "the assignment is ignored"
        case .becomesMaximum: "the value becomes the maximum"
        }
    }
}

/// Setting `minimumValue` or `maximumValue` to NaN or an infinity.
public enum NonFiniteLimit: UInt8, ReadingOption {
    /// Stored unguarded; the other rules then apply with IEEE comparisons (real UIKit).
    case isUnguarded
    /// The assignment is ignored.
    case isIgnored
    public static let question = "Setting a limit to NaN or an infinity"
    public static let rule = RuleID.limitsNonFinite
    public var summary: String {
        switch self {
        case .isUnguarded: "the limit is stored and the other rules apply with IEEE comparisons"
        case .isIgnored: "the assignment is ignored"
        }
    }
}

/// What a state without an image of its own returns from `*Image(for:)` and `current*Image`.
public enum MissingStateImage: UInt8, ReadingOption {
    /// The part's normal image (real UIKit).
    case normalImage
    /// nil: the standard image is drawn.
    case none
    public static let question = "The image of a state that has none of its own"
    public static let rule = RuleID.imageMissingState
    public var summary: String {
        switch self {
        case .normalImage: "the part's `.normal` image (or nil when it has none)"
        case .none: "nil"
        }
    }
}

/// Images for a combined state such as `[.highlighted, .selected]`: how they are stored and
/// what `*Image(for:)` returns when asked for one.
public enum CombinedStateQuery: UInt8, ReadingOption {
    /// Stored for exactly that combination and looked up as a single state is (real UIKit).
    case looksUp
    /// Stored, but `*Image(for:)` of a combination always returns nil.
    case returnsNil
    /// Setting an image for a combination does nothing; nothing is stored for it.
    case isIgnored
    public static let question = "Images for a combined state"
    public static let rule = RuleID.imageCombinedStateQuery
    public var summary: String {
        switch self {
        case .looksUp: "stored for exactly that combination and looked up as a single state is"
        case .returnsNil: "stored, but asking for a combination returns nil"
        case .isIgnored: "setting one does nothing"
        }
    }
}

/// Whether `set*Image(nil, for:)` clears the part's tint as a new image does.
public enum NilImageClearsTint: UInt8, ReadingOption {
    /// Setting nil clears the tint too (real UIKit's thumb).
    case clears
    /// Only a non-nil image clears the tint.
    case keeps
    public static let question = "Setting a nil image"
    public static let rule = RuleID.imageNilClearsTint
    public var summary: String {
        switch self {
        case .clears: "clears the part's tint, as an image does"
        case .keeps: "leaves the part's tint"
        }
    }
}

/// Which thumb images setting `thumbTintColor` removes.
public enum ThumbTintClearing: UInt8, ReadingOption {
    /// Every thumb image (the documents).
    case allStates
    /// Only the highlighted, disabled and selected images: the normal one and those of combined
    /// states are kept (real UIKit, contradicting the documents).
    case singleStatesButNormal
    public static let question = "Which thumb images `thumbTintColor` removes"
    public static let rule = RuleID.tintThumbClearsImages
    public var summary: String {
        switch self {
        case .allStates: "every thumb image"
        case .singleStatesButNormal: "the `.highlighted`, `.disabled` and `.selected` images only"
        }
    }
}

/// Whether a track image clears the track's tint.
public enum TrackImageClearing: UInt8, ReadingOption {
    /// The track's tint is cleared (the documents).
    case clearsTint
    /// The track's tint is kept (real UIKit, contradicting the documents).
    case keepsTint
    public static let question = "Whether a track image clears the track's tint"
    public static let rule = RuleID.imageMinimumTrackClearsTint
    public var summary: String {
        switch self {
        case .clearsTint: "the track's tint becomes nil"
        case .keepsTint: "the track's tint is kept"
        }
    }
}

/// What setting `minimumTrackTintColor` leaves in the minimum track's normal image slot.
public enum MinimumTrackTintImage: UInt8, ReadingOption {
    /// Nothing: the images are removed (the documents).
    case nothing
    /// A system-generated tinted image (real UIKit), shown as the token `system-tinted`; real UIKit
    /// also clears only the single-state images, keeping those of combined states.
    case systemTintedImage
    public static let question = "What `minimumTrackTintColor` leaves in the normal image slot"
    public static let rule = RuleID.tintMinimumTrackClearsImages
    public var summary: String {
        switch self {
        case .nothing: "nothing"
        case .systemTintedImage:
            "a system-generated tinted image (`system-tinted`) when the colour is not nil; only single-state images are removed"
        }
    }
}

/// Whether `accessibilityIncrement()` and `accessibilityDecrement()` send `valueChanged`.
public enum AdjustmentEvent: UInt8, ReadingOption {
    /// One event per adjustment, even at a limit (real UIKit).
    case always
    /// One event when the value changed, none at a limit.
    case whenChanged
    public static let question = "Whether accessibility adjustments send `valueChanged`"
    public static let rule = RuleID.accessibilityAdjustmentEvent
    public var summary: String {
        switch self {
        case .always: "one event per adjustment, even at a limit"
        case .whenChanged: "one event when the value changed"
        }
    }
}

/// Whether an adjustment that lands within 0.001 of an end snaps to that end.
public enum AdjustmentSnap: UInt8, ReadingOption {
    /// Snaps (real UIKit).
    case snapsWithinOneThousandth
    /// Keeps the computed value.
    case exact
    public static let question = "Whether an adjustment landing within 0.001 of an end snaps to it"
    public static let rule = RuleID.accessibilityAdjustmentSnap
    public var summary: String {
        switch self {
        case .snapsWithinOneThousandth: "the value snaps to the end"
        case .exact: "the computed value is kept"
        }
    }
}

/// How the whole percentage in `accessibilityValue` is rounded.
public enum PercentRounding: UInt8, ReadingOption {
    /// Half to even, as `NumberFormatter` does (real UIKit).
    case halfToEven
    /// Half away from zero, as `Double.rounded()` does.
    case halfAwayFromZero
    public static let question = "How the percentage in `accessibilityValue` is rounded"
    public static let rule = RuleID.accessibilityValueRounding
    public var summary: String {
        switch self {
        case .halfToEven: "half to even (12.5 reads \"12%\")"
        case .halfAwayFromZero: "half away from zero (12.5 reads \"13%\")"
        }
    }
}

/// Whether a disabled slider still responds to accessibility adjustments.
public enum DisabledAdjustment: UInt8, ReadingOption {
    /// It adjusts: UIKit gates on user interaction, not on `isEnabled` (real UIKit).
    case adjusts
    /// It ignores them.
    case isIgnored
    public static let question = "Accessibility adjustments while `isEnabled` is false"
    public static let rule = RuleID.accessibilityAdjustmentWhenDisabled
    public var summary: String {
        switch self {
        case .adjusts: "the value is adjusted as when enabled"
        case .isIgnored: "nothing changes and no event is sent"
        }
    }
}

/// What a touch that begins on the track, away from the thumb, does.
public enum TrackTap: UInt8, ReadingOption {
    /// Nothing (real UIKit).
    case isIgnored
    /// The thumb jumps under the finger and tracking begins.
    case jumpsToTouch
    public static let question = "A touch that begins on the track away from the thumb"
    public static let rule = RuleID.trackingTrackTap
    public var summary: String {
        switch self {
        case .isIgnored: "nothing happens"
        case .jumpsToTouch: "the thumb jumps under the finger and tracking begins"
        }
    }
}

/// Whether the thumb keeps the offset between the finger and its centre where the touch began.
public enum GrabOffset: UInt8, ReadingOption {
    /// The offset is kept, so the thumb does not jump (real UIKit).
    case isKept
    /// The thumb centres itself under the finger.
    case centersOnTouch
    public static let question = "Where the thumb sits under the finger while tracking"
    public static let rule = RuleID.trackingGrabOffset
    public var summary: String {
        switch self {
        case .isKept: "the offset between finger and thumb centre at touch-down is kept"
        case .centersOnTouch: "the thumb centres itself under the finger"
        }
    }
}

/// Whether a move of a continuous slider that leaves the value unchanged sends `valueChanged`.
public enum MoveEvent: UInt8, ReadingOption {
    /// Every move sends one (real UIKit).
    case everyMove
    /// Only moves that change the value send one.
    case whenChanged
    public static let question = "A move of a continuous slider that does not change the value"
    public static let rule = RuleID.trackingUnchangedMoveEvent
    public var summary: String {
        switch self {
        case .everyMove: "sends `valueChanged` anyway"
        case .whenChanged: "sends nothing"
        }
    }
}

/// Whether the end of a touch sends `valueChanged` when the release did not change the value.
public enum ReleaseEvent: UInt8, ReadingOption {
    /// Every release sends one, continuous or not (real UIKit).
    case always
    /// Only a release that changed the value (continuous) or ends a touch that changed it (not continuous).
    case whenChanged
    public static let question = "A release that changes nothing"
    public static let rule = RuleID.trackingReleaseEvent
    public var summary: String {
        switch self {
        case .always: "sends `valueChanged` anyway"
        case .whenChanged: "sends nothing"
        }
    }
}

/// Whether a touch that begins beside the thumb, within the 48 × 48 square around its centre,
/// starts tracking. Under `documented` each touch may go either way (hit areas differ in size).
public enum NearThumbTouch: UInt8, ReadingOption {
    /// It does: the hit area is at least 48 × 48 points (real UIKit).
    case tracks
    /// It does not.
    case isIgnored
    public static let question = "A touch that begins beside the thumb, within 48 × 48 points of its centre"
    public static let rule = RuleID.trackingNearThumb
    public var summary: String {
        switch self {
        case .tracks: "starts tracking, as a touch on the thumb does"
        case .isIgnored: "does nothing"
        }
    }
}
