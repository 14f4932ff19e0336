/// Everything the suite reads from a slider after an operation: every getter, and the
/// control events the operation sent.
///
/// Two observations are equal when every field is; floats compare numerically, with NaN equal
/// to NaN. `ObservationField` names each field for diffs and for blaming a rule.
public struct SliderObservation: Hashable, Sendable, Codable {
    /// `value`
    public var value: Float
    /// `minimumValue`
    public var minimumValue: Float
    /// `maximumValue`
    public var maximumValue: Float
    /// `isContinuous`
    public var isContinuous: Bool
    /// `isEnabled`
    public var isEnabled: Bool
    /// `isHighlighted`
    public var isHighlighted: Bool
    /// `isSelected`
    public var isSelected: Bool
    /// `state`
    public var state: ControlState
    /// `minimumValueImage`
    public var minimumValueImage: ImageToken?
    /// `maximumValueImage`
    public var maximumValueImage: ImageToken?
    /// `minimumTrackTintColor`
    public var minimumTrackTintColor: ColorToken?
    /// `maximumTrackTintColor`
    public var maximumTrackTintColor: ColorToken?
    /// `thumbTintColor`
    public var thumbTintColor: ColorToken?
    /// `minimumTrackImage(for:)` for every state
    public var minimumTrackImages: StateImages
    /// `maximumTrackImage(for:)` for every state
    public var maximumTrackImages: StateImages
    /// `thumbImage(for:)` for every state
    public var thumbImages: StateImages
    /// `currentMinimumTrackImage`
    public var currentMinimumTrackImage: ImageToken?
    /// `currentMaximumTrackImage`
    public var currentMaximumTrackImage: ImageToken?
    /// `currentThumbImage`
    public var currentThumbImage: ImageToken?
    /// `accessibilityLabel`
    public var accessibilityLabel: String?
    /// `accessibilityValue`
    public var accessibilityValue: String?
    /// `accessibilityTraits`, restricted to the traits in `AccessibilityTraits`
    public var accessibilityTraits: AccessibilityTraits
    /// The control events sent while the last operation ran, in order.
    public var events: [SliderEvent]
    /// The effective layout direction.
    public var layoutDirection: LayoutDirection
    /// `isTracking`: a touch that began on the thumb is in progress.
    public var isTracking: Bool
    /// Where the parts are drawn.
    public var geometry: SliderGeometry
    /// The horizontal centre of a value callout shown above the thumb, or nil without one
    /// (checked only under the `value-callout` profile).
    public var calloutCenterX: Double?
    /// `isAccessibilityElement`, or nil when the adapter does not report it (then not checked).
    public var isAccessibilityElement: Bool?
    /// `intrinsicContentSize.height`, or nil when the adapter does not report it (then not checked).
    public var intrinsicContentHeight: Double?
    /// The value a value callout shows, or nil without one or when the adapter does not report it
    /// (checked only under the `value-callout` profile).
    public var calloutValue: Float?

