/// The name of one Interface Builder attribute, as in the `create` request's `interfaceBuilder`
/// object (PROTOCOL.md).
public enum InterfaceBuilderAttribute: String, CaseIterable, Hashable, Sendable, Codable {
    case minimum, maximum, value, continuous, minimumValueImage, maximumValueImage
    case minimumTrackTintColor, maximumTrackTintColor, thumbTintColor
}

extension InterfaceBuilderAttributes {
    /// These attributes without those not in `kept`.
    public func keeping(_ kept: Set<InterfaceBuilderAttribute>) -> InterfaceBuilderAttributes {
        var result = self
        if !kept.contains(.minimum) { result.minimum = nil }
        if !kept.contains(.maximum) { result.maximum = nil }
        if !kept.contains(.value) { result.value = nil }
        if !kept.contains(.continuous) { result.continuous = nil }
        if !kept.contains(.minimumValueImage) { result.minimumValueImage = nil }
        if !kept.contains(.maximumValueImage) { result.maximumValueImage = nil }
        if !kept.contains(.minimumTrackTintColor) { result.minimumTrackTintColor = nil }
        if !kept.contains(.maximumTrackTintColor) { result.maximumTrackTintColor = nil }
        if !kept.contains(.thumbTintColor) { result.thumbTintColor = nil }
        return result
    }
}
