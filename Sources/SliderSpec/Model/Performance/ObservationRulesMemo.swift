/// `ReferenceSlider.observationRules` of the last state a checker asked about, with what they
/// were computed from: a step that leaves those inputs as they were (the enabled flag, whether
/// the app set a text, which parts have no image or a normal one, and what the percentage's
/// text depends on: whether there is one, whether the arithmetics differ, whether it falls
/// halfway) gets the same rules without them built again and without the slider copied into
/// the call. The relations' rules are kept with them, listed again only when what decides which
/// relations apply changed (`GeometryRelations.RuleInputs`, `VocabularyRelations.RuleInputs`).
/// There only for speed; only `ConformanceChecker` keeps one.
// Performance: the rules computed again only when their inputs changed; with the relations' rules appended in
// place (`GeometryRelations.appendRules`), measured 138 instructions/op. Keyed on what the rules read of the
// percentage (`TextFacts`, which the match has already computed) rather than on the value and limits, so a
// value that moves leaves them as they were. The relations' rules kept with them, appended in one
// copy rather than one rule at a time (callgrind).
struct ObservationRulesMemo: Sendable {
    /// What the rules were last computed from, or nil before the first.
    private var inputs: Inputs?
    /// The rules computed from `inputs`.
    private var rules = RuleList()
    /// `rules` and the relations' rules after them.
    private var listed = RuleList()
    /// The relations' inputs `listed` was listed for (`RuleInputs.key`, the geometry's in the low
    /// byte), or all ones when `rules` changed since.
    private var listedFor = UInt16.max

    /// Appends `slider.observationRules`, then the relations' rules for `observed` under
    /// `features` (`GeometryRelations.appendRules`, `VocabularyRelations.appendRules`), to
    /// `list`: the observation's computed again only when `slider`'s inputs to them are not those
    /// of the last call, and all of them listed again only when those or the relations' inputs
    /// (`GeometryRelations.RuleInputs`, `VocabularyRelations.RuleInputs`) changed; `text` is
    /// `TextFacts(of: slider)`, as the match of `slider` found it. Neither `slider` nor
    /// `observed` is changed: both are taken by address.
    // Performance: not inlined into the checker's steps, where it made them copy the observation (callgrind).
    @inline(never)
    mutating func append(
        rulesOf slider: inout ReferenceSlider, text: TextFacts, observed: inout SliderObservation, features: Set<ProfileFeature>,
        to list: inout RuleList
    ) {
        let geometry = GeometryRelations.RuleInputs(for: &observed, reference: &slider, features: features)
        let vocabulary = VocabularyRelations.RuleInputs(for: &observed, features: features)
        let inputs = Inputs(slider, text: text)
        if inputs != self.inputs {
            rules = slider.observationRules
            self.inputs = inputs
            listedFor = .max
        }
        let relations = UInt16(geometry.key) | UInt16(vocabulary.key) << 8
        if relations != listedFor {
            listed = rules
            GeometryRelations.appendRules(geometry, to: &listed)
            VocabularyRelations.appendRules(vocabulary, to: &listed)
            listedFor = relations
        }
        list.append(contentsOf: listed)
    }

    /// What `ReferenceSlider.observationRules` reads of the percentage, when the app set no text:
    /// whether there is one (`fraction`), whether the arithmetics differ
    /// (`percentArithmeticsDiffer`) and whether it falls halfway (`percentIsHalfway`). The same
    /// for every slider whose app set a text (the rules then read none of it).
    struct TextFacts: Equatable, Sendable {
        /// The facts, one bit each.
        private let bits: UInt8

        /// Facts that the rules do not read: the app set a text.
        static let appText = TextFacts(bits: 0)
        /// No percentage: the range is empty or not finite, or the value lies outside it.
        static let noPercent = TextFacts(bits: 1)

        private init(bits: UInt8) { self.bits = bits }

        /// A percentage, whose arithmetics differ or which falls halfway as given.
        init(arithmeticsDiffer: Bool, isHalfway: Bool) {
            bits = 1 << 1 | (arithmeticsDiffer ? 1 << 2 : 0) | (isHalfway ? 1 << 3 : 0)
        }

        /// The facts of `slider` (taken by address, not changed), computed afresh.
        @inline(__always)
        init(of slider: inout ReferenceSlider) {
            if slider.accessibilityValueOverride != nil {
                self = .appText
            } else if slider.fraction == nil {
                self = .noPercent
            } else {
                self.init(arithmeticsDiffer: slider.percentArithmeticsDiffer, isHalfway: slider.percentIsHalfway)
            }
        }
    }

    /// Everything `ReferenceSlider.observationRules` reads.
    private struct Inputs: Equatable, Sendable {
        let text: TextFacts
        /// The flags the rules read, one bit each.
        let flags: UInt8

        // Performance: inlined, the fields are read where the slider lies (a call copied it first).
        @inline(__always)
        init(_ slider: ReferenceSlider, text: TextFacts) {
            self.text = text
            var flags: UInt8 = slider.isEnabled ? 1 : 0
            if slider.accessibilityValueOverride != nil { flags |= 1 << 1 }
            if slider.minimumTrackImages.isEmpty { flags |= 1 << 2 }
            if slider.maximumTrackImages.isEmpty { flags |= 1 << 3 }
            if slider.thumbImages.isEmpty { flags |= 1 << 4 }
            if slider.minimumTrackImages[.normal] != nil { flags |= 1 << 5 }
            if slider.maximumTrackImages[.normal] != nil { flags |= 1 << 6 }
            if slider.thumbImages[.normal] != nil { flags |= 1 << 7 }
            self.flags = flags
        }
    }
}
