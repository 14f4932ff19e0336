import SliderEngine
import SliderSpec
import Testing

/// The generator's draws are part of the reports' bytes (a seed printed in a report reproduces its
/// sequences): the first operations drawn for one seed are pinned, so a faster generator that
/// drew differently fails here.
struct PinnedDrawTests {
    @Test func theFirstOperationsDrawnForSeed2026ArePinned() {
        let generator = OperationGenerator(options: .init(maxLength: 1_000, meanLength: 1_000))
        var random = RandomSource(seed: 2026)
        var reference = ReferenceSlider()
        var drawn: [String] = []
        for kind in SliderOperationKind.allCases {
            let operation = generator.operation(of: kind, after: reference, length: drawn.count, using: &random)
            drawn.append(operation.swiftStatement)
            if let outcome = reference.outcomes(of: operation, readings: Profile.documented.readings).first { reference = outcome.slider }
        }
        #expect(drawn == Self.pinned)
    }

    /// Recorded in issue 26's fourth pass, whose generator changes left every report byte-identical.
    static let pinned: [String] = [
        "slider.value = -4.0",
        "slider.setValue(8.79, animated: false)",
        "slider.minimumValue = -4.742571",
        "slider.maximumValue = 1e-30",
        "slider.isContinuous = false",
        "slider.isEnabled = true",
        "slider.isHighlighted = false",
        "slider.isSelected = true",
        "slider.minimumValueImage = nil",
        "slider.maximumValueImage = image2",
        "slider.minimumTrackTintColor = nil",
        "slider.maximumTrackTintColor = color3",
        "slider.thumbTintColor = nil",
        "slider.setMinimumTrackImage(image1, for: [.highlighted, .disabled])",
        "slider.setMaximumTrackImage(image1, for: .selected)",
        "slider.setThumbImage(image1, for: .normal)",
        "slider.accessibilityIncrement()",
        "slider.accessibilityDecrement()",
        "slider.accessibilityLabel = \"\"",
        "slider = loadFromInterfaceBuilder(minimum: -7.0, maximum: 0.0, value: 13.0, minimumValueImage: image2, maximumValueImage: image3, thumbTintColor: color3)",
        "slider.bounds = CGRect(x: 0, y: 0, width: 285.7405491315328, height: 29.999999999999996)",
        "slider.semanticContentAttribute = .forceLeftToRight",
        "slider.touchBegan(x: 5e-324, y: 3.0, time: 1.1)",
        "slider.touchMoved(x: 17.0, y: -1.9803620550588699, time: 1.1500000000000001)",
        "slider.touchEnded(x: 10.999999999999998, y: 0.0, time: 1.7000000000000002)",
        "slider.touchCancelled(time: 1.9500000000000002)",
        "slider.accessibilityValue = nil",
    ]
}
