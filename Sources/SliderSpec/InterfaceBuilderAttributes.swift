/// The Value attributes of a slider as entered in Interface Builder's attributes inspector.
///
/// `nil` means the attribute was left as the object library's slider has it (minimum 0,
/// maximum 1, current 0.5). Loading models the whole path: the editor stores the attributes,
/// and the app decodes the slider from the document at run time.
public struct InterfaceBuilderAttributes: Hashable, Sendable, Codable {
    /// Value Minimum, or nil for the library default 0.
    public var minimum: Float?
    /// Value Maximum, or nil for the library default 1.
    public var maximum: Float?
    /// Value Current, or nil for the library default 0.5.
    public var value: Float?

    /// Creates attributes; omitted ones keep the object library's defaults.
    public init(minimum: Float? = nil, maximum: Float? = nil, value: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.value = value
    }

    /// The object library's slider: minimum 0, maximum 1, current 0.5.
    public static let libraryMinimum: Float = 0
    /// The object library's maximum.
    public static let libraryMaximum: Float = 1
    /// The object library's current value.
    public static let libraryValue: Float = 0.5

    public static func == (lhs: Self, rhs: Self) -> Bool {
        sameOptionalFloat(lhs.minimum, rhs.minimum) && sameOptionalFloat(lhs.maximum, rhs.maximum)
            && sameOptionalFloat(lhs.value, rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(minimum?.isNaN == true ? nil : minimum)
        hasher.combine(maximum?.isNaN == true ? nil : maximum)
        hasher.combine(value?.isNaN == true ? nil : value)
    }
}

/// `sameFloat` for optionals: both nil, or both present and the same.
func sameOptionalFloat(_ lhs: Float?, _ rhs: Float?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case let (l?, r?): sameFloat(l, r)
    default: false
    }
}
