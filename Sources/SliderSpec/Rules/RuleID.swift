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
    /// A rule the suite names itself (`Known`): its `index` is the case's place in `Known`, at
    /// which the table interns its name before any other (`InternedNames.rules`), so each static
    /// below is a constant, read on the hot path without a once-check.
    init(_ rule: Known) { index = rule.index }

    /// `init(_:)`, for the static named `function` (the caller's name): debug builds check that
    /// it is the case's, so a static cannot stand for another rule.
    init(known rule: Known, function: StaticString = #function) {
        assert("\(rule)" == "\(function)", "RuleID.\(function) is declared as Known.\(rule)")
        self.init(rule)
    }

    /// The rules the suite names itself, each declared here once: the case is the name of its
    /// `RuleID` static, the raw value its published dotted identifier, and its place its
    /// interned index. Identifiers never change once published; a new rule goes last.
    enum Known: String, CaseIterable, Sendable {
        case defaultsValue = "defaults.value"
        case defaultsLimits = "defaults.limits"
        case defaultsContinuous = "defaults.continuous"
        case defaultsAppearance = "defaults.appearance"
        case defaultsControlState = "defaults.control-state"
        case defaultsAccessibilityLabel = "defaults.accessibility-label"
        case defaultsTintColors = "defaults.tint-colors"

        case valueClampsBelow = "value.clamps-below"
        case valueClampsAbove = "value.clamps-above"
        case valueStoresInRange = "value.stores-in-range"
        case valueAnimatedSame = "value.animated-same"
        case valueNoEvent = "value.no-event"
        case valueInfinite = "value.infinite"
        case valueNotANumber = "value.not-a-number"

        case limitsMinimumStores = "limits.minimum-stores"
        case limitsMaximumStores = "limits.maximum-stores"
        case limitsMinimumPullsValue = "limits.minimum-pulls-value"
        case limitsMaximumPullsValue = "limits.maximum-pulls-value"
        case limitsMinimumAboveMaximum = "limits.minimum-above-maximum"
        case limitsMaximumBelowMinimum = "limits.maximum-below-minimum"
        case limitsNonFinite = "limits.non-finite"
        case limitsNoEvent = "limits.no-event"

        case continuousStores = "continuous.stores"
        case controlStateFlags = "control-state.flags"
        case valueImageStores = "value-image.stores"

        case tintStores = "tint.stores"
        case tintMinimumTrackClearsImages = "tint.minimum-track.clears-images"
        case tintMaximumTrackClearsImages = "tint.maximum-track.clears-images"
        case tintThumbClearsImages = "tint.thumb.clears-images"
        case imageMinimumTrackClearsTint = "image.minimum-track.clears-tint"
        case imageMaximumTrackClearsTint = "image.maximum-track.clears-tint"
        case imageThumbClearsTint = "image.thumb.clears-tint"
        case imageNilClearsTint = "image.nil-clears-tint"
        case imagePerState = "image.per-state"
        case imageMissingState = "image.missing-state"
        case imageCombinedStateQuery = "image.combined-state-query"
        case imageCurrentFollowsState = "image.current-follows-state"
        case imageCurrentNilWithoutImages = "image.current-nil-without-images"
        case tintSameColor = "tint.same-color"
        case tintNilClearsImages = "tint.nil-clears-images"

        case accessibilityTraitsAdjustable = "accessibility.traits-adjustable"
        case accessibilityValuePercent = "accessibility.value-percent"
        case accessibilityValueRounding = "accessibility.value-rounding"
        case accessibilityValueDegenerateRange = "accessibility.value-degenerate-range"
        case accessibilityIncrement = "accessibility.increment"
        case accessibilityDecrement = "accessibility.decrement"
        case accessibilityLimit = "accessibility.limit"
        case accessibilityAdjustmentEvent = "accessibility.adjustment-event"
        case accessibilityAdjustmentSnap = "accessibility.adjustment-snap"
        case accessibilityAdjustmentWhenDisabled = "accessibility.adjustment-when-disabled"
        case accessibilityLabelStores = "accessibility.label-stores"
        case accessibilityValueArithmetic = "accessibility.value-arithmetic"
        case accessibilityIsElement = "accessibility.is-element"
        case accessibilityTraitsNotEnabled = "accessibility.traits-not-enabled"
        case accessibilityTraitsWhenDisabled = "accessibility.traits-when-disabled"
        case accessibilityValueOverride = "accessibility.value-override"

        case interfaceBuilderLibraryDefaults = "interface-builder.library-defaults"
        case interfaceBuilderStoresAttributes = "interface-builder.stores-attributes"
        case interfaceBuilderWidensRange = "interface-builder.widens-range"
        case interfaceBuilderFreshSlider = "interface-builder.fresh-slider"
        case interfaceBuilderContinuousUpdates = "interface-builder.continuous-updates"
        case interfaceBuilderAppearanceAttributes = "interface-builder.appearance-attributes"

        case operationsNoSideEffects = "operations.no-side-effects"

        case layoutBoundsStores = "layout.bounds-stores"
        case layoutDirectionStores = "layout.direction-stores"
        case geometryValueImageRectsEmpty = "geometry.value-image-rects-empty"
        case geometryValueImagesAtEnds = "geometry.value-images-at-ends"
        case geometryTrackBetweenValueImages = "geometry.track-between-value-images"
        case geometryTrackInsideBounds = "geometry.track-inside-bounds"
        case geometryThumbLinear = "geometry.thumb-linear"
        case geometryThumbAtTrackEnds = "geometry.thumb-at-track-ends"
        case geometryThumbDirection = "geometry.thumb-direction"
        case geometryDegenerate = "geometry.degenerate"
        case geometryClassicUIKit = "geometry.classic-uikit"
        case geometryHorizontal = "geometry.horizontal"
        case geometryThumbSizeFollowsImage = "geometry.thumb-size-follows-image"
        case geometryValueImageFitsRect = "geometry.value-image-fits-rect"
        case layoutDirectionFollowsEnvironment = "layout.direction-follows-environment"
        case layoutIntrinsicHeight = "layout.intrinsic-height"

        case trackingBeginsOnThumb = "tracking.begins-on-thumb"
        case trackingNearThumb = "tracking.near-thumb"
        case trackingEdgeTouch = "tracking.edge-touch"
        case trackingTrackTap = "tracking.track-tap"
        case trackingOffTarget = "tracking.off-target"
        case trackingGrabOffset = "tracking.grab-offset"
        case trackingValueFollowsTouch = "tracking.value-follows-touch"
        case trackingHighlighted = "tracking.highlighted"
        case trackingDisabledIgnoresTouches = "tracking.disabled-ignores-touches"
        case trackingSingleTouch = "tracking.single-touch"
        case trackingContinuousEvents = "tracking.continuous-events"
        case trackingUnchangedMoveEvent = "tracking.unchanged-move-event"
        case trackingDiscreteEvents = "tracking.discrete-events"
        case trackingReleaseEvent = "tracking.release-event"
        case trackingReleaseMovesValue = "tracking.release-moves-value"
        case trackingCancel = "tracking.cancel"
        case trackingDisabledWhileTracking = "tracking.disabled-while-tracking"
        case trackingTouchDownEvent = "tracking.touch-down-event"
        case trackingValueSetWhileTracking = "tracking.value-set-while-tracking"
        case trackingContinuousToggledMidTouch = "tracking.continuous-toggled-mid-touch"
        case trackingEmptyRange = "tracking.empty-range"

        case precisionRestoresHeldValue = "precision.restores-held-value"
        case precisionReleaseElsewhere = "precision.release-elsewhere"
        case calloutFollowsThumb = "callout.follows-thumb"
        case calloutShowsValue = "callout.shows-value"

        // Not catalogue rules: what `CheckedSession` reports for an `ImplementationFailure`.
        case processCrash = "process.crash"
        case processTimeout = "process.timeout"
        case processProtocol = "process.protocol"

        /// The case's place in `allCases`, which is how a case without a payload is stored (one
        /// byte while there are at most 256 cases: `unsafeBitCast` traps once there are more).
        /// Folds to a constant wherever the case is one.
        var index: UInt16 { UInt16(unsafeBitCast(self, to: UInt8.self)) }
    }
}

