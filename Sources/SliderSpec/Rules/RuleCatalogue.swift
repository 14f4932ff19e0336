/// Every rule of the specification, in the order CONFORMANCE.md prints them.
public enum RuleCatalogue {
    /// The rules by family, in the order CONFORMANCE.md prints them.
    public static let groups: [RuleGroup] = [
        RuleGroup("Defaults", "What a slider created in code starts with.", defaultsRules),
        RuleGroup("Value", "Setting `value` and `setValue(_:animated:)`.", valueRules),
        RuleGroup("Limits", "Setting `minimumValue` and `maximumValue`, and what they do to the value.", limitsRules),
        RuleGroup("Continuous, control state and value images", "Properties that read back what was set.", stateRules),
        RuleGroup("Tints", "Tint colours, and how tints and custom images clear each other.", appearanceRules),
        RuleGroup("Track and thumb images", "Images stored per control state, and which one each getter returns.", imageRules),
        RuleGroup("Accessibility", "What VoiceOver reads and how its adjustments change the value.", accessibilityRules + accessibilityVocabularyRules),
        RuleGroup("Interface Builder", "A slider loaded from an interface document.", interfaceBuilderRules),
        RuleGroup("Layout", "Bounds, layout direction and intrinsic size.", layoutRules + intrinsicHeightRules),
        RuleGroup("Geometry", "Where the track, the thumb and the value images are drawn, as relations between rectangles.", geometryRules),
        RuleGroup("Touches and tracking", "What a finger on the slider does to the value, the state and the events.", trackingRules),
        RuleGroup("Opt-in profiles", "Behaviour the articles in the sources add, checked only under their profiles.", profileRules + calloutValueRules),
        RuleGroup("Every operation", "What no rule gives an operation, it must not do.", frameRules),
    ]

    /// All rules.
    public static let rules: [Rule] = groups.flatMap(\.rules)

    private static let index: [RuleID: Rule] = Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0) })

    /// The rule with identifier `id`, or nil.
    public static func rule(_ id: RuleID) -> Rule? { index[id] }

    /// The rule to blame for a divergence in `field` at a step that `rules` decided and that left
    /// the reference as `reference`.
    ///
    /// Operation rules are asked first (a tint that clears images is blamed for a stale image);
    /// then, for image lookups, the rule that decides that particular lookup; then the first
    /// remaining rule that governs the field's family; `operations.no-side-effects` otherwise.
    public static func blame(_ field: ObservationField, among rules: some Sequence<RuleID>, reference: ReferenceSlider) -> RuleID {
        let governing = rules.filter { rule($0, governs: field) }
        if let rule = governing.first(where: { !lookupRules.contains($0) && $0 != .operationsNoSideEffects }) { return rule }
        if let rule = reference.lookupRule(for: field) { return rule }
        return governing.first ?? .operationsNoSideEffects
    }

    /// True when `rule` governs `field` (its family is among the rule's `governs`).
    public static func rule(_ rule: RuleID, governs field: ObservationField) -> Bool {
        index[rule]?.governs.contains(field.family) == true
    }

    /// The rules that are never checked, so no implementation can break them: the accessibility
    /// text of an empty or infinite range, and the geometry of a degenerate layout.
    public static let uncheckedRules: Set<RuleID> = [.accessibilityValueDegenerateRange, .geometryDegenerate]

    /// The rules that decide what an image lookup returns, blamed by `ReferenceSlider.lookupRule(for:)`.
    static let lookupRules: Set<RuleID> = [
        .imagePerState, .imageMissingState, .imageCombinedStateQuery, .imageCurrentFollowsState, .imageCurrentNilWithoutImages,
    ]

    /// The open question whose answers a rule lists, for unspecified rules and profile differences.
    public static func reading(for id: RuleID) -> (question: String, options: [(name: String, summary: String)])? {
        readingDescriptions[id]
    }

    private static let readingDescriptions: [RuleID: (question: String, options: [(name: String, summary: String)])] =
        Dictionary(uniqueKeysWithValues: Readings.questions.map { ($0.rule, ($0.text, $0.options)) })

    /// The answers `profile` allows for the question of rule `id`, or nil when the rule has none.
    public static func allowedReadings(for id: RuleID, under profile: Profile) -> [String]? {
        profile.readings.summary.first { $0.rule == id }?.allowed
    }
}

/// Shorthands for the catalogue files.
extension SourceCitation {
    static func reference(_ section: String) -> SourceCitation { SourceCitation(.uisliderReference, section) }
    static func classReference(_ section: String) -> SourceCitation { SourceCitation(.uisliderClassReference, section) }
    static func accessible(_ section: String) -> SourceCitation { SourceCitation(.accessibleSliders, section) }
    static func precision(_ section: String) -> SourceCitation { SourceCitation(.precision, section) }
    static func popover(_ section: String) -> SourceCitation { SourceCitation(.popover, section) }
}

extension ObservationFamily {
    /// Every family: what the frame rule governs.
    static let every: Set<ObservationFamily> = Set(ObservationField.all.map(\.family))
    /// Tints, images and current images of every part.
    static let appearance: Set<ObservationFamily> = Set(
        SliderPart.allCases.flatMap { [ObservationFamily.tint($0), .images($0), .currentImage($0)] })
}
