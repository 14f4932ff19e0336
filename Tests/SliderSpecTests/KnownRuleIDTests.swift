import SliderSpec
import Testing

@Suite("Each rule the suite names is a constant that reads back as its own dotted name")
struct KnownRuleIDTests {
    /// Every `RuleID` static and the name it was published under.
    static let named: [(RuleID, String)] = [
        (.defaultsValue, "defaults.value"),
        (.defaultsLimits, "defaults.limits"),
        (.defaultsContinuous, "defaults.continuous"),
        (.defaultsAppearance, "defaults.appearance"),
        (.defaultsControlState, "defaults.control-state"),
        (.defaultsAccessibilityLabel, "defaults.accessibility-label"),
        (.defaultsTintColors, "defaults.tint-colors"),
        (.valueClampsBelow, "value.clamps-below"),
        (.valueClampsAbove, "value.clamps-above"),
        (.valueStoresInRange, "value.stores-in-range"),
        (.valueAnimatedSame, "value.animated-same"),
        (.valueNoEvent, "value.no-event"),
        (.valueInfinite, "value.infinite"),
        (.valueNotANumber, "value.not-a-number"),
        (.limitsMinimumStores, "limits.minimum-stores"),
        (.limitsMaximumStores, "limits.maximum-stores"),
        (.limitsMinimumPullsValue, "limits.minimum-pulls-value"),
        (.limitsMaximumPullsValue, "limits.maximum-pulls-value"),
        (.limitsMinimumAboveMaximum, "limits.minimum-above-maximum"),
        (.limitsMaximumBelowMinimum, "limits.maximum-below-minimum"),
        (.limitsNonFinite, "limits.non-finite"),
        (.limitsNoEvent, "limits.no-event"),
        (.continuousStores, "continuous.stores"),
        (.controlStateFlags, "control-state.flags"),
        (.valueImageStores, "value-image.stores"),
        (.tintStores, "tint.stores"),
        (.tintMinimumTrackClearsImages, "tint.minimum-track.clears-images"),
        (.tintMaximumTrackClearsImages, "tint.maximum-track.clears-images"),
        (.tintThumbClearsImages, "tint.thumb.clears-images"),
        (.imageMinimumTrackClearsTint, "image.minimum-track.clears-tint"),
        (.imageMaximumTrackClearsTint, "image.maximum-track.clears-tint"),
        (.imageThumbClearsTint, "image.thumb.clears-tint"),
        (.imageNilClearsTint, "image.nil-clears-tint"),
        (.imagePerState, "image.per-state"),
        (.imageMissingState, "image.missing-state"),
        (.imageCombinedStateQuery, "image.combined-state-query"),
        (.imageCurrentFollowsState, "image.current-follows-state"),
        (.imageCurrentNilWithoutImages, "image.current-nil-without-images"),
        (.tintSameColor, "tint.same-color"),
        (.tintNilClearsImages, "tint.nil-clears-images"),
        (.accessibilityTraitsAdjustable, "accessibility.traits-adjustable"),
        (.accessibilityValuePercent, "accessibility.value-percent"),
        (.accessibilityValueRounding, "accessibility.value-rounding"),
        (.accessibilityValueDegenerateRange, "accessibility.value-degenerate-range"),
        (.accessibilityIncrement, "accessibility.increment"),
        (.accessibilityDecrement, "accessibility.decrement"),
        (.accessibilityLimit, "accessibility.limit"),
        (.accessibilityAdjustmentEvent, "accessibility.adjustment-event"),
        (.accessibilityAdjustmentSnap, "accessibility.adjustment-snap"),
        (.accessibilityAdjustmentWhenDisabled, "accessibility.adjustment-when-disabled"),
        (.accessibilityLabelStores, "accessibility.label-stores"),
        (.accessibilityValueArithmetic, "accessibility.value-arithmetic"),
        (.accessibilityIsElement, "accessibility.is-element"),
        (.accessibilityTraitsNotEnabled, "accessibility.traits-not-enabled"),
        (.accessibilityTraitsWhenDisabled, "accessibility.traits-when-disabled"),
        (.accessibilityValueOverride, "accessibility.value-override"),
        (.interfaceBuilderLibraryDefaults, "interface-builder.library-defaults"),
        (.interfaceBuilderStoresAttributes, "interface-builder.stores-attributes"),
        (.interfaceBuilderWidensRange, "interface-builder.widens-range"),
        (.interfaceBuilderFreshSlider, "interface-builder.fresh-slider"),
        (.interfaceBuilderContinuousUpdates, "interface-builder.continuous-updates"),
        (.interfaceBuilderAppearanceAttributes, "interface-builder.appearance-attributes"),
        (.operationsNoSideEffects, "operations.no-side-effects"),
        (.layoutBoundsStores, "layout.bounds-stores"),
        (.layoutDirectionStores, "layout.direction-stores"),
        (.geometryValueImageRectsEmpty, "geometry.value-image-rects-empty"),
        (.geometryValueImagesAtEnds, "geometry.value-images-at-ends"),
        (.geometryTrackBetweenValueImages, "geometry.track-between-value-images"),
        (.geometryTrackInsideBounds, "geometry.track-inside-bounds"),
        (.geometryThumbLinear, "geometry.thumb-linear"),
        (.geometryThumbAtTrackEnds, "geometry.thumb-at-track-ends"),
        (.geometryThumbDirection, "geometry.thumb-direction"),
        (.geometryDegenerate, "geometry.degenerate"),
        (.geometryClassicUIKit, "geometry.classic-uikit"),
        (.geometryHorizontal, "geometry.horizontal"),
        (.geometryThumbSizeFollowsImage, "geometry.thumb-size-follows-image"),
        (.geometryValueImageFitsRect, "geometry.value-image-fits-rect"),
        (.layoutDirectionFollowsEnvironment, "layout.direction-follows-environment"),
        (.layoutIntrinsicHeight, "layout.intrinsic-height"),
        (.trackingBeginsOnThumb, "tracking.begins-on-thumb"),
        (.trackingNearThumb, "tracking.near-thumb"),
        (.trackingEdgeTouch, "tracking.edge-touch"),
        (.trackingTrackTap, "tracking.track-tap"),
        (.trackingOffTarget, "tracking.off-target"),
        (.trackingGrabOffset, "tracking.grab-offset"),
        (.trackingValueFollowsTouch, "tracking.value-follows-touch"),
        (.trackingHighlighted, "tracking.highlighted"),
        (.trackingDisabledIgnoresTouches, "tracking.disabled-ignores-touches"),
        (.trackingSingleTouch, "tracking.single-touch"),
        (.trackingContinuousEvents, "tracking.continuous-events"),
        (.trackingUnchangedMoveEvent, "tracking.unchanged-move-event"),
        (.trackingDiscreteEvents, "tracking.discrete-events"),
        (.trackingReleaseEvent, "tracking.release-event"),
        (.trackingReleaseMovesValue, "tracking.release-moves-value"),
        (.trackingCancel, "tracking.cancel"),
        (.trackingDisabledWhileTracking, "tracking.disabled-while-tracking"),
        (.trackingTouchDownEvent, "tracking.touch-down-event"),
        (.trackingValueSetWhileTracking, "tracking.value-set-while-tracking"),
        (.trackingContinuousToggledMidTouch, "tracking.continuous-toggled-mid-touch"),
        (.trackingEmptyRange, "tracking.empty-range"),
        (.precisionRestoresHeldValue, "precision.restores-held-value"),
        (.precisionReleaseElsewhere, "precision.release-elsewhere"),
        (.calloutFollowsThumb, "callout.follows-thumb"),
        (.calloutShowsValue, "callout.shows-value"),
        (.processCrash, "process.crash"),
        (.processTimeout, "process.timeout"),
        (.processProtocol, "process.protocol"),
    ]

    /// Each static reads back as its name, and interning the name gives the same identifier.
    /// (Run once against a table of known names with two entries swapped: it failed.)
    @Test("a static's name and its interned identifier agree")
    func staticsReadBackTheirNames() {
        for (rule, name) in Self.named {
            #expect(rule.rawValue == name)
            #expect(RuleID(name) == rule)
        }
    }

    /// No two statics share an identifier, and a name the suite does not know is interned
    /// apart from all of them and reads back as itself.
    @Test("known identifiers are distinct from each other and from a new name")
    func identifiersAreDistinct() {
        let rules = Self.named.map(\.0)
        #expect(Set(rules).count == rules.count)
        let fresh = RuleID("test.known-rule-ids.not-in-the-catalogue")
        #expect(!rules.contains(fresh))
        #expect(fresh.rawValue == "test.known-rule-ids.not-in-the-catalogue")
    }

    /// Every catalogue rule's identifier is one of the statics.
    @Test("the catalogue names only known rules")
    func catalogueRulesAreKnown() {
        let known = Set(Self.named.map(\.0))
        for rule in RuleCatalogue.rules { #expect(known.contains(rule.id), "\(rule.id)") }
    }
}
