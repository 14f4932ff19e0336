import Foundation
import SliderSpec

extension FuzzWorkerLine {
    /// One call on a fuzz worker's slider for a `WorkerSlider`: what follows `z ` in a `z`
    /// command (`Command.sliderCall`), answered by one `SliderAnswer` line (see `WorkerSliderHost`).
    package enum SliderCall: Equatable, Sendable {
        /// `c`: create a slider in code; answered `SliderAnswer.made`.
        case create
        /// `l <attributes JSON>`: create a slider as Interface Builder loads one with these
        /// attributes; answered `SliderAnswer.made`.
        case load(InterfaceBuilderAttributes)
        /// `p <operation JSON>`: perform the operation; answered with the events it sent
        /// (`SliderAnswer.events`).
        case perform(SliderOperation)
        /// `o`: observe the slider; answered with the observation (`SliderAnswer.observation`).
        case observe

        /// Appends the call (without `z ` or a newline: `Command.append(to:encoder:)` writes
        /// those); JSON is written by `encoder`, `FuzzWorkerLine.encoder()`.
        func append(to line: inout [UInt8], encoder: JSONEncoder) {
            switch self {
            case .create:
                line.append(UInt8(ascii: "c"))
            case let .load(attributes):
                line.append(contentsOf: [UInt8(ascii: "l"), UInt8(ascii: " ")])
                FuzzWorkerLine.appendJSON(attributes, encoder: encoder, orElse: "{}", to: &line)
            case let .perform(operation):
                line.append(contentsOf: [UInt8(ascii: "p"), UInt8(ascii: " ")])
                FuzzWorkerLine.appendJSON(operation, encoder: encoder, orElse: "{}", to: &line)
            case .observe:
                line.append(UInt8(ascii: "o"))
            }
        }

        /// Reads the call after `z `; JSON is read by `decoder`, `SliderJSON.decoder()`.
        static func parse(_ text: ArraySlice<UInt8>, decoder: JSONDecoder) throws(Malformed) -> SliderCall {
            guard let verb = text.first, text.count == 1 || text[text.startIndex + 1] == UInt8(ascii: " ") else {
                throw Malformed("z: not a slider call")
            }
            switch verb {
            case UInt8(ascii: "c") where text.count == 1: return .create
            case UInt8(ascii: "o") where text.count == 1: return .observe
            case UInt8(ascii: "l"):
                return .load(try FuzzWorkerLine.decode(InterfaceBuilderAttributes.self, text.dropFirst(2), kind: "z l", decoder: decoder))
            case UInt8(ascii: "p"):
                return .perform(try FuzzWorkerLine.decode(SliderOperation.self, text.dropFirst(2), kind: "z p", decoder: decoder))
            default:
                throw Malformed("z: not a slider call (`c`, `l <JSON>`, `p <JSON>` or `o`)")
            }
        }
    }
}
