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
        var bytes = Array(#""type":"create""#.utf8)
        guard let attributes else { return WireRequest(bytes: bytes, wantsEvents: false) }
        bytes += #","interfaceBuilder":{"#.utf8
        var first = true
        func key(_ name: String) {
            bytes += (first ? "\"" : ",\"").utf8
            bytes += name.utf8
            bytes += "\":".utf8
            first = false
        }
        for (name, value) in [("minimum", attributes.minimum), ("maximum", attributes.maximum), ("value", attributes.value)] {
            guard let value else { continue }
            key(name)
            // `1.0`, not `1`: the text a create has always had.
            if value.isFinite { bytes += value.description.utf8 } else { OperationJSON.appendString(formatFloat(value), to: &bytes) }
        }
        if let continuous = attributes.continuous {
            key("continuous")
            bytes += (continuous ? "true" : "false").utf8
        }
        let tokens = [
            ("minimumValueImage", attributes.minimumValueImage?.name), ("maximumValueImage", attributes.maximumValueImage?.name),
            ("minimumTrackTintColor", attributes.minimumTrackTintColor?.name),
            ("maximumTrackTintColor", attributes.maximumTrackTintColor?.name), ("thumbTintColor", attributes.thumbTintColor?.name),
        ]
        for (name, token) in tokens {
            guard let token else { continue }
            key(name)
            OperationJSON.appendString(token, to: &bytes)
        }
        bytes += "}".utf8
        return WireRequest(bytes: bytes, wantsEvents: false)
    }

    /// The request `operation` needs: a `perform`, or a `create` for `.loadFromInterfaceBuilder`.
    public init(_ operation: SliderOperation) {
        if case let .loadFromInterfaceBuilder(attributes) = operation {
            self = .create(attributes)
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96)
        Self.appendPerform(operation, to: &bytes)
        self.init(bytes: bytes, wantsEvents: true)
    }

    /// Appends `{"id":`, `id` in decimal and a comma to `bytes`: how every request line begins.
    /// Not on the main actor, unlike `ProcessConnection`, so it runs without isolation checks.
    static func appendOpening(id: Int, to bytes: inout [UInt8]) {
        (#"{"id":"# as StaticString).withUTF8Buffer { bytes.append(contentsOf: $0) }
        var divisor = 1
        while divisor <= id / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(id / divisor % 10))
            divisor /= 10
        }
        bytes.append(UInt8(ascii: ","))
    }

    /// Appends the body of `operation`'s `perform` request (without the braces and id around it)
    /// to `bytes`: what `JSONEncoder` writes, by hand (`OperationJSON`); `{}` where it throws, as it did.
    static func appendPerform(_ operation: SliderOperation, to bytes: inout [UInt8]) {
        (#""type":"perform","operation":"# as StaticString).withUTF8Buffer { bytes.append(contentsOf: $0) }
        if !OperationJSON.append(operation, to: &bytes) { bytes.append(contentsOf: "{}".utf8) }
    }

    private init(bytes: [UInt8], wantsEvents: Bool) {
        self.bytes = bytes
        self.wantsEvents = wantsEvents
    }
}

extension WireRequest {
    /// The bit patterns of the operation's numbers. `==` compares numbers by value, so `0` and
    /// `-0.0` pass as equal, though the child is sent different text for them.
    public static func numberBits(_ operation: SliderOperation) -> [UInt64] {
        switch operation {
        case let .setValue(value), let .setMinimumValue(value), let .setMaximumValue(value), let .setValueAnimated(value, _):
            [UInt64(value.bitPattern)]
        case let .loadFromInterfaceBuilder(attributes):
            [attributes.minimum, attributes.maximum, attributes.value].map { UInt64($0?.bitPattern ?? 0) }
        case let .setBounds(width, height): [width.bitPattern, height.bitPattern]
        case let .touchBegan(touch), let .touchMoved(touch), let .touchEnded(touch): [touch.x.bitPattern, touch.y.bitPattern, touch.time.bitPattern]
        case let .touchCancelled(time): [time.bitPattern]
        default: []
        }
    }

    /// Whether `numberBits(first) == numberBits(second)`, without building either array for
    /// the usual operations (one `Float`, or no number at all): the pipeline asks for every
    /// operation it checks.
    public static func haveSameNumberBits(_ first: SliderOperation, _ second: SliderOperation) -> Bool {
        switch (singleFloat(first), singleFloat(second)) {
        case let (first?, second?): return first.bitPattern == second.bitPattern
        case (nil, nil) where !hasNumbers(first) && !hasNumbers(second): return true
        default: return numberBits(first) == numberBits(second)
        }
    }

    /// The one number of an operation that has exactly one `Float`; nil for any other.
    private static func singleFloat(_ operation: SliderOperation) -> Float? {
        switch operation {
        case let .setValue(value), let .setMinimumValue(value), let .setMaximumValue(value), let .setValueAnimated(value, _): value
        default: nil
        }
    }

    /// Whether `numberBits(operation)` is not empty.
    private static func hasNumbers(_ operation: SliderOperation) -> Bool {
        switch operation {
        case .setValue, .setMinimumValue, .setMaximumValue, .setValueAnimated, .loadFromInterfaceBuilder, .setBounds,
            .touchBegan, .touchMoved, .touchEnded, .touchCancelled:
            true
        default: false
        }
    }
}
