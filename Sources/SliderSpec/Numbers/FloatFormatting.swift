/// Formats a `Float` as the shortest text that reads back as the same value (`0.5`, `-0.0`,
/// `nan`, `inf`), identical on every platform.
public func formatFloat(_ value: Float) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    return value.description
}

/// Formats a `Float` as a Swift expression (`0.5`, `-.infinity`, `.nan`).
public func swiftFloat(_ value: Float) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return value.description
}

/// Float equality for observations: numeric equality, with every NaN equal to every NaN.
///
/// `-0.0` equals `0.0`, as it does for `==`, because no UIKit API distinguishes them.
public func sameFloat(_ lhs: Float, _ rhs: Float) -> Bool {
    lhs == rhs || (lhs.isNaN && rhs.isNaN)
}
