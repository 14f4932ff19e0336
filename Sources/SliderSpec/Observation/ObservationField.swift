/// One field of a `SliderObservation`, named as the UIKit getter that reads it.
///
/// Used to print diffs (`thumbImage(for: .highlighted)`) and to blame a rule: every rule lists
/// the fields it governs.
public enum ObservationField: Hashable, Sendable, CustomStringConvertible {
    case value, minimumValue, maximumValue, isContinuous, isEnabled, isHighlighted, isSelected, state
    case minimumValueImage, maximumValueImage
    /// `*TintColor` of a part.
    case tintColor(SliderPart)
    /// `*Image(for:)` of a part for one state.
    case image(SliderPart, ControlState)
    /// `current*Image` of a part.
    case currentImage(SliderPart)
    case accessibilityLabel, accessibilityValue, accessibilityTraits
    /// The `valueChanged` events the operation sent.
    case events
    case layoutDirection, isTracking
    /// One rectangle of the geometry.
    case geometry(GeometryPart)
    case calloutCenterX
    /// `isAccessibilityElement` (nil when not reported).
    case isAccessibilityElement
    /// Whether `accessibilityTraits` contains `.notEnabled`, told apart from the other traits so a
    /// divergence there is blamed on the rules about it.
    case accessibilityTraitNotEnabled
    /// `intrinsicContentSize.height` (nil when not reported).
    case intrinsicContentHeight
    /// The value the callout shows (nil when not reported).
    case calloutValue

    /// Every field, in the order diffs print them: each member's fields, in member order
    /// (`ObservationMember`, the one list of them).
    public static let all: [ObservationField] = ObservationMember.allCases.flatMap(\.fields)

    /// The member of the observation's JSON that carries the field.
    package var member: ObservationMember {
        guard let member = ObservationMember.carrying[self] else {
            preconditionFailure("\(self) is in no ObservationMember's fields")
        }
        return member
    }

    /// The getter as Swift, e.g. `thumbImage(for: .highlighted)` or `events sent`.
    public var description: String {
        switch self {
        case .value: "value"
        case .minimumValue: "minimumValue"
        case .maximumValue: "maximumValue"
        case .isContinuous: "isContinuous"
        case .isEnabled: "isEnabled"
        case .isHighlighted: "isHighlighted"
        case .isSelected: "isSelected"
        case .state: "state"
        case .minimumValueImage: "minimumValueImage"
        case .maximumValueImage: "maximumValueImage"
        case let .tintColor(part): part.tintPropertyName
        case let .image(part, state): "\(part.imageGetterName)(for: \(state.swiftExpression))"
        case let .currentImage(part): part.currentImagePropertyName
        case .accessibilityLabel: "accessibilityLabel"
        case .accessibilityValue: "accessibilityValue"
        case .accessibilityTraits: "accessibilityTraits"
        case .events: "events sent"
        case .layoutDirection: "effectiveUserInterfaceLayoutDirection"
        case .isTracking: "isTracking"
        case let .geometry(part): part.getter
        case .calloutCenterX: "callout centre x"
        case .isAccessibilityElement: "isAccessibilityElement"
        case .accessibilityTraitNotEnabled: "accessibilityTraits.contains(.notEnabled)"
        case .intrinsicContentHeight: "intrinsicContentSize.height"
        case .calloutValue: "callout value"
        }
    }

    /// The field's value in `observation`, as Swift-like text: `0.5`, `nil`, `image-1`, `"50%"`.
    public func render(_ observation: SliderObservation) -> String {
        func token(_ image: ImageToken?) -> String { image?.name ?? "nil" }
        switch self {
        case .value: return formatFloat(observation.value)
        case .minimumValue: return formatFloat(observation.minimumValue)
        case .maximumValue: return formatFloat(observation.maximumValue)
        case .isContinuous: return String(observation.isContinuous)
        case .isEnabled: return String(observation.isEnabled)
        case .isHighlighted: return String(observation.isHighlighted)
        case .isSelected: return String(observation.isSelected)
        case .state: return observation.state.swiftExpression
        case .minimumValueImage: return token(observation.minimumValueImage)
        case .maximumValueImage: return token(observation.maximumValueImage)
        case let .tintColor(part): return observation.tintColor(part)?.name ?? "nil"
        case let .image(part, state): return token(observation.images(part)[state])
        case let .currentImage(part): return token(observation.currentImage(part))
        case .accessibilityLabel: return observation.accessibilityLabel.map(swiftStringLiteral) ?? "nil"
        case .accessibilityValue: return observation.accessibilityValue.map(swiftStringLiteral) ?? "nil"
        case .accessibilityTraits: return observation.accessibilityTraits.subtracting(.notEnabled).description
        case .events: return "[" + observation.events.map(\.description).joined(separator: ", ") + "]"
        case .layoutDirection: return "." + observation.layoutDirection.rawValue
        case .isTracking: return String(observation.isTracking)
        case let .geometry(part): return part.rect(in: observation.geometry).description
        case .calloutCenterX: return observation.calloutCenterX.map { String($0) } ?? "nil"
        case .isAccessibilityElement: return observation.isAccessibilityElement.map { String($0) } ?? "nil"
        case .accessibilityTraitNotEnabled: return String(observation.accessibilityTraits.contains(.notEnabled))
        case .intrinsicContentHeight: return observation.intrinsicContentHeight.map { String($0) } ?? "nil"
        case .calloutValue: return observation.calloutValue.map(formatFloat) ?? "nil"
        }
    }

