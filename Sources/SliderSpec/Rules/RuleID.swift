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
    /// A rule the suite names itself (the statics below and the `process.*` rules): `index` is
    /// its place in `knownNames`, which the table interns before any other name, so each such
    /// static is a constant, read on the hot path without a once-check. Debug builds check
    /// `name` against that place.
    init(known index: UInt16, _ name: StaticString) {
        assert(Self.knownNames[Int(index)] == "\(name)", "RuleID.knownNames has no \(name) at \(index)")
        self.index = index
    }

    /// The names of the rules the suite names itself, in the order of their `init(known:_:)`
    /// indices: interned first, at those indices.
    static let knownNames: [String] = [
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
        "process.crash",
        "process.timeout",
        "process.protocol",
    ]
}

extension RuleID {
    public static let defaultsValue = RuleID(known: 0, "defaults.value")
    public static let defaultsLimits = RuleID(known: 1, "defaults.limits")
    public static let defaultsContinuous = RuleID(known: 2, "defaults.continuous")
    public static let defaultsAppearance = RuleID(known: 3, "defaults.appearance")
    public static let defaultsControlState = RuleID(known: 4, "defaults.control-state")
    public static let defaultsAccessibilityLabel = RuleID(known: 5, "defaults.accessibility-label")
    public static let defaultsTintColors = RuleID(known: 6, "defaults.tint-colors")

    public static let valueClampsBelow = RuleID(known: 7, "value.clamps-below")
    public static let valueClampsAbove = RuleID(known: 8, "value.clamps-above")
    public static let valueStoresInRange = RuleID(known: 9, "value.stores-in-range")
    public static let valueAnimatedSame = RuleID(known: 10, "value.animated-same")
    public static let valueNoEvent = RuleID(known: 11, "value.no-event")
    public static let valueInfinite = RuleID(known: 12, "value.infinite")
    public static let valueNotANumber = RuleID(known: 13, "value.not-a-number")

    public static let limitsMinimumStores = RuleID(known: 14, "limits.minimum-stores")
    public static let limitsMaximumStores = RuleID(known: 15, "limits.maximum-stores")
    public static let limitsMinimumPullsValue = RuleID(known: 16, "limits.minimum-pulls-value")
    public static let limitsMaximumPullsValue = RuleID(known: 17, "limits.maximum-pulls-value")
    public static let limitsMinimumAboveMaximum = RuleID(known: 18, "limits.minimum-above-maximum")
    public static let limitsMaximumBelowMinimum = RuleID(known: 19, "limits.maximum-below-minimum")
    public static let limitsNonFinite = RuleID(known: 20, "limits.non-finite")
    public static let limitsNoEvent = RuleID(known: 21, "limits.no-event")

    public static let continuousStores = RuleID(known: 22, "continuous.stores")
    public static let controlStateFlags = RuleID(known: 23, "control-state.flags")
    public static let valueImageStores = RuleID(known: 24, "value-image.stores")

    public static let tintStores = RuleID(known: 25, "tint.stores")
    public static let tintMinimumTrackClearsImages = RuleID(known: 26, "tint.minimum-track.clears-images")
    public static let tintMaximumTrackClearsImages = RuleID(known: 27, "tint.maximum-track.clears-images")
    public static let tintThumbClearsImages = RuleID(known: 28, "tint.thumb.clears-images")
    public static let imageMinimumTrackClearsTint = RuleID(known: 29, "image.minimum-track.clears-tint")
    public static let imageMaximumTrackClearsTint = RuleID(known: 30, "image.maximum-track.clears-tint")
    public static let imageThumbClearsTint = RuleID(known: 31, "image.thumb.clears-tint")
    public static let imageNilClearsTint = RuleID(known: 32, "image.nil-clears-tint")
    public static let imagePerState = RuleID(known: 33, "image.per-state")
    public static let imageMissingState = RuleID(known: 34, "image.missing-state")
    public static let imageCombinedStateQuery = RuleID(known: 35, "image.combined-state-query")
    public static let imageCurrentFollowsState = RuleID(known: 36, "image.current-follows-state")
    public static let imageCurrentNilWithoutImages = RuleID(known: 37, "image.current-nil-without-images")
    public static let tintSameColor = RuleID(known: 38, "tint.same-color")
    public static let tintNilClearsImages = RuleID(known: 39, "tint.nil-clears-images")

    public static let accessibilityTraitsAdjustable = RuleID(known: 40, "accessibility.traits-adjustable")
    public static let accessibilityValuePercent = RuleID(known: 41, "accessibility.value-percent")
    public static let accessibilityValueRounding = RuleID(known: 42, "accessibility.value-rounding")
    public static let accessibilityValueDegenerateRange = RuleID(known: 43, "accessibility.value-degenerate-range")
    public static let accessibilityIncrement = RuleID(known: 44, "accessibility.increment")
    public static let accessibilityDecrement = RuleID(known: 45, "accessibility.decrement")
    public static let accessibilityLimit = RuleID(known: 46, "accessibility.limit")
    public static let accessibilityAdjustmentEvent = RuleID(known: 47, "accessibility.adjustment-event")
    public static let accessibilityAdjustmentSnap = RuleID(known: 48, "accessibility.adjustment-snap")
    public static let accessibilityAdjustmentWhenDisabled = RuleID(known: 49, "accessibility.adjustment-when-disabled")
    public static let accessibilityLabelStores = RuleID(known: 50, "accessibility.label-stores")
    public static let accessibilityValueArithmetic = RuleID(known: 51, "accessibility.value-arithmetic")
    public static let accessibilityIsElement = RuleID(known: 52, "accessibility.is-element")
    public static let accessibilityTraitsNotEnabled = RuleID(known: 53, "accessibility.traits-not-enabled")
    public static let accessibilityTraitsWhenDisabled = RuleID(known: 54, "accessibility.traits-when-disabled")
    public static let accessibilityValueOverride = RuleID(known: 55, "accessibility.value-override")