    /// Creates an observation from every field.
    public init(
        value: Float, minimumValue: Float, maximumValue: Float, isContinuous: Bool,
        isEnabled: Bool, isHighlighted: Bool, isSelected: Bool, state: ControlState,
        minimumValueImage: ImageToken?, maximumValueImage: ImageToken?,
        minimumTrackTintColor: ColorToken?, maximumTrackTintColor: ColorToken?, thumbTintColor: ColorToken?,
        minimumTrackImages: StateImages, maximumTrackImages: StateImages, thumbImages: StateImages,
        currentMinimumTrackImage: ImageToken?, currentMaximumTrackImage: ImageToken?, currentThumbImage: ImageToken?,
        accessibilityLabel: String?, accessibilityValue: String?, accessibilityTraits: AccessibilityTraits,
        events: [SliderEvent], layoutDirection: LayoutDirection = .leftToRight, isTracking: Bool = false,
        geometry: SliderGeometry = .zero, calloutCenterX: Double? = nil,
        isAccessibilityElement: Bool? = nil, intrinsicContentHeight: Double? = nil, calloutValue: Float? = nil
    ) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.isContinuous = isContinuous
        self.isEnabled = isEnabled
        self.isHighlighted = isHighlighted
        self.isSelected = isSelected
        self.state = state
        self.minimumValueImage = minimumValueImage
        self.maximumValueImage = maximumValueImage
        self.minimumTrackTintColor = minimumTrackTintColor
        self.maximumTrackTintColor = maximumTrackTintColor
        self.thumbTintColor = thumbTintColor
        self.minimumTrackImages = minimumTrackImages
        self.maximumTrackImages = maximumTrackImages
        self.thumbImages = thumbImages
        self.currentMinimumTrackImage = currentMinimumTrackImage
        self.currentMaximumTrackImage = currentMaximumTrackImage
        self.currentThumbImage = currentThumbImage
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityValue = accessibilityValue
        self.accessibilityTraits = accessibilityTraits
        self.events = events
        self.layoutDirection = layoutDirection
        self.isTracking = isTracking
        self.geometry = geometry
        self.calloutCenterX = calloutCenterX
        self.isAccessibilityElement = isAccessibilityElement
        self.intrinsicContentHeight = intrinsicContentHeight
        self.calloutValue = calloutValue
    }

    /// The tint colour of `part`.
    public func tintColor(_ part: SliderPart) -> ColorToken? {
        switch part {
        case .minimumTrack: minimumTrackTintColor
        case .maximumTrack: maximumTrackTintColor
        case .thumb: thumbTintColor
        }
    }

    /// `*Image(for:)` of `part` for every state.
    public func images(_ part: SliderPart) -> StateImages {
        switch part {
        case .minimumTrack: minimumTrackImages
        case .maximumTrack: maximumTrackImages
        case .thumb: thumbImages
        }
    }

    /// `current*Image` of `part`.
    public func currentImage(_ part: SliderPart) -> ImageToken? {
        switch part {
        case .minimumTrack: currentMinimumTrackImage
        case .maximumTrack: currentMaximumTrackImage
        case .thumb: currentThumbImage
        }
    }

    /// The fields in which `other` differs from `self`, in `ObservationField.all` order.
    public func differences(from other: SliderObservation) -> [ObservationField] {
        ObservationField.all.filter { !$0.agrees(self, other) }
    }

    enum CodingKeys: String, CodingKey {
        case value, minimumValue, maximumValue, isContinuous, isEnabled, isHighlighted, isSelected, state
        case minimumValueImage, maximumValueImage, minimumTrackTintColor, maximumTrackTintColor, thumbTintColor
        case minimumTrackImages, maximumTrackImages, thumbImages
        case currentMinimumTrackImage, currentMaximumTrackImage, currentThumbImage
        case accessibilityLabel, accessibilityValue, accessibilityTraits, events
        case layoutDirection, isTracking, geometry, calloutCenterX
        case isAccessibilityElement, intrinsicContentHeight, calloutValue
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            value: try c.decode(LenientFloat.self, forKey: .value).value,
            minimumValue: try c.decode(LenientFloat.self, forKey: .minimumValue).value,
            maximumValue: try c.decode(LenientFloat.self, forKey: .maximumValue).value,
            isContinuous: try c.decode(Bool.self, forKey: .isContinuous),
            isEnabled: try c.decode(Bool.self, forKey: .isEnabled),
            isHighlighted: try c.decode(Bool.self, forKey: .isHighlighted),
            isSelected: try c.decode(Bool.self, forKey: .isSelected),
            state: try c.decode(ControlState.self, forKey: .state),
            minimumValueImage: try c.decodeIfPresent(ImageToken.self, forKey: .minimumValueImage),
            maximumValueImage: try c.decodeIfPresent(ImageToken.self, forKey: .maximumValueImage),
            minimumTrackTintColor: try c.decodeIfPresent(ColorToken.self, forKey: .minimumTrackTintColor),
            maximumTrackTintColor: try c.decodeIfPresent(ColorToken.self, forKey: .maximumTrackTintColor),
            thumbTintColor: try c.decodeIfPresent(ColorToken.self, forKey: .thumbTintColor),
            minimumTrackImages: try c.decodeIfPresent(StateImages.self, forKey: .minimumTrackImages) ?? StateImages(),
            maximumTrackImages: try c.decodeIfPresent(StateImages.self, forKey: .maximumTrackImages) ?? StateImages(),
            thumbImages: try c.decodeIfPresent(StateImages.self, forKey: .thumbImages) ?? StateImages(),
            currentMinimumTrackImage: try c.decodeIfPresent(ImageToken.self, forKey: .currentMinimumTrackImage),
            currentMaximumTrackImage: try c.decodeIfPresent(ImageToken.self, forKey: .currentMaximumTrackImage),
            currentThumbImage: try c.decodeIfPresent(ImageToken.self, forKey: .currentThumbImage),
            accessibilityLabel: try c.decodeIfPresent(String.self, forKey: .accessibilityLabel),
            accessibilityValue: try c.decodeIfPresent(String.self, forKey: .accessibilityValue),
            accessibilityTraits: try c.decode(AccessibilityTraits.self, forKey: .accessibilityTraits),
            events: try c.decodeIfPresent([SliderEvent].self, forKey: .events) ?? [],
            layoutDirection: try c.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .leftToRight,
            isTracking: try c.decodeIfPresent(Bool.self, forKey: .isTracking) ?? false,
            geometry: try c.decodeIfPresent(SliderGeometry.self, forKey: .geometry) ?? .zero,
            calloutCenterX: try c.decodeIfPresent(Double.self, forKey: .calloutCenterX),
            isAccessibilityElement: try c.decodeIfPresent(Bool.self, forKey: .isAccessibilityElement),
            intrinsicContentHeight: try c.decodeIfPresent(Double.self, forKey: .intrinsicContentHeight),
            calloutValue: try c.decodeIfPresent(LenientFloat.self, forKey: .calloutValue)?.value)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(LenientFloat(value), forKey: .value)
        try c.encode(LenientFloat(minimumValue), forKey: .minimumValue)
        try c.encode(LenientFloat(maximumValue), forKey: .maximumValue)
        try c.encode(isContinuous, forKey: .isContinuous)
        try c.encode(isEnabled, forKey: .isEnabled)
        try c.encode(isHighlighted, forKey: .isHighlighted)
        try c.encode(isSelected, forKey: .isSelected)
        try c.encode(state, forKey: .state)
        try c.encodeIfPresent(minimumValueImage, forKey: .minimumValueImage)
        try c.encodeIfPresent(maximumValueImage, forKey: .maximumValueImage)
        try c.encodeIfPresent(minimumTrackTintColor, forKey: .minimumTrackTintColor)
        try c.encodeIfPresent(maximumTrackTintColor, forKey: .maximumTrackTintColor)
        try c.encodeIfPresent(thumbTintColor, forKey: .thumbTintColor)
        try c.encode(minimumTrackImages, forKey: .minimumTrackImages)
        try c.encode(maximumTrackImages, forKey: .maximumTrackImages)
        try c.encode(thumbImages, forKey: .thumbImages)
        try c.encodeIfPresent(currentMinimumTrackImage, forKey: .currentMinimumTrackImage)
        try c.encodeIfPresent(currentMaximumTrackImage, forKey: .currentMaximumTrackImage)
        try c.encodeIfPresent(currentThumbImage, forKey: .currentThumbImage)
        try c.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        try c.encodeIfPresent(accessibilityValue, forKey: .accessibilityValue)
        try c.encode(accessibilityTraits, forKey: .accessibilityTraits)
        try c.encode(events, forKey: .events)
        try c.encode(layoutDirection, forKey: .layoutDirection)
        try c.encode(isTracking, forKey: .isTracking)
        try c.encode(geometry, forKey: .geometry)
        try c.encodeIfPresent(calloutCenterX, forKey: .calloutCenterX)
        try c.encodeIfPresent(isAccessibilityElement, forKey: .isAccessibilityElement)
        try c.encodeIfPresent(intrinsicContentHeight, forKey: .intrinsicContentHeight)
        try c.encodeIfPresent(calloutValue.map(LenientFloat.init), forKey: .calloutValue)
    }
}

