import Foundation
import SliderEngine
import SliderSpec
import SliderWire

/// A fuzz worker's side of `WorkerSlider`: the one slider of the worker's implementation that
/// the parent drives call by call (`z` lines), so that a trap in the implementation ends this
/// worker, not the parent. Each request is answered with one `z` line, written at once.
///
/// Requests: `z c` creates a slider in code, `z l <attributes JSON>` as Interface Builder loads
/// one (both answered `z`); `z p <operation JSON>` performs an operation (answered
/// `z <events JSON>`); `z o` observes (answered `z <observation JSON>`).
@MainActor
struct WorkerSliderHost {
    /// The implementation served.
    let implementation: SliderImplementation
    private var slider: (any SliderInstance)?
    private let encoder = FuzzWorkerLine.encoder()
    private let decoder = SliderJSON.decoder()

    /// A host of `implementation`'s sliders, none made yet.
    init(implementation: SliderImplementation) { self.implementation = implementation }

    /// Serves one request (the line after `z `); false when it cannot be read.
    mutating func serve(_ request: ArraySlice<UInt8>, channel: FuzzWorkerChannel) -> Bool {
        guard let verb = request.first else { return false }
        let body = Data(request.dropFirst(2))
        var answer = "z"
        switch verb {
        case UInt8(ascii: "c"):
            slider = implementation.make(nil)
        case UInt8(ascii: "l"):
            guard let attributes = try? decoder.decode(InterfaceBuilderAttributes.self, from: body) else { return false }
            slider = implementation.make(attributes)
        case UInt8(ascii: "p"):
            guard let operation = try? decoder.decode(SliderOperation.self, from: body), let slider else { return false }
            answer += " " + String(decoding: (try? encoder.encode(slider.perform(operation))) ?? Data("[]".utf8), as: UTF8.self)
        case UInt8(ascii: "o"):
            guard let slider else { return false }
            answer += " " + String(decoding: (try? encoder.encode(slider.observe())) ?? Data(), as: UTF8.self)
        default:
            return false
        }
        channel.send(answer)
        channel.flush()
        return true
    }
}
