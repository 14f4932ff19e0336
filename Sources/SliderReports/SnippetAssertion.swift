import Foundation
import SliderSpec

/// The line a counterexample's snippet ends with: a `precondition` that holds when the slider
/// shows what the reference expected in the diverging field, with a message stating expected
/// and observed values. `precondition` compiles in a Swift Testing or XCTest test, a script or
/// an executable with no import beyond `SliderSpec`, and is kept by optimised builds (`assert`
/// is not; only `-Ounchecked` drops it).
struct SnippetAssertion {
    /// The violation the snippet reproduces.
    let violation: Violation
    /// The tokens the snippet declares, by name, so that values refer to the declared constants.
    let declared: Set<String>
    /// How the snippet reads the events of its last step: `events`, the value its last `perform`
    /// returned, when it keeps it (by default `slider.observe().events`, empty, for a step that
    /// is not a `perform`).
    var events = "slider.observe().events"

    /// The diverging field, or nil for a process failure or a field the suite does not name.
    var field: ObservationField? {
        violation.rule.isProcessFailure ? nil : ObservationField.all.first { $0.description == violation.field }
    }

    /// The `.perform` form's check, or nil when there is none to write (a process failure: the
    /// snippet stops where the implementation did). Events are read from `events`, the value the
    /// last `perform` returned (`events`).
    var performLine: String? {
        guard let field else { return nil }
        let condition =
            if violation.explanation != nil {
                inequality(field, violation.observed)
            } else {
                equality(field, violation.expected)
            }
        return "precondition(\(condition), \(swiftStringLiteral(message(field))))"
    }

    /// The `.typed` form's check: a `precondition` on the `UISlider` property when the field is
    /// one with a literal value, otherwise a comment stating expected and observed values; nil
    /// for a process failure.
    var typedLine: String? {
        guard let field else { return nil }
        if violation.explanation == nil, let property = typedProperty(field) {
            return "precondition(slider.\(property) == \(field.render(violation.expected)), \(swiftStringLiteral(message(field))))"
        }
        return "// " + message(field)
    }

    /// `value: expected 1.0, observed 2.0`, or for a broken relation
    /// `trackRect(forBounds:) is (…); expected: …`.
    func message(_ field: ObservationField) -> String {
        if let explanation = violation.explanation {
            return "\(field) is \(field.render(violation.observed)); expected: \(explanation)"
        }
        return "\(field): expected \(field.render(violation.expected)), observed \(field.render(violation.observed))"
    }

    /// The `UISlider` property that reads `field` when its rendering is a Swift literal of the
    /// property's type (a float, a flag, accessibility text), or nil.
    private func typedProperty(_ field: ObservationField) -> String? {
        switch field {
        case .value, .minimumValue, .maximumValue:
            let text = field.render(violation.expected)
            return ["nan", "inf", "-inf"].contains(text) ? nil : field.description
        case .isContinuous, .isEnabled, .isHighlighted, .isSelected, .accessibilityLabel, .accessibilityValue:
            return field.description
        default:
            return nil
        }
    }

