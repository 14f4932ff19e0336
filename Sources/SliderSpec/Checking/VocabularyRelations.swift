/// The relations checked on observations that adapters may leave out: the intrinsic height and
/// the value a callout shows. Each is checked only when the adapter reports its field.
package enum VocabularyRelations {
    /// How far a height may lie from what a relation asks (rounding to whole points).
    static let heightTolerance = 0.5

    /// True for the operations that change nothing but the value (and its text and events).
    static func changesOnlyValue(_ operation: SliderOperation?) -> Bool {
        switch operation {
        case .setValue, .setValueAnimated, .accessibilityIncrement, .accessibilityDecrement: true
        default: false
        }
    }

    /// The rules these checks apply to `observed`, in the order they are checked.
    public static func rules(for observed: SliderObservation, features: Set<ProfileFeature>) -> RuleList {
        var rules = RuleList()
        var observed = observed
        appendRules(RuleInputs(for: &observed, features: features), to: &rules)
        return rules
    }

    /// Appends the rules these checks apply to a step that `inputs` describes (the checker keeps
    /// them in its `ObservationRulesMemo`, listed again only when `inputs` change).
    static func appendRules(_ inputs: RuleInputs, to rules: inout RuleList) {
        if inputs.reportsIntrinsicHeight { rules.append(.layoutIntrinsicHeight) }
        if inputs.calloutValueIsChecked { rules.append(.calloutShowsValue) }
    }

    /// What decides which of these checks apply to a step: everything `appendRules` reads.
    struct RuleInputs: Equatable, Sendable {
        /// The inputs, one bit each (compared as one byte).
        private let bits: UInt8
        /// The inputs as one byte, for a memo to key on (`ObservationRulesMemo`).
        var key: UInt8 { bits }

        /// The observation reports the intrinsic height.
        var reportsIntrinsicHeight: Bool { bits & 1 != 0 }
        /// The callout's value is checked: under `value-callout`, reported, after a step that sent events.
        var calloutValueIsChecked: Bool { bits & 2 != 0 }

        /// The inputs of a step that observed `observed` under `features` (not changed: taken by address).
        @inline(__always)
        init(for observed: inout SliderObservation, features: Set<ProfileFeature>) {
            let callout = features.contains(.valueCallout)
            var bits: UInt8 = observed.intrinsicContentHeight != nil ? 1 : 0
            if callout, observed.calloutValue != nil, !observed.events.isEmpty { bits |= 2 }
            self.bits = bits
        }
    }

    /// The first relation `observed` breaks after `operation` (nil for a slider just created),
    /// given the reference after the step, which still holds the height observed before it.
    /// Neither `observed` nor `reference` is changed: both are taken by address.
    static func firstBreach(
        _ observed: inout SliderObservation, after operation: SliderOperation?, reference: inout ReferenceSlider,
        features: Set<ProfileFeature>
    ) -> GeometryRelations.Breach? {
        if let height = observed.intrinsicContentHeight {
            func tooShort(_ image: ImageToken?, _ name: String) -> GeometryRelations.Breach? {
                guard let image, !(height >= image.size.height - heightTolerance) else { return nil }
                return GeometryRelations.Breach(
                    rule: .layoutIntrinsicHeight, field: .intrinsicContentHeight,
                    explanation: "the intrinsic height should be at least the height of \(name), \(image.size.height)")
            }
            // Performance: told first whether there is an image at all (two calls on every step
            // otherwise), measured with `GeometryRelations.firstBreach`'s features told first.
            if reference.minimumValueImage != nil || reference.maximumValueImage != nil,
                let breach = tooShort(reference.minimumValueImage, "minimumValueImage") ?? tooShort(reference.maximumValueImage, "maximumValueImage")
            {
                return breach
            }
            if changesOnlyValue(operation), let before = reference.intrinsicContentHeight, !(abs(height - before) <= heightTolerance) {
                return GeometryRelations.Breach(
                    rule: .layoutIntrinsicHeight, field: .intrinsicContentHeight,
                    explanation: "the intrinsic height should not change with the value: it was \(before)")
            }
        }
        if features.contains(.valueCallout), let shown = observed.calloutValue,
            let sent = observed.events.last(where: { $0.event == .valueChanged })?.value,
            !sameFloat(shown, sent)
        {
            return GeometryRelations.Breach(
                rule: .calloutShowsValue, field: .calloutValue,
                explanation: "the callout should show the value its last valueChanged action read, \(formatFloat(sent))")
        }
        return nil
    }
}
