// Open questions about values, limits, tints and the accessibility text (issue #10), one enum
// each, in the style of `ReadingOptions.swift`.

/// In which type the fraction is multiplied by 100 before the percentage is rounded.
public enum PercentArithmetic: UInt8, ReadingOption {
    /// In `Float`, the fraction's own type, so the product is rounded to `Float` first (real UIKit:
    /// a percent `NumberFormatter` given an `NSNumber` made from the `Float` fraction).
    case floatProduct
    /// In `Double`, from the `Float` fraction widened exactly.
    case doubleProduct
    /// The fraction itself in `Double`, from the value and the limits widened exactly, then the
    /// product in `Double` (an adapter over a `Double`-valued slider, a formatter given `Double`s).
    case exactFraction
    public static let question = "In which type `accessibilityValue` computes the fraction and multiplies it by 100"
    public static let rule = RuleID.accessibilityValueArithmetic
    public var summary: String {
        switch self {
        case .floatProduct: "in `Float`: the product is rounded to `Float` before the percentage is rounded"
        case .doubleProduct: "in `Double`: the exact product of the `Float` fraction is rounded"
        case .exactFraction: "all in `Double`: the fraction of the widened value, minimum and maximum, times 100, is rounded"
        }
    }
}

/// Assigning a part the tint colour it already has.
public enum SameTintColor: UInt8, ReadingOption {
    /// The assignment counts as setting the property: the part's images are removed again.
    case clearsImages
    /// Nothing happens (real UIKit).
    case isNoOp
    public static let question = "Assigning a part the tint colour it already has"
    public static let rule = RuleID.tintSameColor
    public var summary: String {
        switch self {
        case .clearsImages: "removes the part's images, as a new colour does"
        case .isNoOp: "does nothing"
        }
    }
}

/// Setting a tint colour to nil when the part has one.
public enum NilTintClearsImages: UInt8, ReadingOption {
    /// The part's images are removed, as for a colour (real UIKit, when the colour changes).
    case clears
    /// Only the colour is removed; the images are kept.
    case keeps
    public static let question = "Setting a tint colour to nil"
    public static let rule = RuleID.tintNilClearsImages
    public var summary: String {
        switch self {
        case .clears: "removes the part's images, as a colour does"
        case .keeps: "removes only the colour"
        }
    }
}

/// Whether a limit change that pulls the value along sends `valueChanged`.
public enum LimitPullEvent: UInt8, ReadingOption {
    /// No event: the change was made in code.
    case sendsNothing
    /// One `valueChanged` carrying the pulled value.
    case reportsValue
    public static let question = "A limit change that pulls the value along"
    public static let rule = RuleID.limitsNoEvent
    public var summary: String {
        switch self {
        case .sendsNothing: "sends no event"
        case .reportsValue: "sends one `valueChanged` with the new value"
        }
    }
}
