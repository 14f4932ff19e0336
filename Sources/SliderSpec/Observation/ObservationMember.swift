/// One member of an observation's JSON object (PROTOCOL.md), its raw value the key: the one
/// declaration of the observation's members, in the order diffs print their fields.
///
/// It drives `SliderObservation`'s coding keys and `Codable` forms, the wire decoder's key
/// lookup and required keys (`WireAnswerDecoder`), `ObservationField.all` (each member's
/// `fields`, in order), the keys an adapter declares unsupported fields by
/// (`ObservationField.observationKey`) and so the diffs. A function that must handle every
/// member switches over it, so the compiler names any it misses.
package enum ObservationMember: String, CaseIterable, CodingKey, Sendable {
    case value, minimumValue, maximumValue, isContinuous, isEnabled, isHighlighted, isSelected, state
    case minimumValueImage, maximumValueImage, minimumTrackTintColor, maximumTrackTintColor, thumbTintColor
    case minimumTrackImages, maximumTrackImages, thumbImages
    case currentMinimumTrackImage, currentMaximumTrackImage, currentThumbImage
    case accessibilityLabel, accessibilityValue, accessibilityTraits, isAccessibilityElement, events
    case layoutDirection, isTracking, geometry, intrinsicContentHeight, calloutCenterX, calloutValue

    /// True for a member every observation must have (`decode`, not `decodeIfPresent`); an
    /// absent or null optional member takes `SliderObservation.blank`'s value.
    package var isRequired: Bool {
        switch self {
        case .value, .minimumValue, .maximumValue, .isContinuous, .isEnabled, .isHighlighted, .isSelected, .state,
             .accessibilityTraits:
            true
        case .minimumValueImage, .maximumValueImage, .minimumTrackTintColor, .maximumTrackTintColor, .thumbTintColor,
             .minimumTrackImages, .maximumTrackImages, .thumbImages, .currentMinimumTrackImage, .currentMaximumTrackImage,
             .currentThumbImage, .accessibilityLabel, .accessibilityValue, .isAccessibilityElement, .events, .layoutDirection,
             .isTracking, .geometry, .intrinsicContentHeight, .calloutCenterX, .calloutValue:
            false
        }
    }

    /// The fields the member carries, in diff order: one for most, every state's image for a
    /// part's images, the traits and their `.notEnabled` apart, each rectangle of the geometry.
    package var fields: [ObservationField] {
        switch self {
        case .value: [.value]
        case .minimumValue: [.minimumValue]
        case .maximumValue: [.maximumValue]
        case .isContinuous: [.isContinuous]
        case .isEnabled: [.isEnabled]
        case .isHighlighted: [.isHighlighted]
        case .isSelected: [.isSelected]
        case .state: [.state]
        case .minimumValueImage: [.minimumValueImage]
        case .maximumValueImage: [.maximumValueImage]
        case .minimumTrackTintColor: [.tintColor(.minimumTrack)]
        case .maximumTrackTintColor: [.tintColor(.maximumTrack)]
        case .thumbTintColor: [.tintColor(.thumb)]
        case .minimumTrackImages: ControlState.all.map { .image(.minimumTrack, $0) }
        case .maximumTrackImages: ControlState.all.map { .image(.maximumTrack, $0) }
        case .thumbImages: ControlState.all.map { .image(.thumb, $0) }
        case .currentMinimumTrackImage: [.currentImage(.minimumTrack)]
        case .currentMaximumTrackImage: [.currentImage(.maximumTrack)]
        case .currentThumbImage: [.currentImage(.thumb)]
        case .accessibilityLabel: [.accessibilityLabel]
        case .accessibilityValue: [.accessibilityValue]
        case .accessibilityTraits: [.accessibilityTraits, .accessibilityTraitNotEnabled]
        case .isAccessibilityElement: [.isAccessibilityElement]
        case .events: [.events]
        case .layoutDirection: [.layoutDirection]
        case .isTracking: [.isTracking]
        case .geometry: GeometryPart.allCases.map { .geometry($0) }
        case .intrinsicContentHeight: [.intrinsicContentHeight]
        case .calloutCenterX: [.calloutCenterX]
        case .calloutValue: [.calloutValue]
        }
    }

    /// The member carrying each field (`fields` turned around).
    static let carrying: [ObservationField: ObservationMember] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { member in member.fields.map { ($0, member) } })
}
