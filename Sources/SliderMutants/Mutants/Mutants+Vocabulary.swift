import SliderSpec

/// Breaks `accessibility.is-element`: a disabled slider hides itself from assistive technologies.
/// Shortest exposing sequence: 1 operation (`isEnabled = false`).
@MainActor
package final class HiddenFromVoiceOverWhileDisabled: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        if !observation.isEnabled { observation.isAccessibilityElement = false }
    }
}

/// Breaks `accessibility.traits-not-enabled`: once disabled, the traits keep `.notEnabled` after
/// the slider is enabled again.
/// Shortest exposing sequence: 2 operations (`isEnabled = false`, `isEnabled = true`).
@MainActor
package final class NotEnabledTraitSticks: MutantSlider {
    private var wasDisabled = false

    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        if case .setEnabled(false) = operation { wasDisabled = true }
        if case .loadFromInterfaceBuilder = operation { wasDisabled = false }
        return apply(operation)
    }

    override func corrupt(_ observation: inout SliderObservation) {
        if wasDisabled { observation.accessibilityTraits.insert(.notEnabled) }
    }
}

/// Breaks `accessibility.traits-when-disabled` (under `uikit-observed`, which pins
/// `addsNotEnabled`): a disabled slider's traits never gain `.notEnabled`.
/// Shortest exposing sequence: 1 operation (`isEnabled = false`).
@MainActor
package final class DisabledKeepsEnabledTraits: UIKitMutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        observation.accessibilityTraits.remove(.notEnabled)
    }
}

/// Breaks `accessibility.value-override`: the app's `accessibilityValue` is ignored and the
/// percentage is read instead.
/// Shortest exposing sequence: 1 operation (`accessibilityValue = ""`).
@MainActor
package final class IgnoresAppAccessibilityValue: MutantSlider {
    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        if case .setAccessibilityValue = operation { return apply(.setAccessibilityValue(nil)) }
        return apply(operation)
    }
}

/// Breaks `layout.intrinsic-height`: the intrinsic height is the track's 10 points, ignoring the
/// value images.
/// Shortest exposing sequence: 1 operation (`minimumValueImage = image1`).
@MainActor
package final class IntrinsicHeightIgnoresValueImages: MutantSlider {
    override func corrupt(_ observation: inout SliderObservation) {
        observation.intrinsicContentHeight = 10
    }
}

/// Breaks `callout.shows-value` (under `value-callout`): the callout shows the value from before
/// the step that sent `valueChanged`, one update behind.
/// Shortest exposing sequence: 1 operation (an accessibility increment from 0).
@MainActor
package final class CalloutShowsPreviousValue: CalloutMutantSlider {
    private var shown: Float?

    override func step(_ operation: SliderOperation) -> [SliderEvent] {
        let before = current.value
        let events = apply(operation)
        if !events.isEmpty { shown = before }
        return events
    }

    override func corrupt(_ observation: inout SliderObservation) {
        observation.calloutValue = shown
    }
}

extension MutantCatalogue {
    @MainActor static let vocabulary: [Entry] = [
        Entry(HiddenFromVoiceOverWhileDisabled.self, breaks: .accessibilityIsElement, minimalLength: 1,
              "isAccessibilityElement is false while disabled"),
        Entry(NotEnabledTraitSticks.self, breaks: .accessibilityTraitsNotEnabled, minimalLength: 2,
              "the traits keep .notEnabled after enabling again"),
        Entry(DisabledKeepsEnabledTraits.self, breaks: .accessibilityTraitsWhenDisabled, minimalLength: 1, profile: .uikitObserved,
              "a disabled slider's traits lack .notEnabled"),
        Entry(IgnoresAppAccessibilityValue.self, breaks: .accessibilityValueOverride, minimalLength: 1,
              "the app's accessibilityValue is ignored"),
        Entry(IntrinsicHeightIgnoresValueImages.self, breaks: .layoutIntrinsicHeight, minimalLength: 1,
              "the intrinsic height ignores the value images"),
        Entry(CalloutShowsPreviousValue.self, breaks: .calloutShowsValue, minimalLength: 1, profile: .valueCallout,
              "the callout shows the value from before the last valueChanged"),
    ]
}
