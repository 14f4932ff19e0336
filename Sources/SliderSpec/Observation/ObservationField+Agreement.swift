extension ObservationField {
    /// True when `lhs` and `rhs` hold the same value in this field, compared as the checker
    /// matches observations: floats numerically (`-0.0` equals `0.0`, NaN equals NaN), events
    /// and rectangles by their numbers, every other field by its rendering.
    public func agrees(_ lhs: SliderObservation, _ rhs: SliderObservation) -> Bool {
        switch self {
        case .value: sameFloat(lhs.value, rhs.value)
        case .minimumValue: sameFloat(lhs.minimumValue, rhs.minimumValue)
        case .maximumValue: sameFloat(lhs.maximumValue, rhs.maximumValue)
        case .events: lhs.events == rhs.events
        case let .geometry(part): sameRect(part.rect(in: lhs.geometry), part.rect(in: rhs.geometry))
        case .calloutCenterX:
            switch (lhs.calloutCenterX, rhs.calloutCenterX) {
            case (nil, nil): true
            case let (left?, right?): sameDouble(left, right)
            default: false
            }
        default: render(lhs) == render(rhs)
        }
    }

    /// True when this field of `observation` agrees with `text`, a value as `render` prints it:
    /// float fields compare numerically (`-0.0` reads as `0.0`), every other field by its text.
    public func agrees(_ observation: SliderObservation, rendered text: String) -> Bool {
        let actual: Float
        switch self {
        case .value: actual = observation.value
        case .minimumValue: actual = observation.minimumValue
        case .maximumValue: actual = observation.maximumValue
        default: return render(observation) == text
        }
        let expected: Float? =
            switch text {
            case "nan": .nan
            case "inf": .infinity
            case "-inf": -.infinity
            default: Float(text)
            }
        return expected.map { sameFloat($0, actual) } ?? false
    }
}

/// `Double` equality as for observations: numeric, with every NaN equal to every NaN.
func sameDouble(_ lhs: Double, _ rhs: Double) -> Bool { lhs == rhs || (lhs.isNaN && rhs.isNaN) }

/// Rectangle equality as for observations: each coordinate compared by `sameDouble`.
func sameRect(_ lhs: Rect, _ rhs: Rect) -> Bool {
    sameDouble(lhs.x, rhs.x) && sameDouble(lhs.y, rhs.y) && sameDouble(lhs.width, rhs.width) && sameDouble(lhs.height, rhs.height)
}
