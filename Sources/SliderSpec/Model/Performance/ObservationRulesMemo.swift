/// `ReferenceSlider.observationRules` of the last state a checker asked about, with what they
/// were computed from: a step that leaves those inputs as they were (the value and limits bit
/// for bit, the enabled flag, whether the app set a text, which parts have no image or a normal
/// one) gets the same rules without the percentages computed again and without the slider
/// copied into the call. There only for speed; only `ConformanceChecker` keeps one.
// Performance: the rules computed again only when their inputs changed; with the relations' rules appended in
// place (`GeometryRelations.appendRules`), measured 138 instructions/op.
struct ObservationRulesMemo: Sendable {
    /// What the rules were last computed from, or nil before the first.
    private var inputs: Inputs?
    /// The rules computed from `inputs`.
    private var rules = RuleList()

    /// Appends `slider.observationRules` to `list`, computed again only when `slider`'s inputs
    /// to them are not those of the last call. `slider` is not changed: it is taken by address.
    mutating func append(rulesOf slider: inout ReferenceSlider, to list: inout RuleList) {
        let inputs = Inputs(slider)
        if inputs != self.inputs {
            rules = slider.observationRules
            self.inputs = inputs
        }
        list.append(contentsOf: rules)
    }

    /// Everything `ReferenceSlider.observationRules` reads.
    private struct Inputs: Equatable, Sendable {
        let value: UInt32
        let minimumValue: UInt32
        let maximumValue: UInt32
        /// The flags the rules read, one bit each.
        let flags: UInt8

        // Performance: inlined, the fields are read where the slider lies (a call copied it first).
        @inline(__always)
        init(_ slider: ReferenceSlider) {
            value = slider.value.bitPattern
            minimumValue = slider.minimumValue.bitPattern
            maximumValue = slider.maximumValue.bitPattern
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
