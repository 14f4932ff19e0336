import SliderSpec
import SliderTestFixtures

/// Source 002's algorithm as its published slider (AHKSlider) runs it, written here from the
/// article and that slider's description, over the reference's UIKit behaviour: every
/// touch-down and every move appends an entry (the value after UIKit moved it, and when); the
/// next move or the end of the touch sets the entry's duration. At the end UIKit's release runs
/// first; then the newest entry that lasted longer than `holdSeconds` is looked at, and only it:
/// its value is restored, with one more `valueChanged`, when the value difference, scaled from
/// the range to the frame's width, is strictly under 12 points. Subclasses choose the arithmetic
/// of that distance (`measuresInFloat`) and the hold.
class PublishedHoldsSlider: PlantedSlider {
    /// How long an entry must last to be restored.
    class var holdSeconds: Double { 0.05 }
    /// Whether the value difference and the range are taken in `Float`, as the published
    /// slider's `fabsf` does, rather than in `Double`.
    class var measuresInFloat: Bool { false }

    private struct Entry {
        let value: Float
        let start: Double
        var duration = 0.0
    }
    private var entries: [Entry] = []

    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        switch operation {
        case let .touchBegan(touch):
            // A touch-down while another touch is tracked never reaches the slider's tracking.
            guard !base.observe().isTracking else { return base.perform(operation) }
            let events = base.perform(operation)
            let observation = base.observe()
            if observation.isTracking { entries = [Entry(value: observation.value, start: touch.time)] }
            return events
        case let .touchMoved(touch):
            guard base.observe().isTracking else { return base.perform(operation) }
            let events = base.perform(operation)
            closeLastEntry(at: touch.time)
            entries.append(Entry(value: base.observe().value, start: touch.time))
            return events
        case let .touchEnded(touch):
            guard base.observe().isTracking else { return base.perform(operation) }
            var events = base.perform(operation)
            closeLastEntry(at: touch.time)
            let observation = base.observe()
            if let entry = entries.last(where: { $0.duration > Self.holdSeconds }), Self.distance(entry.value, observation) < 12 {
                _ = base.perform(.setValue(entry.value))
                events.append(.valueChanged(base.observe().value))
            }
            entries = []
            return events
        default:
            return base.perform(operation)
        }
    }

    /// The difference between `value` and the released one, scaled from the range to the
    /// frame's width, in the subclass's arithmetic.
    private static func distance(_ value: Float, _ observation: SliderObservation) -> Double {
        let width = observation.geometry.bounds.width
        guard measuresInFloat else {
            let range = abs(Double(observation.maximumValue) - Double(observation.minimumValue))
            return abs(Double(value) - Double(observation.value)) / range * width
        }
        let range = abs(observation.maximumValue - observation.minimumValue)
        return Double(abs(value - observation.value) / range) * width
    }

    private func closeLastEntry(at time: Double) {
        guard !entries.isEmpty else { return }
        entries[entries.count - 1].duration = time - entries[entries.count - 1].start
    }
}
