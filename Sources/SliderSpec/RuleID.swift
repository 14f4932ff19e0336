/// A rule's stable dotted identifier, e.g. `limits.maximum-pulls-value`.
///
/// Identifiers never change once published: corpus files, expectation files and test names
/// refer to them. Each identifier is interned once, so copying, comparing and counting rules
/// on the engine's hot path costs no more than a small integer.
public struct RuleID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier's position in the process's table of interned identifiers.
    public let index: UInt16

    /// Interns an identifier.
    public init(_ rawValue: String) { index = InternedNames.rules.intern(rawValue) }
    public init(stringLiteral value: String) { self.init(value) }

    /// The dotted identifier.
    public var rawValue: String { InternedNames.rules.name(index) }

    public init(from decoder: any Decoder) throws { self.init(try decoder.singleValueContainer().decode(String.self)) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RuleID {
    public static var defaultsValue: RuleID { RuleID(interned: 0) }
    public static var defaultsLimits: RuleID { RuleID(interned: 1) }
    public static var defaultsContinuous: RuleID { RuleID(interned: 2) }
    public static var defaultsAppearance: RuleID { RuleID(interned: 3) }
    public static var defaultsControlState: RuleID { RuleID(interned: 4) }
    public static var defaultsAccessibilityLabel: RuleID { RuleID(interned: 5) }
    public static var defaultsTintColors: RuleID { RuleID(interned: 6) }

    public static var valueClampsBelow: RuleID { RuleID(interned: 7) }
    public static var valueClampsAbove: RuleID { RuleID(interned: 8) }
    public static var valueStoresInRange: RuleID { RuleID(interned: 9) }
    public static var valueAnimatedSame: RuleID { RuleID(interned: 10) }
    public static var valueNoEvent: RuleID { RuleID(interned: 11) }
    public static var valueInfinite: RuleID { RuleID(interned: 12) }
    public static var valueNotANumber: RuleID { RuleID(interned: 13) }

    public static var limitsMinimumStores: RuleID { RuleID(interned: 14) }
    public static var limitsMaximumStores: RuleID { RuleID(interned: 15) }
    public static var limitsMinimumPullsValue: RuleID { RuleID(interned: 16) }
    public static var limitsMaximumPullsValue: RuleID { RuleID(interned: 17) }
    public static var limitsMinimumAboveMaximum: RuleID { RuleID(interned: 18) }
    public static var limitsMaximumBelowMinimum: RuleID { RuleID(interned: 19) }
    public static var limitsNonFinite: RuleID { RuleID(interned: 20) }
    public static var limitsNoEvent: RuleID { RuleID(interned: 21) }

    public static var continuousStores: RuleID { RuleID(interned: 22) }
    public static var controlStateFlags: RuleID { RuleID(interned: 23) }
    public static var valueImageStores: RuleID { RuleID(interned: 24) }

    public static var tintStores: RuleID { RuleID(interned: 25) }
    public static var tintMinimumTrackClearsImages: RuleID { RuleID(interned: 26) }
    public static var tintMaximumTrackClearsImages: RuleID { RuleID(interned: 27) }
    public static var tintThumbClearsImages: RuleID { RuleID(interned: 28) }
    public static var imageMinimumTrackClearsTint: RuleID { RuleID(interned: 29) }
    public static var imageMaximumTrackClearsTint: RuleID { RuleID(interned: 30) }
    public static var imageThumbClearsTint: RuleID { RuleID(interned: 31) }
    public static var imageNilClearsTint: RuleID { RuleID(interned: 32) }
    public static var imagePerState: RuleID { RuleID(interned: 33) }
    public static var imageMissingState: RuleID { RuleID(interned: 34) }
    public static var imageCombinedStateQuery: RuleID { RuleID(interned: 35) }
    public static var imageCurrentFollowsState: RuleID { RuleID(interned: 36) }
    public static var imageCurrentNilWithoutImages: RuleID { RuleID(interned: 37) }
    public static var tintSameColor: RuleID { RuleID(interned: 38) }
    public static var tintNilClearsImages: RuleID { RuleID(interned: 39) }

    public static var accessibilityTraitsAdjustable: RuleID { RuleID(interned: 40) }
    public static var accessibilityValuePercent: RuleID { RuleID(interned: 41) }
    public static var accessibilityValueRounding: RuleID { RuleID(interned: 42) }
    public static var accessibilityValueDegenerateRange: RuleID { RuleID(interned: 43) }
    public static var accessibilityIncrement: RuleID { RuleID(interned: 44) }
    public static var accessibilityDecrement: RuleID { RuleID(interned: 45) }
    public static var accessibilityLimit: RuleID { RuleID(interned: 46) }
    public static var accessibilityAdjustmentEvent: RuleID { RuleID(interned: 47) }
    public static var accessibilityAdjustmentSnap: RuleID { RuleID(interned: 48) }
    public static var accessibilityAdjustmentWhenDisabled: RuleID { RuleID(interned: 49) }
    public static var accessibilityLabelStores: RuleID { RuleID(interned: 50) }
    public static var accessibilityValueArithmetic: RuleID { RuleID(interned: 51) }
    public static var accessibilityIsElement: RuleID { RuleID(interned: 52) }
    public static var accessibilityTraitsNotEnabled: RuleID { RuleID(interned: 53) }
    public static var accessibilityTraitsWhenDisabled: RuleID { RuleID(interned: 54) }
    public static var accessibilityValueOverride: RuleID { RuleID(interned: 55) }

    public static var interfaceBuilderLibraryDefaults: RuleID { RuleID(interned: 56) }
    public static var interfaceBuilderStoresAttributes: RuleID { RuleID(interned: 57) }
    public static var interfaceBuilderWidensRange: RuleID { RuleID(interned: 58) }
    public static var interfaceBuilderFreshSlider: RuleID { RuleID(interned: 59) }
    public static var interfaceBuilderContinuousUpdates: RuleID { RuleID(interned: 60) }
    public static var interfaceBuilderAppearanceAttributes: RuleID { RuleID(interned: 61) }

    public static var operationsNoSideEffects: RuleID { RuleID(interned: 62) }

    public static var layoutBoundsStores: RuleID { RuleID(interned: 63) }
    public static var layoutDirectionStores: RuleID { RuleID(interned: 64) }
    public static var geometryValueImageRectsEmpty: RuleID { RuleID(interned: 65) }
    public static var geometryValueImagesAtEnds: RuleID { RuleID(interned: 66) }
    public static var geometryTrackBetweenValueImages: RuleID { RuleID(interned: 67) }
    public static var geometryTrackInsideBounds: RuleID { RuleID(interned: 68) }
    public static var geometryThumbLinear: RuleID { RuleID(interned: 69) }
    public static var geometryThumbAtTrackEnds: RuleID { RuleID(interned: 70) }
    public static var geometryThumbDirection: RuleID { RuleID(interned: 71) }
    public static var geometryDegenerate: RuleID { RuleID(interned: 72) }
    public static var geometryClassicUIKit: RuleID { RuleID(interned: 73) }
    public static var geometryHorizontal: RuleID { RuleID(interned: 74) }
    public static var geometryThumbSizeFollowsImage: RuleID { RuleID(interned: 75) }
    public static var geometryValueImageFitsRect: RuleID { RuleID(interned: 76) }
    public static var layoutDirectionFollowsEnvironment: RuleID { RuleID(interned: 77) }
    public static var layoutIntrinsicHeight: RuleID { RuleID(interned: 78) }

    public static var trackingBeginsOnThumb: RuleID { RuleID(interned: 79) }
    public static var trackingNearThumb: RuleID { RuleID(interned: 80) }
    public static var trackingEdgeTouch: RuleID { RuleID(interned: 81) }
    public static var trackingTrackTap: RuleID { RuleID(interned: 82) }
    public static var trackingOffTarget: RuleID { RuleID(interned: 83) }
    public static var trackingGrabOffset: RuleID { RuleID(interned: 84) }
    public static var trackingValueFollowsTouch: RuleID { RuleID(interned: 85) }
    public static var trackingHighlighted: RuleID { RuleID(interned: 86) }
    public static var trackingDisabledIgnoresTouches: RuleID { RuleID(interned: 87) }
    public static var trackingSingleTouch: RuleID { RuleID(interned: 88) }
    public static var trackingContinuousEvents: RuleID { RuleID(interned: 89) }
    public static var trackingUnchangedMoveEvent: RuleID { RuleID(interned: 90) }
    public static var trackingDiscreteEvents: RuleID { RuleID(interned: 91) }
    public static var trackingReleaseEvent: RuleID { RuleID(interned: 92) }
    public static var trackingReleaseMovesValue: RuleID { RuleID(interned: 93) }
    public static var trackingCancel: RuleID { RuleID(interned: 94) }
    public static var trackingDisabledWhileTracking: RuleID { RuleID(interned: 95) }
    public static var trackingTouchDownEvent: RuleID { RuleID(interned: 96) }
    public static var trackingValueSetWhileTracking: RuleID { RuleID(interned: 97) }
    public static var trackingContinuousToggledMidTouch: RuleID { RuleID(interned: 98) }
    public static var trackingEmptyRange: RuleID { RuleID(interned: 99) }

    public static var precisionRestoresHeldValue: RuleID { RuleID(interned: 100) }
    public static var precisionReleaseElsewhere: RuleID { RuleID(interned: 101) }
    public static var calloutFollowsThumb: RuleID { RuleID(interned: 102) }
    public static var calloutShowsValue: RuleID { RuleID(interned: 103) }
}

extension RuleID {
    /// The names of the identifiers above, each interned at its position before any other name:
    /// each is then a constant (no lazily initialised global to check on every use).
    static let predeclaredNames: [String] = [
        "defaults.value",
        "defaults.limits",
        "defaults.continuous",
        "defaults.appearance",
        "defaults.control-state",
        "defaults.accessibility-label",
        "defaults.tint-colors",
        "value.clamps-below",
        "value.clamps-above",
        "value.stores-in-range",
        "value.animated-same",
        "value.no-event",
        "value.infinite",
        "value.not-a-number",
        "limits.minimum-stores",
        "limits.maximum-stores",
        "limits.minimum-pulls-value",
        "limits.maximum-pulls-value",
        "limits.minimum-above-maximum",
        "limits.maximum-below-minimum",
        "limits.non-finite",
        "limits.no-event",
        "continuous.stores",
        "control-state.flags",
        "value-image.stores",
        "tint.stores",
        "tint.minimum-track.clears-images",
        "tint.maximum-track.clears-images",
        "tint.thumb.clears-images",
        "image.minimum-track.clears-tint",
        "image.maximum-track.clears-tint",
        "image.thumb.clears-tint",
        "image.nil-clears-tint",
        "image.per-state",
        "image.missing-state",
        "image.combined-state-query",
        "image.current-follows-state",
        "image.current-nil-without-images",
        "tint.same-color",
        "tint.nil-clears-images",
        "accessibility.traits-adjustable",
        "accessibility.value-percent",
        "accessibility.value-rounding",
        "accessibility.value-degenerate-range",
        "accessibility.increment",
        "accessibility.decrement",
        "accessibility.limit",
        "accessibility.adjustment-event",
        "accessibility.adjustment-snap",
        "accessibility.adjustment-when-disabled",
        "accessibility.label-stores",
        "accessibility.value-arithmetic",
        "accessibility.is-element",
        "accessibility.traits-not-enabled",
        "accessibility.traits-when-disabled",
        "accessibility.value-override",
        "interface-builder.library-defaults",
        "interface-builder.stores-attributes",
        "interface-builder.widens-range",
        "interface-builder.fresh-slider",
        "interface-builder.continuous-updates",
        "interface-builder.appearance-attributes",
        "operations.no-side-effects",
        "layout.bounds-stores",
        "layout.direction-stores",
        "geometry.value-image-rects-empty",
        "geometry.value-images-at-ends",
        "geometry.track-between-value-images",
        "geometry.track-inside-bounds",
        "geometry.thumb-linear",
        "geometry.thumb-at-track-ends",
        "geometry.thumb-direction",
        "geometry.degenerate",
        "geometry.classic-uikit",
        "geometry.horizontal",
        "geometry.thumb-size-follows-image",
        "geometry.value-image-fits-rect",
        "layout.direction-follows-environment",
        "layout.intrinsic-height",
        "tracking.begins-on-thumb",
        "tracking.near-thumb",
        "tracking.edge-touch",
        "tracking.track-tap",
        "tracking.off-target",
        "tracking.grab-offset",
        "tracking.value-follows-touch",
        "tracking.highlighted",
        "tracking.disabled-ignores-touches",
        "tracking.single-touch",
        "tracking.continuous-events",
        "tracking.unchanged-move-event",
        "tracking.discrete-events",
        "tracking.release-event",
        "tracking.release-moves-value",
        "tracking.cancel",
        "tracking.disabled-while-tracking",
        "tracking.touch-down-event",
        "tracking.value-set-while-tracking",
        "tracking.continuous-toggled-mid-touch",
        "tracking.empty-range",
        "precision.restores-held-value",
        "precision.release-elsewhere",
        "callout.follows-thumb",
        "callout.shows-value",
    ]
}
