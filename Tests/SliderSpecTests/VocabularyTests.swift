import SliderSamples
import SliderSpec
import Testing

/// Behaves like the documented reference but reports only what an adapter written before issue
/// #10 reports: no `isAccessibilityElement`, intrinsic height or callout value, and no `.notEnabled`.
@MainActor
final class LegacyAdapterSlider: TweakedSlider {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        observation.isAccessibilityElement = nil
        observation.intrinsicContentHeight = nil
        observation.calloutValue = nil
        observation.accessibilityTraits.remove(.notEnabled)
        return observation
    }
}

/// Behaves like the documented reference but reports `.notEnabled` while disabled, as `UIControl` does.
@MainActor
final class NotEnabledWhileDisabledSlider: TweakedSlider {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        observation.accessibilityTraits = observation.isEnabled ? .adjustable : [.adjustable, .notEnabled]
        return observation
    }
}

/// Adds `.notEnabled` on the first disable only, then forgets it: not a reading, a bug.
@MainActor
final class NotEnabledOnceSlider: TweakedSlider {
    private var disables = 0
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case .setEnabled(false) = operation { disables += 1 }
        return base.perform(operation)
    }
    override func observe() -> SliderObservation {
        var observation = base.observe()
        observation.accessibilityTraits = observation.isEnabled || disables > 1 ? .adjustable : [.adjustable, .notEnabled]
        return observation
    }
}

/// Reports an intrinsic height of 40 points, taller than any thumb or value image: allowed.
@MainActor
final class TallSlider: TweakedSlider {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        observation.intrinsicContentHeight = 40
        return observation
    }
}

/// Reports an intrinsic height of 20 points, shorter than `image-2` (24 points high).
@MainActor
final class ShortSlider: TweakedSlider {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        observation.intrinsicContentHeight = 20
        return observation
    }
}

/// Grows with the value: an intrinsic height that the value changes.
@MainActor
final class GrowingSlider: TweakedSlider {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        observation.intrinsicContentHeight = 28 + 10 * Double(observation.value)
        return observation
    }
}

/// Ignores `accessibilityValue` set to nil: the app's last text sticks.
@MainActor
final class StickyAccessibilityValueSlider: TweakedSlider {
    private var text: String?
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setAccessibilityValue(new?) = operation { text = new }
        return base.perform(operation)
    }
    override func observe() -> SliderObservation {
        var observation = base.observe()
        if let text { observation.accessibilityValue = text }
        return observation
    }
}

@MainActor
@Suite("Observations and operations added for issue #10")
struct VocabularyTests {
    private func violation(_ type: any SliderUnderTest.Type, _ operations: [SliderOperation], profile: Profile = .documented) -> Violation? {
        SequenceCheck.run(type, operations, profile: profile).violation
    }

    @Test func anAdapterThatReportsNoneOfTheNewFieldsStillConformsToTheDocumentedProfile() {
        let operations: [SliderOperation] = [
            .setEnabled(false), .setMinimumValueImage(ImageToken("image-2")), .setValue(0.5), .accessibilityIncrement,
            .setEnabled(true), .loadFromInterfaceBuilder(InterfaceBuilderAttributes(continuous: false, thumbTintColor: ColorToken("color-1"))),
        ]
        #expect(violation(LegacyAdapterSlider.self, operations) == nil)
        #expect(violation(LegacyAdapterSlider.self, operations, profile: .valueCallout) == nil)
    }

    @Test func accessibilityTraitsNotEnabledWhileDisabledIsAccepted() {
        // Before issue #10 the traits had to be exactly [.adjustable], so UIControl's behaviour failed.
        let operations: [SliderOperation] = [.setEnabled(false), .setEnabled(true), .setEnabled(false)]
        #expect(violation(NotEnabledWhileDisabledSlider.self, operations) == nil)
        #expect(violation(NotEnabledWhileDisabledSlider.self, operations, profile: .uikitObserved) == nil)
        // uikit-observed pins it: a slider without it is caught there, and only there.
        #expect(violation(LegacyAdapterSlider.self, operations, profile: .uikitObserved)?.rule == .accessibilityTraitsWhenDisabled)
        // Either reading, but the same one every time.
        #expect(violation(NotEnabledOnceSlider.self, operations)?.rule == .accessibilityTraitsWhenDisabled)
    }

