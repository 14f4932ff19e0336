extension RuleCatalogue {
    /// The version of the rule catalogue: 1.0.0 is the catalogue of protocol revision 1, 1.1.0
    /// added the vocabulary of revision 2 and new readings, 1.2.0 the exact verdicts (issue 20),
    /// 1.3.0 the readings of the sources' own implementations (issue 22), 1.4.0 the readings of
    /// floating-point implementations and holds per move (issue 37).
    public static let specVersion = SemanticVersion(1, 4, 0)

    /// Every rule added or changed after spec 1.0.0, oldest first. A rule not listed has been in
    /// the catalogue, as it is, since 1.0.0. Add an entry with every rule added or tightened.
    public static let history: [RuleChange] = {
        let vocabulary = SemanticVersion(1, 1, 0), exact = SemanticVersion(1, 2, 0), sources = SemanticVersion(1, 3, 0)
        let floats = SemanticVersion(1, 4, 0)
        let added: [(RuleID, String)] = [
            (.accessibilityIsElement, "isAccessibilityElement"), (.accessibilityTraitsNotEnabled, "the notEnabled trait"),
            (.accessibilityTraitsWhenDisabled, "traits of a disabled slider"), (.accessibilityValueOverride, "setAccessibilityValue"),
            (.interfaceBuilderContinuousUpdates, "Interface Builder's Continuous Updates"),
            (.interfaceBuilderAppearanceAttributes, "Interface Builder's images and tints"),
            (.layoutIntrinsicHeight, "intrinsicContentSize.height"), (.calloutShowsValue, "the callout's value"),
            (.defaultsTintColors, "default tints"), (.limitsNoEvent, "limits send no event"), (.tintSameColor, "the same tint again"),
            (.tintNilClearsImages, "a nil tint"), (.accessibilityValueArithmetic, "percent arithmetic"),
            (.trackingTouchDownEvent, "touch-down events"), (.trackingValueSetWhileTracking, "value set while tracking"),
            (.trackingContinuousToggledMidTouch, "continuity toggled mid-touch"), (.trackingEmptyRange, "touches on an empty range"),
            (.geometryHorizontal, "horizontal layout"), (.geometryThumbSizeFollowsImage, "thumb size follows its image"),
            (.geometryValueImageFitsRect, "value images fit their rects"), (.layoutDirectionFollowsEnvironment, "layout direction"),
        ]
        return added.map { RuleChange($0.0, .added, in: vocabulary, $0.1) } + [
            RuleChange(.trackingEdgeTouch, .added, in: exact, "touches exactly on an edge land either way"),
            RuleChange(.limitsNonFinite, .changed, in: exact, "the value never becomes NaN between NaN limits"),
            RuleChange(.accessibilityValuePercent, .changed, in: sources, "the fraction's type is left to accessibility.value-arithmetic"),
            RuleChange(.accessibilityValueArithmetic, .changed, in: sources, "a fraction computed exactly in Double is accepted"),
            RuleChange(.precisionRestoresHeldValue, .changed, in: sources, "source 002's published slider: its reach, thresholds and two events"),
            RuleChange(.precisionReleaseElsewhere, .changed, in: sources, "beyond the reach by both measures"),
            RuleChange(.calloutFollowsThumb, .changed, in: sources, "checked after steps that send valueChanged; its 0.5-point tolerance is the check's"),
            RuleChange(.geometryValueImagesAtEnds, .changed, in: sources, "in the end's half, not flush: subclasses may override"),
            RuleChange(.trackingValueFollowsTouch, .changed, in: sources, "the 1.5-point tolerance is the check's, not the behaviour"),
            RuleChange(.geometryThumbSizeFollowsImage, .changed, in: sources, "the half-point tolerance is the check's, not the behaviour"),
            RuleChange(.geometryThumbLinear, .changed, in: sources, "the one-point tolerance is the check's, not the behaviour"),
            RuleChange(.layoutBoundsStores, .changed, in: sources, "exactly, whatever the size: empty, tiny and huge bounds too"),
            RuleChange(.calloutFollowsThumb, .changed, in: sources, "not checked on bounds without an area, a zero height included"),
            RuleChange(.trackingEdgeTouch, .changed, in: floats, "a touch within Float rounding of an edge lands either way"),
            RuleChange(.precisionRestoresHeldValue, .changed, in: floats, "holds kept one per move, as source 002's published slider keeps them"),
            RuleChange(.geometryThumbLinear, .changed, in: floats, "Float's rounding at the bounds' size is part of the check's tolerance"),
            RuleChange(.geometryClassicUIKit, .changed, in: floats, "positions computed in Float are accepted"),
            RuleChange(.calloutFollowsThumb, .changed, in: floats, "Float's rounding at the bounds' size is part of the check's tolerance"),
            RuleChange(.geometryValueImageFitsRect, .changed, in: floats, "derived from the sources, not documented"),
        ]
    }()

    /// The rules added or changed after spec `version`, oldest first (an expectations file
    /// written against `version` has not considered them).
    public static func changes(since version: SemanticVersion) -> [RuleChange] {
        history.filter { $0.version > version }
    }

    /// The spec version that added `rule` (1.0.0 for the first catalogue's rules).
    public static func introduction(of rule: RuleID) -> SemanticVersion {
        history.first { $0.rule == rule && $0.kind == .added }?.version ?? SemanticVersion(1, 0, 0)
    }
}
