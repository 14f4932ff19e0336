import Foundation
import SliderEngine
import SliderSpec
import SliderWire

/// A fuzz worker's side of `WorkerSlider`: the one slider of the worker's implementation that
/// the parent drives call by call (`z` lines), so that a trap in the implementation ends this
/// worker, not the parent. Each call (`FuzzWorkerLine.SliderCall`) is answered with one `z` line
/// (`FuzzWorkerLine.SliderAnswer`), written at once.
///
/// Calls: `z c` creates a slider in code, `z l <attributes JSON>` as Interface Builder loads
/// one (both answered `z`); `z p <operation JSON>` performs an operation (answered
/// `z <events JSON>`); `z o` observes (answered `z <observation JSON>`).
@MainActor
struct WorkerSliderHost {
    /// The implementation served.
    let implementation: SliderImplementation
    private var slider: (any SliderInstance)?
    /// The JSON encoder of the answers (`FuzzWorkerLine.encoder()`), made once.
    private let encoder = FuzzWorkerLine.encoder()

    /// A host of `implementation`'s sliders, none made yet.
    init(implementation: SliderImplementation) { self.implementation = implementation }

    /// Serves one call and writes its answer; false when it needs a slider and none was made.
    mutating func serve(_ call: FuzzWorkerLine.SliderCall, channel: FuzzWorkerChannel) -> Bool {
        let answer: FuzzWorkerLine.SliderAnswer
        switch call {
        case .create:
            slider = implementation.make(nil)
            answer = .made
        case let .load(attributes):
            slider = implementation.make(attributes)
            answer = .made
        case let .perform(operation):
            guard let slider else { return false }
            answer = .events(slider.perform(operation))
        case .observe:
            guard let slider else { return false }
            answer = .observation(slider.observe())
        }
        channel.send { answer.append(to: &$0, encoder: encoder) }
        channel.flush()
        return true
    }
}
