import Foundation

/// The JSON form of an operation: a flat object whose `op` names the kind, e.g.
/// `{"op":"setThumbImage","image":"image-1","state":"highlighted"}`.
extension SliderOperation: Codable {
    private enum Key: String, CodingKey {
        case op, value, animated, image, color, state, text, minimum, maximum
        case width, height, direction, x, y, time
        case continuous, minimumValueImage, maximumValueImage, minimumTrackTintColor, maximumTrackTintColor, thumbTintColor
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let name = try container.decode(String.self, forKey: .op)
        guard let kind = SliderOperationKind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .op, in: container,
                debugDescription: "unknown operation \"\(name)\"; expected one of: "
                    + SliderOperationKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        func float(_ key: Key) throws -> Float { try container.decode(LenientFloat.self, forKey: key).value }
        func optionalFloat(_ key: Key) throws -> Float? { try container.decodeIfPresent(LenientFloat.self, forKey: key)?.value }
        switch kind {
        case .setValue: self = .setValue(try float(.value))
        case .setValueAnimated:
            self = .setValueAnimated(try float(.value), animated: try container.decode(Bool.self, forKey: .animated))
        case .setMinimumValue: self = .setMinimumValue(try float(.value))
        case .setMaximumValue: self = .setMaximumValue(try float(.value))
        case .setContinuous: self = .setContinuous(try container.decode(Bool.self, forKey: .value))
        case .setEnabled: self = .setEnabled(try container.decode(Bool.self, forKey: .value))
        case .setHighlighted: self = .setHighlighted(try container.decode(Bool.self, forKey: .value))
        case .setSelected: self = .setSelected(try container.decode(Bool.self, forKey: .value))
        case .setMinimumValueImage: self = .setMinimumValueImage(try container.decodeIfPresent(ImageToken.self, forKey: .image))
        case .setMaximumValueImage: self = .setMaximumValueImage(try container.decodeIfPresent(ImageToken.self, forKey: .image))
        case .setMinimumTrackTintColor, .setMaximumTrackTintColor, .setThumbTintColor:
            self = .setTintColor(kind.part!, try container.decodeIfPresent(ColorToken.self, forKey: .color))
        case .setMinimumTrackImage, .setMaximumTrackImage, .setThumbImage:
            self = .setImage(
                kind.part!, try container.decodeIfPresent(ImageToken.self, forKey: .image),
                for: try container.decode(ControlState.self, forKey: .state))
        case .accessibilityIncrement: self = .accessibilityIncrement
        case .accessibilityDecrement: self = .accessibilityDecrement
        case .setAccessibilityLabel: self = .setAccessibilityLabel(try container.decodeIfPresent(String.self, forKey: .text))
        case .setAccessibilityValue: self = .setAccessibilityValue(try container.decodeIfPresent(String.self, forKey: .text))
        case .loadFromInterfaceBuilder:
            self = .loadFromInterfaceBuilder(
                InterfaceBuilderAttributes(
                    minimum: try optionalFloat(.minimum), maximum: try optionalFloat(.maximum), value: try optionalFloat(.value),
                    continuous: try container.decodeIfPresent(Bool.self, forKey: .continuous),
                    minimumValueImage: try container.decodeIfPresent(ImageToken.self, forKey: .minimumValueImage),
                    maximumValueImage: try container.decodeIfPresent(ImageToken.self, forKey: .maximumValueImage),
                    minimumTrackTintColor: try container.decodeIfPresent(ColorToken.self, forKey: .minimumTrackTintColor),
                    maximumTrackTintColor: try container.decodeIfPresent(ColorToken.self, forKey: .maximumTrackTintColor),
                    thumbTintColor: try container.decodeIfPresent(ColorToken.self, forKey: .thumbTintColor)))
        case .setBounds:
            self = .setBounds(width: try container.decode(Double.self, forKey: .width), height: try container.decode(Double.self, forKey: .height))
        case .setLayoutDirection: self = .setLayoutDirection(try container.decode(LayoutDirection.self, forKey: .direction))
        case .touchBegan, .touchMoved, .touchEnded:
            let touch = Touch(
                x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y),
                time: try container.decode(Double.self, forKey: .time))
            self = kind == .touchBegan ? .touchBegan(touch) : kind == .touchMoved ? .touchMoved(touch) : .touchEnded(touch)
        case .touchCancelled: self = .touchCancelled(time: try container.decode(Double.self, forKey: .time))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind.rawValue, forKey: .op)
        switch self {
        case let .setValue(v), let .setMinimumValue(v), let .setMaximumValue(v):
            try container.encode(LenientFloat(v), forKey: .value)
        case let .setValueAnimated(v, animated):
            try container.encode(LenientFloat(v), forKey: .value)
            try container.encode(animated, forKey: .animated)
        case let .setContinuous(b), let .setEnabled(b), let .setHighlighted(b), let .setSelected(b):
            try container.encode(b, forKey: .value)
        case let .setMinimumValueImage(image), let .setMaximumValueImage(image):
            try container.encode(image, forKey: .image)
        case let .setTintColor(_, color):
            try container.encode(color, forKey: .color)
        case let .setImage(_, image, state):
            try container.encode(image, forKey: .image)
            try container.encode(state, forKey: .state)
        case .accessibilityIncrement, .accessibilityDecrement:
            break
        case let .setAccessibilityLabel(text), let .setAccessibilityValue(text):
            try container.encode(text, forKey: .text)
        case let .loadFromInterfaceBuilder(attributes):
            try container.encodeIfPresent(attributes.minimum.map(LenientFloat.init), forKey: .minimum)
            try container.encodeIfPresent(attributes.maximum.map(LenientFloat.init), forKey: .maximum)
            try container.encodeIfPresent(attributes.value.map(LenientFloat.init), forKey: .value)
            try container.encodeIfPresent(attributes.continuous, forKey: .continuous)
            try container.encodeIfPresent(attributes.minimumValueImage, forKey: .minimumValueImage)
            try container.encodeIfPresent(attributes.maximumValueImage, forKey: .maximumValueImage)
            try container.encodeIfPresent(attributes.minimumTrackTintColor, forKey: .minimumTrackTintColor)
            try container.encodeIfPresent(attributes.maximumTrackTintColor, forKey: .maximumTrackTintColor)
            try container.encodeIfPresent(attributes.thumbTintColor, forKey: .thumbTintColor)
        case let .setBounds(width, height):
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
        case let .setLayoutDirection(direction):
            try container.encode(direction, forKey: .direction)
        case let .touchBegan(touch), let .touchMoved(touch), let .touchEnded(touch):
            try container.encode(touch.x, forKey: .x)
            try container.encode(touch.y, forKey: .y)
            try container.encode(touch.time, forKey: .time)
        case let .touchCancelled(time):
            try container.encode(time, forKey: .time)
        }
    }
}

/// A `Float` that encodes NaN and the infinities as the strings `"nan"`, `"inf"`, `"-inf"`
/// and every other value as a JSON number, whatever the encoder's settings.
public struct LenientFloat: Codable, Hashable, Sendable {
    /// The wrapped value.
    public var value: Float

    /// Wraps a value.
    public init(_ value: Float) { self.value = value }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Float.self) {
            value = number
            return
        }
        let text = try container.decode(String.self)
        switch text {
        case "nan": value = .nan
        case "inf", "+inf": value = .infinity
        case "-inf": value = -.infinity
        default:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a number, \"nan\", \"inf\" or \"-inf\", found \"\(text)\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if value.isFinite {
            try container.encode(value)
        } else {
            try container.encode(formatFloat(value))
        }
    }
}