    public static let interfaceBuilderLibraryDefaults = RuleID(known: 56, "interface-builder.library-defaults")
    public static let interfaceBuilderStoresAttributes = RuleID(known: 57, "interface-builder.stores-attributes")
    public static let interfaceBuilderWidensRange = RuleID(known: 58, "interface-builder.widens-range")
    public static let interfaceBuilderFreshSlider = RuleID(known: 59, "interface-builder.fresh-slider")
    public static let interfaceBuilderContinuousUpdates = RuleID(known: 60, "interface-builder.continuous-updates")
    public static let interfaceBuilderAppearanceAttributes = RuleID(known: 61, "interface-builder.appearance-attributes")

    public static let operationsNoSideEffects = RuleID(known: 62, "operations.no-side-effects")

    public static let layoutBoundsStores = RuleID(known: 63, "layout.bounds-stores")
    public static let layoutDirectionStores = RuleID(known: 64, "layout.direction-stores")
    public static let geometryValueImageRectsEmpty = RuleID(known: 65, "geometry.value-image-rects-empty")
    public static let geometryValueImagesAtEnds = RuleID(known: 66, "geometry.value-images-at-ends")
    public static let geometryTrackBetweenValueImages = RuleID(known: 67, "geometry.track-between-value-images")
    public static let geometryTrackInsideBounds = RuleID(known: 68, "geometry.track-inside-bounds")
    public static let geometryThumbLinear = RuleID(known: 69, "geometry.thumb-linear")
    public static let geometryThumbAtTrackEnds = RuleID(known: 70, "geometry.thumb-at-track-ends")
    public static let geometryThumbDirection = RuleID(known: 71, "geometry.thumb-direction")
    public static let geometryDegenerate = RuleID(known: 72, "geometry.degenerate")
    public static let geometryClassicUIKit = RuleID(known: 73, "geometry.classic-uikit")
    public static let geometryHorizontal = RuleID(known: 74, "geometry.horizontal")
    public static let geometryThumbSizeFollowsImage = RuleID(known: 75, "geometry.thumb-size-follows-image")
    public static let geometryValueImageFitsRect = RuleID(known: 76, "geometry.value-image-fits-rect")
    public static let layoutDirectionFollowsEnvironment = RuleID(known: 77, "layout.direction-follows-environment")
    public static let layoutIntrinsicHeight = RuleID(known: 78, "layout.intrinsic-height")

    public static let trackingBeginsOnThumb = RuleID(known: 79, "tracking.begins-on-thumb")
    public static let trackingNearThumb = RuleID(known: 80, "tracking.near-thumb")
    public static let trackingEdgeTouch = RuleID(known: 81, "tracking.edge-touch")
    public static let trackingTrackTap = RuleID(known: 82, "tracking.track-tap")
    public static let trackingOffTarget = RuleID(known: 83, "tracking.off-target")
    public static let trackingGrabOffset = RuleID(known: 84, "tracking.grab-offset")
    public static let trackingValueFollowsTouch = RuleID(known: 85, "tracking.value-follows-touch")
    public static let trackingHighlighted = RuleID(known: 86, "tracking.highlighted")
    public static let trackingDisabledIgnoresTouches = RuleID(known: 87, "tracking.disabled-ignores-touches")
    public static let trackingSingleTouch = RuleID(known: 88, "tracking.single-touch")
    public static let trackingContinuousEvents = RuleID(known: 89, "tracking.continuous-events")
    public static let trackingUnchangedMoveEvent = RuleID(known: 90, "tracking.unchanged-move-event")
    public static let trackingDiscreteEvents = RuleID(known: 91, "tracking.discrete-events")
    public static let trackingReleaseEvent = RuleID(known: 92, "tracking.release-event")
    public static let trackingReleaseMovesValue = RuleID(known: 93, "tracking.release-moves-value")
    public static let trackingCancel = RuleID(known: 94, "tracking.cancel")
    public static let trackingDisabledWhileTracking = RuleID(known: 95, "tracking.disabled-while-tracking")
    public static let trackingTouchDownEvent = RuleID(known: 96, "tracking.touch-down-event")
    public static let trackingValueSetWhileTracking = RuleID(known: 97, "tracking.value-set-while-tracking")
    public static let trackingContinuousToggledMidTouch = RuleID(known: 98, "tracking.continuous-toggled-mid-touch")
    public static let trackingEmptyRange = RuleID(known: 99, "tracking.empty-range")

    public static let precisionRestoresHeldValue = RuleID(known: 100, "precision.restores-held-value")
    public static let precisionReleaseElsewhere = RuleID(known: 101, "precision.release-elsewhere")
    public static let calloutFollowsThumb = RuleID(known: 102, "callout.follows-thumb")
    public static let calloutShowsValue = RuleID(known: 103, "callout.shows-value")
}
