import SliderSpec

/// Two parts of a slider exchanged (the thumb for the minimum track, say), applied to
/// operations and to fields: a failure on one part that shows alike on another is one cause
/// written once, the same code reached for each part.
struct PartExchange: CustomStringConvertible {
    /// The part the failure was found on.
    let from: SliderPart
    /// The part it is tried on.
    let to: SliderPart

    /// Every exchange from a part `operations` set (a tint or an image, or a tint an Interface
    /// Builder load names) to another part.
    static func exchanges(for operations: [SliderOperation]) -> [PartExchange] {
        let used = SliderPart.allCases.filter { part in operations.contains { $0.parts.contains(part) } }
        return used.flatMap { from in SliderPart.allCases.filter { $0 != from }.map { PartExchange(from: from, to: $0) } }
    }

    /// `part` with the two parts exchanged.
    func callAsFunction(_ part: SliderPart) -> SliderPart { part == from ? to : part == to ? from : part }

    /// `operation` on the exchanged part (a tint, an image, the tints a load names); any other
    /// operation as it is.
    func callAsFunction(_ operation: SliderOperation) -> SliderOperation {
        switch operation {
        case let .setTintColor(part, color): return .setTintColor(self(part), color)
        case let .setImage(part, image, state): return .setImage(self(part), image, for: state)
        case var .loadFromInterfaceBuilder(attributes):
            let tints = SliderPart.allCases.map { attributes.tintColor($0) }
            for (part, tint) in zip(SliderPart.allCases, tints) { attributes.setTint(tint, of: self(part)) }
            return .loadFromInterfaceBuilder(attributes)
        default: return operation
        }
    }

    /// `field` of the exchanged part (a tint, an image, a current image); any other field as it is.
    func callAsFunction(_ field: ObservationField) -> ObservationField {
        switch field {
        case let .tintColor(part): .tintColor(self(part))
        case let .image(part, state): .image(self(part), state)
        case let .currentImage(part): .currentImage(self(part))
        default: field
        }
    }

    /// "on the thumb instead of the minimum track".
    var description: String { "on the \(to.spokenName) instead of the \(from.spokenName)" }
}

private extension SliderOperation {
    /// The parts a tint or an image operation sets, or whose tints a load names.
    var parts: [SliderPart] {
        switch self {
        case let .setTintColor(part, _), let .setImage(part, _, _): [part]
        case let .loadFromInterfaceBuilder(attributes): SliderPart.allCases.filter { attributes.tintColor($0) != nil }
        default: []
        }
    }
}

private extension InterfaceBuilderAttributes {
    /// Enters `tint` for `part` (the setter beside `tintColor(_:)`).
    mutating func setTint(_ tint: ColorToken?, of part: SliderPart) {
        switch part {
        case .minimumTrack: minimumTrackTintColor = tint
        case .maximumTrack: maximumTrackTintColor = tint
        case .thumb: thumbTintColor = tint
        }
    }
}

private extension SliderPart {
    /// "minimum track", "maximum track", "thumb".
    var spokenName: String {
        switch self {
        case .minimumTrack: "minimum track"
        case .maximumTrack: "maximum track"
        case .thumb: "thumb"
        }
    }
}
