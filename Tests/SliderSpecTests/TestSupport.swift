import Foundation
import SliderSpec

/// The package's root folder, found from this file's path.
func packageRoot(_ file: String = #filePath) -> URL {
    URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// A slider that behaves like the documented reference except where `tweak` says, for testing
/// that the checker catches and blames each kind of bug.
@MainActor
class TweakedSlider: SliderUnderTest {
    let base: ReferenceImplementation
    required init() { base = ReferenceImplementation() }
    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        base = ReferenceImplementation(interfaceBuilder: attributes)
    }
    func perform(_ operation: SliderOperation) -> [SliderEvent] { base.perform(operation) }
    func observe() -> SliderObservation { base.observe() }
}

/// Forgets to pull the value down when the maximum is lowered below it.
@MainActor
final class KeepsValueAboveLoweredMaximum: TweakedSlider {
    var stale: Float?
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let before = base.observe().value
        let events = base.perform(operation)
        if case .setMaximumValue = operation, base.observe().value < before { stale = before } else { stale = nil }
        return events
    }
    override func observe() -> SliderObservation {
        var observation = base.observe()
        if let stale { observation.value = stale }
        return observation
    }
}

/// Sends `valueChanged` for programmatic value changes.
@MainActor
final class SendsEventsInCode: TweakedSlider {
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let events = base.perform(operation)
        if case .setValue = operation { return events + [.valueChanged(base.observe().value)] }
        return events
    }
}

/// Raises the maximum when the minimum passes it the first time, ignores it afterwards: each
/// answer is allowed, but not both in one sequence.
@MainActor
final class InconsistentRange: TweakedSlider {
    var answered = false
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        if case let .setMinimumValue(limit) = operation, limit > base.observe().maximumValue {
            if answered { return [] }
            answered = true
        }
        return base.perform(operation)
    }
}

/// Returns nil from `thumbImage(for:)` for the highlighted state even when it has an image.
@MainActor
final class LosesHighlightedThumb: TweakedSlider {
    override func observe() -> SliderObservation {
        var observation = base.observe()
        observation.thumbImages[.highlighted] = nil
        return observation
    }
}

/// Keeps the thumb images when the thumb tint is set.
@MainActor
final class ThumbTintKeepsImages: TweakedSlider {
    var kept: StateImages?
    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        let before = base.observe().thumbImages
        let events = base.perform(operation)
        if case .setTintColor(.thumb, _) = operation { kept = before } else if case .setImage(.thumb, _, _) = operation { kept = nil }
        return events
    }
    override func observe() -> SliderObservation {
        var observation = base.observe()
        if let kept { observation.thumbImages = kept }
        return observation
    }
}
