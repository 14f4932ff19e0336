import SliderSpec

/// Writes an operation's JSON (`SliderOperation+Codable`) by hand, byte for byte as a
/// `JSONEncoder` with sorted keys and unescaped slashes writes it, without its cost.
///
/// `WireRequestEncodingTests` compares the two over generated operations of every kind.
/// The shapes: keys in code-point order; a finite number as its shortest round-trip text without
/// a final `.0` (`1`, `-0`, `0.1`, `1e-05`); a non-finite `Float` as `"nan"`, `"inf"` or
/// `"-inf"`; a nil token or text as `null`; strings with `"`, `\` and control characters escaped
/// (`\b`, `\t`, `\n`, `\f`, `\r`, otherwise `\u00xx`), everything else as UTF-8.
enum OperationJSON {
    /// Appends `operation`'s JSON object to `bytes`; false, with nothing appended, when
    /// `JSONEncoder` would throw instead (a non-finite `Double`: bounds or a touch).
    static func append(_ operation: SliderOperation, to bytes: inout [UInt8]) -> Bool {
        switch operation {
        case let .setValue(value), let .setMinimumValue(value), let .setMaximumValue(value):
            op(operation, into: &bytes, first: true)
            key("value", into: &bytes)
            lenient(value, into: &bytes)
        case let .setValueAnimated(value, animated):
            key("animated", into: &bytes, first: true)
            bool(animated, into: &bytes)
            op(operation, into: &bytes)
            key("value", into: &bytes)
            lenient(value, into: &bytes)
        case let .setContinuous(flag), let .setEnabled(flag), let .setHighlighted(flag), let .setSelected(flag):
            op(operation, into: &bytes, first: true)
            key("value", into: &bytes)
            bool(flag, into: &bytes)
        case let .setMinimumValueImage(image), let .setMaximumValueImage(image):
            key("image", into: &bytes, first: true)
            string(image?.name, into: &bytes)
            op(operation, into: &bytes)
        case let .setTintColor(_, color):
            key("color", into: &bytes, first: true)
            string(color?.name, into: &bytes)
            op(operation, into: &bytes)
        case let .setImage(_, image, state):
            key("image", into: &bytes, first: true)
            string(image?.name, into: &bytes)
            op(operation, into: &bytes)
            key("state", into: &bytes)
            if state.rawValue < stateStrings.count {
                bytes.append(contentsOf: stateStrings[Int(state.rawValue)])
            } else {
                string(state.name, into: &bytes)
            }
        case .accessibilityIncrement, .accessibilityDecrement:
            op(operation, into: &bytes, first: true)
        case let .setAccessibilityLabel(text), let .setAccessibilityValue(text):
            op(operation, into: &bytes, first: true)
            key("text", into: &bytes)
            string(text, into: &bytes)
        case let .loadFromInterfaceBuilder(attributes):
            loadFromInterfaceBuilder(attributes, into: &bytes)
        case let .setBounds(width, height):
            guard width.isFinite, height.isFinite else { return false }
            key("height", into: &bytes, first: true)
            number(height, into: &bytes)
            op(operation, into: &bytes)
            key("width", into: &bytes)
            number(width, into: &bytes)
        case let .setLayoutDirection(direction):
            key("direction", into: &bytes, first: true)
            string(direction.rawValue, into: &bytes)
            op(operation, into: &bytes)
        case let .touchBegan(touch), let .touchMoved(touch), let .touchEnded(touch):
            guard touch.x.isFinite, touch.y.isFinite, touch.time.isFinite else { return false }
            op(operation, into: &bytes, first: true)
            key("time", into: &bytes)
            number(touch.time, into: &bytes)
            key("x", into: &bytes)
            number(touch.x, into: &bytes)
            key("y", into: &bytes)
            number(touch.y, into: &bytes)
        case let .touchCancelled(time):
            guard time.isFinite else { return false }
            op(operation, into: &bytes, first: true)
            key("time", into: &bytes)
            number(time, into: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
        return true
    }

    /// Each of `ControlState.all`'s names as a JSON string literal, by raw value: `ControlState.name`
    /// joins the flags' names each time it is asked.
    private static let stateStrings: [[UInt8]] = ControlState.all.map { state in
        var text: [UInt8] = []
        appendString(state.name, to: &text)
        return text
    }

    /// Appends `text` as a JSON string literal, escaped as `JSONEncoder` escapes it.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: utf8[start..<index])
                start = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            bytes.append(contentsOf: utf8[start...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `JSONEncoder`'s text for a finite number: the shortest round-trip description, without a
    /// final `.0` (so `-0.0` is `-0`).
    static func appendNumber<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F, to bytes: inout [UInt8]) {
        var text = value.description
        text.withUTF8 { utf8 in
            let end = utf8.count >= 2 && utf8[utf8.count - 2] == UInt8(ascii: ".") && utf8[utf8.count - 1] == UInt8(ascii: "0")
                ? utf8.count - 2 : utf8.count
            bytes.append(contentsOf: utf8[..<end])
        }
    }

    // MARK: Pieces

    /// The attributes of a load, keys in code-point order, absent ones left out.
    private static func loadFromInterfaceBuilder(_ attributes: InterfaceBuilderAttributes, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        func member(_ name: StaticString, _ write: (inout [UInt8]) -> Void) {
            key(name, into: &bytes, first: first)
            first = false
            write(&bytes)
        }
        if let continuous = attributes.continuous { member("continuous") { bool(continuous, into: &$0) } }
        if let maximum = attributes.maximum { member("maximum") { lenient(maximum, into: &$0) } }
        if let color = attributes.maximumTrackTintColor { member("maximumTrackTintColor") { string(color.name, into: &$0) } }
        if let image = attributes.maximumValueImage { member("maximumValueImage") { string(image.name, into: &$0) } }
        if let minimum = attributes.minimum { member("minimum") { lenient(minimum, into: &$0) } }
        if let color = attributes.minimumTrackTintColor { member("minimumTrackTintColor") { string(color.name, into: &$0) } }
        if let image = attributes.minimumValueImage { member("minimumValueImage") { string(image.name, into: &$0) } }
        member("op") { string(SliderOperationKind.loadFromInterfaceBuilder.rawValue, into: &$0) }
        if let color = attributes.thumbTintColor { member("thumbTintColor") { string(color.name, into: &$0) } }
        if let value = attributes.value { member("value") { lenient(value, into: &$0) } }
    }

    /// `"op":"<kind>"`, opening the object when it is the first member.
    private static func op(_ operation: SliderOperation, into bytes: inout [UInt8], first: Bool = false) {
        bytes.append(first ? UInt8(ascii: "{") : UInt8(ascii: ","))
        opMember(operation.kind).withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `"op":"<kind>"` written out for each kind, appended in one piece (a kind's name is a Swift
    /// identifier: nothing in it is escaped). `WireRequestEncodingTests` checks every kind.
    private static func opMember(_ kind: SliderOperationKind) -> StaticString {
        switch kind {
        case .setValue: #""op":"setValue""#
        case .setValueAnimated: #""op":"setValueAnimated""#
        case .setMinimumValue: #""op":"setMinimumValue""#
        case .setMaximumValue: #""op":"setMaximumValue""#
        case .setContinuous: #""op":"setContinuous""#
        case .setEnabled: #""op":"setEnabled""#
        case .setHighlighted: #""op":"setHighlighted""#
        case .setSelected: #""op":"setSelected""#
        case .setMinimumValueImage: #""op":"setMinimumValueImage""#
        case .setMaximumValueImage: #""op":"setMaximumValueImage""#
        case .setMinimumTrackTintColor: #""op":"setMinimumTrackTintColor""#
        case .setMaximumTrackTintColor: #""op":"setMaximumTrackTintColor""#
        case .setThumbTintColor: #""op":"setThumbTintColor""#
        case .setMinimumTrackImage: #""op":"setMinimumTrackImage""#
        case .setMaximumTrackImage: #""op":"setMaximumTrackImage""#
        case .setThumbImage: #""op":"setThumbImage""#
        case .accessibilityIncrement: #""op":"accessibilityIncrement""#
        case .accessibilityDecrement: #""op":"accessibilityDecrement""#
        case .setAccessibilityLabel: #""op":"setAccessibilityLabel""#
        case .loadFromInterfaceBuilder: #""op":"loadFromInterfaceBuilder""#
        case .setBounds: #""op":"setBounds""#
        case .setLayoutDirection: #""op":"setLayoutDirection""#
        case .touchBegan: #""op":"touchBegan""#
        case .touchMoved: #""op":"touchMoved""#
        case .touchEnded: #""op":"touchEnded""#
        case .touchCancelled: #""op":"touchCancelled""#
        case .setAccessibilityValue: #""op":"setAccessibilityValue""#
        }
    }

    /// `"name":`, after `{` for the first member and `,` for the others. Keys need no escaping.
    /// (A `StaticString`, copied as it lies: a string literal passed as a `String` was built
    /// into one for every key written.)
    private static func key(_ name: StaticString, into bytes: inout [UInt8], first: Bool = false) {
        bytes.append(first ? UInt8(ascii: "{") : UInt8(ascii: ","))
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    private static func bool(_ flag: Bool, into bytes: inout [UInt8]) {
        raw(flag ? "true" : "false", into: &bytes)
    }

    /// Text that needs no escaping, as it is.
    private static func raw(_ text: StaticString, into bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A string, or `null`.
    private static func string(_ text: String?, into bytes: inout [UInt8]) {
        guard let text else {
            raw("null", into: &bytes)
            return
        }
        appendString(text, to: &bytes)
    }

    /// A `LenientFloat`: a number, or `"nan"`, `"inf"`, `"-inf"`.
    private static func lenient(_ value: Float, into bytes: inout [UInt8]) {
        if value.isFinite {
            appendNumber(value, to: &bytes)
        } else {
            appendString(formatFloat(value), to: &bytes)
        }
    }

    private static func number(_ value: Double, into bytes: inout [UInt8]) { appendNumber(value, to: &bytes) }
}
