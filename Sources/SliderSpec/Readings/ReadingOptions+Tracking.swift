// The open questions of touch tracking that the sources leave to each implementation, one enum
// each, real UIKit's answer first where `shared/uikit-behaviour.md` gives one.

/// Whether a touch-down that moves the value (the thumb centring under the finger, or a track
/// tap that makes it jump) sends `valueChanged` on a continuous slider.
public enum TouchDownEvent: UInt8, ReadingOption {
    /// Nothing is sent (real UIKit, whose touch-down keeps the grab offset and sends nothing).
    case isSilent
    /// A continuous slider whose value moved at touch-down sends one `valueChanged` with the new value.
    case reportsChange
    public static let question = "A touch-down that moves the value of a continuous slider"
    public static let rule = RuleID.trackingTouchDownEvent
    public var summary: String {
        switch self {
        case .isSilent: "sends nothing"
        case .reportsChange: "sends one `valueChanged` carrying the new value"
        }
    }
}

/// Whether a touch exactly on an edge of a region that decides where it lands (the thumb, the
/// 48 × 48 square around its centre, the track's band) lies inside that region. The sources do
/// not say which edges belong to them, so each touch may go either way: a slider testing
/// `abs(dx) <= 24` (closed) and one using `CGRect.contains` (half-open) both conform. A touch
/// off the edge but within the rounding of a test computed in `Float` or `Double`
/// (`FloatRounding`) may go either way whatever this reading, its exact side first.
public enum EdgeTouch: UInt8, ReadingOption {
    /// Inside: the region's edges belong to it (a closed test, e.g. `abs(dx) <= 24`).
    case isInside
    /// Outside: the touch goes on to the next region (an open or half-open test, e.g. `CGRect.contains`).
    case isOutside
    public static let question = "A touch on an edge of the thumb, the 48 × 48 square around it or the track's band, or within floating-point rounding of one"
    public static let rule = RuleID.trackingEdgeTouch
    public var summary: String {
        switch self {
        case .isInside: "lands in the region whose edge it is on"
        case .isOutside: "lands as if just outside that region"
        }
    }
}

/// What a cancelled touch does to the value and the events.
public enum CancelledTouch: UInt8, ReadingOption {
    /// The value stays where the touch left it and nothing is sent (real UIKit).
    case keepsSilently
    /// The value returns to where it was before the touch; targets hear of it if they had heard another.
    case reverts
    /// The touch ends as a release at the finger's last position would, event included.
    case reportsFinalValue
    public static let question = "A cancelled touch"
    public static let rule = RuleID.trackingCancel
    public var summary: String {
        switch self {
        case .keepsSilently: "the value stays and nothing is sent"
        case .reverts: "the value returns to where it was before the touch, with one `valueChanged` if targets had heard another"
        case .reportsFinalValue: "ends as a release at the finger's last position would, event included"
        }
    }
}

/// What disabling the slider during a touch does to the touch.
public enum DisabledWhileTracking: UInt8, ReadingOption {
    /// The touch goes on.
    case continues
    /// The touch ends as a cancel does, following the cancel reading.
    case endsAsCancel
    public static let question = "Disabling the slider during a touch"
    public static let rule = RuleID.trackingDisabledWhileTracking
    public var summary: String {
        switch self {
        case .continues: "the touch goes on"
        case .endsAsCancel: "the touch ends as a cancel does"
        }
    }
}

/// What `value =` or `setValue(_:animated:)` does during a touch.
public enum ValueSetWhileTracking: UInt8, ReadingOption {
    /// The value is stored (without an event), and the next move follows the finger again.
    case setsValue
    /// The assignment is ignored.
    case isIgnored
    public static let question = "Setting `value` during a touch"
    public static let rule = RuleID.trackingValueSetWhileTracking
    public var summary: String {
        switch self {
        case .setsValue: "the value is stored without an event; the next move follows the finger again"
        case .isIgnored: "the assignment is ignored"
        }
    }
}

/// When a change of `isContinuous` during a touch takes effect.
public enum ContinuousToggledMidTouch: UInt8, ReadingOption {
    /// At once: the rest of the touch sends events as the new setting says.
    case appliesAtOnce
    /// From the next touch: the touch in progress keeps the setting it began with.
    case appliesToNextTouch
    public static let question = "Changing `isContinuous` during a touch"
    public static let rule = RuleID.trackingContinuousToggledMidTouch
    public var summary: String {
        switch self {
        case .appliesAtOnce: "the rest of the touch follows the new setting"
        case .appliesToNextTouch: "the touch keeps the setting it began with"
        }
    }
}

/// What a touch does while `minimumValue == maximumValue`.
public enum EmptyRangeTouch: UInt8, ReadingOption {
    /// Tracking and highlighting as usual; the value cannot move; events follow the event readings.
    case tracksAsUsual
    /// The touch is ignored.
    case isIgnored
    public static let question = "A touch while `minimumValue == maximumValue`"
    public static let rule = RuleID.trackingEmptyRange
    public var summary: String {
        switch self {
        case .tracksAsUsual: "tracks and highlights as usual; the value cannot move, events follow the event readings"
        case .isIgnored: "does nothing"
        }
    }
}
