import SliderEngine
import SliderSpec

/// Counterexamples whose snippets use everything a snippet can say, for the tests that compile
/// them: one per operation kind (a generated sequence cut after its first operation of that
/// kind), and one per observation field and shape of value (a float, NaN and the infinities,
/// declared and undeclared tokens, nil, combined states, events, rectangles), ending on a
/// creation, a `perform`, a first load or a later load, with broken relations, a process
/// failure and earlier divergences.
@MainActor
enum SnippetCases {
    /// The observation every case starts from: a slider created in code, documented readings.
    static var created: SliderObservation { ReferenceSlider().observation(readings: Profile.documented.readings) }

    /// An observation with a usual value in every field: declared tokens (`image-1`,
    /// `color-1`), text, a rectangle, one event, reported optional fields.
    static var usual: SliderObservation {
        var observation = created
        observation.value = 0.5
        observation.minimumValue = -1
        observation.maximumValue = 2.5
        observation.isContinuous = false
        observation.state = [.highlighted, .selected]
        observation.minimumValueImage = ImageToken("image-1")
        observation.thumbTintColor = ColorToken("color-1")
        observation.thumbImages[.normal] = ImageToken("image-1")
        observation.thumbImages[[.highlighted, .disabled]] = ImageToken("image-1")
        observation.currentThumbImage = ImageToken("image-1")
        observation.accessibilityLabel = "Volume \"loud\"\n"
        observation.accessibilityValue = "50%"
        observation.accessibilityTraits = [.adjustable]
        observation.events = [.valueChanged(0.5), .valueChanged(1)]
        observation.layoutDirection = .rightToLeft
        observation.isTracking = true
        observation.geometry.trackRect = Rect(x: 2, y: 15.5, width: 196, height: 4)
        observation.calloutCenterX = 12.25
        observation.isAccessibilityElement = true
        observation.intrinsicContentHeight = 34
        observation.calloutValue = 0.75
        return observation
    }

    /// An observation at the edges: NaN and infinities, nil, tokens no operation declares
    /// (`system-tinted`, `image-3`), events carrying NaN, rectangles with NaN and infinity.
    static var edge: SliderObservation {
        var observation = created
        observation.value = .nan
        observation.minimumValue = -.infinity
        observation.maximumValue = .infinity
        observation.minimumValueImage = ImageToken("image-3")
        observation.minimumTrackTintColor = ColorToken("color-3")
        observation.minimumTrackImages[.normal] = .systemTinted
        observation.currentMinimumTrackImage = .systemTinted
        observation.accessibilityTraits = [.adjustable, .notEnabled]
        observation.events = [.valueChanged(.nan), .valueChanged(-.infinity)]
        observation.geometry.thumbRect = Rect(x: .nan, y: 0, width: .infinity, height: 20)
        observation.geometry.bounds = Rect(x: 0, y: 0, width: .infinity, height: 34)
        observation.calloutCenterX = .nan
        observation.isAccessibilityElement = nil
        observation.intrinsicContentHeight = .infinity
        observation.calloutValue = -.infinity
        return observation
    }

    /// Sequences ending in each way a snippet can end: on creation, after a `perform` that
    /// declares an image and a colour, after a first load (which creates the slider), after a
    /// later load, after a touch.
    static let endings: [[SliderOperation]] = [
        [],
        [.setImage(.thumb, ImageToken("image-1"), for: [.highlighted, .disabled]), .setTintColor(.thumb, ColorToken("color-1"))],
        [.loadFromInterfaceBuilder(InterfaceBuilderAttributes(value: 0.5, minimumValueImage: ImageToken("image-1")))],
        [.setValue(-.infinity), .loadFromInterfaceBuilder(InterfaceBuilderAttributes(maximum: 2, thumbTintColor: ColorToken("color-1")))],
        [.setBounds(width: 200, height: 34), .touchBegan(Touch(x: 10, y: 17, time: 0))],
    ]

    /// A counterexample of `operations` whose last step diverges in `field`.
    static func counterexample(
        _ operations: [SliderOperation], field: ObservationField, expected: SliderObservation, observed: SliderObservation,
        rule: RuleID = .defaultsValue, explanation: String? = nil, earlier: [Counterexample.EarlierDivergence]? = nil
    ) -> Counterexample {
        let violation = Violation(
            rule: rule, field: field.description, expected: expected, observed: observed, rulesApplied: [rule], explanation: explanation)
        return Counterexample(
            identity: violation.identity, operations: operations, violation: violation, originalLength: operations.count,
            origin: "snippet cases", occurrences: 1, shrinks: 0, shrinkStoppedBy: nil, earlierDivergences: earlier)
    }

    /// One counterexample per observation field and shape of value, over every ending; a broken
    /// relation for each geometry field; a process failure; earlier divergences.
    static func perField() -> [Counterexample] {
        var cases: [Counterexample] = []
        for (index, field) in ObservationField.all.enumerated() {
            for (shape, (expected, observed)) in [(usual, edge), (edge, usual), (created, usual)].enumerated() {
                let ending = endings[(index + shape) % endings.count]
                cases.append(counterexample(ending, field: field, expected: expected, observed: observed))
            }
            if case .geometry = field {
                cases.append(counterexample(
                    endings[4], field: field, expected: usual, observed: edge, explanation: "the thumb lies within the bounds"))
            }
        }
        // Events after a `perform`, after a load and on creation.
        for ending in endings { cases.append(counterexample(ending, field: .events, expected: usual, observed: edge)) }
        cases.append(counterexample([.setContinuous(false)], field: .value, expected: usual, observed: edge, rule: .processCrash))
        cases.append(counterexample(
            endings[2] + [.setValue(1)], field: .value, expected: usual, observed: edge,
            earlier: [.init(step: -1, rule: .defaultsValue, field: "value"), .init(step: 0, rule: .defaultsValue, field: "maximumValue")]))
        return cases
    }

    /// One counterexample per operation kind: a sequence generated with NaN and the infinities,
    /// cut after its first operation of the kind, diverging in a field cycled through every one;
    /// and the kinds covered.
    static func perOperationKind() -> (counterexamples: [Counterexample], kinds: Set<SliderOperationKind>) {
        let generator = OperationGenerator(options: OperationGenerator.Options(maxLength: 40, robustness: true))
        var cut: [SliderOperationKind: [SliderOperation]] = [:]
        for seed in 0..<UInt64(150) where cut.count < SliderOperationKind.allCases.count {
            let operations = SequenceRun.serial(ReferenceImplementation.self, profile: .documented, generator: generator, seed: seed).operations
            for (index, operation) in operations.enumerated() where cut[operation.kind] == nil {
                cut[operation.kind] = Array(operations[...index])
            }
        }
        let fields = ObservationField.all
        let counterexamples = SliderOperationKind.allCases.enumerated().compactMap { index, kind -> Counterexample? in
            cut[kind].map { operations in
                counterexample(
                    operations, field: fields[(index * 7) % fields.count], expected: index.isMultiple(of: 2) ? usual : edge,
                    observed: index.isMultiple(of: 2) ? edge : usual)
            }
        }
        return (counterexamples, Set(cut.keys))
    }
}
