import SliderSpec

/// One request of the wire protocol (`PROTOCOL.md`) without its id: a `create` or a `perform`.
///
/// Two requests are equal when their JSON is, so a request sent ahead of time can be checked
/// against the one the run turns out to need, bit for bit (`-0.0` is not `0`).
public struct WireRequest: Hashable, Sendable {
    /// The JSON object's members after `"id"`, e.g. `"type":"perform","operation":{…}`.
    public var body: String { String(decoding: bytes, as: UTF8.self) }
    /// `body` in UTF-8, as it is written to the child.
    public let bytes: [UInt8]
    /// Whether the answer must carry `events` (a `perform`).
    public let wantsEvents: Bool
    /// Whether the request makes a new slider (a `create`), starting a child when none runs.
    public var creates: Bool { !wantsEvents }

    /// A `create`: in code, or, with `attributes`, as Interface Builder loads one.
    public static func create(_ attributes: InterfaceBuilderAttributes?) -> WireRequest {
        var body = #""type":"create""#
        if let attributes {
            let numbers = [("minimum", attributes.minimum), ("maximum", attributes.maximum), ("value", attributes.value)]
                .compactMap { key, value in value.map { #""\#(key)":\#(number($0))"# } }
            let flag = attributes.continuous.map { [#""continuous":\#($0)"#] } ?? []
            let tokens = [
                ("minimumValueImage", attributes.minimumValueImage?.name), ("maximumValueImage", attributes.maximumValueImage?.name),
                ("minimumTrackTintColor", attributes.minimumTrackTintColor?.name),
                ("maximumTrackTintColor", attributes.maximumTrackTintColor?.name), ("thumbTintColor", attributes.thumbTintColor?.name),
            ].compactMap { key, name in name.map { #""\#(key)":\#(jsonString($0))"# } }
            let parts = numbers + flag + tokens
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96)
        bytes.append(contentsOf: #""type":"perform","operation":"#.utf8)
        // What `JSONEncoder` writes, by hand (`OperationJSON`); `{}` where it throws, as it did.
        if !OperationJSON.append(operation, to: &bytes) { bytes.append(contentsOf: "{}".utf8) }
        self.init(bytes: bytes, wantsEvents: true)
    }

    private init(body: String, wantsEvents: Bool) {
        self.init(bytes: Array(body.utf8), wantsEvents: wantsEvents)
    }

    private init(bytes: [UInt8], wantsEvents: Bool) {
        self.bytes = bytes
        self.wantsEvents = wantsEvents
    }

    /// A token name as a JSON string.
    private static func jsonString(_ text: String) -> String {
        var bytes: [UInt8] = []
        OperationJSON.appendString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A float as JSON: a number, or `"nan"`, `"inf"`, `"-inf"`.
    private static func number(_ value: Float) -> String {
        value.isFinite ? "\(value)" : "\"\(formatFloat(value))\""
    }
}