extension RuleID {
    public static var defaultsValue: RuleID { RuleID(known: .defaultsValue) }
    public static var defaultsLimits: RuleID { RuleID(known: .defaultsLimits) }
    public static var defaultsContinuous: RuleID { RuleID(known: .defaultsContinuous) }
    public static var defaultsAppearance: RuleID { RuleID(known: .defaultsAppearance) }
    public static var defaultsControlState: RuleID { RuleID(known: .defaultsControlState) }
    public static var defaultsAccessibilityLabel: RuleID { RuleID(known: .defaultsAccessibilityLabel) }
    public static var defaultsTintColors: RuleID { RuleID(known: .defaultsTintColors) }

    public static var valueClampsBelow: RuleID { RuleID(known: .valueClampsBelow) }
    public static var valueClampsAbove: RuleID { RuleID(known: .valueClampsAbove) }
    public static var valueStoresInRange: RuleID { RuleID(known: .valueStoresInRange) }
    public static var valueAnimatedSame: RuleID { RuleID(known: .valueAnimatedSame) }
    public static var valueNoEvent: RuleID { RuleID(known: .valueNoEvent) }
    public static var valueInfinite: RuleID { RuleID(known: .valueInfinite) }
    public static var valueNotANumber: RuleID { RuleID(known: .valueNotANumber) }

