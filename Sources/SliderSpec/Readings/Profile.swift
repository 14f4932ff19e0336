/// A named set of allowed readings: what a conforming implementation may do where the sources
/// are silent or disagree with real UIKit.
public struct Profile: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The profile's name on the command line and in corpus files, e.g. `documented`.
    public let id: String
    /// One line on what the profile checks.
    public let summary: String
    /// The readings a sequence starts with.
    public let readings: Readings
    /// The opt-in behaviours this profile checks.
    public let features: Set<ProfileFeature>

    /// Creates a profile.
    public init(id: String, summary: String, readings: Readings, features: Set<ProfileFeature> = []) {
        self.id = id
        self.summary = summary
        self.readings = readings
        self.features = features
    }

    public var description: String { id }

    /// The default: follows the source documents and accepts every reading they allow.
    public static let documented = Profile(
        id: "documented",
        summary: "Follows the source documents; where they are silent, accepts every reading they allow.",
        readings: Readings(
            minimumAboveMaximum: .any, maximumBelowMinimum: .any, notANumberValue: .any, nonFiniteLimit: .any,
            missingStateImage: ReadingSet([.none]), combinedStateQuery: .any, nilImageClearsTint: .any,
            thumbTintClearing: ReadingSet([.allStates]), trackImageClearing: ReadingSet([.clearsTint]),
            minimumTrackTintImage: ReadingSet([.nothing]),
            adjustmentEvent: .any, adjustmentSnap: .any, percentRounding: .any, disabledAdjustment: .any))

    /// Pins each reading to what real UIKit is known to do (`shared/uikit-behaviour.md`); where
    /// even that is unknown, the documented readings stay open.
    public static let uikitObserved = Profile(
        id: "uikit-observed",
        summary: "Pins each reading to what real UIKit is known to do, including where it contradicts the documents.",
        readings: Readings(
            minimumAboveMaximum: ReadingSet([.raisesMaximum]), maximumBelowMinimum: .any,
            notANumberValue: ReadingSet([.becomesMinimum]), nonFiniteLimit: ReadingSet([.isUnguarded]),
            missingStateImage: ReadingSet([.normalImage]), combinedStateQuery: ReadingSet([.looksUp]),
            nilImageClearsTint: ReadingSet([.clears]), thumbTintClearing: ReadingSet([.singleStatesButNormal]),
            trackImageClearing: ReadingSet([.keepsTint]), minimumTrackTintImage: ReadingSet([.systemTintedImage]),
            adjustmentEvent: ReadingSet([.always]), adjustmentSnap: ReadingSet([.snapsWithinOneThousandth]),
            percentRounding: ReadingSet([.halfToEven]), disabledAdjustment: ReadingSet([.adjusts]),
            nearThumbTouch: ReadingSet([.tracks]), trackTap: ReadingSet([.isIgnored]), grabOffset: ReadingSet([.isKept]),
            moveEvent: ReadingSet([.everyMove]), releaseEvent: ReadingSet([.always]),
            touchDownEvent: ReadingSet([.isSilent]), cancelledTouch: ReadingSet([.keepsSilently]),
            percentArithmetic: ReadingSet([.floatProduct]), sameTintColor: ReadingSet([.isNoOp]),
            nilTintClearsImages: ReadingSet([.clears]), disabledTraits: ReadingSet([.addsNotEnabled])),
        features: [.classicGeometry])

    /// The documented profile plus the precision release of "Improving UISlider's Precision".
    public static let precisionRelease = Profile(
        id: "precision-release",
        summary: "The documented profile, plus: a release restores the value held longer than 0.05 s when within 12 points (source 002).",
        readings: Profile.documented.readings, features: [.precisionRelease])

    /// The documented profile plus a value callout that follows the thumb ("Adding a UIPopover to UISlider").
    public static let valueCallout = Profile(
        id: "value-callout",
        summary: "The documented profile, plus: a value callout whose centre follows the thumb's (source 004).",
        readings: Profile.documented.readings, features: [.valueCallout])

    /// Every profile, default first.
    public static let all: [Profile] = [.documented, .uikitObserved, .precisionRelease, .valueCallout]

    /// The profile named `id`, or nil.
    public static func named(_ id: String) -> Profile? { all.first { $0.id == id } }
}

/// An opt-in behaviour a profile checks on top of the rules every profile checks.
public enum ProfileFeature: String, Hashable, Sendable, CaseIterable {
    /// Geometry must equal the classic UIKit layout exactly, not only keep its relations.
    case classicGeometry
    /// The release restores a value held long enough nearby (source 002).
    case precisionRelease
    /// A value callout follows the thumb (source 004).
    case valueCallout
}