extension SliderObservation {
    public static func == (lhs: SliderObservation, rhs: SliderObservation) -> Bool {
        sameFloat(lhs.value, rhs.value) && sameFloat(lhs.minimumValue, rhs.minimumValue)
            && sameFloat(lhs.maximumValue, rhs.maximumValue) && lhs.isContinuous == rhs.isContinuous
            && lhs.isEnabled == rhs.isEnabled && lhs.isHighlighted == rhs.isHighlighted
            && lhs.isSelected == rhs.isSelected && lhs.state == rhs.state
            && lhs.minimumValueImage == rhs.minimumValueImage && lhs.maximumValueImage == rhs.maximumValueImage
            && lhs.minimumTrackTintColor == rhs.minimumTrackTintColor
            && lhs.maximumTrackTintColor == rhs.maximumTrackTintColor && lhs.thumbTintColor == rhs.thumbTintColor
            && lhs.minimumTrackImages == rhs.minimumTrackImages && lhs.maximumTrackImages == rhs.maximumTrackImages
            && lhs.thumbImages == rhs.thumbImages && lhs.currentMinimumTrackImage == rhs.currentMinimumTrackImage
            && lhs.currentMaximumTrackImage == rhs.currentMaximumTrackImage
            && lhs.currentThumbImage == rhs.currentThumbImage && lhs.accessibilityLabel == rhs.accessibilityLabel
            && lhs.accessibilityValue == rhs.accessibilityValue && lhs.accessibilityTraits == rhs.accessibilityTraits
            && lhs.events == rhs.events && lhs.layoutDirection == rhs.layoutDirection && lhs.isTracking == rhs.isTracking
            && lhs.geometry == rhs.geometry && lhs.calloutCenterX == rhs.calloutCenterX
            && lhs.isAccessibilityElement == rhs.isAccessibilityElement
            && lhs.intrinsicContentHeight == rhs.intrinsicContentHeight && sameOptionalFloat(lhs.calloutValue, rhs.calloutValue)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(state)
        hasher.combine(thumbImages)
        hasher.combine(accessibilityValue)
        hasher.combine(events.count)
    }
}
