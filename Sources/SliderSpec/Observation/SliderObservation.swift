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

    /// The observation's coding keys: its members, declared once (`ObservationMember`).
    typealias CodingKeys = ObservationMember

    /// An observation with every optional member at its default and every other field zero,
    /// false or empty: what a decoder fills in, member by member (`ObservationMember.isRequired`).
    package static let blank = SliderObservation(
        value: 0, minimumValue: 0, maximumValue: 0, isContinuous: false, isEnabled: false, isHighlighted: false,
        isSelected: false, state: .normal, minimumValueImage: nil, maximumValueImage: nil, minimumTrackTintColor: nil,
        maximumTrackTintColor: nil, thumbTintColor: nil, minimumTrackImages: StateImages(),
        maximumTrackImages: StateImages(), thumbImages: StateImages(), currentMinimumTrackImage: nil,
        currentMaximumTrackImage: nil, currentThumbImage: nil, accessibilityLabel: nil, accessibilityValue: nil,
        accessibilityTraits: [], events: [])

    /// Decodes every member in `ObservationMember` order: a required one with `decode`, any other
    /// with `decodeIfPresent`, absent or null leaving `blank`'s value.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func read<T: Decodable>(_ type: T.Type, _ key: ObservationMember) throws -> T? {
            key.isRequired ? try c.decode(type, forKey: key) : try c.decodeIfPresent(type, forKey: key)
        }
        self = Self.blank
        for key in ObservationMember.allCases {
            switch key {
            case .value: value = try read(LenientFloat.self, key)?.value ?? value
            case .minimumValue: minimumValue = try read(LenientFloat.self, key)?.value ?? minimumValue
            case .maximumValue: maximumValue = try read(LenientFloat.self, key)?.value ?? maximumValue
            case .isContinuous: isContinuous = try read(Bool.self, key) ?? isContinuous
            case .isEnabled: isEnabled = try read(Bool.self, key) ?? isEnabled
            case .isHighlighted: isHighlighted = try read(Bool.self, key) ?? isHighlighted
            case .isSelected: isSelected = try read(Bool.self, key) ?? isSelected
            case .state: state = try read(ControlState.self, key) ?? state
            case .minimumValueImage: minimumValueImage = try read(ImageToken.self, key)
            case .maximumValueImage: maximumValueImage = try read(ImageToken.self, key)
            case .minimumTrackTintColor: minimumTrackTintColor = try read(ColorToken.self, key)
            case .maximumTrackTintColor: maximumTrackTintColor = try read(ColorToken.self, key)
            case .thumbTintColor: thumbTintColor = try read(ColorToken.self, key)
            case .minimumTrackImages: minimumTrackImages = try read(StateImages.self, key) ?? minimumTrackImages
            case .maximumTrackImages: maximumTrackImages = try read(StateImages.self, key) ?? maximumTrackImages
            case .thumbImages: thumbImages = try read(StateImages.self, key) ?? thumbImages
            case .currentMinimumTrackImage: currentMinimumTrackImage = try read(ImageToken.self, key)
            case .currentMaximumTrackImage: currentMaximumTrackImage = try read(ImageToken.self, key)
            case .currentThumbImage: currentThumbImage = try read(ImageToken.self, key)
            case .accessibilityLabel: accessibilityLabel = try read(String.self, key)
            case .accessibilityValue: accessibilityValue = try read(String.self, key)
            case .accessibilityTraits: accessibilityTraits = try read(AccessibilityTraits.self, key) ?? accessibilityTraits
            case .isAccessibilityElement: isAccessibilityElement = try read(Bool.self, key)
            case .events: events = try read([SliderEvent].self, key) ?? events
            case .layoutDirection: layoutDirection = try read(LayoutDirection.self, key) ?? layoutDirection
            case .isTracking: isTracking = try read(Bool.self, key) ?? isTracking
            case .geometry: geometry = try read(SliderGeometry.self, key) ?? geometry
            case .intrinsicContentHeight: intrinsicContentHeight = try read(Double.self, key)
            case .calloutCenterX: calloutCenterX = try read(Double.self, key)
            case .calloutValue: calloutValue = try read(LenientFloat.self, key)?.value
            }
        }
    }

    /// Encodes every member in `ObservationMember` order; a nil optional field is left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        for key in ObservationMember.allCases {
            switch key {
            case .value: try c.encode(LenientFloat(value), forKey: key)
            case .minimumValue: try c.encode(LenientFloat(minimumValue), forKey: key)
            case .maximumValue: try c.encode(LenientFloat(maximumValue), forKey: key)
            case .isContinuous: try c.encode(isContinuous, forKey: key)
            case .isEnabled: try c.encode(isEnabled, forKey: key)
            case .isHighlighted: try c.encode(isHighlighted, forKey: key)
            case .isSelected: try c.encode(isSelected, forKey: key)
            case .state: try c.encode(state, forKey: key)
            case .minimumValueImage: try c.encodeIfPresent(minimumValueImage, forKey: key)
            case .maximumValueImage: try c.encodeIfPresent(maximumValueImage, forKey: key)
            case .minimumTrackTintColor: try c.encodeIfPresent(minimumTrackTintColor, forKey: key)
            case .maximumTrackTintColor: try c.encodeIfPresent(maximumTrackTintColor, forKey: key)
            case .thumbTintColor: try c.encodeIfPresent(thumbTintColor, forKey: key)
            case .minimumTrackImages: try c.encode(minimumTrackImages, forKey: key)
            case .maximumTrackImages: try c.encode(maximumTrackImages, forKey: key)
            case .thumbImages: try c.encode(thumbImages, forKey: key)
            case .currentMinimumTrackImage: try c.encodeIfPresent(currentMinimumTrackImage, forKey: key)
            case .currentMaximumTrackImage: try c.encodeIfPresent(currentMaximumTrackImage, forKey: key)
            case .currentThumbImage: try c.encodeIfPresent(currentThumbImage, forKey: key)
            case .accessibilityLabel: try c.encodeIfPresent(accessibilityLabel, forKey: key)
            case .accessibilityValue: try c.encodeIfPresent(accessibilityValue, forKey: key)
            case .accessibilityTraits: try c.encode(accessibilityTraits, forKey: key)
            case .isAccessibilityElement: try c.encodeIfPresent(isAccessibilityElement, forKey: key)
            case .events: try c.encode(events, forKey: key)
            case .layoutDirection: try c.encode(layoutDirection, forKey: key)
            case .isTracking: try c.encode(isTracking, forKey: key)
            case .geometry: try c.encode(geometry, forKey: key)
            case .intrinsicContentHeight: try c.encodeIfPresent(intrinsicContentHeight, forKey: key)
            case .calloutCenterX: try c.encodeIfPresent(calloutCenterX, forKey: key)
            case .calloutValue: try c.encodeIfPresent(calloutValue.map(LenientFloat.init), forKey: key)
            }
        }
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
