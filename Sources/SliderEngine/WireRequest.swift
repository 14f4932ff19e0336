import Foundation
import SliderSpec

/// One request of the wire protocol (`PROTOCOL.md`) without its id: a `create` or a `perform`.
///
/// Two requests are equal when their JSON is, so a request sent ahead of time can be checked
/// against the one the run turns out to need, bit for bit (`-0.0` is not `0`).
public struct WireRequest: Hashable, Sendable {
    /// The JSON object's members after `"id"`, e.g. `"type":"perform","operation":{…}`.
    public let body: String
    /// Whether the answer must carry `events` (a `perform`).
    public let wantsEvents: Bool
    /// Whether the request makes a new slider (a `create`), starting a child when none runs.
    public var creates: Bool { !wantsEvents }

    /// A `create`: in code, or, with `attributes`, as Interface Builder loads one.
    public static func create(_ attributes: InterfaceBuilderAttributes?) -> WireRequest {
        var body = #""type":"create""#
        if let attributes {
            let parts = [("minimum", attributes.minimum), ("maximum", attributes.maximum), ("value", attributes.value)]
                .compactMap { key, value in value.map { #""\#(key)":\#(number($0))"# } }
            body += #","interfaceBuilder":{\#(parts.joined(separator: ","))}"#
        }
        return WireRequest(body: body, wantsEvents: false)
    }

    /// The request `operation` needs: a `perform`, or a `create` for `.loadFromInterfaceBuilder`.
    public init(_ operation: SliderOperation) {
        if case let .loadFromInterfaceBuilder(attributes) = operation {
            self = .create(attributes)
            return
        }
        let encoded = (try? Self.encoder.encode(operation)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        self.init(body: #""type":"perform","operation":\#(encoded)"#, wantsEvents: true)
    }

    private init(body: String, wantsEvents: Bool) {
        self.body = body
        self.wantsEvents = wantsEvents
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// A float as JSON: a number, or `"nan"`, `"inf"`, `"-inf"`.
    private static func number(_ value: Float) -> String {
        value.isFinite ? "\(value)" : "\"\(formatFloat(value))\""
    }
}