    public static var limitsMinimumStores: RuleID { RuleID(known: .limitsMinimumStores) }
    public static var limitsMaximumStores: RuleID { RuleID(known: .limitsMaximumStores) }
    public static var limitsMinimumPullsValue: RuleID { RuleID(known: .limitsMinimumPullsValue) }
    public static var limitsMaximumPullsValue: RuleID { RuleID(known: .limitsMaximumPullsValue) }
    public static var limitsMinimumAboveMaximum: RuleID { RuleID(known: .limitsMinimumAboveMaximum) }
    public static var limitsMaximumBelowMinimum: RuleID { RuleID(known: .limitsMaximumBelowMinimum) }
    public static var limitsNonFinite: RuleID { RuleID(known: .limitsNonFinite) }
    public static var limitsNoEvent: RuleID { RuleID(known: .limitsNoEvent) }

    public static var continuousStores: RuleID { RuleID(known: .continuousStores) }
    public static var controlStateFlags: RuleID { RuleID(known: .controlStateFlags) }
    public static var valueImageStores: RuleID { RuleID(known: .valueImageStores) }

    public static var tintStores: RuleID { RuleID(known: .tintStores) }
    public static var tintMinimumTrackClearsImages: RuleID { RuleID(known: .tintMinimumTrackClearsImages) }
    public static var tintMaximumTrackClearsImages: RuleID { RuleID(known: .tintMaximumTrackClearsImages) }
    public static var tintThumbClearsImages: RuleID { RuleID(known: .tintThumbClearsImages) }
    public static var imageMinimumTrackClearsTint: RuleID { RuleID(known: .imageMinimumTrackClearsTint) }
    public static var imageMaximumTrackClearsTint: RuleID { RuleID(known: .imageMaximumTrackClearsTint) }
    public static var imageThumbClearsTint: RuleID { RuleID(known: .imageThumbClearsTint) }
    public static var imageNilClearsTint: RuleID { RuleID(known: .imageNilClearsTint) }
    public static var imagePerState: RuleID { RuleID(known: .imagePerState) }
    public static var imageMissingState: RuleID { RuleID(known: .imageMissingState) }
    public static var imageCombinedStateQuery: RuleID { RuleID(known: .imageCombinedStateQuery) }
    public static var imageCurrentFollowsState: RuleID { RuleID(known: .imageCurrentFollowsState) }
    public static var imageCurrentNilWithoutImages: RuleID { RuleID(known: .imageCurrentNilWithoutImages) }
    public static var tintSameColor: RuleID { RuleID(known: .tintSameColor) }
    public static var tintNilClearsImages: RuleID { RuleID(known: .tintNilClearsImages) }

