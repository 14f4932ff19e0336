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
    public static let defaultsValue: RuleID = "defaults.value"
    public static let defaultsLimits: RuleID = "defaults.limits"
    public static let defaultsContinuous: RuleID = "defaults.continuous"
    public static let defaultsAppearance: RuleID = "defaults.appearance"
    public static let defaultsControlState: RuleID = "defaults.control-state"
    public static let defaultsAccessibilityLabel: RuleID = "defaults.accessibility-label"
    public static let defaultsTintColors: RuleID = "defaults.tint-colors"

    public static let valueClampsBelow: RuleID = "value.clamps-below"
    public static let valueClampsAbove: RuleID = "value.clamps-above"
    public static let valueStoresInRange: RuleID = "value.stores-in-range"
    public static let valueAnimatedSame: RuleID = "value.animated-same"
    public static let valueNoEvent: RuleID = "value.no-event"
    public static let valueInfinite: RuleID = "value.infinite"
    public static let valueNotANumber: RuleID = "value.not-a-number"

    public static let limitsMinimumStores: RuleID = "limits.minimum-stores"
    public static let limitsMaximumStores: RuleID = "limits.maximum-stores"
    public static let limitsMinimumPullsValue: RuleID = "limits.minimum-pulls-value"
    public static let limitsMaximumPullsValue: RuleID = "limits.maximum-pulls-value"
    public static let limitsMinimumAboveMaximum: RuleID = "limits.minimum-above-maximum"
    public static let limitsMaximumBelowMinimum: RuleID = "limits.maximum-below-minimum"
    public static let limitsNonFinite: RuleID = "limits.non-finite"
    public static let limitsNoEvent: RuleID = "limits.no-event"

    public static let continuousStores: RuleID = "continuous.stores"
    public static let controlStateFlags: RuleID = "control-state.flags"
    public static let valueImageStores: RuleID = "value-image.stores"

    public static let tintStores: RuleID = "tint.stores"
    public static let tintMinimumTrackClearsImages: RuleID = "tint.minimum-track.clears-images"
    public static let tintMaximumTrackClearsImages: RuleID = "tint.maximum-track.clears-images"
    public static let tintThumbClearsImages: RuleID = "tint.thumb.clears-images"
    public static let imageMinimumTrackClearsTint: RuleID = "image.minimum-track.clears-tint"
    public static let imageMaximumTrackClearsTint: RuleID = "image.maximum-track.clears-tint"
    public static let imageThumbClearsTint: RuleID = "image.thumb.clears-tint"
    public static let imageNilClearsTint: RuleID = "image.nil-clears-tint"
    public static let imagePerState: RuleID = "image.per-state"
    public static let imageMissingState: RuleID = "image.missing-state"
    public static let imageCombinedStateQuery: RuleID = "image.combined-state-query"
    public static let imageCurrentFollowsState: RuleID = "image.current-follows-state"
    public static let imageCurrentNilWithoutImages: RuleID = "image.current-nil-without-images"
    public static let tintSameColor: RuleID = "tint.same-color"
    public static let tintNilClearsImages: RuleID = "tint.nil-clears-images"

    public static let accessibilityTraitsAdjustable: RuleID = "accessibility.traits-adjustable"
    public static let accessibilityValuePercent: RuleID = "accessibility.value-percent"
    public static let accessibilityValueRounding: RuleID = "accessibility.value-rounding"
    public static let accessibilityValueDegenerateRange: RuleID = "accessibility.value-degenerate-range"
    public static let accessibilityIncrement: RuleID = "accessibility.increment"
    public static let accessibilityDecrement: RuleID = "accessibility.decrement"
    public static let accessibilityLimit: RuleID = "accessibility.limit"
    public static let accessibilityAdjustmentEvent: RuleID = "accessibility.adjustment-event"
    public static let accessibilityAdjustmentSnap: RuleID = "accessibility.adjustment-snap"
    public static let accessibilityAdjustmentWhenDisabled: RuleID = "accessibility.adjustment-when-disabled"
    public static let accessibilityLabelStores: RuleID = "accessibility.label-stores"
    public static let accessibilityValueArithmetic: RuleID = "accessibility.value-arithmetic"
    public static let accessibilityIsElement: RuleID = "accessibility.is-element"
    public static let accessibilityTraitsNotEnabled: RuleID = "accessibility.traits-not-enabled"
    public static let accessibilityTraitsWhenDisabled: RuleID = "accessibility.traits-when-disabled"
    public static let accessibilityValueOverride: RuleID = "accessibility.value-override"

    public static let interfaceBuilderLibraryDefaults: RuleID = "interface-builder.library-defaults"
    public static let interfaceBuilderStoresAttributes: RuleID = "interface-builder.stores-attributes"
    public static let interfaceBuilderWidensRange: RuleID = "interface-builder.widens-range"
    public static let interfaceBuilderFreshSlider: RuleID = "interface-builder.fresh-slider"
    public static let interfaceBuilderContinuousUpdates: RuleID = "interface-builder.continuous-updates"
    public static let interfaceBuilderAppearanceAttributes: RuleID = "interface-builder.appearance-attributes"

    public static let operationsNoSideEffects: RuleID = "operations.no-side-effects"

    public static let layoutBoundsStores: RuleID = "layout.bounds-stores"
    public static let layoutDirectionStores: RuleID = "layout.direction-stores"
    public static let geometryValueImageRectsEmpty: RuleID = "geometry.value-image-rects-empty"
    public static let geometryValueImagesAtEnds: RuleID = "geometry.value-images-at-ends"
    public static let geometryTrackBetweenValueImages: RuleID = "geometry.track-between-value-images"
    public static let geometryTrackInsideBounds: RuleID = "geometry.track-inside-bounds"
    public static let geometryThumbLinear: RuleID = "geometry.thumb-linear"
    public static let geometryThumbAtTrackEnds: RuleID = "geometry.thumb-at-track-ends"
    public static let geometryThumbDirection: RuleID = "geometry.thumb-direction"
    public static let geometryDegenerate: RuleID = "geometry.degenerate"
    public static let geometryClassicUIKit: RuleID = "geometry.classic-uikit"
    public static let geometryHorizontal: RuleID = "geometry.horizontal"
    public static let geometryThumbSizeFollowsImage: RuleID = "geometry.thumb-size-follows-image"
    public static let geometryValueImageFitsRect: RuleID = "geometry.value-image-fits-rect"
    public static let layoutDirectionFollowsEnvironment: RuleID = "layout.direction-follows-environment"
    public static let layoutIntrinsicHeight: RuleID = "layout.intrinsic-height"

    public static let trackingBeginsOnThumb: RuleID = "tracking.begins-on-thumb"
    public static let trackingNearThumb: RuleID = "tracking.near-thumb"
    public static let trackingEdgeTouch: RuleID = "tracking.edge-touch"
    public static let trackingTrackTap: RuleID = "tracking.track-tap"
    public static let trackingOffTarget: RuleID = "tracking.off-target"
    public static let trackingGrabOffset: RuleID = "tracking.grab-offset"
    public static let trackingValueFollowsTouch: RuleID = "tracking.value-follows-touch"
    public static let trackingHighlighted: RuleID = "tracking.highlighted"
    public static let trackingDisabledIgnoresTouches: RuleID = "tracking.disabled-ignores-touches"
    public static let trackingSingleTouch: RuleID = "tracking.single-touch"
    public static let trackingContinuousEvents: RuleID = "tracking.continuous-events"
    public static let trackingUnchangedMoveEvent: RuleID = "tracking.unchanged-move-event"
    public static let trackingDiscreteEvents: RuleID = "tracking.discrete-events"
    public static let trackingReleaseEvent: RuleID = "tracking.release-event"
    public static let trackingReleaseMovesValue: RuleID = "tracking.release-moves-value"
    public static let trackingCancel: RuleID = "tracking.cancel"
    public static let trackingDisabledWhileTracking: RuleID = "tracking.disabled-while-tracking"
    public static let trackingTouchDownEvent: RuleID = "tracking.touch-down-event"
    public static let trackingValueSetWhileTracking: RuleID = "tracking.value-set-while-tracking"
    public static let trackingContinuousToggledMidTouch: RuleID = "tracking.continuous-toggled-mid-touch"
    public static let trackingEmptyRange: RuleID = "tracking.empty-range"

    public static let precisionRestoresHeldValue: RuleID = "precision.restores-held-value"
    public static let precisionReleaseElsewhere: RuleID = "precision.release-elsewhere"
    public static let calloutFollowsThumb: RuleID = "callout.follows-thumb"
    public static let calloutShowsValue: RuleID = "callout.shows-value"
}
