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
        var bytes: [UInt8] = []
        appendCreate(attributes, to: &bytes)
        return WireRequest(bytes: bytes, wantsEvents: false)
    }

    /// Appends the body of a `create` request to `bytes`, every key from a literal (a key built as
    /// a `String` and appended through its UTF-8 view cost more than the rest of the request).
    private static func appendCreate(_ attributes: InterfaceBuilderAttributes?, to bytes: inout [UInt8]) {
        func raw(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }
        raw(#""type":"create""#)
        guard let attributes else { return }
        raw(#","interfaceBuilder":{"#)
        var first = true
        func key(_ name: StaticString) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            raw(name)
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ":"))
            first = false
        }
        func number(_ value: Float) {
            // `1.0`, not `1`: the text a create has always had.
            if value.isFinite {
                var text = value.description
                text.withUTF8 { bytes.append(contentsOf: $0) }
            } else {
                OperationJSON.appendString(formatFloat(value), to: &bytes)
            }
        }
        func token<Kind>(_ name: StaticString, _ token: Token<Kind>?) {
            guard let token else { return }
            key(name)
            OperationJSON.appendString(token.name, to: &bytes)
        }
        if let minimum = attributes.minimum {
            key("minimum")
            number(minimum)
        }
        if let maximum = attributes.maximum {
            key("maximum")
            number(maximum)
        }
        if let value = attributes.value {
            key("value")
            number(value)
        }
        if let continuous = attributes.continuous {
            key("continuous")
            raw(continuous ? "true" : "false")
        }
        token("minimumValueImage", attributes.minimumValueImage)
        token("maximumValueImage", attributes.maximumValueImage)
        token("minimumTrackTintColor", attributes.minimumTrackTintColor)
        token("maximumTrackTintColor", attributes.maximumTrackTintColor)
        token("thumbTintColor", attributes.thumbTintColor)
        bytes.append(UInt8(ascii: "}"))
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