    public static var accessibilityTraitsAdjustable: RuleID { RuleID(known: .accessibilityTraitsAdjustable) }
    public static var accessibilityValuePercent: RuleID { RuleID(known: .accessibilityValuePercent) }
    public static var accessibilityValueRounding: RuleID { RuleID(known: .accessibilityValueRounding) }
    public static var accessibilityValueDegenerateRange: RuleID { RuleID(known: .accessibilityValueDegenerateRange) }
    public static var accessibilityIncrement: RuleID { RuleID(known: .accessibilityIncrement) }
    public static var accessibilityDecrement: RuleID { RuleID(known: .accessibilityDecrement) }
    public static var accessibilityLimit: RuleID { RuleID(known: .accessibilityLimit) }
    public static var accessibilityAdjustmentEvent: RuleID { RuleID(known: .accessibilityAdjustmentEvent) }
    public static var accessibilityAdjustmentSnap: RuleID { RuleID(known: .accessibilityAdjustmentSnap) }
    public static var accessibilityAdjustmentWhenDisabled: RuleID { RuleID(known: .accessibilityAdjustmentWhenDisabled) }
    public static var accessibilityLabelStores: RuleID { RuleID(known: .accessibilityLabelStores) }
    public static var accessibilityValueArithmetic: RuleID { RuleID(known: .accessibilityValueArithmetic) }
    public static var accessibilityIsElement: RuleID { RuleID(known: .accessibilityIsElement) }
    public static var accessibilityTraitsNotEnabled: RuleID { RuleID(known: .accessibilityTraitsNotEnabled) }
    public static var accessibilityTraitsWhenDisabled: RuleID { RuleID(known: .accessibilityTraitsWhenDisabled) }
    public static var accessibilityValueOverride: RuleID { RuleID(known: .accessibilityValueOverride) }

    public static var interfaceBuilderLibraryDefaults: RuleID { RuleID(known: .interfaceBuilderLibraryDefaults) }
    public static var interfaceBuilderStoresAttributes: RuleID { RuleID(known: .interfaceBuilderStoresAttributes) }
    public static var interfaceBuilderWidensRange: RuleID { RuleID(known: .interfaceBuilderWidensRange) }
    public static var interfaceBuilderFreshSlider: RuleID { RuleID(known: .interfaceBuilderFreshSlider) }
    public static var interfaceBuilderContinuousUpdates: RuleID { RuleID(known: .interfaceBuilderContinuousUpdates) }
    public static var interfaceBuilderAppearanceAttributes: RuleID { RuleID(known: .interfaceBuilderAppearanceAttributes) }

    public static var operationsNoSideEffects: RuleID { RuleID(known: .operationsNoSideEffects) }

