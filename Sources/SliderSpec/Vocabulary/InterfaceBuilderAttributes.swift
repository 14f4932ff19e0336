/// The attributes of a slider as entered in Interface Builder's attributes inspector: Value,
/// Events: Continuous Updates, and the appearance attributes (Min Image, Max Image, Min Track
/// Tint, Max Track Tint, Thumb Tint).
///
/// `nil` means the attribute was left as the object library's slider has it (minimum 0,
/// maximum 1, current 0.5, continuous, no images, no tints). Loading models the whole path: the editor stores the attributes,
/// and the app decodes the slider from the document at run time.
public struct InterfaceBuilderAttributes: Hashable, Sendable, Codable {
    /// Value Minimum, or nil for the library default 0.
    public var minimum: Float?
    /// Value Maximum, or nil for the library default 1.
    public var maximum: Float?
    /// Value Current, or nil for the library default 0.5.
    public var value: Float?
    /// Events: Continuous Updates, or nil for the library default (checked).
    public var continuous: Bool?
    /// Min Image, or nil for blank.
    public var minimumValueImage: ImageToken?
    /// Max Image, or nil for blank.
    public var maximumValueImage: ImageToken?
    /// Min Track Tint, or nil for the default.
    public var minimumTrackTintColor: ColorToken?
    /// Max Track Tint, or nil for the default.
    public var maximumTrackTintColor: ColorToken?
    /// Thumb Tint, or nil for the default.
    public var thumbTintColor: ColorToken?

    /// Creates attributes; omitted ones keep the object library's defaults.
    public init(
        minimum: Float? = nil, maximum: Float? = nil, value: Float? = nil, continuous: Bool? = nil,
        minimumValueImage: ImageToken? = nil, maximumValueImage: ImageToken? = nil,
        minimumTrackTintColor: ColorToken? = nil, maximumTrackTintColor: ColorToken? = nil, thumbTintColor: ColorToken? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.value = value
        self.continuous = continuous
        self.minimumValueImage = minimumValueImage
        self.maximumValueImage = maximumValueImage
        self.minimumTrackTintColor = minimumTrackTintColor
        self.maximumTrackTintColor = maximumTrackTintColor
        self.thumbTintColor = thumbTintColor
    }

    /// The tint entered for `part`, or nil.
    public func tintColor(_ part: SliderPart) -> ColorToken? {
        switch part {
        case .minimumTrack: minimumTrackTintColor
        case .maximumTrack: maximumTrackTintColor
        case .thumb: thumbTintColor
        }
    }

    /// True when a tint was entered for any part.
    var isTinted: Bool { minimumTrackTintColor != nil || maximumTrackTintColor != nil || thumbTintColor != nil }

    /// True when every Value attribute was left at the library default.
    public var valueAttributesUnedited: Bool { minimum == nil && maximum == nil && value == nil }

    /// The object library's slider: minimum 0, maximum 1, current 0.5.
    public static let libraryMinimum: Float = 0
    /// The object library's maximum.
    public static let libraryMaximum: Float = 1
    /// The object library's current value.
    public static let libraryValue: Float = 0.5

    public static func == (lhs: Self, rhs: Self) -> Bool {
        sameOptionalFloat(lhs.minimum, rhs.minimum) && sameOptionalFloat(lhs.maximum, rhs.maximum)
            && sameOptionalFloat(lhs.value, rhs.value) && lhs.continuous == rhs.continuous
            && lhs.minimumValueImage == rhs.minimumValueImage && lhs.maximumValueImage == rhs.maximumValueImage
            && lhs.minimumTrackTintColor == rhs.minimumTrackTintColor
            && lhs.maximumTrackTintColor == rhs.maximumTrackTintColor && lhs.thumbTintColor == rhs.thumbTintColor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(minimum?.isNaN == true ? nil : minimum)
        hasher.combine(maximum?.isNaN == true ? nil : maximum)
        hasher.combine(value?.isNaN == true ? nil : value)
        hasher.combine(continuous)
        hasher.combine(minimumValueImage)
        hasher.combine(maximumValueImage)
        hasher.combine(thumbTintColor)
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