    @Test func accessibilityValueOverrideWinsUntilSetBackToNil() {
        let result = SequenceCheck.run(
            TweakedSlider.self, [.setAccessibilityValue("3 stars"), .setValue(0.25), .accessibilityIncrement], profile: .documented)
        #expect(result.violation == nil && result.finalObservation.accessibilityValue == "3 stars")
        let restored = SequenceCheck.run(
            TweakedSlider.self, [.setAccessibilityValue("3 stars"), .setValue(0.25), .setAccessibilityValue(nil)], profile: .documented)
        #expect(restored.violation == nil && restored.finalObservation.accessibilityValue == "25%")
        #expect(violation(StickyAccessibilityValueSlider.self, [.setAccessibilityValue("3 stars"), .setAccessibilityValue(nil)])?.rule
            == .accessibilityValueOverride)
    }

    @Test func interfaceBuilderAttributesLoadThroughTheSetters() {
        let attributes = InterfaceBuilderAttributes(
            continuous: false, minimumValueImage: ImageToken("image-1"), minimumTrackTintColor: ColorToken("color-1"))
        let documented = SequenceCheck.run(TweakedSlider.self, [.loadFromInterfaceBuilder(attributes)], profile: .documented)
        #expect(documented.violation == nil)
        #expect(!documented.finalObservation.isContinuous && documented.finalObservation.minimumValueImage == ImageToken("image-1"))
        #expect(documented.finalObservation.minimumTrackTintColor == ColorToken("color-1"))
        // Under uikit-observed the tint goes through the setter, which stores a system-tinted image.
        let uikit = SequenceCheck.run(UIKitModelImplementation.self, [.loadFromInterfaceBuilder(attributes)], profile: .uikitObserved)
        #expect(uikit.violation == nil && uikit.finalObservation.minimumTrackImages[.normal] == .systemTinted)
        #expect(SequenceCheck.run(SampleSlider.self, [.loadFromInterfaceBuilder(attributes)], profile: .documented).violation == nil)
    }

    @Test func intrinsicHeightIsAtLeastEachValueImageAndIgnoresTheValue() {
        let operations: [SliderOperation] = [.setMaximumValueImage(ImageToken("image-2")), .setValue(0.75), .accessibilityDecrement]
        #expect(violation(TallSlider.self, operations) == nil)
        #expect(violation(SampleSlider.self, operations) == nil)
        let growing = violation(GrowingSlider.self, [.setValue(0.5)])
        #expect(growing?.rule == .layoutIntrinsicHeight && growing?.explanation?.contains("should not change with the value") == true)
        // A value image taller than the reported height.
        #expect(violation(ShortSlider.self, [.setValue(1)]) == nil)
        #expect(violation(ShortSlider.self, [.setMaximumValueImage(ImageToken("image-2"))])?.rule == .layoutIntrinsicHeight)
    }

    @Test func theCalloutShowsTheValueItsActionRead() {
        let operations: [SliderOperation] = [.setValue(0.5), .accessibilityIncrement, .setValue(0.1)]
        let result = SequenceCheck.run(CalloutSlider.self, operations, profile: .valueCallout)
        #expect(result.violation == nil)
        // After `value =` no action ran, so the callout still shows 0.6: not checked, and not wrong.
        #expect(result.finalObservation.calloutValue == Float(0.6))
        #expect(SequenceCheck.run(CalloutReferenceImplementation.self, operations, profile: .valueCallout).violation == nil)
    }
}