    public static var layoutBoundsStores: RuleID { RuleID(known: .layoutBoundsStores) }
    public static var layoutDirectionStores: RuleID { RuleID(known: .layoutDirectionStores) }
    public static var geometryValueImageRectsEmpty: RuleID { RuleID(known: .geometryValueImageRectsEmpty) }
    public static var geometryValueImagesAtEnds: RuleID { RuleID(known: .geometryValueImagesAtEnds) }
    public static var geometryTrackBetweenValueImages: RuleID { RuleID(known: .geometryTrackBetweenValueImages) }
    public static var geometryTrackInsideBounds: RuleID { RuleID(known: .geometryTrackInsideBounds) }
    public static var geometryThumbLinear: RuleID { RuleID(known: .geometryThumbLinear) }
    public static var geometryThumbAtTrackEnds: RuleID { RuleID(known: .geometryThumbAtTrackEnds) }
    public static var geometryThumbDirection: RuleID { RuleID(known: .geometryThumbDirection) }
    public static var geometryDegenerate: RuleID { RuleID(known: .geometryDegenerate) }
    public static var geometryClassicUIKit: RuleID { RuleID(known: .geometryClassicUIKit) }
    public static var geometryHorizontal: RuleID { RuleID(known: .geometryHorizontal) }
    public static var geometryThumbSizeFollowsImage: RuleID { RuleID(known: .geometryThumbSizeFollowsImage) }
    public static var geometryValueImageFitsRect: RuleID { RuleID(known: .geometryValueImageFitsRect) }
    public static var layoutDirectionFollowsEnvironment: RuleID { RuleID(known: .layoutDirectionFollowsEnvironment) }
    public static var layoutIntrinsicHeight: RuleID { RuleID(known: .layoutIntrinsicHeight) }

    public static var trackingBeginsOnThumb: RuleID { RuleID(known: .trackingBeginsOnThumb) }
    public static var trackingNearThumb: RuleID { RuleID(known: .trackingNearThumb) }
    public static var trackingEdgeTouch: RuleID { RuleID(known: .trackingEdgeTouch) }
    public static var trackingTrackTap: RuleID { RuleID(known: .trackingTrackTap) }
    public static var trackingOffTarget: RuleID { RuleID(known: .trackingOffTarget) }
    public static var trackingGrabOffset: RuleID { RuleID(known: .trackingGrabOffset) }
    public static var trackingValueFollowsTouch: RuleID { RuleID(known: .trackingValueFollowsTouch) }
    public static var trackingHighlighted: RuleID { RuleID(known: .trackingHighlighted) }
    public static var trackingDisabledIgnoresTouches: RuleID { RuleID(known: .trackingDisabledIgnoresTouches) }
    public static var trackingSingleTouch: RuleID { RuleID(known: .trackingSingleTouch) }
    public static var trackingContinuousEvents: RuleID { RuleID(known: .trackingContinuousEvents) }
    public static var trackingUnchangedMoveEvent: RuleID { RuleID(known: .trackingUnchangedMoveEvent) }
    public static var trackingDiscreteEvents: RuleID { RuleID(known: .trackingDiscreteEvents) }
    public static var trackingReleaseEvent: RuleID { RuleID(known: .trackingReleaseEvent) }
    public static var trackingReleaseMovesValue: RuleID { RuleID(known: .trackingReleaseMovesValue) }
    public static var trackingCancel: RuleID { RuleID(known: .trackingCancel) }
    public static var trackingDisabledWhileTracking: RuleID { RuleID(known: .trackingDisabledWhileTracking) }
    public static var trackingTouchDownEvent: RuleID { RuleID(known: .trackingTouchDownEvent) }
    public static var trackingValueSetWhileTracking: RuleID { RuleID(known: .trackingValueSetWhileTracking) }
    public static var trackingContinuousToggledMidTouch: RuleID { RuleID(known: .trackingContinuousToggledMidTouch) }
    public static var trackingEmptyRange: RuleID { RuleID(known: .trackingEmptyRange) }

    public static var precisionRestoresHeldValue: RuleID { RuleID(known: .precisionRestoresHeldValue) }
    public static var precisionReleaseElsewhere: RuleID { RuleID(known: .precisionReleaseElsewhere) }
    public static var calloutFollowsThumb: RuleID { RuleID(known: .calloutFollowsThumb) }
    public static var calloutShowsValue: RuleID { RuleID(known: .calloutShowsValue) }
}
