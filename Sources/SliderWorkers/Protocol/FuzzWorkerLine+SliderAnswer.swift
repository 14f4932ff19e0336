import Foundation
import SliderSpec

extension FuzzWorkerLine {
    /// A worker's answer to one `SliderCall`, a `z` line: written by the worker
    /// (`WorkerSliderHost`) with `append(to:encoder:)` and read by the parent
    /// (`WorkerSliderConnection`) with `parse(_:answering:decoder:)`.
    package enum SliderAnswer: Equatable, Sendable {
        /// `z`: the slider was created (the answer to `SliderCall.create` and `.load`).
        case made
        /// `z <events JSON>`: the events an operation sent (the answer to `SliderCall.perform`).
        case events([SliderEvent])
        /// `z <observation JSON>`: what the slider showed (the answer to `SliderCall.observe`).
        case observation(SliderObservation)

        /// Appends the line and its newline; JSON is written by `encoder`, `FuzzWorkerLine.encoder()`.
        package func append(to line: inout [UInt8], encoder: JSONEncoder) {
            line.append(UInt8(ascii: "z"))
            switch self {
            case .made:
                break
            case let .events(events):
                line.append(UInt8(ascii: " "))
                FuzzWorkerLine.appendJSON(events, encoder: encoder, orElse: "[]", to: &line)
            case let .observation(observation):
                line.append(UInt8(ascii: " "))
                FuzzWorkerLine.appendJSON(observation, encoder: encoder, orElse: "", to: &line)
            }
            line.append(UInt8(ascii: "\n"))
        }

        /// Reads the answer to `call` from one line (without its newline), from the bytes as
        /// read: the answer, or what was wrong with it. JSON is read by `decoder`, `SliderJSON.decoder()`.
        package static func parse(_ line: ArraySlice<UInt8>, answering call: SliderCall, decoder: JSONDecoder) throws(Malformed) -> SliderAnswer {
            guard line.first == UInt8(ascii: "z"), line.count == 1 || line[line.startIndex + 1] == UInt8(ascii: " ") else {
                throw Malformed("not a `z` line: '\(String(decoding: line.prefix(40), as: UTF8.self))'")
            }
            switch call {
            case .create, .load:
                guard line.count == 1 else { throw Malformed("z: an answer to a creation carries nothing") }
                return .made
            case .perform:
                return .events(try FuzzWorkerLine.decode([SliderEvent].self, line.dropFirst(2), kind: "z", decoder: decoder))
            case .observe:
                return .observation(try FuzzWorkerLine.decode(SliderObservation.self, line.dropFirst(2), kind: "z", decoder: decoder))
            }
        }
    }
}