    /// The group the field belongs to, used by rules to govern whole families of fields.
    public var family: ObservationFamily {
        switch self {
        case .value: .value
        case .minimumValue, .maximumValue: .limits
        case .isContinuous: .continuous
        case .isEnabled, .isHighlighted, .isSelected, .state: .controlState
        case .minimumValueImage, .maximumValueImage: .valueImages
        case let .tintColor(part): .tint(part)
        case let .image(part, _): .images(part)
        case let .currentImage(part): .currentImage(part)
        case .accessibilityLabel: .accessibilityLabel
        case .accessibilityValue: .accessibilityValue
        case .accessibilityTraits: .accessibilityTraits
        case .events: .events
        case .layoutDirection: .layoutDirection
        case .isTracking: .tracking
        case let .geometry(part): part.family
        case .calloutCenterX: .callout
        case .isAccessibilityElement: .accessibilityElement
        case .accessibilityTraitNotEnabled: .accessibilityNotEnabled
        case .intrinsicContentHeight: .intrinsicHeight
        case .calloutValue: .calloutValue
        }
    }
}

/// One rectangle of `SliderGeometry`.
public enum GeometryPart: String, Hashable, Sendable, CaseIterable {
    case bounds, trackRect, thumbRect, thumbRectAtMinimum, thumbRectAtMaximum, minimumValueImageRect, maximumValueImageRect

    /// The method call that reads it.
    public var getter: String {
        switch self {
        case .bounds: "bounds"
        case .trackRect: "trackRect(forBounds:)"
        case .thumbRect: "thumbRect(forBounds:trackRect:value: value)"
        case .thumbRectAtMinimum: "thumbRect(forBounds:trackRect:value: minimumValue)"
        case .thumbRectAtMaximum: "thumbRect(forBounds:trackRect:value: maximumValue)"
        case .minimumValueImageRect: "minimumValueImageRect(forBounds:)"
        case .maximumValueImageRect: "maximumValueImageRect(forBounds:)"
        }
    }

    /// The rectangle in `geometry`.
    public func rect(in geometry: SliderGeometry) -> Rect {
        switch self {
        case .bounds: geometry.bounds
        case .trackRect: geometry.trackRect
        case .thumbRect: geometry.thumbRect
        case .thumbRectAtMinimum: geometry.thumbRectAtMinimum
        case .thumbRectAtMaximum: geometry.thumbRectAtMaximum
        case .minimumValueImageRect: geometry.minimumValueImageRect
        case .maximumValueImageRect: geometry.maximumValueImageRect
        }
    }

    /// The family a rule governs it by.
    public var family: ObservationFamily {
        switch self {
        case .bounds: .bounds
        case .trackRect: .trackGeometry
        case .thumbRect, .thumbRectAtMinimum, .thumbRectAtMaximum: .thumbGeometry
        case .minimumValueImageRect, .maximumValueImageRect: .valueImageGeometry
        }
    }
}

/// A family of observation fields that one rule governs together.
public enum ObservationFamily: Hashable, Sendable {
    case value, limits, continuous, controlState, valueImages
    case tint(SliderPart), images(SliderPart), currentImage(SliderPart)
    case accessibilityLabel, accessibilityValue, accessibilityTraits, events
    case layoutDirection, tracking, bounds, trackGeometry, thumbGeometry, valueImageGeometry, callout
    case accessibilityElement, accessibilityNotEnabled, intrinsicHeight, calloutValue
}
