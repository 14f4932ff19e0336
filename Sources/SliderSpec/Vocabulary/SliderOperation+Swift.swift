/// The operation as one line of Swift against a `UISlider` named `slider`.
extension SliderOperation: CustomStringConvertible {
    /// A Swift statement, e.g. `slider.setThumbImage(image1, for: .highlighted)`.
    public var swiftStatement: String {
        switch self {
        case let .setValue(v): "slider.value = \(swiftFloat(v))"
        case let .setValueAnimated(v, animated): "slider.setValue(\(swiftFloat(v)), animated: \(animated))"
        case let .setMinimumValue(v): "slider.minimumValue = \(swiftFloat(v))"
        case let .setMaximumValue(v): "slider.maximumValue = \(swiftFloat(v))"
        case let .setContinuous(b): "slider.isContinuous = \(b)"
        case let .setEnabled(b): "slider.isEnabled = \(b)"
        case let .setHighlighted(b): "slider.isHighlighted = \(b)"
        case let .setSelected(b): "slider.isSelected = \(b)"
        case let .setMinimumValueImage(image): "slider.minimumValueImage = \(image?.swiftIdentifier ?? "nil")"
        case let .setMaximumValueImage(image): "slider.maximumValueImage = \(image?.swiftIdentifier ?? "nil")"
        case let .setTintColor(part, color): "slider.\(part.tintPropertyName) = \(color?.swiftIdentifier ?? "nil")"
        case let .setImage(part, image, state):
            "slider.\(part.imageSetterName)(\(image?.swiftIdentifier ?? "nil"), for: \(state.swiftExpression))"
        case .accessibilityIncrement: "slider.accessibilityIncrement()"
        case .accessibilityDecrement: "slider.accessibilityDecrement()"
        case let .setAccessibilityLabel(text): "slider.accessibilityLabel = \(text.map(swiftStringLiteral) ?? "nil")"
        case let .setAccessibilityValue(text): "slider.accessibilityValue = \(text.map(swiftStringLiteral) ?? "nil")"
        case let .loadFromInterfaceBuilder(attributes):
            "slider = loadFromInterfaceBuilder(" + [
                attributes.minimum.map { "minimum: \(swiftFloat($0))" },
                attributes.maximum.map { "maximum: \(swiftFloat($0))" },
                attributes.value.map { "value: \(swiftFloat($0))" },
                attributes.continuous.map { "continuous: \($0)" },
                attributes.minimumValueImage.map { "minimumValueImage: \($0.swiftIdentifier)" },
                attributes.maximumValueImage.map { "maximumValueImage: \($0.swiftIdentifier)" },
                attributes.minimumTrackTintColor.map { "minimumTrackTintColor: \($0.swiftIdentifier)" },
                attributes.maximumTrackTintColor.map { "maximumTrackTintColor: \($0.swiftIdentifier)" },
                attributes.thumbTintColor.map { "thumbTintColor: \($0.swiftIdentifier)" },
            ].compactMap { $0 }.joined(separator: ", ") + ")"
        case let .setBounds(width, height): "slider.bounds = CGRect(x: 0, y: 0, width: \(width), height: \(height))"
        case let .setLayoutDirection(direction):
            "slider.semanticContentAttribute = \(direction == .leftToRight ? ".forceLeftToRight" : ".forceRightToLeft")"
        case let .touchBegan(touch): "slider.touchBegan(x: \(touch.x), y: \(touch.y), time: \(touch.time))"
        case let .touchMoved(touch): "slider.touchMoved(x: \(touch.x), y: \(touch.y), time: \(touch.time))"
        case let .touchEnded(touch): "slider.touchEnded(x: \(touch.x), y: \(touch.y), time: \(touch.time))"
        case let .touchCancelled(time): "slider.touchCancelled(time: \(time))"
        }
    }

    public var description: String { swiftStatement }

    /// The image and colour tokens the operation mentions (for snippet declarations).
    public var tokens: (images: [ImageToken], colors: [ColorToken]) {
        switch self {
        case let .setMinimumValueImage(image?), let .setMaximumValueImage(image?), let .setImage(_, image?, _):
            ([image], [])
        case let .setTintColor(_, color?): ([], [color])
        case let .loadFromInterfaceBuilder(attributes):
            ([attributes.minimumValueImage, attributes.maximumValueImage].compactMap { $0 },
             [attributes.minimumTrackTintColor, attributes.maximumTrackTintColor, attributes.thumbTintColor].compactMap { $0 })
        default: ([], [])
        }
    }
}

/// A Swift string literal for `text`, escaping quotes, backslashes and control characters.
public func swiftStringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "\r": result += "\\r"
        default:
            if scalar.value < 0x20 {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
