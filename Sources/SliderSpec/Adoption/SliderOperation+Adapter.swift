/// The operation as Swift against a `SliderUnderTest` adapter, for snippets that compile in an
/// adopter's test target on every platform (no `UIImage`, `UIColor` or UIKit-only API).
extension SliderOperation {
    /// One line of Swift against a slider named `slider` of the adapter type `typeName`, in the
    /// form every `SliderUnderTest` compiles: an Interface Builder load calls
    /// `init(interfaceBuilder:)` with the attributes written out; every other operation goes
    /// through the adapter's `perform`, `_ = slider.perform(.setValue(2.0))` (images and colours
    /// as the suite's tokens, which the adapter maps to objects of its own, e.g. with a
    /// `TokenTable`). `swiftStatement` is the same operation against `UISlider`'s API.
    public func adapterStatement(typeName: String) -> String {
        switch self {
        case let .loadFromInterfaceBuilder(attributes):
            "slider = \(typeName)(interfaceBuilder: \(attributes.swiftLiteral))"
        default:
            "_ = slider.perform(\(swiftLiteral))"
        }
    }

    /// The operation as a Swift expression of type `SliderOperation`, e.g.
    /// `.setImage(.thumb, image1, for: .normal)` (tokens by their snippet identifiers).
    public var swiftLiteral: String {
        func token<Kind>(_ token: Token<Kind>?) -> String { token?.swiftIdentifier ?? "nil" }
        func touch(_ touch: Touch) -> String {
            "Touch(x: \(swiftDouble(touch.x)), y: \(swiftDouble(touch.y)), time: \(swiftDouble(touch.time)))"
        }
        return switch self {
        case let .setValue(v): ".setValue(\(swiftFloat(v)))"
        case let .setValueAnimated(v, animated): ".setValueAnimated(\(swiftFloat(v)), animated: \(animated))"
        case let .setMinimumValue(v): ".setMinimumValue(\(swiftFloat(v)))"
        case let .setMaximumValue(v): ".setMaximumValue(\(swiftFloat(v)))"
        case let .setContinuous(b): ".setContinuous(\(b))"
        case let .setEnabled(b): ".setEnabled(\(b))"
        case let .setHighlighted(b): ".setHighlighted(\(b))"
        case let .setSelected(b): ".setSelected(\(b))"
        case let .setMinimumValueImage(image): ".setMinimumValueImage(\(token(image)))"
        case let .setMaximumValueImage(image): ".setMaximumValueImage(\(token(image)))"
        case let .setTintColor(part, color): ".setTintColor(.\(part.rawValue), \(token(color)))"
        case let .setImage(part, image, state): ".setImage(.\(part.rawValue), \(token(image)), for: \(state.swiftExpression))"
        case .accessibilityIncrement: ".accessibilityIncrement"
        case .accessibilityDecrement: ".accessibilityDecrement"
        case let .setAccessibilityLabel(text): ".setAccessibilityLabel(\(text.map(swiftStringLiteral) ?? "nil"))"
        case let .setAccessibilityValue(text): ".setAccessibilityValue(\(text.map(swiftStringLiteral) ?? "nil"))"
        case let .loadFromInterfaceBuilder(attributes): ".loadFromInterfaceBuilder(\(attributes.swiftLiteral))"
        case let .setBounds(width, height): ".setBounds(width: \(swiftDouble(width)), height: \(swiftDouble(height)))"
        case let .setLayoutDirection(direction): ".setLayoutDirection(.\(direction.rawValue))"
        case let .touchBegan(t): ".touchBegan(\(touch(t)))"
        case let .touchMoved(t): ".touchMoved(\(touch(t)))"
        case let .touchEnded(t): ".touchEnded(\(touch(t)))"
        case let .touchCancelled(time): ".touchCancelled(time: \(swiftDouble(time)))"
        }
    }
}

extension InterfaceBuilderAttributes {
    /// The attributes as a Swift expression, every attribute written out:
    /// `InterfaceBuilderAttributes(minimum: 0.0, value: 0.5, thumbTintColor: color1)`.
    public var swiftLiteral: String {
        let arguments: [String?] = [
            minimum.map { "minimum: \(swiftFloat($0))" }, maximum.map { "maximum: \(swiftFloat($0))" },
            value.map { "value: \(swiftFloat($0))" }, continuous.map { "continuous: \($0)" },
            minimumValueImage.map { "minimumValueImage: \($0.swiftIdentifier)" },
            maximumValueImage.map { "maximumValueImage: \($0.swiftIdentifier)" },
            minimumTrackTintColor.map { "minimumTrackTintColor: \($0.swiftIdentifier)" },
            maximumTrackTintColor.map { "maximumTrackTintColor: \($0.swiftIdentifier)" },
            thumbTintColor.map { "thumbTintColor: \($0.swiftIdentifier)" },
        ]
        return "InterfaceBuilderAttributes(" + arguments.compactMap { $0 }.joined(separator: ", ") + ")"
    }
}

/// Formats a `Double` as a Swift expression (`0.5`, `-.infinity`, `.nan`).
public func swiftDouble(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return value.description
}