    /// A Swift `Bool` expression that holds when `field` of `slider.observe()` (or `events`)
    /// has its value in `observation`, compared as the checker compares: floats numerically
    /// with NaN equal to NaN, events by kind and value.
    func equality(_ field: ObservationField, _ observation: SliderObservation) -> String {
        let read = "slider.observe()"
        switch field {
        case .value: return float("\(read).value", observation.value)
        case .minimumValue: return float("\(read).minimumValue", observation.minimumValue)
        case .maximumValue: return float("\(read).maximumValue", observation.maximumValue)
        case .isContinuous: return "\(read).isContinuous == \(observation.isContinuous)"
        case .isEnabled: return "\(read).isEnabled == \(observation.isEnabled)"
        case .isHighlighted: return "\(read).isHighlighted == \(observation.isHighlighted)"
        case .isSelected: return "\(read).isSelected == \(observation.isSelected)"
        case .state: return "\(read).state == \(observation.state.swiftExpression)"
        case .minimumValueImage: return "\(read).minimumValueImage == \(token(observation.minimumValueImage))"
        case .maximumValueImage: return "\(read).maximumValueImage == \(token(observation.maximumValueImage))"
        case let .tintColor(part): return "\(read).tintColor(.\(part.rawValue)) == \(token(observation.tintColor(part)))"
        case let .image(part, state):
            return "\(read).images(.\(part.rawValue))[\(state.swiftExpression)] == \(token(observation.images(part)[state]))"
        case let .currentImage(part): return "\(read).currentImage(.\(part.rawValue)) == \(token(observation.currentImage(part)))"
        case .accessibilityLabel: return "\(read).accessibilityLabel == \(observation.accessibilityLabel.map(swiftStringLiteral) ?? "nil")"
        case .accessibilityValue: return "\(read).accessibilityValue == \(observation.accessibilityValue.map(swiftStringLiteral) ?? "nil")"
        case .accessibilityTraits:
            return "\(read).accessibilityTraits.subtracting(.notEnabled) == \(observation.accessibilityTraits.subtracting(.notEnabled))"
        case .events:
            return "\(events) == [" + observation.events.map { ".\($0.event.rawValue)(\(swiftFloat($0.value)))" }.joined(separator: ", ") + "]"
        case .layoutDirection: return "\(read).layoutDirection == .\(observation.layoutDirection.rawValue)"
        case .isTracking: return "\(read).isTracking == \(observation.isTracking)"
        case let .geometry(part): return rect("\(read).geometry.\(part.rawValue)", part.rect(in: observation.geometry))
        case .calloutCenterX: return optionalDouble("\(read).calloutCenterX", observation.calloutCenterX)
        case .isAccessibilityElement: return "\(read).isAccessibilityElement == \(observation.isAccessibilityElement.map { "\($0)" } ?? "nil")"
        case .accessibilityTraitNotEnabled:
            return "\(read).accessibilityTraits.contains(.notEnabled) == \(observation.accessibilityTraits.contains(.notEnabled))"
        case .intrinsicContentHeight: return optionalDouble("\(read).intrinsicContentHeight", observation.intrinsicContentHeight)
        case .calloutValue:
            guard let value = observation.calloutValue else { return "\(read).calloutValue == nil" }
            return value.isNaN
                ? "\(read).calloutValue?.isNaN == true" : "\(read).calloutValue == \(value.isInfinite ? (value < 0 ? "-" : "") + "Float.infinity" : swiftFloat(value))"
        }
    }

    /// A Swift `Bool` expression that holds when `field` no longer has its value in
    /// `observation`: `a != b`, or `!(…)` around a compound equality.
    func inequality(_ field: ObservationField, _ observation: SliderObservation) -> String {
        let equal = equality(field, observation)
        let parts = equal.components(separatedBy: " == ")
        return parts.count == 2 && !equal.contains("&&") ? parts[0] + " != " + parts[1] : "!(" + equal + ")"
    }

    /// A token as the snippet writes it: its declared constant, `ImageToken("system-tinted")`
    /// for one the snippet does not declare, or `nil`.
    private func token<Kind>(_ token: Token<Kind>?) -> String {
        guard let token else { return "nil" }
        if declared.contains(token.name) { return token.swiftIdentifier }
        let type = Kind.self == ColorTokenKind.self ? "ColorToken" : "ImageToken"
        return "\(type)(\(swiftStringLiteral(token.name)))"
    }

    /// `read == value`, or `read.isNaN` for NaN.
    private func float(_ read: String, _ value: Float) -> String {
        value.isNaN ? "\(read).isNaN" : "\(read) == \(swiftFloat(value))"
    }

    /// `read == value` (an infinity spelled `Double.infinity`, which an optional's context needs),
    /// `read == nil`, or `read?.isNaN == true`.
    private func optionalDouble(_ read: String, _ value: Double?) -> String {
        guard let value else { return "\(read) == nil" }
        return value.isNaN
            ? "\(read)?.isNaN == true" : "\(read) == \(value.isInfinite ? (value < 0 ? "-" : "") + "Double.infinity" : swiftDouble(value))"
    }

    /// `read == Rect(…)`, or each coordinate compared on its own when one is NaN.
    private func rect(_ read: String, _ rect: Rect) -> String {
        let coordinates = [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)]
        guard coordinates.contains(where: { $0.1.isNaN }) else {
            return "\(read) == Rect(" + coordinates.map { "\($0.0): \(swiftDouble($0.1))" }.joined(separator: ", ") + ")"
        }
        return coordinates.map { name, value in value.isNaN ? "\(read).\(name).isNaN" : "\(read).\(name) == \(swiftDouble(value))" }
            .joined(separator: " && ")
    }
}
